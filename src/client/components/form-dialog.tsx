import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { FormEventHandler, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The form's submit (react-hook-form's handleSubmit around submitWith). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While saving, the dialog stays open and its buttons wait. */
  isPending: boolean;
  submitLabel: string;
  /** "Refunding…". */
  pendingLabel: string;
  submitVariant?: 'default' | 'destructive';
  /** The button that closes without saving ("Keep the event"). */
  cancelLabel?: string;
  /** 'alertdialog' where submitting cannot be undone (cancelling an event). */
  role?: 'dialog' | 'alertdialog';
  /** The failure that belongs to no field (formErrorOf(form)). */
  formError?: string;
  children: ReactNode;
}

/**
 * The one dialog with a form: title, fields, the form's general error, Cancel and the submit
 * button. The fields are the caller's, on react-hook-form with the shared schema; saving goes
 * through submitWith, which puts the server's field messages under the fields.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  isPending,
  submitLabel,
  pendingLabel,
  submitVariant = 'default',
  cancelLabel = 'Cancel',
  role,
  formError,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isPending && onClose()}>
      <DialogContent {...(role ? { role } : {})}>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
          {formError ? (
            <Alert variant="destructive">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={submitVariant} disabled={isPending}>
              {isPending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
