import { Markdown } from '@client/components/markdown';
import { PageLoading } from '@client/components/page-loading';
import { RecordMessages } from '@client/components/record-messages';
import { Button, buttonVariants } from '@client/components/ui/button';
import { useClub } from '@client/lib/club';
import { siteOrigin, usePageHead } from '@client/lib/page-head';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { defaultClubIdentity } from '@shared/club-identity';
import { formatClubDateTime, formatClubTimeRange, zoneAbbreviation } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import { socialSportsEvent } from '@shared/structured-data';
import { summaryOf } from '@shared/summary';
import { CalendarDays, Clock, Users } from 'lucide-react';
import { useMyFamily } from '../api/my-family-api';
import { socialIcsUrl, useLiveAvailability, useSocialEvent } from '../api/social-events-api';
import { AvailabilityBadge } from '../components/availability-badge';
import {
  type DetailKind,
  EventDetailFrame,
  EventNotFound,
  useMySignups,
} from '../components/event-detail-frame';
import { Fact, FeeFact, PlaceFact } from '../components/event-facts';
import { SeriesSection } from '../components/series-signup';

const socialDetail: DetailKind = {
  noun: 'event',
  listPath: paths.socialEvents,
  listLabel: 'All social events',
  notFoundHint: 'It may have been renamed or removed. Have a look at the list of social events.',
  cancelledText: 'Everyone who signed up has been told by e-mail. We hope to see you at another event.',
  pathOf: paths.socialEvent,
  icsUrlOf: socialIcsUrl,
  adminPage: paths.adminSocialEvents,
  manageLinks: (id) => [
    { to: paths.adminSocialPlayersForEventOf(id), label: 'Players' },
    { to: paths.adminSocialEvent(id), label: 'Edit event' },
  ],
};

const closedText = {
  closed: 'Sign-up for this event has closed.',
  full: 'This event and its waitlist are full.',
  cancelled: 'Sign-up is closed: the event was cancelled.',
  draft: 'Sign-up opens when the event is published.',
  past: 'This event has taken place.',
} as const;

/** /social_events/:slug — everything about one social, with live spots left. */
export function SocialEventPage() {
  const { slug = '' } = useParams();
  const query = useSocialEvent(slug);
  const event = query.data?.event;
  const isLiveWanted = !!event && event.status === 'published' && new Date(event.endsAt) > new Date();
  const live = useLiveAvailability(slug, isLiveWanted);
  const mine = useMySignups((r) => r.kind === 'social' && r.eventId === event?.id);
  // The account itself and the people of its family: each may take a place.
  const signablePeople = 1 + (useMyFamily().data?.family.length ?? 0);
  usePageTitle(event?.title ?? null);
  const club = useClub();
  const zone = query.data?.timeZone ?? club.timeZone;
  usePageHead(
    event
      ? {
          description: summaryOf(
            `${formatClubTimeRange(event.startsAt, event.endsAt, zone)}. ${event.feeCents ? `Fee ${formatFee(event.feeCents)}` : 'Free'}. ${event.description}`,
          ),
          imageUrl: event.imageUrl,
          structuredData: [socialSportsEvent(event, { origin: siteOrigin(), club, timeZone: zone })],
        }
      : null,
  );

  if (query.isPending) return <PageLoading />;
  if (!event) {
    return <EventNotFound kind={socialDetail} message={query.error?.message} />;
  }

  const timeZone = query.data?.timeZone ?? defaultClubIdentity.timeZone;
  const availability = live.data?.availability ?? event.availability;
  const confirmed = live.data?.confirmedCount ?? event.confirmedCount;
  const waiting = live.data?.waitlistCount ?? event.waitlistCount;

  return (
    <EventDetailFrame
      kind={socialDetail}
      event={event}
      asideTop={
        <div aria-live="polite" className="flex flex-wrap items-center justify-between gap-2">
          <AvailabilityBadge availability={availability} className="px-3 py-1 text-sm" />
          <span className="text-muted-foreground text-xs">
            {live.state === 'live' ? 'Updates live' : live.state === 'reconnecting' ? 'Reconnecting…' : ''}
          </span>
        </div>
      }
      facts={
        <>
          <Fact icon={CalendarDays} label="When">
            {formatClubTimeRange(event.startsAt, event.endsAt, timeZone)}{' '}
            <span className="text-muted-foreground">({zoneAbbreviation(event.startsAt, timeZone)})</span>
          </Fact>
          <PlaceFact info={event} />
          <FeeFact label="Fee" feeCents={event.feeCents} />
          <Fact icon={Users} label="Places">
            <span aria-live="polite">
              {confirmed} of {event.capacity} places taken
              {availability.spotsLeft > 0 && availability.isOpen ? ` — ${availability.spotsLeft} left` : ''}
              {waiting > 0 ? `, ${waiting} on the waitlist` : ''}
            </span>
          </Fact>
          <Fact icon={Clock} label="Sign-up deadline">
            {event.signupDeadline
              ? `Sign up by ${formatClubDateTime(event.signupDeadline, timeZone)}`
              : 'Sign up until the event starts'}
          </Fact>
        </>
      }
      mine={mine}
      action={
        availability.isOpen && mine.length < signablePeople ? (
          <Link
            to={paths.formsSocialsFor(event.slug)}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            {mine.length > 0
              ? 'Sign up someone else'
              : availability.state === 'waitlist'
                ? 'Join the waitlist'
                : 'Sign up'}
          </Link>
        ) : mine.length === 0 ? (
          <p className="rounded-md bg-muted p-3 text-sm">
            {closedText[availability.state as keyof typeof closedText] ?? closedText.past}
          </p>
        ) : null
      }
    >
      {event.imageUrl && (
        <img
          src={event.imageUrl}
          alt=""
          className="aspect-[2/1] w-full rounded-xl border object-cover"
          loading="lazy"
        />
      )}
      {event.description.trim() ? (
        <Markdown source={event.description} />
      ) : (
        <p className="text-muted-foreground">The organisers have not added a description yet.</p>
      )}
      {event.seriesInfo && (
        <SeriesSection series={event.seriesInfo} currentSlug={event.slug} timeZone={timeZone} />
      )}
      <RecordMessages
        heading="h2"
        kind="event"
        id={event.id}
        writeLabel="Write to the players"
        writeTo={paths.messageNewTo(`event:${event.id}`)}
        empty="No message to the players yet. What the organisers send to them shows here."
      />
      {query.isError && (
        <p className="text-muted-foreground text-sm">
          Could not refresh the page.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => query.refetch()}>
            Try again
          </Button>
        </p>
      )}
    </EventDetailFrame>
  );
}
