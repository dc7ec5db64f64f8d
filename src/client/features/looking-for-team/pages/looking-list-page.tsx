import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListFilters } from '@client/components/admin-list/list-filters';
import { ListCell } from '@client/components/admin-list/list-table';
import { ListToolbar } from '@client/components/admin-list/list-toolbar';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { ColumnHeaders } from '@client/components/column-headers';
import { PagedListTable } from '@client/components/page-list-table';
import { TitleLink } from '@client/components/page-title-link';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { playerGenderLabels, playerGenders } from '@shared/player-labels';
import {
  type LookingListQuery,
  leagueFormatLabels,
  leagueFormats,
  lookingSortKeys,
  lookingStatuses,
  lookingStatusLabels,
} from '@shared/schemas/looking-for-team';
import { ntrpRatings } from '@shared/schemas/profiles';
import { ageDivisionLabels, ageDivisions } from '@shared/tennis/eligibility';
import { lookingCsvUrl, useLookingLeagues, useLookingList } from '../api/looking-for-team-api';
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

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <ListToolbar list={list} searchLabel="Search requests" placeholder="Name, e-mail, phone or notes">
        <CsvExportLink href={lookingCsvUrl(query)} />
      </ListToolbar>
      <ListFilters
        list={list}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        filters={[
          {
            name: 'status',
            label: 'Status',
            placeholder: 'Any status',
            options: [['open', 'Open (new or contacted)'], ...entries(lookingStatuses, lookingStatusLabels)],
          },
          {
            name: 'level',
            label: 'Level',
            placeholder: 'Any level',
            options: ntrpRatings.map((r) => [r, r] as const),
          },
          {
            name: 'gender',
            label: 'Gender',
            placeholder: 'Any',
            options: entries(playerGenders, playerGenderLabels),
          },
          {
            name: 'age',
            label: 'Age group',
            placeholder: 'Any age',
            options: entries(ageDivisions, ageDivisionLabels),
          },
          {
            name: 'format',
            label: 'Kind of league',
            placeholder: 'Any kind',
            options: entries(leagueFormats, leagueFormatLabels),
          },
          {
            name: 'league',
            label: 'League',
            placeholder: 'Any league',
            options: (leagues.data ?? []).map((l) => [l.id, l.name] as const),
            value: query.league ?? '',
          },
        ]}
      />

      <PagedListTable
        query={requests}
        list={list}
        errorTitle="Could not load the requests"
        noMatches="No requests match these filters."
        empty={
          <p>
            Nobody is looking for a team right now. Players file requests on the{' '}
            <Link to={paths.formsLooking} className="text-link underline">
              Looking for Team
            </Link>{' '}
            form.
          </p>
        }
        caption="Players looking for a team"
        head={
          <>
            {header('name', 'Name')}
            {header('ntrpRating', 'Level')}
            <ColumnHeaders
              columns={[
                { name: 'Player', className: 'hidden md:table-cell' },
                { name: 'Interested in', className: 'hidden lg:table-cell' },
              ]}
            />
            {header('status', 'Status')}
            {header('createdAt', 'Filed')}
          </>
        }
        noun="requests"
      >
        {(data) =>
          data.items.map((r) => (
            <tr key={r.id} className="border-t align-top">
              <ListCell>
                <TitleLink to={paths.lookingForTeamEntry(r.id)}>{r.name}</TitleLink>
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
          ))
        }
      </PagedListTable>
    </div>
  );
}
