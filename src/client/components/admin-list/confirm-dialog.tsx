import { ErrorAlert } from '@client/components/page-error-alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A string, or richer content (paragraphs) for longer explanations. */
  description: ReactNode;
  confirmLabel: string;
  /** The red button; false for confirmations that lose nothing (restore, publish). */
  isDestructive?: boolean;
  /** Deletes interrupt as an alertdialog; other confirmations are plain dialogs. */
  role?: 'alertdialog' | 'dialog';
  /** Heading of the error alert; null shows the message alone. */
  errorTitle?: string | null;
  isPending?: boolean;
  /** Why the action failed (e.g. a 409); the dialog stays open so it can be read. */
  error?: string | null;
  /** May reject: the failure is shown through `error`. */
  onConfirm: () => Promise<void> | void;
}

/** "Are you sure?" before a destructive or far-reaching action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isDestructive = true,
  role = 'alertdialog',
  errorTitle = 'Not done',
  isPending = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent role={role}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {typeof description === 'string' ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription asChild>
              <div>{description}</div>
            </DialogDescription>
          )}
        </DialogHeader>
        {error && (
          <ErrorAlert title={errorTitle}>
            <p>{error}</p>
          </ErrorAlert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            variant={isDestructive ? 'destructive' : 'default'}
            disabled={isPending}
            onClick={() => {
              Promise.resolve(onConfirm()).catch(() => {
                // Shown through `error` by the caller's mutation state.
              });
            }}
          >
            {isPending ? 'Working...' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
