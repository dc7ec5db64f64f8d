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
import { formErrorOf, type SubmitOptions, submitWith } from '@client/lib/apply-server-errors';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * How the dialog saves: its react-hook-form `form` and `onSave` (run through submitWith, the
 * form's general error shown), or a ready `onSubmit` with its `formError`.
 */
type FormDialogSaving<T extends FieldValues, C, O> =
  | {
      form: UseFormReturn<T, C, O>;
      /** After validation, with the form's output; what follows a success (toast, close) too. */
      onSave: (values: O) => Promise<unknown>;
      saveOptions?: SubmitOptions;
      onSubmit?: undefined;
      formError?: undefined;
    }
  | {
      /** The form's submit (react-hook-form's handleSubmit around submitWith). */
      onSubmit: FormEventHandler<HTMLFormElement>;
      /** The failure that belongs to no field (formErrorOf(form)). */
      formError?: string;
      form?: undefined;
      onSave?: undefined;
      saveOptions?: undefined;
    };

interface FormDialogFrameProps {
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
  children: ReactNode;
}

export type FormDialogProps<T extends FieldValues = FieldValues, C = unknown, O = T> = FormDialogFrameProps &
  FormDialogSaving<T, C, O>;

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
  children,
  ...saving
}: FormDialogProps<T, C, O>) {
  let onSubmit = saving.onSubmit;
  let formError = saving.formError;
  if (saving.form) {
    const { form, onSave, saveOptions } = saving;
    onSubmit = form.handleSubmit((values) => submitWith(form, () => onSave(values), saveOptions));
    formError = formErrorOf(form);
  }
  const isPending = isPendingGiven ?? saving.form?.formState.isSubmitting ?? false;
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
