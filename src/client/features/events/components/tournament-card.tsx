import { AvailabilityBadge } from '@client/features/events/components/availability-badge';
import {
  CardFact,
  CardPlace,
  CardSeriesFact,
  CardTitleLink,
} from '@client/features/events/components/event-card-parts';
import { formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import type { TournamentSummary } from '@shared/schemas/events-tournaments';
import { CalendarDays, Ticket, Trophy } from 'lucide-react';

export function TournamentCard({ tournament }: { tournament: TournamentSummary }) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-ring">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ball text-ball-foreground">
          <Trophy aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <CardTitleLink to={paths.tournament(tournament.slug)} title={tournament.title} />
          {tournament.status === 'cancelled' && (
            <span className="mt-1 inline-flex rounded-full bg-destructive px-2.5 py-0.5 font-semibold text-destructive-foreground text-xs">
              Cancelled
            </span>
          )}
        </div>
      </div>
      <CardFact icon={CalendarDays}>{formatDateRange(tournament.startDate, tournament.endDate)}</CardFact>
      <CardSeriesFact series={tournament.series} />
      <CardPlace info={tournament} />
      <CardFact icon={Ticket} isMuted>
        Entry {formatFee(tournament.entryFeeCents)}
      </CardFact>
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
