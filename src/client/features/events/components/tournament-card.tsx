import { AvailabilityBadge } from '@client/features/events/components/availability-badge';
import { placeLabel } from '@client/features/events/components/place-text';
import { formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import type { TournamentSummary } from '@shared/schemas/events';
import { CalendarDays, MapPin, Ticket, Trophy } from 'lucide-react';
import { Link } from 'react-router';

export function TournamentCard({ tournament }: { tournament: TournamentSummary }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-ring">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ball text-ball-foreground">
          <Trophy aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-lg leading-snug">
            <Link
              to={paths.tournament(tournament.slug)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {tournament.title}
            </Link>
          </h3>
          {tournament.status === 'cancelled' && (
            <span className="mt-1 inline-flex rounded-full bg-destructive px-2.5 py-0.5 font-semibold text-destructive-foreground text-xs">
              Cancelled
            </span>
          )}
        </div>
      </div>
      <p className="flex items-start gap-1.5 text-sm">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {formatDateRange(tournament.startDate, tournament.endDate)}
      </p>
      <p className="flex items-start gap-1.5 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 break-words">{placeLabel(tournament)}</span>
      </p>
      <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
        <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Entry {formatFee(tournament.entryFeeCents)}
      </p>
      {tournament.divisions.length > 0 && (
        <ul className="mt-auto space-y-1.5 border-t pt-3 text-sm" aria-label="Divisions">
          {tournament.divisions.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-words">{d.name}</span>
              <AvailabilityBadge availability={d.availability} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
