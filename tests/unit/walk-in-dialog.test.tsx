import { WalkInDialog } from '@client/features/events/components/walk-in-dialog';
import { ApiError } from '@client/lib/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The walk-in dialog on FormDialog and the one field set: it adds, shows a refusal, and starts
// afresh each time it opens.
function renderDialog(onSubmit: (values: unknown) => Promise<void>) {
  const onOpenChange = vi.fn();
  const dialog = (open: boolean) => (
    <WalkInDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a walk-in"
      description="Confirmed straight away."
      onSubmit={onSubmit}
    />
  );
  const view = render(dialog(true));
  return { onOpenChange, setOpen: (open: boolean) => view.rerender(dialog(open)) };
}

describe('adding a walk-in (organisers)', () => {
  it('sends the person, checked in by default, and closes', async () => {
    const onSubmit = vi.fn(async () => {});
    const { onOpenChange } = renderDialog(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Wally');
    await user.type(screen.getByLabelText('Notes (optional)'), 'cash');
    await user.selectOptions(screen.getByLabelText('NTRP'), '3.5');
    expect(screen.getByLabelText('Checked in (they are here now)')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add player' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Wally', ntrp: '3.5', notes: 'cash', checkIn: true }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the dialog open with the server’s message, and opens again empty', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, 'This event is cancelled.');
    });
    const { onOpenChange, setOpen } = renderDialog(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Wally');
    await user.click(screen.getByRole('button', { name: 'Add player' }));
    expect(await screen.findByText('This event is cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Not added')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    setOpen(false);
    setOpen(true);
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('This event is cancelled.')).not.toBeInTheDocument();
  });
});
