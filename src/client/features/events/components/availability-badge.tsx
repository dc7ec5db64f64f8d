import { cn } from '@client/lib/cn';
import type { Availability } from '@shared/schemas/events';

const styles: Record<Availability['state'], string> = {
  open: 'bg-ball text-ball-foreground',
  waitlist: 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
  full: 'bg-secondary text-secondary-foreground',
  closed: 'bg-secondary text-secondary-foreground',
  cancelled: 'bg-destructive text-destructive-foreground',
  past: 'bg-muted text-muted-foreground',
  draft: 'bg-muted text-muted-foreground',
};

/** "5 spots left", "Waitlist", "Full", "Closed", "Cancelled" as a pill. */
export function AvailabilityBadge({
  availability,
  className,
}: {
  availability: Availability;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs',
        styles[availability.state],
        className,
      )}
    >
      {availability.label}
    </span>
  );
}
