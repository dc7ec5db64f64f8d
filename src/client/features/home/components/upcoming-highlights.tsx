import { paths } from '@shared/paths';
import { ArrowRight, PartyPopper, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { LatestNews } from './latest-news';

const highlights = [
  {
    title: 'Social events',
    text: 'Round robins, mixers, club nights and season openers — open to members and friends of every level.',
    to: paths.socialEvents,
    cta: 'See upcoming social events',
    Icon: PartyPopper,
  },
  {
    title: 'Tournaments',
    text: 'Club championships and friendly competitions through the season, with draws for different levels.',
    to: paths.events,
    cta: 'See upcoming tournaments',
    Icon: Trophy,
  },
] as const;

/**
 * Where the next events live. Dates and sign-ups are published on the events pages by the
 * organisers; this section points there rather than repeating them.
 */
export function UpcomingHighlights() {
  return (
    <section id="highlights" aria-labelledby="highlights-heading" className="bg-muted/60 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="highlights-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          Upcoming highlights
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Dates, places and sign-ups are posted on these pages as soon as the organisers publish them.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {highlights.map(({ title, text, to, cta, Icon }) => (
            <li key={to} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-ball text-ball-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-xl">{title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
              <Link
                to={to}
                className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {cta}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        <LatestNews />
      </div>
    </section>
  );
}
