import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { ListStates } from '@client/components/admin-list/list-states';
import { ActionsHeader, ListTable } from '@client/components/admin-list/list-table';
import { SearchBox } from '@client/components/admin-list/search-box';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { PageAccessGate } from '@client/components/page-access-gate';
import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import {
  CancelEventDialog,
  DuplicateEventDialog,
  EventStatusBadge,
} from '@client/features/registrations/components/event-dialogs';
import { selectClass } from '@client/features/registrations/components/registration-fields';
import { useClub } from '@client/lib/club';
import { usePageTitle } from '@client/lib/page-title';
import { toast } from '@client/lib/toast-store';
import { pageAccess } from '@shared/access';
import { defaultClubIdentity } from '@shared/club-identity';
import { formatClubDateTime, utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import { paths } from '@shared/paths';
import { type AdminSocialEventRow, type SocialEventData, socialEventSortKeys } from '@shared/schemas/events';
import {
  AlertTriangle,
  ArrowLeft,
  CalendarX,
  Copy,
  Eye,
  Pencil,
  Plus,
  Send,
  Trophy,
  Users,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  socialEventsCsvUrl,
  useAdminSocialEvent,
  useAdminSocialEvents,
  useCancelSocialEvent,
  useCourtOptions,
  useCreateSocialEvent,
  useDeleteSocialEvent,
  useDuplicateSocialEvent,
  usePublishSocialEvent,
  useUnpublishSocialEvent,
  useUpdateSocialEvent,
} from '../api/social-events-api';
import { emptySocialEvent, SocialEventForm } from '../components/social-event-form';

const statusFilters = [
  { value: 'upcoming', label: 'Upcoming (not over yet)' },
  { value: 'past', label: 'Past' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All events' },
] as const;

/** /admin/SocialEventsPage: the list, or ?new=1 / ?edit=<id> for the form. */
export function AdminSocialEventsPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const isNew = params.get('new') === '1';
  return (
    <PageAccessGate rule={pageAccess[paths.adminSocialEvents]}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {isNew ? <NewEventView /> : editId ? <EditEventView id={editId} /> : <EventListView />}
      </div>
    </PageAccessGate>
  );
}

function BackToList() {
  return (
    <Link
      to={paths.adminSocialEvents}
      className="inline-flex items-center gap-1 rounded-sm text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All social events
    </Link>
  );
}

/** A week later, same time: the usual next occurrence of a recurring social. */
function nextWeek(startsAt: string, timeZone: string): string {
  const wall = utcToZonedWallTime(startsAt, timeZone);
  const d = new Date(`${wall.slice(0, 10)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return `${d.toISOString().slice(0, 10)}${wall.slice(10)}`;
}

function EventListView() {
  const [params, setParams] = useSearchParams();
  const list = useListParams(socialEventSortKeys, 'startsAt');
  const status = params.get('status') ?? 'upcoming';
  const query = { q: list.q, status, sort: list.sort, dir: list.dir, page: list.page };
  const events = useAdminSocialEvents(query);
  const navigate = useNavigate();
  const statusId = useId();
  const publish = usePublishSocialEvent();
  const duplicate = useDuplicateSocialEvent();
  const cancel = useCancelSocialEvent();
  const [toDuplicate, setToDuplicate] = useState<AdminSocialEventRow | null>(null);
  const [toCancel, setToCancel] = useState<AdminSocialEventRow | null>(null);
  const timeZone = events.data?.timeZone ?? defaultClubIdentity.timeZone;

  useKeepPageInRange(events.data, list.page, list.setPage);

  const header = sortableHeaderOf(list);

  const doPublish = async (row: AdminSocialEventRow) => {
    try {
      await publish.mutateAsync(row.id);
      toast({ title: 'Event published', description: `${row.title} is now on the Social Events page.` });
    } catch (error) {
      toast({ title: 'Not published', description: (error as Error).message, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-end">
          <div className="sm:w-72">
            <SearchBox
              label="Search events"
              value={list.q}
              onSearch={list.setQuery}
              placeholder="Title or place"
            />
          </div>
          <div className="w-full space-y-1.5 sm:w-60">
            <Label htmlFor={statusId}>Show</Label>
            <select
              id={statusId}
              className={selectClass}
              value={status}
              onChange={(e) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  next.set('status', e.target.value);
                  next.delete('page');
                  return next;
                })
              }
            >
              {statusFilters.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.adminTournaments} className={buttonVariants({ variant: 'ghost' })}>
            <Trophy aria-hidden="true" />
            Tournaments
          </Link>
          <CsvExportLink href={socialEventsCsvUrl(query)} />
          <Link to={`${paths.adminSocialEvents}?new=1`} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New event
          </Link>
        </div>
      </div>

      <ListStates
        query={events}
        errorTitle="Could not load the events"
        isEmpty={(data) => data.total === 0}
        empty={
          list.q || status !== 'upcoming' ? (
            <>
              <p>No events match this search and filter.</p>
              <Button
                variant="link"
                onClick={() => setParams(new URLSearchParams({ status: 'all' }), { replace: true })}
              >
                Show all events
              </Button>
            </>
          ) : (
            <>
              <p className="mb-3">There are no upcoming social events.</p>
              <Link to={`${paths.adminSocialEvents}?new=1`} className={buttonVariants()}>
                <Plus aria-hidden="true" />
                Create one
              </Link>
            </>
          )
        }
      >
        {(data) => (
          <>
            <ListTable
              caption="Social events"
              head={
                <>
                  {header('startsAt', 'Date')}
                  {header('title', 'Event')}
                  {header('status', 'Status', 'hidden sm:table-cell')}
                  {header('registered', 'Players', 'hidden md:table-cell')}
                  {header('updatedAt', 'Updated', 'hidden lg:table-cell')}
                  <ActionsHeader />
                </>
              }
            >
              {data.rows.map((row) => (
                <tr key={row.id} className="border-t align-top">
                  <td className="whitespace-nowrap px-3 py-2">
                    {formatClubDateTime(row.startsAt, timeZone, {
                      month: 'short',
                      day: 'numeric',
                      year: 'numeric',
                    })}
                    <div className="text-muted-foreground text-xs">
                      {formatClubDateTime(row.startsAt, timeZone, { hour: 'numeric', minute: '2-digit' })}
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      to={`${paths.adminSocialEvents}?edit=${encodeURIComponent(row.id)}`}
                      className="font-medium text-link underline-offset-4 hover:underline"
                    >
                      {row.title}
                    </Link>
                    <div className="text-muted-foreground text-xs">{row.place}</div>
                    <div className="mt-1 sm:hidden">
                      <EventStatusBadge status={row.status} />
                    </div>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <EventStatusBadge status={row.status} />
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">
                    {row.confirmedCount}/{row.capacity}
                    {row.waitlistCount > 0 && (
                      <span className="text-muted-foreground"> +{row.waitlistCount} waiting</span>
                    )}
                  </td>
                  <td className="hidden px-3 py-2 lg:table-cell">
                    {new Date(row.updatedAt).toLocaleDateString()}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Link
                        to={paths.adminSocialPlayersForEventOf(row.id)}
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                        aria-label={`Players of ${row.title}`}
                        title="Players"
                      >
                        <Users aria-hidden="true" />
                      </Link>
                      <Link
                        to={`${paths.adminSocialEvents}?edit=${encodeURIComponent(row.id)}`}
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                        aria-label={`Edit ${row.title}`}
                        title="Edit"
                      >
                        <Pencil aria-hidden="true" />
                      </Link>
                      {row.status === 'draft' && (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Publish ${row.title}`}
                          title="Publish"
                          disabled={publish.isPending}
                          onClick={() => doPublish(row)}
                        >
                          <Send aria-hidden="true" />
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Duplicate ${row.title}`}
                        title="Duplicate"
                        onClick={() => {
                          duplicate.reset();
                          setToDuplicate(row);
                        }}
                      >
                        <Copy aria-hidden="true" />
                      </Button>
                      {row.status !== 'cancelled' && (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Cancel ${row.title}`}
                          title="Cancel event"
                          onClick={() => {
                            cancel.reset();
                            setToCancel(row);
                          }}
                        >
                          <CalendarX aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </ListTable>
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={list.setPage}
              noun="events"
            />
          </>
        )}
      </ListStates>

      <DuplicateEventDialog
        open={toDuplicate !== null}
        onOpenChange={(open) => !open && setToDuplicate(null)}
        title={toDuplicate?.title ?? ''}
        suggestedStart={toDuplicate ? nextWeek(toDuplicate.startsAt, timeZone) : ''}
        timeZone={timeZone}
        isPending={duplicate.isPending}
        error={duplicate.error?.message}
        onConfirm={async (startsAt) => {
          if (!toDuplicate) return;
          try {
            const { event } = await duplicate.mutateAsync({ id: toDuplicate.id, startsAt });
            toast({
              title: 'Copy made',
              description: `${event.values.title} — a draft for you to check and publish.`,
            });
            setToDuplicate(null);
            navigate(`${paths.adminSocialEvents}?edit=${encodeURIComponent(event.id)}`);
          } catch {
            // Shown in the dialog.
          }
        }}
      />
      <CancelEventDialog
        open={toCancel !== null}
        onOpenChange={(open) => !open && setToCancel(null)}
        title={toCancel?.title ?? ''}
        registeredCount={(toCancel?.confirmedCount ?? 0) + (toCancel?.waitlistCount ?? 0)}
        isPending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={async (message) => {
          if (!toCancel) return;
          try {
            const { notified } = await cancel.mutateAsync({ id: toCancel.id, input: { message } });
            toast({
              title: 'Event cancelled',
              description: `${notified} ${notified === 1 ? 'player was' : 'players were'} e-mailed.`,
            });
            setToCancel(null);
          } catch {
            // Shown in the dialog.
          }
        }}
      />
    </div>
  );
}

