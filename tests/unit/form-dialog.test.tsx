import { FormDialog } from '@client/components/form-dialog';
import { ApiError } from '@client/lib/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

// The one form dialog: its form can carry a name of its own (a dialog whose title is a question),
// and a refusal shows under the title the caller gives ("Not rejected"), with the server's words.
function RejectDialog({ onSave }: { onSave: () => Promise<unknown> }) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  return (
    <FormDialog
      form={form}
      onSave={onSave}
      open
      onClose={() => {}}
      role="alertdialog"
      errorTitle="Not rejected"
      formLabel="Reject the story"
      title="Reject this story?"
      submitLabel="Reject story"
      pendingLabel="Working..."
    >
      <input aria-label="Reason" {...form.register('reason')} />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('names its form and titles a refusal', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(409, 'This story is already published.');
    });
    render(<RejectDialog onSave={onSave} />);
    expect(screen.getByRole('form', { name: 'Reject the story' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject story' }));
    expect(await screen.findByText('This story is already published.')).toBeInTheDocument();
    expect(screen.getByText('Not rejected')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledOnce();
  });
});
