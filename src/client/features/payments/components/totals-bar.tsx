import { formatCents } from '@shared/payments';
import type { PaymentTotals } from '@shared/schemas/payments';

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
