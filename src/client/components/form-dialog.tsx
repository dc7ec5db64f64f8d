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
import { formErrorOf, type SubmitOptions, submitWith } from '@client/lib/apply-server-errors';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface FormDialogProps<T extends FieldValues = FieldValues, C = unknown, O = T> {
  /** The dialog's react-hook-form form (the shared schema as its resolver). */
  form: UseFormReturn<T, C, O>;
  /**
   * After validation, with the form's output, run through submitWith (the server's field messages
   * under the fields, the rest above the buttons); what follows a success (toast, close) too.
   */
  onSave: (values: O) => Promise<unknown>;
  saveOptions?: SubmitOptions;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** While saving, the dialog stays open and its buttons wait (default: the form is submitting). */
  isPending?: boolean;
  submitLabel: string;
  /** "Refunding…". */
  pendingLabel: string;
  submitVariant?: 'default' | 'destructive';
  /** The button that closes without saving ("Keep the event"). */
  cancelLabel?: string;
  /** 'alertdialog' where submitting cannot be undone (cancelling an event). */
  role?: 'dialog' | 'alertdialog';
  /** What did not happen ("Not added"): the title of the general error, above the server's words. */
  errorTitle?: string;
  /** The form's accessible name, where the dialog's title asks a question ("Reject the story"). */
  formLabel?: string;
  children: ReactNode;
}

/**
 * The one dialog with a form: title, fields, the form's general error, Cancel and the submit
 * button. The fields are the caller's, on react-hook-form with the shared schema; saving goes
 * through submitWith, which puts the server's field messages under the fields.
 */
export function FormDialog<T extends FieldValues, C, O>({
  open,
  onClose,
  title,
  description,
  isPending: isPendingGiven,
  submitLabel,
  pendingLabel,
  submitVariant = 'default',
  cancelLabel = 'Cancel',
  role,
  errorTitle,
  formLabel,
  children,
  form,
  onSave,
  saveOptions,
}: FormDialogProps<T, C, O>) {
  const onSubmit = form.handleSubmit((values) => submitWith(form, () => onSave(values), saveOptions));
  const formError = formErrorOf(form);
  const isPending = isPendingGiven ?? form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isPending && onClose()}>
      <DialogContent {...(role ? { role } : {})}>
        <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={formLabel}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
          {formError ? <ErrorAlert title={errorTitle}>{formError}</ErrorAlert> : null}
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
