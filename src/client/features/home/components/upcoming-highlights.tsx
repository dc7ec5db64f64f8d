import { apiQuery } from '@client/lib/call-api';
import { Link } from '@client/lib/router/link';
import { eventsApi } from '@shared/api/events';
import { formatClubDateTime } from '@shared/club-time';
import { homeHighlightsQuery } from '@shared/first-reads';
import { paths } from '@shared/paths';
import type { UpcomingHighlight } from '@shared/schemas/events';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, PartyPopper, Trophy } from 'lucide-react';
import { HighlightCard, highlightLinkClass } from './highlight-card';
import { LatestNews } from './latest-news';

const moreLinks = [
  { to: paths.socialEvents, label: 'All social events', Icon: PartyPopper },
  { to: paths.events, label: 'All tournaments', Icon: Trophy },
] as const;

function whenOf(h: UpcomingHighlight, timeZone: string): string {
  const day = (d: string) =>
    formatClubDateTime(d, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });
  if (!h.isAllDay) return formatClubDateTime(h.startsAt, timeZone);
  const [first, last] = [day(h.startsAt), day(h.endsAt)];
  return first === last ? first : `${first} – ${last}`;
}

/** One upcoming social or tournament: picture (where it has one), date, place and spots left. */
function UpcomingCard({ h, timeZone }: { h: UpcomingHighlight; timeZone: string }) {
  return (
    <HighlightCard
      imageUrl={h.imageUrl}
      imageAspect="sm:aspect-[2/1]"
      icon={
        h.kind === 'social' ? (
          <PartyPopper aria-hidden="true" className="size-5" />
        ) : (
          <Trophy aria-hidden="true" className="size-5" />
        )
      }
      title={h.title}
      to={h.path}
    >
      <p className="text-sm">{whenOf(h, timeZone)}</p>
      {h.place && <p className="truncate text-muted-foreground text-sm">{h.place}</p>}
      <p className="font-medium text-sm">{h.availability.label}</p>
    </HighlightCard>
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
              <UpcomingCard key={h.id} h={h} timeZone={highlights.data.timeZone} />
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 sm:mt-5">
          {moreLinks.map(({ to, label, Icon }) => (
            <Link key={to} to={to} className={highlightLinkClass}>
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
