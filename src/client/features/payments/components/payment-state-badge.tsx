import { StateBadge as Badge } from '@client/components/ui/state-badge';
import { type PaymentState, paymentStateLabels } from '@shared/payments';

const stateClass: Record<PaymentState, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  refunded: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  cancelled: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  waived: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
};

export function StateBadge({ state }: { state: PaymentState }) {
  return <Badge label={paymentStateLabels[state]} tone={stateClass[state]} />;
}
