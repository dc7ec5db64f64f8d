import { cn } from '@client/lib/cn';
import { type LookingStatus, lookingStatusLabels } from '@shared/schemas/looking-for-team';

const statusClass: Record<LookingStatus, string> = {
  new: 'bg-primary text-primary-foreground',
  contacted: 'bg-secondary text-secondary-foreground',
  placed: 'border border-primary text-foreground',
  withdrawn: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: LookingStatus }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 font-medium text-xs', statusClass[status])}>
      {lookingStatusLabels[status]}
    </span>
  );
}
