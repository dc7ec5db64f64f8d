import { apiQuery } from '@client/lib/call-api';
import { Link } from '@client/lib/router/link';
import { paymentsApi } from '@shared/api/payments';
import { paths } from '@shared/paths';
import { formatCents, paymentMethodLabels, paymentStateLabels } from '@shared/payments';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';

/** The owner's own payments (dues, fees, refunds), newest first; open ones can be paid online. */
export function MyPayments({ userId }: { userId: string }) {
  const mine = useQuery(apiQuery(paymentsApi.userPayments, { params: { userId } }));
  const list = mine.data?.payments ?? [];
  return (
    <section aria-labelledby="my-payments-heading" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="my-payments-heading" className="flex items-center gap-2 font-semibold text-lg">
        <Receipt aria-hidden="true" className="size-5" />
        My payments
      </h2>
      {mine.isPending ? (
        <p className="mt-3 text-muted-foreground text-sm">Loading your payments...</p>
      ) : mine.isError ? (
        <p className="mt-3 text-sm">Your payments could not be loaded: {mine.error.message}</p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-muted-foreground text-sm">You have no payments on record.</p>
      ) : (
        <ul className="mt-3 divide-y">
          {list.map((p) => (
            <li key={p.id} className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {p.refundOfPaymentId ? 'Refund: ' : ''}
                  {p.description}
                </p>
                <p className="text-muted-foreground">
                  {new Date(p.settledAt ?? p.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}{' '}
                  · {paymentMethodLabels[p.method]} · {paymentStateLabels[p.state]}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold tabular-nums">
                  {p.refundOfPaymentId ? '−' : ''}
                  {formatCents(p.amountCents)}
                </p>
                {p.state === 'pending' ? (
                  <Link
                    to={`${paths.paymentSuccess}?payment=${encodeURIComponent(p.id)}`}
                    className="text-link underline-offset-4 hover:underline"
                  >
                    How to pay
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
