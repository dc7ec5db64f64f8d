import { FormDialog } from '@client/components/form-dialog';
import { type ToastInput, toast } from '@client/lib/toast-store';
import type { OwedBackItem } from '@shared/schemas/payments';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The dialog of one thing done with an amount owed back (handed back by hand, kept by the
 * club): open while an owed amount is chosen; a save writes, says so, clears the form, closes.
 */
export function OwedActionDialog<T extends FieldValues, C, O>({
  owed,
  onClose,
  action,
  descriptionOf,
  form,
  write,
  saved,
  children,
}: {
  owed: OwedBackItem | null;
  onClose: () => void;
  /** The dialog's title and its submit button ("Keep the fee"). */
  action: string;
  descriptionOf: (owed: OwedBackItem) => string;
  form: UseFormReturn<T, C, O>;
  write: { mutateAsync: (call: { id: string; input: O }) => Promise<unknown>; isPending: boolean };
  /** The toast after the save. */
  saved: (owed: OwedBackItem, input: O) => ToastInput;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open={owed !== null}
      onClose={onClose}
      title={action}
      description={owed ? descriptionOf(owed) : ''}
      form={form}
      onSave={async (input) => {
        if (!owed) return;
        await write.mutateAsync({ id: owed.id, input });
        toast(saved(owed, input));
        form.reset();
        onClose();
      }}
      isPending={write.isPending}
      submitLabel={action}
      pendingLabel="Saving…"
    >
      {children}
    </FormDialog>
  );
}
