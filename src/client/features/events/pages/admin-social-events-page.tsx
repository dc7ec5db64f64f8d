import { ListCell, RowAction } from '@client/components/admin-list/list-table';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Link } from '@client/lib/router/link';
import { useNavigate, useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { defaultClubIdentity } from '@shared/club-identity';
import { formatClubDateTime, utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import { paths } from '@shared/paths';
import { type AdminSocialEventsQuery, socialEventSortKeys } from '@shared/schemas/events-socials';
import { Copy, Users } from 'lucide-react';
import { useState } from 'react';
import { useEditSeriesSession } from '../api/event-series-api';
import { socialAdminApi, useDuplicateSocialEvent, useUnpublishSocialEvent } from '../api/social-events-api';
import { AdminEventEditor, AdminEventNew } from '../components/admin-event-editor';
import { AdminEventList, FilterSelect } from '../components/admin-event-list';
import { adminKinds } from '../components/admin-kinds';
import { DuplicateEventDialog } from '../components/event-dialogs';
import { SeriesPanel, SeriesScopeChooser } from '../components/series-admin-panel';
import { emptySocialEvent, SocialEventForm } from '../components/social-event-form';
import { useSeriesEditScope } from '../components/use-series-edit-scope';

const socialUi = adminKinds.social;

const statusFilters = [
  { value: 'upcoming', label: 'Upcoming (not over yet)' },
  { value: 'past', label: 'Past' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All events' },
] as const;

/** A week later, same time: the usual next occurrence of a recurring social. */
function nextWeek(startsAt: string, timeZone: string): string {
  const wall = utcToZonedWallTime(startsAt, timeZone);
  const d = new Date(`${wall.slice(0, 10)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return `${d.toISOString().slice(0, 10)}${wall.slice(10)}`;
}

/** "Duplicate" for the next occurrence: a draft copy, opened in its editor. */
function useDuplicate() {
  const navigate = useNavigate();
  const duplicate = useDuplicateSocialEvent();
  const [source, setSource] = useState<{ id: string; title: string; startsAt: string } | null>(null);
  const dialog = (timeZone: string) => (
    <DuplicateEventDialog
      open={source !== null}
      onOpenChange={(open) => !open && setSource(null)}
      title={source?.title ?? ''}
      suggestedStart={source ? nextWeek(source.startsAt, timeZone) : ''}
      timeZone={timeZone}
      isPending={duplicate.isPending}
      onConfirm={async ({ startsAt }) => {
        if (!source) return;
        const { event } = await duplicate.mutateAsync({ id: source.id, startsAt });
        toast({
          title: 'Copy made',
          description: `${event.values.title} — a draft for you to check and publish.`,
        });
        setSource(null);
        navigate(paths.adminSocialEvent(event.id));
      }}
    />
  );
  const open = (s: { id: string; title: string; startsAt: string }) => {
    duplicate.reset();
    setSource(s);
  };
  return { open, dialog };
}

/** /admin/SocialEventsPage: every social, with filters and row actions. */
export function AdminSocialEventsPage() {
  const [, setParams] = useSearchParams();
  const list = useListParams(socialEventSortKeys, 'startsAt', { filters: ['status'] });
  const status = (list.filters.status || 'upcoming') as AdminSocialEventsQuery['status'];
  const query = { q: list.q, status, sort: list.sort, dir: list.dir, page: list.page };
  const events = socialAdminApi.useList(query);
  const duplicate = useDuplicate();
  const timeZone = events.data?.timeZone ?? defaultClubIdentity.timeZone;

  return (
    <AdminEventList
      ui={socialUi}
      api={socialAdminApi}
      list={list}
      result={events}
      csvHref={socialAdminApi.csvUrl(query)}
      filters={
        <FilterSelect
          label="Show"
          value={status}
          options={statusFilters}
          onChange={(value) => list.setFilter('status', value)}
        />
      }
      isFiltered={!!list.q || status !== 'upcoming'}
      noMatches={
        <>
          <p>No events match this search and filter.</p>
          <Button
            variant="link"
            onClick={() => setParams(new URLSearchParams({ status: 'all' }), { replace: true })}
          >
            Show all events
          </Button>
        </>
      }
      noneYet={{ text: 'There are no upcoming social events.', createLabel: 'Create one' }}
      columns={{
        leading: ['startsAt', 'Date'],
        trailing: [
          ['registered', 'Players', 'hidden md:table-cell'],
          ['updatedAt', 'Updated', 'hidden lg:table-cell'],
        ],
      }}
      leading={(row, tz) => (
        <td className="whitespace-nowrap px-3 py-2">
          {formatClubDateTime(row.startsAt, tz, { month: 'short', day: 'numeric', year: 'numeric' })}
          <div className="text-muted-foreground text-xs">
            {formatClubDateTime(row.startsAt, tz, { hour: 'numeric', minute: '2-digit' })}
          </div>
        </td>
      )}
      subtitle={(row) => row.place}
      trailing={(row) => (
        <>
          <ListCell label="Players" className="hidden md:table-cell">
            {row.confirmedCount}/{row.capacity}
            {row.waitlistCount > 0 && (
              <span className="text-muted-foreground"> +{row.waitlistCount} waiting</span>
            )}
          </ListCell>
          <ListCell label="Updated" className="hidden lg:table-cell">
            {new Date(row.updatedAt).toLocaleDateString()}
          </ListCell>
        </>
      )}
      actions={(row) => (
        <>
          <RowAction
            to={paths.adminSocialPlayersForEventOf(row.id)}
            label={`Players of ${row.title}`}
            title="Players"
            icon={Users}
          />
          <RowAction
            label={`Duplicate ${row.title}`}
            title="Duplicate"
            icon={Copy}
            onClick={() => duplicate.open(row)}
          />
        </>
      )}
    >
      {duplicate.dialog(timeZone)}
    </AdminEventList>
  );
}

/** /admin/SocialEventsPage/new */
export function AdminSocialEventNewPage() {
  return <AdminEventNew ui={socialUi} api={socialAdminApi} Form={SocialEventForm} empty={emptySocialEvent} />;
}

/** /admin/SocialEventsPage/:id */
export function AdminSocialEventEditPage() {
  const unpublish = useUnpublishSocialEvent();
  const duplicate = useDuplicate();
  const [scope, setScope] = useSeriesEditScope();
  const editSession = useEditSeriesSession('social');
  return (
    <AdminEventEditor
      ui={socialUi}
      api={socialAdminApi}
      Form={SocialEventForm}
      formKey={(e) => `${e.id}-${e.slug}`}
      aboveForm={(e) =>
        e.series ? <SeriesScopeChooser kind="social" scope={scope} onChange={setScope} /> : null
      }
      save={(e, values) =>
        e.series ? editSession.mutateAsync({ seriesId: e.series.id, id: e.id, scope, values }) : undefined
      }
      below={(e) => <SeriesPanel kind="social" event={e} firstDate={e.values.startsAt} />}
      summary={(e) => `${e.confirmedCount} confirmed · ${e.waitlistCount} on the waitlist`}
      registeredCount={(e) => e.confirmedCount + e.waitlistCount}
      actions={(e) => (
        <>
          {e.status === 'published' && e.confirmedCount + e.waitlistCount === 0 && (
            <Button
              size="sm"
              variant="outline"
              disabled={unpublish.isPending}
              onClick={async () => {
                try {
                  await unpublish.mutateAsync(e.id);
                  toast({ title: 'Back to draft: hidden from the public' });
                } catch (error) {
                  toast({ title: 'Not done', description: (error as Error).message, variant: 'destructive' });
                }
              }}
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
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              duplicate.open({
                id: e.id,
                title: e.values.title,
                startsAt: zonedWallTimeToUtc(e.values.startsAt, e.timeZone).toISOString(),
              })
            }
          >
            <Copy aria-hidden="true" />
            Duplicate
          </Button>
        </>
      )}
      dialogs={(e) => duplicate.dialog(e.timeZone)}
    />
  );
}
