import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { SearchBox } from '@client/components/admin-list/search-box';
import { PageAccessGate } from '@client/components/page-access-gate';
import { BackLink } from '@client/components/page-back-link';
import { PageLoading } from '@client/components/page-loading';
import { TitleLink } from '@client/components/page-title-link';
import { QueryState } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { EventStatusBadge } from '@client/features/events/components/event-dialogs';
import { placeLabel } from '@client/features/events/components/place-text';
import { RegistrationList } from '@client/features/events/components/registration-list';
import { WalkInDialog } from '@client/features/events/components/walk-in-dialog';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { pageAccess } from '@shared/access';
import { formatClubTimeRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { ArrowLeft, Pencil, PenLine, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useAddWalkIn } from '../api/registrable-api';
import { socialAdminApi, useSocialEvents } from '../api/social-events-api';
import { useRegistrationActions } from '../components/use-registration-actions';

/** /admin/SocialPlayersForEvent?event=<id>: the players of one social. */
export function AdminEventPlayersPage() {
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? '';
  return (
    <PageAccessGate rule={pageAccess[paths.adminSocialPlayersForEvent]}>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {eventId ? <EventPlayers eventId={eventId} /> : <ChooseEvent />}
      </div>
    </PageAccessGate>
  );
}

function ChooseEvent() {
  const events = useSocialEvents();
  if (events.isPending) return <PageLoading />;
  const list = [...(events.data?.upcoming ?? []), ...(events.data?.past ?? [])];
  return (
    <div className="space-y-4">
      <p>Choose an event to see its players.</p>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No published events yet.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border bg-card">
          {list.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <TitleLink to={paths.adminSocialPlayersForEventOf(e.id)}>{e.title}</TitleLink>
              <span className="text-muted-foreground text-sm">
                {formatClubTimeRange(e.startsAt, e.endsAt, events.data!.timeZone).split(' · ')[0]} ·{' '}
                {e.confirmedCount}/{e.capacity}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.adminSocialEvents} className={buttonVariants({ variant: 'outline' })}>
        All events (including drafts)
      </Link>
    </div>
  );
}

function EventPlayers({ eventId }: { eventId: string }) {
  const [q, setQ] = useState('');
  const players = socialAdminApi.useSignups(eventId, q);
  const walkIn = useAddWalkIn(socialAdminApi.reads);
  const onAction = useRegistrationActions(socialAdminApi.reads, 'registration');
  const [isAdding, setIsAdding] = useState(false);
  usePageTitle(players.data ? `Players: ${players.data.event.title}` : 'Event Players');

  if (!players.isSuccess) {
    return (
      <QueryState
        query={players}
        errorTitle="Could not load the players"
        frame={(state) => (
          <div className="space-y-4">
            <Link to={paths.adminSocialEvents} className={buttonVariants({ variant: 'outline' })}>
              <ArrowLeft aria-hidden="true" />
              All social events
            </Link>
            {state}
          </div>
        )}
      >
        {() => null}
      </QueryState>
    );
  }
  const { event, registrations, timeZone } = players.data;
  const confirmed = registrations.filter((r) => r.status === 'confirmed');
  const checkedIn = confirmed.filter((r) => r.checkedInAt).length;
  const isOver = new Date(event.endsAt) < new Date();

  return (
    <div className="space-y-6">
      <BackLink to={paths.adminSocialEvents}>All social events</BackLink>
      <div className="space-y-2 rounded-xl border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge status={event.status} />
          <Link
            to={paths.socialEvent(event.slug)}
            className="font-semibold text-link underline-offset-4 hover:underline"
          >
            {event.title}
          </Link>
        </div>
        <p className="text-sm">
          {formatClubTimeRange(event.startsAt, event.endsAt, timeZone)} ·{' '}
          {placeLabel({ court: null, placeText: event.place })}
        </p>
        <p className="text-sm">
          <strong>{confirmed.length}</strong> of {event.capacity} places taken · <strong>{checkedIn}</strong>{' '}
          checked in · <strong>{registrations.filter((r) => r.status === 'waitlisted').length}</strong>{' '}
          waiting
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox label="Search players" value={q} onSearch={setQ} placeholder="Name, e-mail, phone" />
        <div className="flex flex-wrap gap-2">
          <CsvExportLink href={socialAdminApi.signupsCsvUrl(event.id, q)} />
          <Link to={paths.adminSocialEvent(event.id)} className={buttonVariants({ variant: 'outline' })}>
            <Pencil aria-hidden="true" />
            Edit event
          </Link>
          <Link
            to={paths.messageNewTo(`event:${event.id}`)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <PenLine aria-hidden="true" />
            Write to the players
          </Link>
          {event.status !== 'cancelled' && (
            <Button onClick={() => setIsAdding(true)}>
              <UserPlus aria-hidden="true" />
              Add walk-in
            </Button>
          )}
        </div>
      </div>
      {q && registrations.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center">
          Nobody matches “{q}”.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => setQ('')}>
            Clear the search
          </Button>
        </p>
      ) : (
        <RegistrationList rows={registrations} timeZone={timeZone} onAction={onAction} isOver={isOver} />
      )}
      <WalkInDialog
        open={isAdding}
        onOpenChange={setIsAdding}
        title="Add a walk-in"
        description="They are confirmed straight away, even if the event is full. E-mail is optional."
        onSubmit={async (values) => {
          await walkIn.mutateAsync({ target: { kind: 'social', id: event.id }, input: values });
          toast({ title: `${values.name} added` });
        }}
      />
    </div>
  );
}
