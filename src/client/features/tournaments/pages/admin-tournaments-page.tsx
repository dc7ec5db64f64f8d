import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { ListStates, NoSearchMatches } from '@client/components/admin-list/list-states';
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
import { CancelEventDialog, EventStatusBadge } from '@client/features/registrations/components/event-dialogs';
import { selectClass } from '@client/features/registrations/components/registration-fields';
import {
  type RegistrationAction,
  RegistrationList,
} from '@client/features/registrations/components/registration-list';
import { WalkInDialog } from '@client/features/registrations/components/walk-in-dialog';
import { apiClient } from '@client/lib/api-client';
import { useClub } from '@client/lib/club';
import { usePageTitle } from '@client/lib/page-title';
import { toast } from '@client/lib/toast-store';
import { pageAccess } from '@shared/access';
import { formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import type { AdminRegistration, CourtOption } from '@shared/schemas/events';
import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  ArrowLeft,
  CalendarX,
  Eye,
  PartyPopper,
  Pencil,
  Plus,
  Send,
  UserPlus,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  tournamentEntriesCsvUrl,
  tournamentsCsvUrl,
  useAddTournamentEntry,
  useAdminTournament,
  useAdminTournaments,
  useCancelTournament,
  useCreateTournament,
  useDeleteTournament,
  useEntryAction,
  usePublishTournament,
  useTournamentEntries,
  useUpdateTournament,
} from '../api/tournaments-api';
import { emptyTournament, TournamentForm } from '../components/tournament-form';

const sortKeys = ['startDate', 'title', 'status', 'entries'] as const;

function useCourtOptions() {
  return useQuery({
    queryKey: ['courts', 'list'],
    queryFn: ({ signal }) => apiClient.get<{ courts: CourtOption[] }>('/api/courts', { signal }),
    select: (data) => data.courts.map((c) => ({ id: c.id, name: c.name })),
    staleTime: 60_000,
  });
}

/** /admin/tournaments: the list, or ?new=1 / ?edit=<id> (form and entries). */
export function AdminTournamentsPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const isNew = params.get('new') === '1';
  return (
    <PageAccessGate rule={pageAccess[paths.adminTournaments]}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {isNew ? <NewTournament /> : editId ? <EditTournament id={editId} /> : <TournamentList />}
      </div>
    </PageAccessGate>
  );
}

function BackToList() {
  return (
    <Link
      to={paths.adminTournaments}
      className="inline-flex items-center gap-1 rounded-sm text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All tournaments
    </Link>
  );
}

