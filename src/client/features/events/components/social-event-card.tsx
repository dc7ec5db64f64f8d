import { AvailabilityBadge } from '@client/features/events/components/availability-badge';
import {
  CardFact,
  CardPlace,
  CardSeriesFact,
  CardTitleLink,
} from '@client/features/events/components/event-card-parts';
import { formatClubDateTime, formatClubTimeRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import type { SocialEventSummary } from '@shared/schemas/events-socials';
import { CalendarDays, Ticket } from 'lucide-react';

/** One event in the public list: the whole card is one link to the event page. */
export function SocialEventCard({ event, timeZone }: { event: SocialEventSummary; timeZone: string }) {
  const day = formatClubDateTime(event.startsAt, timeZone, { day: 'numeric' });
  const month = formatClubDateTime(event.startsAt, timeZone, { month: 'short' });
  return (
    <article className="relative flex h-full gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-ring sm:p-5">
      <div
        aria-hidden="true"
        className="flex size-16 shrink-0 flex-col items-center justify-center rounded-lg bg-brand text-brand-foreground"
      >
        <span className="font-semibold text-xs uppercase">{month}</span>
        <span className="font-bold text-2xl leading-none">{day}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitleLink to={paths.socialEvent(event.slug)} title={event.title} />
          <AvailabilityBadge availability={event.availability} />
        </div>
        <CardFact icon={CalendarDays}>{formatClubTimeRange(event.startsAt, event.endsAt, timeZone)}</CardFact>
        <CardSeriesFact series={event.series} />
        <CardPlace info={event} />
        <CardFact icon={Ticket} isMuted>
          {formatFee(event.feeCents)} · {event.confirmedCount} of {event.capacity} places taken
          {event.waitlistCount > 0 ? ` · ${event.waitlistCount} waiting` : ''}
        </CardFact>
      </div>
    </article>
  );
}
