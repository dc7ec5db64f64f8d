import type { ClubIdentity } from './club-identity';
import { postalAddress } from './club-structured-data';
import { zonedIsoString } from './club-time';
import { absoluteUrl, clubCardImagePath } from './page-head';
import { paths } from './paths';
import type { AvailabilityState } from './schemas/events';
import type { SocialEventDetail } from './schemas/events-socials';
import type { TournamentDetail } from './schemas/events-tournaments';
import { summaryOf } from './summary';

/*
 * schema.org data of the public pages (JSON-LD in their head, shared/page-head.ts): the home
 * page describes the club (SportsOrganization), each social and tournament itself
 * (SportsEvent), so search engines can show the date, place and fee. Pure: the pages build it
 * from the answers they show; tests/support/schema-org.ts checks the shapes.
 */

const schema = 'https://schema.org';

/** Where the addresses of the data point: the site's origin, the club, the club's zone. */
export interface StructuredDataContext {
  origin: string;
  club: ClubIdentity;
  timeZone: string;
}

/** The organizer inside an event: the club, named and linked. */
function organizer({ origin, club }: StructuredDataContext) {
  return { '@type': 'SportsOrganization', name: club.name, url: absoluteUrl(origin, paths.home) };
}

/** Where an event takes place: its court (name and address), or the place the organiser wrote. */
function placeOf(event: Pick<SocialEventDetail, 'court' | 'placeText'>, club: ClubIdentity) {
  if (event.court) {
    return {
      '@type': 'Place',
      name: event.court.name,
      address: postalAddress(event.court.address),
    };
  }
  const name = event.placeText.trim() || club.location;
  return { '@type': 'Place', name, address: postalAddress(name) };
}

/** Open places → in stock; only the waitlist → limited; full → sold out; otherwise no longer on offer. */
const offerAvailability: Record<AvailabilityState, string> = {
  open: 'InStock',
  waitlist: 'LimitedAvailability',
  full: 'SoldOut',
  closed: 'SoldOut',
  past: 'Discontinued',
  cancelled: 'Discontinued',
  draft: 'PreOrder',
};

function offer(options: {
  cents: number;
  url: string;
  availability: AvailabilityState;
  validThrough: string | null;
}) {
  return {
    '@type': 'Offer',
    price: (options.cents / 100).toFixed(2),
    priceCurrency: 'USD',
    url: options.url,
    availability: `${schema}/${offerAvailability[options.availability]}`,
    ...(options.validThrough ? { validThrough: options.validThrough } : {}),
  };
}

const eventStatusOf = (status: SocialEventDetail['status']) =>
  `${schema}/${status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`;

/** A social as a SportsEvent: its times on the club's clock with their offset, place, fee. */
export function socialSportsEvent(event: SocialEventDetail, context: StructuredDataContext) {
  const url = absoluteUrl(context.origin, paths.socialEvent(event.slug));
  const { timeZone } = context;
  return {
    '@context': schema,
    '@type': 'SportsEvent',
    name: event.title,
    ...(event.description.trim() ? { description: summaryOf(event.description, 500) } : {}),
    url,
    sport: 'Tennis',
    startDate: zonedIsoString(event.startsAt, timeZone),
    endDate: zonedIsoString(event.endsAt, timeZone),
    eventStatus: eventStatusOf(event.status),
    eventAttendanceMode: `${schema}/OfflineEventAttendanceMode`,
    location: placeOf(event, context.club),
    image: [absoluteUrl(context.origin, event.imageUrl ?? clubCardImagePath)],
    offers: offer({
      cents: event.feeCents,
      url,
      availability: event.availability.state,
      validThrough: zonedIsoString(event.signupDeadline ?? event.startsAt, timeZone),
    }),
    organizer: organizer(context),
  };
}

/** A tournament as a SportsEvent: its days (dates, as it runs all day), place, entry fee. */
export function tournamentSportsEvent(tournament: TournamentDetail, context: StructuredDataContext) {
  const url = absoluteUrl(context.origin, paths.tournament(tournament.slug));
  const open = tournament.divisions.map((d) => d.availability.state);
  const availability: AvailabilityState =
    tournament.status === 'cancelled'
      ? 'cancelled'
      : open.includes('open')
        ? 'open'
        : open.includes('waitlist')
          ? 'waitlist'
          : (open[0] ?? 'closed');
  return {
    '@context': schema,
    '@type': 'SportsEvent',
    name: tournament.title,
    ...(tournament.description.trim() ? { description: summaryOf(tournament.description, 500) } : {}),
    url,
    sport: 'Tennis',
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    eventStatus: eventStatusOf(tournament.status),
    eventAttendanceMode: `${schema}/OfflineEventAttendanceMode`,
    location: placeOf(tournament, context.club),
    image: [absoluteUrl(context.origin, clubCardImagePath)],
    offers: offer({
      cents: tournament.entryFeeCents,
      url,
      availability,
      validThrough: tournament.entryDeadline
        ? zonedIsoString(tournament.entryDeadline, context.timeZone)
        : null,
    }),
    organizer: organizer(context),
  };
}
