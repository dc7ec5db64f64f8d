import { PageLoading } from '@client/app/layout/page-loading';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { SearchBox } from '@client/components/admin-list/search-box';
import { SortableHeader } from '@client/components/admin-list/sortable-header';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { PageAccessGate } from '@client/components/page-access-gate';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { pageAccess } from '@shared/access';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { socialPlayerSortKeys } from '@shared/schemas/events';
import { AlertTriangle, Download } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { socialPlayersCsvUrl, useSocialPlayers } from '../api/social-events-api';

/** /admin/SocialPlayersList and /social_players: everyone who has signed up for socials. */
export function SocialPlayersPage() {
  const list = useListParams(socialPlayerSortKeys, 'name');
  const query = { q: list.q, sort: list.sort, dir: list.dir, page: list.page };
  const players = useSocialPlayers(query);
  const lastPage = players.data ? Math.max(1, Math.ceil(players.data.total / players.data.pageSize)) : 1;
  const { setPage } = list;
  useEffect(() => {
    if (players.data && list.page > lastPage) setPage(lastPage);
  }, [players.data, list.page, lastPage, setPage]);

  const header = (column: (typeof socialPlayerSortKeys)[number], label: string, className?: string) => (
    <SortableHeader
      column={column}
      current={list.sort}
      dir={list.dir}
      onSort={list.toggleSort}
      className={className}
    >
      {label}
    </SortableHeader>
  );

  return (
    <PageAccessGate rule={pageAccess[paths.adminSocialPlayersList]}>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
        <p className="max-w-3xl text-muted-foreground">
          Everyone who has signed up for a social, one line per person (by e-mail address). “Attended” counts
          socials they were confirmed for that have taken place.
        </p>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SearchBox
            label="Search players"
            value={list.q}
            onSearch={list.setQuery}
            placeholder="Name, e-mail or phone"
          />
          <a href={socialPlayersCsvUrl(query)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
        {players.isPending ? (
          <PageLoading />
        ) : players.isError ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Could not load the players</AlertTitle>
            <AlertDescription>
              <p>{players.error.message}</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => players.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : players.data.total === 0 ? (
          <div className="rounded-lg border border-dashed p-8 text-center">
            {list.q ? (
              <>
                <p>Nobody matches “{list.q}”.</p>
                <Button variant="link" onClick={() => list.setQuery('')}>
                  Clear the search
                </Button>
              </>
            ) : (
              <p>Nobody has signed up for a social yet.</p>
            )}
          </div>
        ) : (
          <>
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full text-sm">
                <caption className="sr-only">Social players</caption>
                <thead className="bg-muted text-muted-foreground">
                  <tr>
                    {header('name', 'Name')}
                    {header('email', 'Contact', 'hidden md:table-cell')}
                    {header('eventsAttended', 'Attended')}
                    {header('signups', 'Sign-ups', 'hidden sm:table-cell')}
                    {header('lastEventAt', 'Last social', 'hidden lg:table-cell')}
                  </tr>
                </thead>
                <tbody>
                  {players.data.rows.map((p) => (
                    <tr key={p.id} className="border-t align-top">
                      <td className="px-3 py-2">
                        <Link
                          to={paths.socialPlayer(p.id)}
                          className="font-medium text-link underline-offset-4 hover:underline"
                        >
                          {p.name}
                        </Link>
                        {p.ntrp && <span className="text-muted-foreground"> · {p.ntrp}</span>}
                        <div className="break-all text-muted-foreground text-xs md:hidden">{p.email}</div>
                      </td>
                      <td className="hidden px-3 py-2 md:table-cell">
                        {p.email && (
                          <a
                            href={`mailto:${p.email}`}
                            className="break-all underline-offset-2 hover:underline"
                          >
                            {p.email}
                          </a>
                        )}
                        {p.phone && <div className="text-muted-foreground text-xs">{p.phone}</div>}
                      </td>
                      <td className="px-3 py-2">{p.eventsAttended}</td>
                      <td className="hidden px-3 py-2 sm:table-cell">{p.signups}</td>
                      <td className="hidden px-3 py-2 lg:table-cell">
                        {p.lastEventTitle ?? '—'}
                        {p.lastEventAt && (
                          <div className="text-muted-foreground text-xs">
                            {formatClubDateTime(p.lastEventAt, players.data.timeZone, {
                              month: 'short',
                              day: 'numeric',
                              year: 'numeric',
                            })}
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPagination
              page={players.data.page}
              pageSize={players.data.pageSize}
              total={players.data.total}
              onPage={list.setPage}
              noun="players"
            />
          </>
        )}
      </div>
    </PageAccessGate>
  );
}
