import { Markdown } from '@client/components/markdown';
import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { AvailabilityBadge } from '@client/features/events/components/availability-badge';
import { placeLabel } from '@client/features/events/components/place-text';
import { ShareLink } from '@client/features/events/components/share-link';
import { useViewer } from '@client/lib/auth-store';
import { usePageTitle } from '@client/lib/page-title';
import { isAllowed, pageAccess } from '@shared/access';
import { defaultClubIdentity } from '@shared/club-identity';
import { formatClubDateTime, formatClubTimeRange, zoneAbbreviation } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/schemas/events';
import {
  AlertTriangle,
  ArrowLeft,
  CalendarDays,
  CalendarPlus,
  Clock,
  MapPin,
  Ticket,
  Users,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { socialIcsUrl, useLiveAvailability, useSocialEvent } from '../api/social-events-api';

/** /social_events/:slug — everything about one social, with live spots left. */
export function SocialEventPage() {
  const { slug = '' } = useParams();
  const query = useSocialEvent(slug);
  const event = query.data?.event;
  const isLiveWanted = !!event && event.status === 'published' && new Date(event.endsAt) > new Date();
  const live = useLiveAvailability(slug, isLiveWanted);
  const viewer = useViewer();
  usePageTitle(event?.title ?? null);

  if (query.isPending) return <PageLoading />;
  if (!event) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{query.error?.message ?? "We couldn't find that event."}</AlertTitle>
          <AlertDescription>
            <p>It may have been renamed or removed. Have a look at the list of social events.</p>
          </AlertDescription>
        </Alert>
        <Link to={paths.socialEvents} className={buttonVariants({ variant: 'outline' })}>
          All social events
        </Link>
      </div>
    );
  }

  const timeZone = query.data?.timeZone ?? defaultClubIdentity.timeZone;
  const availability = live.data?.availability ?? event.availability;
  const confirmed = live.data?.confirmedCount ?? event.confirmedCount;
  const waiting = live.data?.waitlistCount ?? event.waitlistCount;
  const url = `${window.location.origin}${paths.socialEvent(event.slug)}`;
  const canManage = isAllowed(pageAccess[paths.adminSocialEvents], viewer);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link
        to={paths.socialEvents}
        className="mb-6 inline-flex items-center gap-1 rounded-sm text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All social events
      </Link>

      {event.status === 'cancelled' && (
        <Alert variant="destructive" className="mb-6">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>This event has been cancelled</AlertTitle>
          <AlertDescription>
            <p>Everyone who signed up has been told by e-mail. We hope to see you at another event.</p>
          </AlertDescription>
        </Alert>
      )}
      {event.status === 'draft' && (
        <Alert className="mb-6">
          <AlertTitle>Draft preview</AlertTitle>
          <AlertDescription>
            <p>Only organisers can see this page until the event is published.</p>
          </AlertDescription>
        </Alert>
      )}

      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
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
        </div>

        <aside
          aria-label="Event details"
          className="space-y-5 self-start rounded-xl border bg-card p-5 shadow-sm"
        >
          <div aria-live="polite" className="flex flex-wrap items-center justify-between gap-2">
            <AvailabilityBadge availability={availability} className="px-3 py-1 text-sm" />
            <span className="text-muted-foreground text-xs">
              {live.state === 'live' ? 'Updates live' : live.state === 'reconnecting' ? 'Reconnecting…' : ''}
            </span>
          </div>
          <dl className="space-y-3 text-sm">
            <div className="flex gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">When</span>
              </dt>
              <dd>
                {formatClubTimeRange(event.startsAt, event.endsAt, timeZone)}{' '}
                <span className="text-muted-foreground">({zoneAbbreviation(event.startsAt, timeZone)})</span>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Where</span>
              </dt>
              <dd className="min-w-0 break-words">
                {event.court ? (
                  <>
                    <Link
                      to={paths.court(event.court.slug)}
                      className="text-link underline underline-offset-2"
                    >
                      {event.court.name}
                    </Link>
                    {event.placeText ? ` — ${event.placeText}` : ''}
                    <span className="block text-muted-foreground">{event.court.address}</span>
                  </>
                ) : (
                  placeLabel(event)
                )}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Ticket aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Fee</span>
              </dt>
              <dd>{formatFee(event.feeCents)}</dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Users aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Places</span>
              </dt>
              <dd aria-live="polite">
                {confirmed} of {event.capacity} places taken
                {availability.spotsLeft > 0 && availability.isOpen ? ` — ${availability.spotsLeft} left` : ''}
                {waiting > 0 ? `, ${waiting} on the waitlist` : ''}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Sign-up deadline</span>
              </dt>
              <dd>
                {event.signupDeadline
                  ? `Sign up by ${formatClubDateTime(event.signupDeadline, timeZone)}`
                  : 'Sign up until the event starts'}
              </dd>
            </div>
          </dl>

          {availability.isOpen ? (
            <Link
              to={paths.formsSocialsFor(event.slug)}
              className={buttonVariants({ size: 'lg', className: 'w-full' })}
            >
              {availability.state === 'waitlist' ? 'Join the waitlist' : 'Sign up'}
            </Link>
          ) : (
            <p className="rounded-md bg-muted p-3 text-sm">
              {availability.state === 'closed'
                ? 'Sign-up for this event has closed.'
                : availability.state === 'full'
                  ? 'This event and its waitlist are full.'
                  : availability.state === 'cancelled'
                    ? 'Sign-up is closed: the event was cancelled.'
                    : availability.state === 'draft'
                      ? 'Sign-up opens when the event is published.'
                      : 'This event has taken place.'}
            </p>
          )}

          <div className="space-y-3 border-t pt-4">
            <a
              href={socialIcsUrl(event.slug)}
              download
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            >
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
            <ShareLink title={event.title} url={url} />
          </div>
          {canManage && (
            <div className="flex flex-wrap gap-2 border-t pt-4">
              <Link
                to={paths.adminSocialPlayersForEventOf(event.id)}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                Players
              </Link>
              <Link
                to={`${paths.adminSocialEvents}?edit=${encodeURIComponent(event.id)}`}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                Edit event
              </Link>
            </div>
          )}
        </aside>
      </div>
      {query.isError && (
        <p className="mt-4 text-muted-foreground text-sm">
          Could not refresh the page.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => query.refetch()}>
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}
