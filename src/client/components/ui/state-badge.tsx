import { cn } from '@client/lib/cn';

/** A small rounded label naming a record's state; its colours come from the feature's table. */
export function StateBadge({ label, tone }: { label: string; tone: string }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 font-medium text-xs', tone)}>{label}</span>
  );
}
