import { Button } from '@client/components/ui/button';
import { usePageHead } from '@client/lib/page-head';
import { defaultClubIdentity } from '@shared/club-identity';
import { socialEventsFirstPastLimit } from '@shared/first-reads';
import { paths } from '@shared/paths';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useSocialEvents } from '../api/social-events-api';
import { EventListFrame } from '../components/event-list-frame';
import { SocialEventCard } from '../components/social-event-card';

/** /social_events (alias /socials): upcoming socials first, past ones below. */
export function SocialEventsPage() {
  usePageHead({
    description:
      'Social tennis at {{club.name}}: mixers, round robins and club nights. See dates, places and spots left, and sign up online.',
  });
  const [pastLimit, setPastLimit] = useState(socialEventsFirstPastLimit);
  const events = useSocialEvents(pastLimit);
  const timeZone = events.data?.timeZone ?? defaultClubIdentity.timeZone;
  const feedUrl =
    typeof window === 'undefined' ? paths.calendarFeed : `${window.location.origin}${paths.calendarFeed}`;

  return (
    <EventListFrame
      intro={
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <p className="max-w-3xl text-muted-foreground">
            Round robins, mixers, themed evenings and our yearly club challenge. Everyone is welcome —
            members, friends and players new to the club. When an event is full you can join the waitlist: if
            a place opens up you move up automatically and we e-mail you.
          </p>
          <a
            href={feedUrl.replace(/^https?:/, 'webcal:')}
            className="inline-flex items-center gap-1.5 self-start rounded-sm font-medium text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:self-auto"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            Subscribe to the club calendar
          </a>
        </div>
      }
      query={events}
      errorTitle="Could not load the social events"
      upcomingEmpty="No social events are scheduled right now. The social committee posts new ones here — subscribe to the newsletter below to hear first."
      pastHeading="Past events"
      gridClassName="lg:grid-cols-2"
      pastClassName="opacity-90"
      card={(event) => <SocialEventCard event={event} timeZone={timeZone} />}
      pastMore={
        events.data?.hasMorePast && (
          <Button variant="outline" onClick={() => setPastLimit((n) => n + 24)} disabled={events.isFetching}>
            {events.isFetching ? 'Loading...' : 'Show older events'}
          </Button>
        )
      }
    />
  );
}
