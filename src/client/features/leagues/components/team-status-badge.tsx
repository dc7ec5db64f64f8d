import { StateBadge } from '@client/components/ui/state-badge';
import type { TeamStatus } from '@shared/schemas/leagues';
import { teamStatusLabels } from '@shared/schemas/leagues';

const statusTone: Record<TeamStatus, string> = {
  submitted: 'border-amber-600 text-amber-900 dark:border-amber-400 dark:text-amber-200',
  approved: 'border-sky-700 text-sky-900 dark:border-sky-400 dark:text-sky-200',
  active: 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200',
  rejected: 'border-destructive text-destructive-text',
};

export function TeamStatusBadge({ status }: { status: TeamStatus }) {
  return <StateBadge label={teamStatusLabels[status]} tone={`border ${statusTone[status]}`} />;
}
