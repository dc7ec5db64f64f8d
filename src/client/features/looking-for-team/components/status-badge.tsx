import { StateBadge } from '@client/components/ui/state-badge';
import { type LookingStatus, lookingStatusLabels } from '@shared/schemas/looking-for-team';

const statusClass: Record<LookingStatus, string> = {
  new: 'bg-primary text-primary-foreground',
  contacted: 'bg-secondary text-secondary-foreground',
  placed: 'border border-primary text-foreground',
  withdrawn: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: LookingStatus }) {
  return <StateBadge label={lookingStatusLabels[status]} tone={statusClass[status]} />;
}
