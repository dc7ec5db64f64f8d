import { ListCell, ListTable } from '@client/components/admin-list/list-table';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { formatCents, type PaymentState, paymentMethodLabels, paymentStateLabels } from '@shared/payments';
import type { PaymentListItem, PaymentTotals } from '@shared/schemas/payments';
import type { ReactNode } from 'react';

const stateClass: Record<PaymentState, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  refunded: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  cancelled: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  waived: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
};

export function StateBadge({ state }: { state: PaymentState }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 font-medium text-xs', stateClass[state])}>
      {paymentStateLabels[state]}
    </span>
  );
}

/** A refund row's amount reads as money going out. */
export function amountText(payment: Pick<PaymentListItem, 'amountCents' | 'refundOfPaymentId'>): string {
  return payment.refundOfPaymentId
    ? `−${formatCents(payment.amountCents)}`
    : formatCents(payment.amountCents);
}

export function dateText(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
    : '—';
}

export function dateTimeText(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function TotalsBar({ totals, label }: { totals: PaymentTotals; label: string }) {
  const items: [string, string][] = [
    ['Received', formatCents(totals.receivedCents)],
    ['Refunded', formatCents(totals.refundedCents)],
    ['Net', formatCents(totals.netCents)],
    ['Pending', formatCents(totals.pendingCents)],
    ['Waived (not money)', formatCents(totals.waivedCents)],
  ];
  return (
    <section aria-label={label} className="rounded-lg border p-3">
      <h2 className="mb-2 font-semibold text-sm">{label}</h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {items.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground text-xs">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Payments as a table (cards on a phone); `head`/`cells` add columns such as actions. */
export function PaymentsTable({
  caption,
  items,
  head,
  actions,
  showPayer = true,
}: {
  caption: string;
  items: PaymentListItem[];
  head?: ReactNode;
  actions?: (payment: PaymentListItem) => ReactNode;
  showPayer?: boolean;
}) {
  return (
    <ListTable
      caption={caption}
      head={
        head ?? (
          <>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Date
            </th>
            {showPayer ? (
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Payer
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-left font-medium">
              For
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Method
            </th>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              State
            </th>
            {actions ? (
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Actions
              </th>
            ) : null}
          </>
        )
      }
    >
      {items.map((p) => (
        <PaymentRow key={p.id} payment={p} showPayer={showPayer} actions={actions} />
      ))}
    </ListTable>
  );
}

export function PaymentRow({
  payment: p,
  showPayer = true,
  actions,
}: {
  payment: PaymentListItem;
  showPayer?: boolean;
  actions?: (payment: PaymentListItem) => ReactNode;
}) {
  return (
    <tr className="border-t align-top">
      <td className="px-3 py-2">
        <Link
          to={paths.paymentIntent(p.id)}
          className="font-medium text-link underline-offset-4 hover:underline"
        >
          {dateText(p.settledAt ?? p.createdAt)}
        </Link>
      </td>
      {showPayer ? (
        <ListCell label="Payer">
          {p.payerName}
          <div className="text-muted-foreground text-xs">{p.payerEmail}</div>
        </ListCell>
      ) : null}
      <ListCell label="For">
        {p.refundOfPaymentId ? 'Refund: ' : ''}
        {p.description}
      </ListCell>
      <ListCell label="Amount" className="text-right tabular-nums">
        {amountText(p)}
      </ListCell>
      <ListCell label="Method">
        {paymentMethodLabels[p.method]}
        {p.chequeNumber ? <div className="text-muted-foreground text-xs">No. {p.chequeNumber}</div> : null}
      </ListCell>
      <ListCell label="State">
        <StateBadge state={p.state} />
      </ListCell>
      {actions ? (
        <td className="list-actions px-3 py-2">
          <div className="flex justify-end gap-1">{actions(p)}</div>
        </td>
      ) : null}
    </tr>
  );
}
