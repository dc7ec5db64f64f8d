import { StateBadge } from '@client/components/ui/state-badge';
import { type TeamSuccessStatus, teamSuccessStatusLabels } from '@shared/team-success';

const statusClass: Record<TeamSuccessStatus, string> = {
  submitted: 'bg-primary text-primary-foreground',
  approved: 'bg-secondary text-secondary-foreground',
  published: 'border border-primary text-foreground',
  rejected: 'bg-muted text-muted-foreground',
};

export function StatusBadge({ status }: { status: TeamSuccessStatus }) {
  return <StateBadge label={teamSuccessStatusLabels[status]} tone={statusClass[status]} />;
}
