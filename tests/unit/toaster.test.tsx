import { Toaster } from '@client/components/ui/toaster';
import { resetToasts, toast } from '@client/lib/toast-store';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => act(() => resetToasts()));

describe('Toaster', () => {
  it('shows the latest toast only, with title and description', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Subscription Failed', description: 'Server said no', variant: 'destructive' });
    });
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Server said no')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes on the close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Success!', description: "You've successfully subscribed to our newsletter" });
    });
    await screen.findByText('Success!');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });
});
