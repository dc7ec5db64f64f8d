import { CancelEntryDialog } from '@client/features/events/components/cancel-entry-dialog';
import type { AdminRegistration } from '@shared/schemas/events-registrations';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Issue 18: an organiser cancelling an entry paid online left it "Paid" with no refund prompt.
const row = {
  id: 'r1',
  name: 'Paula Paid',
  status: 'confirmed',
  fee: { paymentId: 'p1', state: 'paid', method: 'card_online', amountCents: 2000, refundableCents: 2000 },
} as AdminRegistration;

describe('cancelling an entry (organisers)', () => {
  it('a paid entry asks what happens to the money, in the same dialog', async () => {
    const onCancel = vi.fn(async () => {});
    render(<CancelEntryDialog row={row} onClose={() => {}} onCancel={onCancel} />);
    expect(screen.getByText('They paid $20.00 · Card (online)')).toBeInTheDocument();
    expect(screen.getByLabelText('Refund everything ($20.00)')).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Refund part of it'));
    await user.type(screen.getByLabelText('Amount to refund (USD)'), '15');
    await user.type(screen.getByLabelText(/Reason/), 'Rain delay');
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(onCancel).toHaveBeenCalledWith(row, {
      refund: 'partial',
      refundCents: 1500,
      reason: 'Rain delay',
    });
  });

  it('keeping the fee needs a reason; an entry without money asks nothing', async () => {
    const onCancel = vi.fn(async () => {});
    const { rerender } = render(<CancelEntryDialog row={row} onClose={() => {}} onCancel={onCancel} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Keep the fee'));
    await user.type(screen.getByLabelText('Why the fee is kept'), 'No-show');
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(onCancel).toHaveBeenLastCalledWith(row, { refund: 'none', reason: 'No-show' });

    const free = { ...row, id: 'r2', fee: null } as AdminRegistration;
    rerender(<CancelEntryDialog row={free} onClose={() => {}} onCancel={onCancel} />);
    expect(screen.queryByText(/They paid/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    expect(onCancel).toHaveBeenLastCalledWith(free, {});
  });
});
