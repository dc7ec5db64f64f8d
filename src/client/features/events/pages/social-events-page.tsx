import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { socialEventsFirstPastLimit } from '@shared/first-reads';
import { paths } from '@shared/paths';
import { AlertTriangle, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useSocialEvents } from '../api/social-events-api';
import { SocialEventCard } from '../components/social-event-card';

/** /social_events (alias /socials): upcoming socials first, past ones below. */
export function SocialEventsPage() {
  const [pastLimit, setPastLimit] = useState(socialEventsFirstPastLimit);
  const events = useSocialEvents(pastLimit);
  const feedUrl =
    typeof window === 'undefined' ? paths.calendarFeed : `${window.location.origin}${paths.calendarFeed}`;

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <p className="max-w-3xl text-muted-foreground">
          Round robins, mixers, themed evenings and our yearly club challenge. Everyone is welcome — members,
          friends and players new to the club. When an event is full you can join the waitlist: if a place
          opens up you move up automatically and we e-mail you.
        </p>
        <a
          href={feedUrl.replace(/^https?:/, 'webcal:')}
          className="inline-flex items-center gap-1.5 self-start rounded-sm font-medium text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:self-auto"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Subscribe to the club calendar
        </a>
      </div>

      {events.isPending ? (
        <PageLoading />
      ) : events.isError ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Could not load the social events</AlertTitle>
          <AlertDescription>
            <p>{events.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => events.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <section aria-labelledby="upcoming-heading" className="space-y-4">
            <h2 id="upcoming-heading" className="font-bold text-2xl">
              Upcoming
            </h2>
            {events.data.upcoming.length === 0 ? (
              <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                No social events are scheduled right now. The social committee posts new ones here — subscribe
                to the newsletter below to hear first.
              </p>
            ) : (
              <ul className="grid gap-4 lg:grid-cols-2">
                {events.data.upcoming.map((event) => (
                  <li key={event.id}>
                    <SocialEventCard event={event} timeZone={events.data.timeZone} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {events.data.past.length > 0 && (
            <section aria-labelledby="past-heading" className="space-y-4">
              <h2 id="past-heading" className="font-bold text-2xl">
                Past events
              </h2>
              <ul className="grid gap-4 opacity-90 lg:grid-cols-2">
                {events.data.past.map((event) => (
                  <li key={event.id}>
                    <SocialEventCard event={event} timeZone={events.data.timeZone} />
                  </li>
                ))}
              </ul>
              {events.data.hasMorePast && (
                <Button
                  variant="outline"
                  onClick={() => setPastLimit((n) => n + 24)}
                  disabled={events.isFetching}
                >
                  {events.isFetching ? 'Loading...' : 'Show older events'}
                </Button>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
