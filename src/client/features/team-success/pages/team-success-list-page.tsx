import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListFilters } from '@client/components/admin-list/list-filters';
import { ListCell } from '@client/components/admin-list/list-table';
import { ListToolbar } from '@client/components/admin-list/list-toolbar';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { ColumnHeaders } from '@client/components/column-headers';
import { PagedListTable } from '@client/components/page-list-table';
import { titleLinkClass } from '@client/components/page-title-link';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import { type TeamSuccessListQuery, teamSuccessSortKeys } from '@shared/schemas/team-success';
import { achievementLabels, teamSuccessStatuses, teamSuccessStatusLabels } from '@shared/team-success';
import { useState } from 'react';
import { teamSuccessCsvUrl, useTeamSuccessList } from '../api/team-success-api';
import { ReviewDialog } from '../components/review-dialog';
import { StatusBadge } from '../components/status-badge';
import { seasonYearOptions } from '../components/story-fields';

const filterKeys = ['status', 'season'] as const;

/** /team_success: the staff's list of reported stories, and their review. */
export function TeamSuccessListPage() {
  const list = useListParams(teamSuccessSortKeys, 'createdAt', { defaultDir: 'desc', filters: filterKeys });
  const [reviewing, setReviewing] = useState<string | null>(null);
  const f = list.filters;
  const seasons = seasonYearOptions();
  const query: TeamSuccessListQuery = {
    q: list.q,
    sort: list.sort,
    dir: list.dir,
    page: list.page,
    status: (teamSuccessStatuses as readonly string[]).includes(f.status)
      ? (f.status as TeamSuccessListQuery['status'])
      : undefined,
    season: seasons.some(([y]) => y === f.season) ? Number(f.season) : undefined,
  };
  const stories = useTeamSuccessList(query);
  const header = sortableHeaderOf(list);

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <ListToolbar list={list} searchLabel="Search stories" placeholder="Team, league, players or reporter">
        <Link to={paths.teamSuccessStories} className="self-center text-link text-sm underline">
          Public page
        </Link>
        <CsvExportLink href={teamSuccessCsvUrl(query)} />
      </ListToolbar>
      <ListFilters
        list={list}
        className="grid grid-cols-2 gap-3 sm:max-w-md"
        filters={[
          {
            name: 'status',
            label: 'Status',
            placeholder: 'Any status',
            options: teamSuccessStatuses.map((s) => [s, teamSuccessStatusLabels[s]] as const),
          },
          {
            name: 'season',
            label: 'Season',
            placeholder: 'Any season',
            options: seasons,
            value: query.season ? String(query.season) : '',
          },
        ]}
      />

      <PagedListTable
        query={stories}
        list={list}
        errorTitle="Could not load the stories"
        noMatches="No stories match these filters."
        empty={
          <p>
            No stories yet. Captains and players report wins on the{' '}
            <Link to={paths.formsTeamSuccess} className="text-link underline">
              Team Success
            </Link>{' '}
            form.
          </p>
        }
        caption="Reported team success stories"
        head={
          <>
            {header('teamName', 'Team')}
            <ColumnHeaders columns={[{ name: 'Achievement', className: 'hidden md:table-cell' }]} />
            {header('seasonYear', 'Season')}
            {header('status', 'Status')}
            {header('createdAt', 'Reported')}
            {header('publishedAt', 'Published')}
          </>
        }
        noun="stories"
      >
        {(data) =>
          data.items.map((s) => (
            <tr key={s.id} className="border-t align-top">
              <ListCell>
                <button
                  type="button"
                  onClick={() => setReviewing(s.id)}
                  className={cn('text-left', titleLinkClass)}
                >
                  {s.teamName}
                </button>
                <div className="text-muted-foreground text-xs">{s.league}</div>
              </ListCell>
              <ListCell label="Achievement" className="hidden md:table-cell">
                {achievementLabels[s.achievement]}
              </ListCell>
              <ListCell label="Season">{s.seasonYear}</ListCell>
              <ListCell label="Status">
                <StatusBadge status={s.status} />
              </ListCell>
              <ListCell label="Reported">{new Date(s.createdAt).toLocaleDateString()}</ListCell>
              <ListCell label="Published">
                {s.publishedAt ? new Date(s.publishedAt).toLocaleDateString() : '—'}
              </ListCell>
            </tr>
          ))
        }
      </PagedListTable>
      <ReviewDialog id={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
