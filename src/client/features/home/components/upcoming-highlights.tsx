import { apiQuery } from '@client/lib/call-api';
import { Link } from '@client/lib/router/link';
import { eventsApi } from '@shared/api/events';
import { formatClubDateTime } from '@shared/club-time';
import { homeHighlightsQuery } from '@shared/first-reads';
import { paths } from '@shared/paths';
import type { UpcomingHighlight } from '@shared/schemas/events';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, PartyPopper, Trophy } from 'lucide-react';
import { LatestNews } from './latest-news';

const moreLinks = [
  { to: paths.socialEvents, label: 'All social events', Icon: PartyPopper },
  { to: paths.events, label: 'All tournaments', Icon: Trophy },
] as const;

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function whenOf(h: UpcomingHighlight, timeZone: string): string {
  const day = (d: string) =>
    formatClubDateTime(d, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  if (!h.isAllDay) return formatClubDateTime(h.startsAt, timeZone);
  const [first, last] = [day(h.startsAt), day(h.endsAt)];
  return first === last ? first : `${first} – ${last}`;
}

/** One upcoming social or tournament: picture (where it has one), date, place and spots left. */
function HighlightCard({ h, timeZone }: { h: UpcomingHighlight; timeZone: string }) {
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 shadow-sm sm:flex-col sm:p-4">
      {h.imageUrl ? (
        <img
          src={h.imageUrl}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-lg border object-cover sm:aspect-[2/1] sm:h-auto sm:w-full"
        />
      ) : (
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-lg bg-ball text-ball-foreground sm:size-11 sm:rounded-full">
          {h.kind === 'social' ? (
            <PartyPopper aria-hidden="true" className="size-5" />
          ) : (
            <Trophy aria-hidden="true" className="size-5" />
          )}
        </span>
      )}
      <div className="min-w-0 space-y-0.5">
        <h3 className="font-semibold leading-snug">
          <Link to={h.path} className="text-link underline-offset-4 hover:underline">
            {h.title}
          </Link>
        </h3>
        <p className="text-sm">{whenOf(h, timeZone)}</p>
        {h.place && <p className="truncate text-muted-foreground text-sm">{h.place}</p>}
        <p className="font-medium text-sm">{h.availability.label}</p>
      </div>
    </li>
  );
}

/**
 * The next three published socials and tournaments (one list, soonest first), then the links
 * to all of them, then the latest news.
 */
export function UpcomingHighlights() {
  const query = homeHighlightsQuery;
  const highlights = useQuery(apiQuery(eventsApi.upcoming, { query }));
  return (
    <section id="highlights" aria-labelledby="highlights-heading" className="bg-muted/60 py-10 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="highlights-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          Upcoming highlights
        </h2>
        {highlights.isSuccess && highlights.data.highlights.length === 0 ? (
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Nothing is scheduled right now: dates, places and sign-ups appear here as soon as the organisers
            publish them.
          </p>
        ) : (
          <ul
            aria-label="Next events"
            className="mt-4 grid grid-cols-1 gap-3 sm:mt-6 md:grid-cols-3 md:gap-6"
          >
            {highlights.data?.highlights.map((h) => (
              <HighlightCard key={h.id} h={h} timeZone={highlights.data.timeZone} />
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 sm:mt-5">
          {moreLinks.map(({ to, label, Icon }) => (
            <Link key={to} to={to} className={linkClass}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ))}
        </div>
        <LatestNews />
      </div>
    </section>
  );
}
