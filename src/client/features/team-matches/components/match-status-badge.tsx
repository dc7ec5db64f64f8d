import { type TeamMatch, teamMatchStatusLabels } from '@shared/schemas/team-matches';

export function MatchStatusBadge({ status }: { status: TeamMatch['status'] }) {
  if (status === 'scheduled') return null;
  return (
    <span className="rounded bg-destructive px-2 py-0.5 font-medium text-destructive-foreground text-xs uppercase">
      {teamMatchStatusLabels[status]}
    </span>
  );
}
