import { FormDialog } from '@client/components/form-dialog';
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
import { TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useAuth } from '@client/lib/auth-store';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatCents,
  type OfflinePaymentMethod,
  offlinePaymentMethods,
  paymentMethodLabels,
} from '@shared/payments';
import {
  type PaymentListItem,
  type RefundForm,
  refundFormSchema,
  refundInputOf,
} from '@shared/schemas/payments';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordPayment, useRefundPayment } from '../api/payments-api';

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

interface DialogProps {
  payment: PaymentListItem | null;
  onClose: () => void;
}

/** Cash, a cheque or a transfer received for open dues: method, who took it, when. */
export function RecordPaymentDialog({ payment, onClose }: DialogProps) {
  const open = payment !== null;
  const record = useRecordPayment();
  const me = useAuth().user;
  const methodId = useId();
  const [method, setMethod] = useState<OfflinePaymentMethod>('cash');
  const [chequeNumber, setChequeNumber] = useState('');
  const [receivedBy, setReceivedBy] = useState('');
  const [receivedOn, setReceivedOn] = useState(todayIso());
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!payment) return;
    try {
      await record.mutateAsync({
        id: payment.id,
        input: { method, chequeNumber, receivedBy: receivedBy || me?.name || '', receivedOn, notes: '' },
      });
      toast({
        title: 'Payment recorded',
        description: `${formatCents(payment.amountCents)} ${paymentMethodLabels[method].toLowerCase()} from ${payment.payerName}.`,
      });
      setChequeNumber('');
      setFields({});
      onClose();
    } catch (err) {
      setFields((err as { fields?: Record<string, string> }).fields ?? {});
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !record.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Record a payment</DialogTitle>
            <DialogDescription>
              {payment
                ? `${formatCents(payment.amountCents)} from ${payment.payerName} for ${payment.description}.`
                : ''}
            </DialogDescription>
          </DialogHeader>
          <fieldset className="space-y-2">
            <legend className="font-medium text-sm">Method</legend>
            <div id={methodId} className="flex flex-wrap gap-4">
              {offlinePaymentMethods.map((m) => (
                <Label key={m} className="flex items-center gap-2 font-normal">
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    checked={method === m}
                    onChange={() => setMethod(m)}
                  />
                  {paymentMethodLabels[m]}
                </Label>
              ))}
            </div>
          </fieldset>
          {method === 'cheque' ? (
            <TextField
              label="Cheque number"
              value={chequeNumber}
              onChange={(e) => setChequeNumber(e.target.value)}
              error={fields.chequeNumber}
              required
            />
          ) : null}
          <TextField
            label="Received by"
            value={receivedBy}
            placeholder={me?.name ?? ''}
            hint="Who took the money (blank: you)."
            onChange={(e) => setReceivedBy(e.target.value)}
            error={fields.receivedBy}
          />
          <TextField
            label="Received on"
            type="date"
            value={receivedOn}
            onChange={(e) => setReceivedOn(e.target.value)}
            error={fields.receivedOn}
          />
          {record.error && Object.keys(fields).length === 0 ? (
            <Alert variant="destructive">
              <AlertDescription>{record.error.message}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Recording…' : 'Record payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    submitWith(
      form,
      async () => {
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
      },
      { amountCents: 'amount' },
    ),
  );

  return (
    <FormDialog
      open={payment !== null}
      onClose={onClose}
      title="Refund"
      description={`Up to ${formatCents(refundableCents)} can be given back. The refund is a new entry; the payment stays in the ledger.`}
      onSubmit={submit}
      isPending={refund.isPending}
      submitLabel="Refund"
      pendingLabel="Refunding…"
      submitVariant="destructive"
      formError={formErrorOf(form)}
    >
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        placeholder={(refundableCents / 100).toFixed(2)}
        hint="Blank: everything that is left."
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
    </FormDialog>
  );
}
