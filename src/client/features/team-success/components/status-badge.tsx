import { cn } from '@client/lib/cn';
import { type TeamSuccessStatus, teamSuccessStatusLabels } from '@shared/team-success';

const statusClass: Record<TeamSuccessStatus, string> = {
  submitted: 'bg-primary text-primary-foreground',
  approved: 'bg-secondary text-secondary-foreground',
  published: 'border border-primary text-foreground',
  rejected: 'bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: TeamSuccessStatus }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 font-medium text-xs', statusClass[status])}>
      {teamSuccessStatusLabels[status]}
    </span>
  );
}
