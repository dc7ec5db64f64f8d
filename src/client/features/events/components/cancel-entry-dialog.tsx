import { FormDialog } from '@client/components/form-dialog';
import { describedBy, FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCents, paymentMethodLabels } from '@shared/payments';
import {
  type AdminRegistration,
  type CancelRegistrationInput,
  cancelRegistrationSchema,
} from '@shared/schemas/events-registrations';
import { z } from '@shared/zod';
import { useId } from 'react';
import { useDialogForm } from './use-dialog-form';

/** The dialog's own fields: the amount is typed in dollars, sent in cents (the shared schema's). */
const dialogSchema = z
  .object({
    refund: z.enum(['full', 'partial', 'none']).optional(),
    amount: z.string().trim(),
    reason: z.string().trim().max(500, 'At most 500 characters.'),
  })
  .refine((v) => v.refund !== 'partial' || /^\d+(\.\d{1,2})?$/.test(v.amount), {
    path: ['amount'],
    message: 'Enter an amount in dollars, e.g. 12.50.',
  });
type DialogValues = z.infer<typeof dialogSchema>;

function toInput(values: DialogValues): CancelRegistrationInput {
  return cancelRegistrationSchema.parse({
    refund: values.refund,
    refundCents: values.refund === 'partial' ? Math.round(Number(values.amount) * 100) : undefined,
    reason: values.reason || undefined,
  });
}

/**
 * "Cancel this entry?" for organisers. A paid entry asks, in the same dialog, what happens to
 * its money: all of it back, part of it, or nothing (with why); the server records the decision
 * and sends the refund (a card refund goes through Stripe).
 */
export function CancelEntryDialog({
  row,
  onClose,
  onCancel,
}: {
  row: AdminRegistration | null;
  onClose: () => void;
  onCancel: (row: AdminRegistration, input: CancelRegistrationInput) => Promise<void>;
}) {
  const open = row !== null;
  const id = useId();
  const fee = row?.fee && row.fee.state === 'paid' && row.fee.refundableCents > 0 ? row.fee : null;
  const form = useDialogForm(
    zodResolver(dialogSchema),
    { refund: fee ? 'full' : undefined, amount: '', reason: '' },
    open,
  );
  const { errors } = form.formState;
  const choice = form.watch('refund');

  const f = (name: string) => `${id}-${name}`;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={`Cancel ${row?.name ?? ''}’s registration?`}
      description="They are e-mailed that the organisers cancelled their place. A freed place goes to the first person on the waitlist, who is e-mailed too."
      form={form}
      onSave={async (values) => {
        if (!row) return;
        await onCancel(row, fee ? toInput(values) : {});
        onClose();
      }}
      saveOptions={{ fallback: 'Not cancelled. Please try again.' }}
      submitLabel="Cancel registration"
      pendingLabel="Cancelling…"
      submitVariant="destructive"
      cancelLabel="Keep the registration"
    >
      {fee ? (
        <fieldset className="space-y-3 rounded-lg border p-3">
          <legend className="px-1 font-medium text-sm">
            They paid {formatCents(fee.amountCents)} · {paymentMethodLabels[fee.method]}
          </legend>
          <div
            role="radiogroup"
            aria-describedby={describedBy(f('refund'), errors.refund)}
            className="grid gap-2"
          >
            {(
              [
                ['full', `Refund everything (${formatCents(fee.refundableCents)})`],
                ['partial', 'Refund part of it'],
                ['none', 'Keep the fee'],
              ] as const
            ).map(([value, label]) => (
              <Label key={value} className="flex items-center gap-2 font-normal">
                <input type="radio" value={value} {...form.register('refund')} />
                {label}
              </Label>
            ))}
          </div>
          {errors.refund ? (
            <p id={`${f('refund')}-error`} className="text-destructive-text text-sm">
              {errors.refund.message}
            </p>
          ) : null}
          {choice === 'partial' ? (
            <FormField
              id={f('amount')}
              label="Amount to refund (USD)"
              hint={`At most ${formatCents(fee.refundableCents)}.`}
              error={errors.amount?.message ?? form.formState.errors.root?.message}
            >
              <Input
                id={f('amount')}
                inputMode="decimal"
                aria-invalid={!!errors.amount}
                aria-describedby={describedBy(f('amount'), errors.amount, true)}
                {...form.register('amount')}
              />
            </FormField>
          ) : null}
          <FormField
            id={f('reason')}
            label={choice === 'none' ? 'Why the fee is kept' : 'Reason'}
            isOptional={choice !== 'none'}
            error={errors.reason?.message}
          >
            <Input
              id={f('reason')}
              aria-invalid={!!errors.reason}
              aria-describedby={describedBy(f('reason'), errors.reason)}
              {...form.register('reason')}
            />
          </FormField>
          {fee.method === 'card_online' && choice !== 'none' ? (
            <p className="text-muted-foreground text-xs">
              The refund goes back to their card through Stripe and shows in the ledger when Stripe confirms
              it.
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
