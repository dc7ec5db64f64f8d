import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ActionsHeader, ListActionsCell, ListCell } from '@client/components/admin-list/list-table';
import { NoSearchMatches } from '@client/components/admin-list/no-search-matches';
import { SearchBox } from '@client/components/admin-list/search-box';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { ColumnHeaders } from '@client/components/column-headers';
import { gatedPage } from '@client/components/page-access-gate';
import { PagedListTable } from '@client/components/page-list-table';
import { PageLoading } from '@client/components/page-loading';
import { TitleLink } from '@client/components/page-title-link';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '@shared/paths';
import {
  type LeagueSeason,
  leagueSeasonLabels,
  leagueSeasons,
  type TeamListQuery,
  type TeamNumberInput,
  type TeamStatus,
  type TeamSummary,
  teamNumberSchema,
  teamSortKeys,
  teamStatuses,
  teamStatusLabels,
} from '@shared/schemas/leagues';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  teamsCsvUrl,
  useRosters,
  useSetTeamNumber,
  useTeams,
  useUstaTeams,
  ustaTeamsCsvUrl,
} from '../api/leagues-api';
import { DeadlineText } from '../components/deadline-text';
import { IssueList } from '../components/issue-list';
import { TeamStatusBadge } from '../components/team-status-badge';

/** Filters kept in the URL beside the list kit's search/sort/page. */
function useTeamFilters() {
  const [params, setParams] = useSearchParams();
  const season = params.get('season') as LeagueSeason | null;
  const status = params.get('status') as TeamStatus | null;
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    season: season && leagueSeasons.includes(season) ? season : undefined,
    status: status && teamStatuses.includes(status) ? status : undefined,
    level: params.get('level') ?? undefined,
    set,
  };
}

const levelOptions = ['2.5', '3.0', '3.5', '4.0', '4.5', '5.0+', '6.0', '7.0', '8.0', '9.0'].map(
  (l) => [l, l] as const,
);

function TeamFilters({ filters }: { filters: ReturnType<typeof useTeamFilters> }) {
  return (
    <div className="flex flex-wrap gap-3">
      <SelectField
        label="Season"
        value={filters.season ?? ''}
        onChange={(e) => filters.set('season', e.target.value)}
        placeholder="All seasons"
        options={leagueSeasons.map((s) => [s, leagueSeasonLabels[s]] as const)}
      />
      <SelectField
        label="Level"
        value={filters.level ?? ''}
        onChange={(e) => filters.set('level', e.target.value)}
        placeholder="All levels"
        options={levelOptions}
      />
      <SelectField
        label="Status"
        value={filters.status ?? ''}
        onChange={(e) => filters.set('status', e.target.value)}
        placeholder="All"
        options={teamStatuses.map((s) => [s, teamStatusLabels[s]] as const)}
      />
    </div>
  );
}

type Variant = 'management' | 'usta';

/** /teams (Team Management) and /admin/usta-teams: every team, one list kit. */
function TeamsList({ variant, useList }: { variant: Variant; useList: typeof useTeams }) {
  const list = useListParams(teamSortKeys, 'league');
  const filters = useTeamFilters();
  const query: TeamListQuery = {
    q: list.q || undefined,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    season: filters.season,
    status: filters.status,
    level: filters.level,
  };
  const teams = useList(query);
  useKeepPageInRange(teams.data, list.page, list.setPage);
  const header = sortableHeaderOf(list);
  const isFiltered = !!(list.q || filters.season || filters.status || filters.level);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label="Search teams"
          value={list.q}
          onSearch={list.setQuery}
          placeholder="Team, league, captain, number"
        />
        <div className="flex flex-wrap gap-2">
          <CsvExportLink href={variant === 'usta' ? ustaTeamsCsvUrl(query) : teamsCsvUrl(query)} />
          <Link to={paths.teamsRoster} className="self-center text-link underline">
            All rosters
          </Link>
        </div>
      </div>
      <TeamFilters filters={filters} />
      <PagedListTable
        query={teams}
        list={list}
        errorTitle="Could not load the teams"
        empty={
          isFiltered ? (
            <NoSearchMatches message="No teams match these filters." onClear={() => list.setQuery('')} />
          ) : (
            <p>
              No teams are registered yet. Captains register them on{' '}
              <Link to={paths.leagues} className="text-link underline">
                Team Registration
              </Link>
              .
            </p>
          )
        }
        caption={variant === 'usta' ? 'USTA teams' : 'Teams'}
        head={
          <>
            {header('name', 'Team')}
            {header('league', 'League')}
            {header('number', 'USTA number')}
            {header('status', 'Status')}
            {header('captain', 'Captain', 'hidden md:table-cell')}
            {header('roster', 'Roster')}
            <ColumnHeaders columns={[{ name: 'Deadlines', className: 'hidden lg:table-cell' }]} />
            <ActionsHeader />
          </>
        }
        noun="teams"
      >
        {(data) =>
          data.items.map((team) => <TeamRow key={team.id} team={team} canEditNumber={variant === 'usta'} />)
        }
      </PagedListTable>
    </div>
  );
}