function TournamentList() {
  const list = useListParams(sortKeys, 'startDate');
  const query = { q: list.q, sort: list.sort, dir: list.dir, page: list.page };
  const tournaments = useAdminTournaments(query);
  useKeepPageInRange(tournaments.data, list.page, list.setPage);
  const header = sortableHeaderOf(list);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label="Search tournaments"
          value={list.q}
          onSearch={list.setQuery}
          placeholder="Title or place"
        />
        <div className="flex flex-wrap gap-2">
          <Link to={paths.adminSocialEvents} className={buttonVariants({ variant: 'ghost' })}>
            <PartyPopper aria-hidden="true" />
            Social events
          </Link>
          <CsvExportLink href={tournamentsCsvUrl(query)} />
          <Link to={`${paths.adminTournaments}?new=1`} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New tournament
          </Link>
        </div>
      </div>
      <ListStates
        query={tournaments}
        errorTitle="Could not load the tournaments"
        isEmpty={(data) => data.total === 0}
        empty={
          list.q ? (
            <NoSearchMatches
              message={`No tournaments match “${list.q}”.`}
              onClear={() => list.setQuery('')}
            />
          ) : (
            <>
              <p className="mb-3">There are no tournaments yet.</p>
              <Link to={`${paths.adminTournaments}?new=1`} className={buttonVariants()}>
                <Plus aria-hidden="true" />
                Create the first one
              </Link>
            </>
          )
        }
      >
        {(data) => (
          <>
            <ListTable
              caption="Tournaments"
              head={
                <>
                  {header('startDate', 'Dates')}
                  {header('title', 'Tournament')}
                  {header('status', 'Status', 'hidden sm:table-cell')}
                  {header('entries', 'Entries', 'hidden md:table-cell')}
                  <ActionsHeader />
                </>
              }
            >
              {data.rows.map((t) => (
                <tr key={t.id} className="border-t align-top">
                  <td className="px-3 py-2">{formatDateRange(t.startDate, t.endDate)}</td>
                  <td className="px-3 py-2">
                    <Link
                      to={`${paths.adminTournaments}?edit=${encodeURIComponent(t.id)}`}
                      className="font-medium text-link underline-offset-4 hover:underline"
                    >
                      {t.title}
                    </Link>
                    <div className="text-muted-foreground text-xs">{t.divisionCount} divisions</div>
                    <div className="mt-1 sm:hidden">
                      <EventStatusBadge status={t.status} />
                    </div>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <EventStatusBadge status={t.status} />
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">
                    {t.confirmedCount}
                    {t.waitlistCount > 0 && (
                      <span className="text-muted-foreground"> +{t.waitlistCount} waiting</span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Link
                        to={`${paths.adminTournaments}?edit=${encodeURIComponent(t.id)}`}
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                        aria-label={`Edit ${t.title} and its entries`}
                        title="Edit and entries"
                      >
                        <Pencil aria-hidden="true" />
                      </Link>
                      <Link
                        to={paths.tournament(t.slug)}
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                        aria-label={`View ${t.title}`}
                        title="View page"
                      >
                        <Eye aria-hidden="true" />
                      </Link>
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
              noun="tournaments"
            />
          </>
        )}
      </ListStates>
    </div>
  );
}

function NewTournament() {
  const club = useClub();
  const navigate = useNavigate();
  const create = useCreateTournament();
  const courts = useCourtOptions();
  usePageTitle('New Tournament');
  // The court list must be there before the form: a select cannot show a value it has no option for.
  if (courts.isPending) return <PageLoading />;
  return (
    <div className="space-y-4">
      <BackToList />
      <Card>
        <CardContent className="pt-6">
          <TournamentForm
            initial={emptyTournament}
            timeZone={club.timeZone}
            courts={courts.data ?? []}
            submitLabel="Save draft"
            onCancel={() => navigate(paths.adminTournaments)}
            onSubmit={async (values) => {
              const { tournament } = await create.mutateAsync(values);
              toast({ title: 'Draft saved', description: 'Check it, then publish it when it is ready.' });
              navigate(`${paths.adminTournaments}?edit=${encodeURIComponent(tournament.id)}`, {
                replace: true,
              });
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function EditTournament({ id }: { id: string }) {
  const navigate = useNavigate();
  const tournament = useAdminTournament(id);
  const courts = useCourtOptions();
  const update = useUpdateTournament();
  const publish = usePublishTournament();
  const cancel = useCancelTournament();
  const remove = useDeleteTournament();
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  usePageTitle(tournament.data ? `Edit ${tournament.data.values.title}` : 'Edit Tournament');

  if (tournament.isPending || courts.isPending) return <PageLoading />;
  if (tournament.isError) {
    return (
      <div className="space-y-4">
        <BackToList />
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Could not load the tournament</AlertTitle>
          <AlertDescription>
            <p>{tournament.error.message}</p>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  const t = tournament.data;
  const entered = t.divisions.reduce((n, d) => n + d.confirmedCount + d.waitlistCount, 0);

  return (
    <div className="space-y-6">
      <BackToList />
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge status={t.status} />
          <span className="text-sm">{entered} entries</span>
        </div>
        <div className="flex flex-wrap gap-2">
          {t.status === 'draft' && (
            <Button
              size="sm"
              disabled={publish.isPending}
              onClick={async () => {
                try {
                  await publish.mutateAsync(t.id);
                  toast({ title: 'Tournament published', description: 'It is now on the Tournaments page.' });
                } catch (error) {
                  toast({
                    title: 'Not published',
                    description: (error as Error).message,
                    variant: 'destructive',
                  });
                }
              }}
            >
              <Send aria-hidden="true" />
              Publish
            </Button>
          )}
          <Link to={paths.tournament(t.slug)} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            <Eye aria-hidden="true" />
            {t.status === 'draft' ? 'Preview' : 'View page'}
          </Link>
          {t.status !== 'cancelled' && (
            <Button
              size="sm"
              variant="destructive"
              onClick={() => {
                cancel.reset();
                setDialog('cancel');
              }}
            >
              <CalendarX aria-hidden="true" />
              Cancel tournament
            </Button>
          )}
          {entered === 0 && t.status !== 'published' && (
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
          <TournamentForm
            key={`${t.id}-${t.values.divisions.map((d) => d.id).join()}`}
            initial={t.values}
            timeZone={t.timeZone}
            courts={courts.data ?? []}
            submitLabel="Save changes"
            onCancel={() => navigate(paths.adminTournaments)}
            onSubmit={async (values) => {
              await update.mutateAsync({ id: t.id, input: values });
              toast({ title: 'Saved', description: `${values.title} is up to date.` });
            }}
          />
        </CardContent>
      </Card>
      <TournamentEntries tournamentId={t.id} />

      <CancelEventDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t.values.title}
        registeredCount={entered}
        isPending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={async (message) => {
          try {
            const { notified } = await cancel.mutateAsync({ id: t.id, input: { message } });
            toast({ title: 'Tournament cancelled', description: `${notified} entrants were e-mailed.` });
            setDialog(null);
          } catch {
            // Shown in the dialog.
          }
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Delete ${t.values.title}?`}
        description="Nobody has entered, so the tournament can be removed completely. This cannot be undone."
        confirmLabel="Delete tournament"
        isPending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={async () => {
          await remove.mutateAsync(t.id);
          toast({ title: 'Tournament deleted' });
          navigate(paths.adminTournaments, { replace: true });
        }}
      />
    </div>
  );
}

function TournamentEntries({ tournamentId }: { tournamentId: string }) {
  const [q, setQ] = useState('');
  const [division, setDivision] = useState('all');
  const [addTo, setAddTo] = useState<string | null>(null);
  const entries = useTournamentEntries(tournamentId, q);
  const action = useEntryAction();
  const add = useAddTournamentEntry();
  const divisionId = useId();

  if (entries.isPending) return <PageLoading />;
  if (entries.isError) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>Could not load the entries</AlertTitle>
        <AlertDescription>
          <p>{entries.error.message}</p>
        </AlertDescription>
      </Alert>
    );
  }
  const { divisions, timeZone, tournament } = entries.data;
  const rows = entries.data.entries.filter((e) => division === 'all' || e.divisionId === division);
  const isOver = new Date(`${tournament.endDate}T23:59:59Z`) < new Date();
  const onAction = async (row: AdminRegistration, what: RegistrationAction) => {
    await action.mutateAsync({
      id: row.id,
      action: what,
    });
    if (what === 'cancel')
      toast({ title: `${row.name}’s entry cancelled`, description: 'They have been e-mailed.' });
    if (what === 'remove') toast({ title: `${row.name} removed` });
  };

  return (
    <section aria-labelledby="entries-heading" className="space-y-4">
      <h2 id="entries-heading" className="font-bold text-2xl">
        Entries
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {divisions.map((d) => (
          <li key={d.id} className="rounded-lg border bg-card p-3 text-sm">
            <p className="font-medium">{d.name}</p>
            <p className="text-muted-foreground">
              {d.confirmedCount}/{d.capacity} · {d.waitlistCount} waiting
            </p>
            {tournament.status !== 'cancelled' && (
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setAddTo(d.id)}>
                <UserPlus aria-hidden="true" />
                Add entry<span className="sr-only"> to {d.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-end">
          <div className="sm:w-72">
            <SearchBox label="Search entries" value={q} onSearch={setQ} placeholder="Name, e-mail, partner" />
          </div>
          <div className="w-full space-y-1.5 sm:w-56">
            <Label htmlFor={divisionId}>Division</Label>
            <select
              id={divisionId}
              className={selectClass}
              value={division}
              onChange={(e) => setDivision(e.target.value)}
            >
              <option value="all">All divisions</option>
              {divisions.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <CsvExportLink href={tournamentEntriesCsvUrl(tournamentId, q)} />
      </div>
      {entries.data.entries.length === 0 && !q ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          No entries yet.
        </p>
      ) : (
        <RegistrationList
          rows={rows}
          timeZone={timeZone}
          onAction={onAction}
          isOver={isOver}
          showDivision={division === 'all'}
        />
      )}
      <WalkInDialog
        open={addTo !== null}
        onOpenChange={(open) => !open && setAddTo(null)}
        title={`Add an entry to ${divisions.find((d) => d.id === addTo)?.name ?? 'the division'}`}
        description="For entries taken by phone or at the desk: confirmed straight away, even if the division is full."
        onSubmit={async (values) => {
          if (!addTo) return;
          await add.mutateAsync({ id: tournamentId, divisionId: addTo, input: values });
          toast({ title: `${values.name} entered` });
        }}
      />
    </section>
  );
}
