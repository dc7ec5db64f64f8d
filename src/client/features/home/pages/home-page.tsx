import { LazyMyWeek } from '@client/components/my-week/lazy-my-week';
import { buttonVariants } from '@client/components/ui/button-variants';
import { useClub } from '@client/lib/club';
import { siteOrigin, usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { sportsOrganization } from '@shared/club-structured-data';
import { paths } from '@shared/paths';
import {
  ArrowRight,
  CalendarDays,
  Contact,
  HeartHandshake,
  type LucideIcon,
  MapPin,
  PartyPopper,
  Search,
  Trophy,
  Users,
} from 'lucide-react';
import { LazyTeamSuccessHighlights } from '../components/lazy-team-success-highlights';
import { UpcomingHighlights } from '../components/upcoming-highlights';

interface Offer {
  title: string;
  text: string;
  to: string;
  linkText: string;
  Icon: LucideIcon;
}

const offers: readonly Offer[] = [
  {
    title: 'League tennis',
    text: 'Play on a club team in the local USTA leagues, with captains who organise line-ups, matches and practice.',
    to: paths.captains,
    linkText: 'Meet the captains',
    Icon: Users,
  },
  {
    title: 'Social tennis',
    text: 'Relaxed round robins and mixers where you meet new partners — no team or ranking needed.',
    to: paths.socialEvents,
    linkText: 'Browse social events',
    Icon: PartyPopper,
  },
  {
    title: 'Tournaments',
    text: 'Club tournaments through the season for players who enjoy a draw, a scoreboard and a trophy.',
    to: paths.events,
    linkText: 'View tournaments',
    Icon: Trophy,
  },
  {
    title: 'Find a team',
    text: 'New to the area or looking for more matches? Tell us your level and captains will get in touch.',
    to: paths.formsLooking,
    linkText: 'I am looking for a team',
    Icon: Search,
  },
  {
    title: 'Courts near you',
    text: 'The public and club courts where our teams and socials play, with directions.',
    to: paths.courts,
    linkText: 'See court locations',
    Icon: MapPin,
  },
  {
    title: 'People to ask',
    text: 'The volunteer board and league representatives are happy to answer questions.',
    to: paths.contacts,
    linkText: 'Contact the board',
    Icon: Contact,
  },
];

const steps = [
  {
    title: 'Become a member',
    text: "Fill in the membership form. Your membership keeps the club's events and league play going.",
    to: paths.formsMembership,
    linkText: 'Membership form',
  },
  {
    title: 'Find your game',
    text: 'Join a league team through its captain, or tell us you are looking for a team and we will match you.',
    to: paths.formsLooking,
    linkText: 'Looking for a team',
  },
  {
    title: 'Come and play',
    text: 'Sign up for a social or a tournament — it is the quickest way to meet players at your level.',
    to: paths.socialEvents,
    linkText: 'Social events',
  },
] as const;

/** A tennis court seen from above, as a light line drawing behind the hero (decorative). */
function CourtLines() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 788 368"
      className="pointer-events-none absolute top-1/2 right-[-10%] hidden w-[48%] -translate-y-1/2 opacity-20 xl:block"
      fill="none"
      stroke="white"
      strokeWidth="4"
    >
      <rect x="4" y="4" width="780" height="360" />
      <path d="M4 49h780M4 319h780M394 4v360M184 49v270M604 49v270M184 184h420M4 184h14M770 184h14" />
    </svg>
  );
}

export function HomePage() {
  const club = useClub();
  const years = new Date().getFullYear() - club.foundedYear;
  // Search engines read the club's details from the home page (schema.org).
  usePageHead({
    description:
      '{{club.name}}, a community tennis club and league in {{club.location}} since {{club.foundedYear}}: socials, tournaments, league teams, courts and club news.',
    structuredData: [sportsOrganization({ origin: siteOrigin(), club })],
  });
  return (
    <>
      {/* A signed-in member's home page starts with their week (issue 21 §1). */}
      <LazyMyWeek />
      <section className="relative overflow-hidden bg-brand text-brand-foreground">
        <CourtLines />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-20 -bottom-24 size-52 rounded-full bg-ball opacity-90 shadow-2xl sm:size-72 lg:right-[8%] lg:bottom-[-4rem] lg:size-80"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 font-semibold text-sm">
            <CalendarDays aria-hidden="true" className="size-4 text-ball" />
            Community tennis since {club.foundedYear}
          </p>
          <h1 className="mt-5 max-w-3xl font-extrabold text-4xl leading-tight tracking-tight sm:text-5xl">
            Welcome to {club.name}
          </h1>
          <p className="mt-5 max-w-2xl text-brand-muted text-lg leading-relaxed">
            A volunteer-run tennis club and league in {club.location}. League teams, social round robins and
            tournaments for every level — from returning beginners to seasoned competitors.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* Links with buttonVariants, not Button: no cn() (tailwind-merge) on the home page. */}
            <Link to={paths.formsMembership} className={buttonVariants({ variant: 'ball', size: 'lg' })}>
              Become a member
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={paths.formsLooking} className={buttonVariants({ variant: 'onBrand', size: 'lg' })}>
              Find a team
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="offers-heading" className="py-10 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="offers-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
            What the club offers
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            {years} years on, we are still a club run by players for players: here is how you can take part.
          </p>
          {/* Phone: compact rows (icon beside the title); from sm up, cards in a grid. */}
          <ul className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {offers.map(({ title, text, to, linkText, Icon }) => (
              <li
                key={title}
                className="grid grid-cols-[auto_1fr] gap-x-3 rounded-xl border bg-card p-4 shadow-sm sm:flex sm:flex-col sm:p-6"
              >
                <span className="row-span-3 inline-flex size-9 items-center justify-center rounded-full bg-secondary text-secondary-foreground sm:size-11">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="font-semibold text-lg leading-snug sm:mt-4">{title}</h3>
                <p className="mt-1 flex-1 text-muted-foreground text-sm sm:mt-2 sm:text-base">{text}</p>
                <Link
                  to={to}
                  className="mt-2 inline-flex sm:mt-4 items-center gap-1.5 self-start rounded-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {linkText}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="join-heading" className="border-t py-10 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="join-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
            How to join
          </h2>
          <ol className="mt-6 grid gap-3 sm:mt-8 md:grid-cols-3 md:gap-6">
            {steps.map((step, i) => (
              <li
                key={step.title}
                className="relative grid grid-cols-[auto_1fr] gap-x-3 rounded-xl border bg-card p-4 shadow-sm md:block md:p-6"
              >
                <span
                  aria-hidden="true"
                  className="row-span-3 inline-flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground md:size-10"
                >
                  {i + 1}
                </span>
                <h3 className="font-semibold text-lg leading-snug md:mt-4">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-muted-foreground text-sm md:mt-2 md:text-base">{step.text}</p>
                <Link
                  to={step.to}
                  className="mt-2 inline-flex justify-self-start md:mt-4 items-center gap-1.5 rounded-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {step.linkText}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <UpcomingHighlights />

      <LazyTeamSuccessHighlights />

      <section aria-labelledby="volunteer-heading" className="py-10 sm:py-16">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ball text-ball-foreground">
              <HeartHandshake aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id="volunteer-heading" className="font-bold text-2xl tracking-tight">
                Run by volunteers
              </h2>
              <p className="mt-2 max-w-2xl text-muted-foreground">
                Every event, team and league night happens because members give a little time. Captaining a
                team, helping at a social or joining the board are all welcome.
              </p>
            </div>
          </div>
          <Link
            to={`${paths.about}#volunteering`}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            How to help
          </Link>
        </div>
      </section>
    </>
  );
}
