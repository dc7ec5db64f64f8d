import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListCell, RowAction } from '@client/components/admin-list/list-table';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { SearchBox } from '@client/components/admin-list/search-box';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { PageSection } from '@client/components/page-section';
import { QueryState } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { Eye, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useEditSeriesSession } from '../api/event-series-api';
import { useAddWalkIn } from '../api/registrable-api';
import { tournamentAdminApi } from '../api/tournaments-api';
import { AdminEventEditor, AdminEventNew } from '../components/admin-event-editor';
import { AdminEventList, FilterSelect } from '../components/admin-event-list';
import { adminKinds } from '../components/admin-kinds';
import { RegistrationList } from '../components/registration-list';
import { SeriesPanel, SeriesScopeChooser } from '../components/series-admin-panel';
import { emptyTournament, TournamentForm } from '../components/tournament-form';
import { useRegistrationActions } from '../components/use-registration-actions';
import { useSeriesEditScope } from '../components/use-series-edit-scope';
import { WalkInDialog } from '../components/walk-in-dialog';

const tournamentUi = adminKinds.tournament;

const sortKeys = ['startDate', 'title', 'status', 'entries'] as const;

/** /admin/tournaments: every tournament with its entries. */
export function AdminTournamentsPage() {
  const list = useListParams(sortKeys, 'startDate');
  const query = { q: list.q, sort: list.sort, dir: list.dir, page: list.page };
  const tournaments = tournamentAdminApi.useList(query);
  return (
    <AdminEventList
      ui={tournamentUi}
      api={tournamentAdminApi}
      list={list}
      result={tournaments}
      csvHref={tournamentAdminApi.csvUrl(query)}
      isFiltered={!!list.q}
      noMatches={
        <NoSearchMatches message={`No tournaments match “${list.q}”.`} onClear={() => list.setQuery('')} />
      }
      noneYet={{ text: 'There are no tournaments yet.', createLabel: 'Create the first one' }}
      columns={{
        leading: ['startDate', 'Dates'],
        trailing: [['entries', 'Entries', 'hidden md:table-cell']],
      }}
      leading={(t) => <td className="px-3 py-2">{formatDateRange(t.startDate, t.endDate)}</td>}
      subtitle={(t) => `${t.divisionCount} divisions`}
      trailing={(t) => (
        <ListCell label="Entries" className="hidden md:table-cell">
          {t.confirmedCount}
          {t.waitlistCount > 0 && <span className="text-muted-foreground"> +{t.waitlistCount} waiting</span>}
        </ListCell>
      )}
      actions={(t) => (
        <RowAction to={paths.tournament(t.slug)} label={`View ${t.title}`} title="View page" icon={Eye} />
      )}
    />
  );
}

/** /admin/tournaments/new */
export function AdminTournamentNewPage() {
  return (
    <AdminEventNew ui={tournamentUi} api={tournamentAdminApi} Form={TournamentForm} empty={emptyTournament} />
  );
}

/** /admin/tournaments/:id — the tournament, and its entries below. */
export function AdminTournamentEditPage() {
  const enteredIn = (t: { divisions: Array<{ confirmedCount: number; waitlistCount: number }> }) =>
    t.divisions.reduce((n, d) => n + d.confirmedCount + d.waitlistCount, 0);
  const [scope, setScope] = useSeriesEditScope();
  const editSession = useEditSeriesSession('tournament');
  return (
    <AdminEventEditor
      ui={tournamentUi}
      api={tournamentAdminApi}
      Form={TournamentForm}
      formKey={(t) => `${t.id}-${t.values.divisions.map((d) => d.id).join()}`}
      aboveForm={(t) =>
        t.series ? <SeriesScopeChooser kind="tournament" scope={scope} onChange={setScope} /> : null
      }
      // "This one" is the normal single save; wider scopes go through the series.
      save={(t, values) =>
        t.series && scope !== 'one'
          ? editSession.mutateAsync({ seriesId: t.series.id, id: t.id, scope, values })
          : undefined
      }
      summary={(t) => `${enteredIn(t)} entries`}
      registeredCount={enteredIn}
      actions={(t) => (
        <Link
          to={paths.adminTournamentDraws(t.id)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Draws and results
        </Link>
      )}
      below={(t) => (
        <>
          <SeriesPanel kind="tournament" event={t} firstDate={t.values.startDate} />
          <TournamentEntries tournamentId={t.id} />
        </>
      )}
    />
  );
}

function TournamentEntries({ tournamentId }: { tournamentId: string }) {
  const [q, setQ] = useState('');
  const [division, setDivision] = useState('all');
  const [addTo, setAddTo] = useState<string | null>(null);
  const entries = tournamentAdminApi.useSignups(tournamentId, q);
  const onAction = useRegistrationActions(tournamentAdminApi.reads, 'entry');
  const add = useAddWalkIn(tournamentAdminApi.reads);

  if (!entries.isSuccess) {
    return (
      <QueryState query={entries} errorTitle="Could not load the entries">
        {() => null}
      </QueryState>
    );
  }
  const { divisions, timeZone, tournament } = entries.data;
  const rows = entries.data.entries.filter((e) => division === 'all' || e.divisionId === division);
  const isOver = new Date(`${tournament.endDate}T23:59:59Z`) < new Date();
  return (
    <PageSection
      id="entries-heading"
      title="Entries"
      headingClassName="font-bold text-2xl"
      className="space-y-4"
    >
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
          <FilterSelect
            label="Division"
            className="sm:w-56"
            value={division}
            onChange={setDivision}
            options={[
              { value: 'all', label: 'All divisions' },
              ...divisions.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        </div>
        <CsvExportLink href={tournamentAdminApi.signupsCsvUrl(tournamentId, q)} />
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
          await add.mutateAsync({
            target: { kind: 'division', id: tournamentId, divisionId: addTo },
            input: values,
          });
          toast({ title: `${values.name} entered` });
        }}
      />
    </PageSection>
  );
}
