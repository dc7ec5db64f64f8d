import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

// Every dialog gives focus back to what opened it however it closes (issue 19: the walk-in,
// team-success review and duplicate-event dialogs left it on the page's body after Escape).
// One behaviour of the shared DialogContent, tested here once.

/** A dialog opened from code, as a row's action opens one (no DialogTrigger). */
function OpenedFromCode({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [isOpenerShown, setOpenerShown] = useState(true);
  return (
    <>
      {isOpenerShown ? (
        <button type="button" onClick={() => setOpen(true)}>
          Add walk-in
        </button>
      ) : null}
      <button type="button">Another button</button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next && removeOpener) setOpenerShown(false);
        }}
      >
        <DialogContent>
          <DialogTitle>Add a walk-in</DialogTitle>
          <DialogDescription>Someone who came without signing up.</DialogDescription>
          <input aria-label="Name" />
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('a dialog gives focus back to what opened it', () => {
  it('closed with Escape, when it was opened from code', async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    const opener = screen.getByRole('button', { name: 'Add walk-in' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Add a walk-in' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closed with its own buttons, and opened from the keyboard', async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    const opener = screen.getByRole('button', { name: 'Add walk-in' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opened by its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Duplicate event</DialogTrigger>
        <DialogContent>
          <DialogTitle>Duplicate</DialogTitle>
          <DialogDescription>Run it again on a new date.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Duplicate event' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Duplicate event' })).toHaveFocus());
  });

  it('leaves focus to Radix when the opener is gone (a deleted row)', async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode removeOpener />);
    await user.click(screen.getByRole('button', { name: 'Add walk-in' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Add walk-in' })).not.toBeInTheDocument();
  });
});
