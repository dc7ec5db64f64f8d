import { cn } from '@client/lib/cn';
import type { DeadlineState } from '@shared/schemas/leagues';

const deadlineWords: Record<DeadlineState['state'], string> = {
  met: 'met',
  missed: 'missed',
  open: 'ahead',
  none: '',
};

/** "2027-02-18 · missed", with the state in words (not only colour). */
export function DeadlineText({ deadline }: { deadline: DeadlineState }) {
  if (!deadline.date) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn(deadline.state === 'missed' && 'font-medium text-destructive-text')}>
      {deadline.date} · {deadlineWords[deadline.state]}
    </span>
  );
}
