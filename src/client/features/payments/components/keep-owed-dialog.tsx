import { fieldOf, TextareaField } from '@client/components/ui/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCents } from '@shared/payments';
import { type KeepOwedInput, keepOwedSchema, type OwedBackItem } from '@shared/schemas/payments';
import { useForm } from 'react-hook-form';
import { useKeepOwed } from '../api/payments-api';
import { OwedActionDialog } from './owed-action-dialog';

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

  return (
    <OwedActionDialog
      owed={owed}
      onClose={onClose}
      action="Keep the fee"
      descriptionOf={(o) =>
        `${formatCents(o.amountCents)} owed to ${o.payerName} for ${o.description} leaves the list without a refund. ${o.payerName} gets an e-mail with your reason.`
      }
      form={form}
      write={keep}
      saved={(o) => ({
        title: 'Kept by the club',
        description: `${formatCents(o.amountCents)} of ${o.payerName}'s payment is kept; they were e-mailed why.`,
      })}
    >
      <TextareaField
        label="Why the club keeps it"
        hint="Sent to the payer, e.g. “Cancelled after the sign-up deadline: no refund by club rule.”"
        rows={3}
        required
        {...fieldOf(form, 'reason')}
      />
    </OwedActionDialog>
  );
}
