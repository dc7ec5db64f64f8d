import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { ListStates, NoSearchMatches } from '@client/components/admin-list/list-states';
import { ListCell, ListTable } from '@client/components/admin-list/list-table';
import { SearchBox } from '@client/components/admin-list/search-box';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { SelectField } from '@client/components/ui/form-field';
import { paths } from '@shared/paths';
import { playerGenderLabels, playerGenders } from '@shared/player-details';
import {
  type LookingListQuery,
  leagueFormatLabels,
  leagueFormats,
  lookingSortKeys,
  lookingStatuses,
  lookingStatusLabels,
} from '@shared/schemas/looking-for-team';
import { ntrpRatings } from '@shared/schemas/profile';
import { ageDivisionLabels, ageDivisions } from '@shared/tennis/eligibility';
import { Link } from 'react-router';
import { lookingCsvUrl, useLookingLeagues, useLookingList } from '../api/looking-api';
import { StatusBadge } from '../components/status-badge';

const filterKeys = ['status', 'level', 'gender', 'age', 'format', 'league'] as const;
const entries = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((k) => [k, labels[k]] as const);

/** Accepts a URL value only when it is one of the choices ('' = any). */
function pick<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** /looking_for_team: the reps' list of players looking for a team. */
export function LookingListPage() {
  const list = useListParams(lookingSortKeys, 'createdAt', { defaultDir: 'desc', filters: filterKeys });
  const leagues = useLookingLeagues();
  const f = list.filters;
  const query: LookingListQuery = {
    q: list.q,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    status: pick(f.status, [...lookingStatuses, 'open'] as const),
    level: pick(f.level, ntrpRatings),
    gender: pick(f.gender, playerGenders),
    age: pick(f.age, ageDivisions),
    format: pick(f.format, leagueFormats),
    league: (leagues.data ?? []).some((l) => l.id === f.league) ? f.league : undefined,
  };
  const requests = useLookingList(query);
  const header = sortableHeaderOf(list);
  const isFiltered = !!list.q || filterKeys.some((k) => f[k]);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label="Search requests"
          value={list.q}
          onSearch={list.setQuery}
          placeholder="Name, e-mail, phone or notes"
        />
        <CsvExportLink href={lookingCsvUrl(query)} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <SelectField
          label="Status"
          placeholder="Any status"
          options={[['open', 'Open (new or contacted)'], ...entries(lookingStatuses, lookingStatusLabels)]}
          value={f.status}
          onChange={(e) => list.setFilter('status', e.target.value)}
        />
        <SelectField
          label="Level"
          placeholder="Any level"
          options={ntrpRatings.map((r) => [r, r] as const)}
          value={f.level}
          onChange={(e) => list.setFilter('level', e.target.value)}
        />
        <SelectField
          label="Gender"
          placeholder="Any"
          options={entries(playerGenders, playerGenderLabels)}
          value={f.gender}
          onChange={(e) => list.setFilter('gender', e.target.value)}
        />
        <SelectField
          label="Age group"
          placeholder="Any age"
          options={entries(ageDivisions, ageDivisionLabels)}
          value={f.age}
          onChange={(e) => list.setFilter('age', e.target.value)}
        />
        <SelectField
          label="Kind of league"
          placeholder="Any kind"
          options={entries(leagueFormats, leagueFormatLabels)}
          value={f.format}
          onChange={(e) => list.setFilter('format', e.target.value)}
        />
        <SelectField
          label="League"
          placeholder="Any league"
          options={(leagues.data ?? []).map((l) => [l.id, l.name] as const)}
          value={query.league ?? ''}
          onChange={(e) => list.setFilter('league', e.target.value)}
        />
      </div>

      <ListStates
        query={requests}
        errorTitle="Could not load the requests"
        isEmpty={(data) => data.total === 0}
        empty={
          isFiltered ? (
            <NoSearchMatches message="No requests match these filters." onClear={list.clearFilters} />
          ) : (
            <p>
              Nobody is looking for a team right now. Players file requests on the{' '}
              <Link to={paths.formsLooking} className="text-link underline">
                Looking for Team
              </Link>{' '}
              form.
            </p>
          )
        }
      >
        {(data) => (
          <>
            <ListTable
              caption="Players looking for a team"
              head={
                <>
                  {header('name', 'Name')}
                  {header('ntrpRating', 'Level')}
                  <th scope="col" className="hidden px-3 py-2 text-left font-medium md:table-cell">
                    Player
                  </th>
                  <th scope="col" className="hidden px-3 py-2 text-left font-medium lg:table-cell">
                    Interested in
                  </th>
                  {header('status', 'Status')}
                  {header('createdAt', 'Filed')}
                </>
              }
            >
              {data.items.map((r) => (
                <tr key={r.id} className="border-t align-top">
                  <ListCell>
                    <Link
                      to={paths.lookingForTeamEntry(r.id)}
                      className="font-medium text-link underline-offset-4 hover:underline"
                    >
                      {r.name}
                    </Link>
                    <div className="break-all text-muted-foreground text-xs">{r.email}</div>
                  </ListCell>
                  <ListCell label="Level">
                    {r.ntrpRating} {r.ratingType}
                  </ListCell>
                  <ListCell label="Player" className="hidden md:table-cell">
                    {playerGenderLabels[r.gender]}, {ageDivisionLabels[r.ageDivision]}
                  </ListCell>
                  <ListCell label="Interested in" className="hidden lg:table-cell">
                    {[...r.formats.map((x) => leagueFormatLabels[x]), ...r.leagues.map((l) => l.name)].join(
                      ', ',
                    ) || '—'}
                  </ListCell>
                  <ListCell label="Status">
                    <StatusBadge status={r.status} />
                    {r.placedTeam && <div className="text-xs">{r.placedTeam.name}</div>}
                  </ListCell>
                  <ListCell label="Filed">{new Date(r.createdAt).toLocaleDateString()}</ListCell>
                </tr>
              ))}
            </ListTable>
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={list.setPage}
              noun="requests"
            />
          </>
        )}
      </ListStates>
    </div>
  );
}
