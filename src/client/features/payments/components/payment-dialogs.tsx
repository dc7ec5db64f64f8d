import { FormDialog } from '@client/components/form-dialog';
import { fieldOf, TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { useAuth } from '@client/lib/auth-store';
import { preparedResolver } from '@client/lib/prepared-resolver';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCents,
  type OfflinePaymentMethod,
  offlinePaymentMethods,
  paymentMethodLabels,
} from '@shared/payments';
import {
  type HandBackForm,
  type HandBackInput,
  handBackSchema,
  type OwedBackItem,
  type PaymentListItem,
  type RecordPaymentForm,
  type RecordPaymentInput,
  type RefundForm,
  recordPaymentSchema,
  refundFormSchema,
  refundInputOf,
} from '@shared/schemas/payments';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useHandBack, useRecordPayment, useRefundPayment } from '../api/payments-api';
import { OwedActionDialog } from './owed-action-dialog';

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** How money changed hands offline: the method as radios, and the cheque's number for a cheque. */
function MethodFields({
  legend,
  method,
  register,
  errors,
}: {
  legend: string;
  method: OfflinePaymentMethod;
  register: (name: 'method' | 'chequeNumber') => UseFormRegisterReturn;
  errors: Partial<Record<'method' | 'chequeNumber', { message?: string }>>;
}) {
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">{legend}</legend>
        <div className="flex flex-wrap gap-4">
          {offlinePaymentMethods.map((m) => (
            <Label key={m} className="flex items-center gap-2 font-normal">
              <input type="radio" value={m} {...register('method')} />
              {paymentMethodLabels[m]}
            </Label>
          ))}
        </div>
        {errors.method ? <p className="text-destructive-text text-sm">{errors.method.message}</p> : null}
      </fieldset>
      {method === 'cheque' ? (
        <TextField
          label="Cheque number"
          error={errors.chequeNumber?.message}
          required
          {...register('chequeNumber')}
        />
      ) : null}
    </>
  );
}

interface DialogProps {
  payment: PaymentListItem | null;
  onClose: () => void;
}

/** Cash, a cheque or a transfer received for open dues: method, who took it, when. */
export function RecordPaymentDialog({ payment, onClose }: DialogProps) {
  const record = useRecordPayment();
  const me = useAuth().user;
  const form = useForm<RecordPaymentForm, unknown, RecordPaymentInput>({
    // "Received by" left blank means the treasurer at the keyboard.
    resolver: preparedResolver(recordPaymentSchema, (values: RecordPaymentForm) => ({
      ...values,
      receivedBy: values.receivedBy.trim() || me?.name || '',
    })),
    defaultValues: { method: 'cash', chequeNumber: '', receivedBy: '', receivedOn: todayIso(), notes: '' },
  });
  const { errors } = form.formState;
  const method = form.watch('method');

  return (
    <FormDialog
      open={payment !== null}
      onClose={onClose}
      title="Record a payment"
      description={
        payment
          ? `${formatCents(payment.amountCents)} from ${payment.payerName} for ${payment.description}.`
          : ''
      }
      form={form}
      onSave={async (input) => {
        if (!payment) return;
        await record.mutateAsync({ id: payment.id, input });
        toast({
          title: 'Payment recorded',
          description: `${formatCents(payment.amountCents)} ${paymentMethodLabels[input.method].toLowerCase()} from ${payment.payerName}.`,
        });
        form.resetField('chequeNumber');
        onClose();
      }}
      isPending={record.isPending}
      submitLabel="Record payment"
      pendingLabel="Recording…"
    >
      <MethodFields legend="Method" method={method} register={form.register} errors={errors} />
      <TextField
        label="Received by"
        placeholder={me?.name ?? ''}
        hint="Who took the money (blank: you)."
        {...fieldOf(form, 'receivedBy')}
      />
      <TextField label="Received on" type="date" {...fieldOf(form, 'receivedOn')} />
    </FormDialog>
  );
}

/** Money given back, as a new entry (card payments go through Stripe first). */
export function RefundDialog({
  payment,
  refundableCents,
  onClose,
}: DialogProps & { refundableCents: number }) {
  const refund = useRefundPayment();
  const form = useForm<RefundForm>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: '', reason: '' },
  });

  return (
    <FormDialog
      open={payment !== null}
      onClose={onClose}
      title="Refund"
      description={`Up to ${formatCents(refundableCents)} can be given back. The refund is a new entry; the payment stays in the ledger.`}
      form={form}
      onSave={async (values) => {
        if (!payment) return;
        const input = refundInputOf(values);
        const result = await refund.mutateAsync({ id: payment.id, input });
        toast({
          title: result.isPendingAtStripe ? 'Refund sent to Stripe' : 'Refund recorded',
          description: result.isPendingAtStripe
            ? 'It appears in the ledger as soon as Stripe confirms it.'
            : `${formatCents(input.amountCents ?? refundableCents)} back to ${payment.payerName}.`,
        });
        form.reset();
        onClose();
      }}
      saveOptions={{ renamed: { amountCents: 'amount' } }}
      isPending={refund.isPending}
      submitLabel="Refund"
      pendingLabel="Refunding…"
      submitVariant="destructive"
    >
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        placeholder={(refundableCents / 100).toFixed(2)}
        hint="Blank: everything that is left."
        {...fieldOf(form, 'amount')}
      />
      <TextField label="Reason" {...fieldOf(form, 'reason')} />
    </FormDialog>
  );
}

/**
 * Money owed back, given by hand: how (cash, cheque with its number, transfer), when, and a
 * note. The server writes it as a new refund entry; the paid entry stays.
 */
export function HandBackDialog({ owed, onClose }: { owed: OwedBackItem | null; onClose: () => void }) {
  const handBack = useHandBack();
  const form = useForm<HandBackForm, unknown, HandBackInput>({
    resolver: zodResolver(handBackSchema),
    defaultValues: { method: 'cash', chequeNumber: '', handedBackOn: todayIso(), note: '' },
  });
  const { errors } = form.formState;
  const method = form.watch('method');

  return (
    <OwedActionDialog
      owed={owed}
      onClose={onClose}
      action="Mark as handed back"
      descriptionOf={(o) =>
        `${formatCents(o.amountCents)} to ${o.payerName} for ${o.description}. It is recorded as a new refund entry.`
      }
      form={form}
      write={handBack}
      saved={(o, input) => ({
        title: 'Handed back',
        description: `${formatCents(o.amountCents)} ${paymentMethodLabels[input.method].toLowerCase()} to ${o.payerName}.`,
      })}
    >
      <MethodFields legend="How it went back" method={method} register={form.register} errors={errors} />
      <TextField label="Handed back on" type="date" {...fieldOf(form, 'handedBackOn')} />
      <TextField
        label="Note"
        hint="Optional: who handed it over, a transfer reference."
        {...fieldOf(form, 'note')}
      />
    </OwedActionDialog>
  );
}
