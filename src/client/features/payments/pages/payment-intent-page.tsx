import { PageSection } from '@client/components/page-section';
import { QueryState } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useViewer } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { isAllowed } from '@shared/access';
import { paymentsApi } from '@shared/api/payments';
import { paths } from '@shared/paths';
import { paymentMethodLabels, paymentPurposeLabels, paymentStateLabels } from '@shared/payments';
import type { PaymentListItem } from '@shared/schemas/payments';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { usePaymentDetail } from '../api/payments-api';
import { RecordPaymentDialog, RefundDialog } from '../components/payment-dialogs';
import { StateBadge } from '../components/payment-state-badge';
import { amountText, dateText, dateTimeText } from '../components/payment-text';
import { PaymentsTable } from '../components/payments-table';

function Facts({ payment: p }: { payment: PaymentListItem }) {
  const rows: [string, string | null][] = [
    ['For', `${paymentPurposeLabels[p.purpose]}: ${p.description}`],
    ['Amount', `${amountText(p)} ${p.currency.toUpperCase()}`],
    ['Method', paymentMethodLabels[p.method]],
    ['State', paymentStateLabels[p.state]],
    ['Payer', `${p.payerName} <${p.payerEmail}>`],
    ['Opened', dateTimeText(p.createdAt)],
    ['Settled', p.settledAt ? dateTimeText(p.settledAt) : null],
    ['Cheque number', p.chequeNumber],
    ['Received by', p.receivedBy],
    ['Received on', p.receivedOn ? dateText(`${p.receivedOn}T12:00:00`) : null],
    ['Recorded by', p.recordedByName],
    ['Verified by', p.verifiedByName ? `${p.verifiedByName}, ${dateText(p.verifiedAt)}` : null],
    ['Stripe payment', p.stripePaymentIntentId],
    ['Stripe checkout session', p.stripeCheckoutSessionId],
    ['Notes', p.notes || null],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, v]) => v)
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function PaymentIntentPage() {
  const { id = '' } = useParams();
  const detail = usePaymentDetail(id);
  const viewer = useViewer();
  const canRefund = isAllowed(paymentsApi.refund.access, viewer);
  const canRecord = isAllowed(paymentsApi.record.access, viewer);
  const [refunding, setRefunding] = useState<PaymentListItem | null>(null);
  const [recording, setRecording] = useState<PaymentListItem | null>(null);

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link to={paths.paymentIntents} className={buttonVariants({ variant: 'link', className: 'px-0' })}>
        <ArrowLeft aria-hidden="true" />
        All payments
      </Link>
      <QueryState query={detail} errorTitle="Could not load this payment">
        {(data) => (
          <>
            <section className="space-y-3 rounded-lg border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-lg">
                  {data.payment.refundOfPaymentId ? 'Refund' : 'Payment'} of {amountText(data.payment)}{' '}
                  <StateBadge state={data.payment.state} />
                </h2>
                <div className="flex flex-wrap gap-2">
                  {data.payment.userId && canRefund ? (
                    <Link
                      to={paths.adminUserPurchases(data.payment.userId)}
                      className={buttonVariants({ variant: 'outline' })}
                    >
                      Everything {data.payment.payerName} bought
                    </Link>
                  ) : null}
                  {canRecord && data.payment.state === 'pending' ? (
                    <Button onClick={() => setRecording(data.payment)}>Record cash or cheque</Button>
                  ) : null}
                  {canRefund && data.refundableCents > 0 ? (
                    <Button variant="destructive" onClick={() => setRefunding(data.payment)}>
                      Refund
                    </Button>
                  ) : null}
                </div>
              </div>
              <Facts payment={data.payment} />
            </section>
            <PageSection id="history-heading" title="History" className="space-y-2">
              <ol className="space-y-2 border-l pl-4">
                {data.history.map((h) => (
                  <li key={h.id} className="text-sm">
                    <div className="font-medium">
                      {h.fromState && h.fromState !== h.toState
                        ? `${paymentStateLabels[h.fromState]} → ${paymentStateLabels[h.toState]}`
                        : paymentStateLabels[h.toState]}
                      {h.note ? ` — ${h.note}` : ''}
                    </div>
                    <div className="text-muted-foreground text-xs">
                      {dateTimeText(h.at)} · {h.byName ?? 'Stripe / system'}
                    </div>
                  </li>
                ))}
              </ol>
            </PageSection>
            {data.related.length > 0 ? (
              <PageSection id="related-heading" title="Refunds and corrections" className="space-y-2">
                <PaymentsTable caption="Related entries" items={data.related} showPayer={false} />
              </PageSection>
            ) : null}
            <RefundDialog
              payment={refunding}
              refundableCents={data.refundableCents}
              onClose={() => setRefunding(null)}
            />
            <RecordPaymentDialog payment={recording} onClose={() => setRecording(null)} />
          </>
        )}
      </QueryState>
    </div>
  );
}