function TeamRow({ team, canEditNumber }: { team: TeamSummary; canEditNumber: boolean }) {
  const id = useId();
  const save = useSetTeamNumber();
  // raw: both fields go out as typed once the schema accepts them (the server parses them).
  const form = useForm<TeamNumberInput>({
    resolver: zodResolver(teamNumberSchema, undefined, { raw: true }),
    defaultValues: { ustaTeamNumber: team.ustaTeamNumber ?? '', flight: team.flight },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ ustaTeamNumber, flight }) =>
    submitWith(form, async () => {
      const number = ustaTeamNumber.trim();
      const flightName = flight?.trim() ?? '';
      await save.mutateAsync({ id: team.id, ustaTeamNumber: number, flight: flightName });
      toast({
        title: 'Team number saved',
        description: `${team.name}: ${number || 'no number'}${flightName ? `, flight ${flightName}` : ''}.`,
      });
    }),
  );
  const error = errors.ustaTeamNumber?.message ?? errors.flight?.message ?? formErrorOf(form);
  return (
    <tr className="border-t align-top">
      <ListCell>
        <TitleLink to={paths.teamRoster(team.id)}>{team.name}</TitleLink>
      </ListCell>
      <ListCell label="League">
        <Link className="text-link underline" to={paths.leagueStandings(team.league.id)}>
          {team.league.name}
        </Link>
        <div className="text-muted-foreground text-xs">Level {team.league.level}</div>
      </ListCell>
      <ListCell label="USTA number">
        {canEditNumber ? (
          <form onSubmit={submit} noValidate className="flex flex-wrap gap-1">
            <label htmlFor={`${id}-n`} className="sr-only">
              USTA team number of {team.name}
            </label>
            <Input
              id={`${id}-n`}
              inputMode="numeric"
              className="w-36"
              aria-invalid={errors.ustaTeamNumber ? true : undefined}
              aria-describedby={error ? `${id}-e` : undefined}
              {...form.register('ustaTeamNumber')}
            />
            <label htmlFor={`${id}-f`} className="sr-only">
              Flight of {team.name} (empty when the league has one flight)
            </label>
            <Input
              id={`${id}-f`}
              className="w-20"
              placeholder="Flight"
              aria-invalid={errors.flight ? true : undefined}
              aria-describedby={error ? `${id}-e` : undefined}
              {...form.register('flight')}
            />
            <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
              Save
            </Button>
            {error ? (
              <p id={`${id}-e`} role="alert" className="text-destructive-text text-xs">
                {error}
              </p>
            ) : null}
          </form>
        ) : (
          <>
            {team.ustaTeamNumber ?? '—'}
            {team.flight ? <div className="text-muted-foreground text-xs">Flight {team.flight}</div> : null}
          </>
        )}
      </ListCell>
      <ListCell label="Status">
        <TeamStatusBadge status={team.status} />
      </ListCell>
      <ListCell label="Captain" className="hidden md:table-cell">
        {team.captain?.name ?? '—'}
        {team.coCaptain ? (
          <div className="text-muted-foreground text-xs">Co: {team.coCaptain.name}</div>
        ) : null}
      </ListCell>
      <ListCell label="Roster">
        <span className={team.rosterCount < team.minRoster ? 'font-medium text-destructive-text' : undefined}>
          {team.rosterCount} / min {team.minRoster}
        </span>
      </ListCell>
      <ListCell label="Deadlines" className="hidden lg:table-cell">
        <div className="text-xs">
          Team number: <DeadlineText deadline={team.teamNumberDeadline} />
        </div>
        <div className="text-xs">
          Roster: <DeadlineText deadline={team.rosterDeadline} />
        </div>
      </ListCell>
      <ListActionsCell>
        <Link to={paths.teamRoster(team.id)} className="text-link text-sm underline">
          Roster of {team.name}
        </Link>
      </ListActionsCell>
    </tr>
  );
}

export const TeamsPage = gatedPage(paths.teams, () => <TeamsList variant="management" useList={useTeams} />);

export const AdminUstaTeamsPage = gatedPage(paths.adminUstaTeams, () => (
  <TeamsList variant="usta" useList={useUstaTeams} />
));

/** /teams/roster: the rosters of all teams (a captain: their own) in one view. */
export const RostersPage = gatedPage(paths.teamsRoster, AllRosters);

function AllRosters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rosters = useRosters({ q: q || undefined });
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <SearchBox
        label="Search rosters"
        value={q}
        onSearch={(v) => setParams(v ? { q: v } : {}, { replace: true })}
        placeholder="Team or league"
      />
      {rosters.isPending ? (
        <PageLoading />
      ) : rosters.isError ? (
        <p className="text-destructive-text">{rosters.error.message}</p>
      ) : rosters.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center">No rosters to show.</p>
      ) : (
        rosters.data.map((roster) => (
          <section
            key={roster.team.id}
            aria-labelledby={`r-${roster.team.id}`}
            className="space-y-2 rounded-lg border p-4"
          >
            <h2 id={`r-${roster.team.id}`} className="font-semibold">
              <Link
                to={paths.teamRoster(roster.team.id)}
                className="text-link underline underline-offset-4 hover:decoration-2"
              >
                {roster.team.name}
              </Link>{' '}
              <span className="font-normal text-muted-foreground text-sm">
                {roster.team.league.name} · {roster.players.length} players
              </span>
            </h2>
            <IssueList issues={roster.issues} />
            <ul className="grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {roster.players.map((p) => (
                <li key={p.entryId}>
                  {p.name} · {p.ntrpRating ?? 'no rating'}
                  {p.issues.some((i) => i.severity === 'error') ? (
                    <span className="text-destructive-text"> · not eligible</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
