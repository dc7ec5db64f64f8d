import { FormDialog } from '@client/components/form-dialog';
import { TextareaField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCents } from '@shared/payments';
import { type KeepOwedInput, keepOwedSchema, type OwedBackItem } from '@shared/schemas/payments';
import { useForm } from 'react-hook-form';
import { useKeepOwed } from '../api/payments-api';

/**
 * The club keeps an owed amount instead of giving it back (a cancel after the deadline, by the
 * club's rule). The reason is required: it is kept in the payment's history and e-mailed to
 * the payer.
 */
export function KeepOwedDialog({ owed, onClose }: { owed: OwedBackItem | null; onClose: () => void }) {
  const keep = useKeepOwed();
  const form = useForm<KeepOwedInput>({
    resolver: zodResolver(keepOwedSchema),
    defaultValues: { reason: '' },
  });

  const submit = form.handleSubmit((input) =>
    submitWith(form, async () => {
      if (!owed) return;
      await keep.mutateAsync({ id: owed.id, input });
      toast({
        title: 'Kept by the club',
        description: `${formatCents(owed.amountCents)} of ${owed.payerName}'s payment is kept; they were e-mailed why.`,
      });
      form.reset();
      onClose();
    }),
  );

  return (
    <FormDialog
      open={owed !== null}
      onClose={onClose}
      title="Keep the fee"
      description={
        owed
          ? `${formatCents(owed.amountCents)} owed to ${owed.payerName} for ${owed.description} leaves the list without a refund. ${owed.payerName} gets an e-mail with your reason.`
          : ''
      }
      onSubmit={submit}
      isPending={keep.isPending}
      submitLabel="Keep the fee"
      pendingLabel="Saving…"
      formError={formErrorOf(form)}
    >
      <TextareaField
        label="Why the club keeps it"
        hint="Sent to the payer, e.g. “Cancelled after the sign-up deadline: no refund by club rule.”"
        error={form.formState.errors.reason?.message}
        rows={3}
        required
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