function NewEventView() {
  const club = useClub();
  const navigate = useNavigate();
  const create = useCreateSocialEvent();
  const courts = useCourtOptions();
  usePageTitle('New Social Event');
  // The court list must be there before the form: a select cannot show a value it has no option for.
  if (courts.isPending) return <PageLoading />;
  return (
    <div className="space-y-4">
      <BackToList />
      <Card>
        <CardContent className="pt-6">
          <SocialEventForm
            initial={emptySocialEvent}
            timeZone={club.timeZone}
            courts={courts.data ?? []}
            submitLabel="Save draft"
            onCancel={() => navigate(paths.adminSocialEvents)}
            onSubmit={async (values: SocialEventData) => {
              const { event } = await create.mutateAsync(values);
              toast({ title: 'Draft saved', description: 'Check it, then publish it when it is ready.' });
              navigate(`${paths.adminSocialEvents}?edit=${encodeURIComponent(event.id)}`, { replace: true });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function EditEventView({ id }: { id: string }) {
  const navigate = useNavigate();
  const event = useAdminSocialEvent(id);
  const courts = useCourtOptions();
  const update = useUpdateSocialEvent();
  const publish = usePublishSocialEvent();
  const unpublish = useUnpublishSocialEvent();
  const duplicate = useDuplicateSocialEvent();
  const cancel = useCancelSocialEvent();
  const remove = useDeleteSocialEvent();
  const [dialog, setDialog] = useState<'duplicate' | 'cancel' | 'delete' | null>(null);
  usePageTitle(event.data ? `Edit ${event.data.values.title}` : 'Edit Social Event');

  if (event.isPending || courts.isPending) return <PageLoading />;
  if (event.isError) {
    return (
      <div className="space-y-4">
        <BackToList />
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Could not load the event</AlertTitle>
          <AlertDescription>
            <p>{event.error.message}</p>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  const e = event.data;
  const registered = e.confirmedCount + e.waitlistCount;
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      toast({ title: done });
    } catch (error) {
      toast({ title: 'Not done', description: (error as Error).message, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-4">
      <BackToList />
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge status={e.status} />
          <span className="text-sm">
            {e.confirmedCount} confirmed · {e.waitlistCount} on the waitlist
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          {e.status === 'draft' && (
            <Button
              size="sm"
              disabled={publish.isPending}
              onClick={() => act(() => publish.mutateAsync(e.id), 'Event published')}
            >
              <Send aria-hidden="true" />
              Publish
            </Button>
          )}
          {e.status === 'published' && registered === 0 && (
            <Button
              size="sm"
              variant="outline"
              disabled={unpublish.isPending}
              onClick={() => act(() => unpublish.mutateAsync(e.id), 'Back to draft: hidden from the public')}
            >
              Back to draft
            </Button>
          )}
          <Link
            to={paths.adminSocialPlayersForEventOf(e.id)}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            <Users aria-hidden="true" />
            Players
          </Link>
          <Link to={paths.socialEvent(e.slug)} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            <Eye aria-hidden="true" />
            {e.status === 'draft' ? 'Preview' : 'View page'}
          </Link>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              duplicate.reset();
              setDialog('duplicate');
            }}
          >
            <Copy aria-hidden="true" />
            Duplicate
          </Button>
          {e.status !== 'cancelled' && (
            <Button
              size="sm"
              variant="destructive"
              onClick={() => {
                cancel.reset();
                setDialog('cancel');
              }}
            >
              <CalendarX aria-hidden="true" />
              Cancel event
            </Button>
          )}
          {registered === 0 && e.status !== 'published' && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                remove.reset();
                setDialog('delete');
              }}
            >
              Delete
            </Button>
          )}
        </div>
      </div>
      <Card>
        <CardContent className="pt-6">
          <SocialEventForm
            key={`${e.id}-${e.slug}`}
            initial={e.values}
            timeZone={e.timeZone}
            courts={courts.data ?? []}
            submitLabel="Save changes"
            onCancel={() => navigate(paths.adminSocialEvents)}
            onSubmit={async (values) => {
              await update.mutateAsync({ id: e.id, input: values });
              toast({ title: 'Saved', description: `${values.title} is up to date.` });
            }}
          />
        </CardContent>
      </Card>

      <DuplicateEventDialog
        open={dialog === 'duplicate'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={e.values.title}
        suggestedStart={nextWeek(zonedWallTimeToUtc(e.values.startsAt, e.timeZone).toISOString(), e.timeZone)}
        timeZone={e.timeZone}
        isPending={duplicate.isPending}
        error={duplicate.error?.message}
        onConfirm={async (startsAt) => {
          try {
            const { event: copy } = await duplicate.mutateAsync({ id: e.id, startsAt });
            toast({ title: 'Copy made', description: 'A draft for you to check and publish.' });
            setDialog(null);
            navigate(`${paths.adminSocialEvents}?edit=${encodeURIComponent(copy.id)}`);
          } catch {
            // Shown in the dialog.
          }
        }}
      />
      <CancelEventDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={e.values.title}
        registeredCount={registered}
        isPending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={async (message) => {
          try {
            const { notified } = await cancel.mutateAsync({ id: e.id, input: { message } });
            toast({
              title: 'Event cancelled',
              description: `${notified} ${notified === 1 ? 'player was' : 'players were'} e-mailed.`,
            });
            setDialog(null);
          } catch {
            // Shown in the dialog.
          }
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Delete ${e.values.title}?`}
        description="Nobody has signed up, so the event can be removed completely. This cannot be undone."
        confirmLabel="Delete event"
        isPending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={async () => {
          await remove.mutateAsync(e.id);
          toast({ title: 'Event deleted' });
          navigate(paths.adminSocialEvents, { replace: true });
        }}
      />
    </div>
  );
}
