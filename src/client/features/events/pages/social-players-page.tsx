import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListToolbar } from '@client/components/admin-list/list-toolbar';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { PageAccessGate } from '@client/components/page-access-gate';
import { PagedListTable } from '@client/components/page-list-table';
import { TitleLink } from '@client/components/page-title-link';
import { pageAccess } from '@shared/access';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { socialPlayerSortKeys } from '@shared/schemas/events-players';
import { socialPlayersCsvUrl, useSocialPlayers } from '../api/social-events-api';

/** /admin/SocialPlayersList and /social_players: everyone who has signed up for socials. */
export function SocialPlayersPage() {
  const list = useListParams(socialPlayerSortKeys, 'name');
  const query = { q: list.q, sort: list.sort, dir: list.dir, page: list.page };
  const players = useSocialPlayers(query);
  useKeepPageInRange(players.data, list.page, list.setPage);

  const header = sortableHeaderOf(list);

  return (
    <PageAccessGate rule={pageAccess[paths.adminSocialPlayersList]}>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
        <p className="max-w-3xl text-muted-foreground">
          Everyone who has signed up for a social, one line per person (by e-mail address). “Attended” counts
          socials they were confirmed for that have taken place.
        </p>
        <ListToolbar list={list} searchLabel="Search players" placeholder="Name, e-mail or phone">
          <CsvExportLink href={socialPlayersCsvUrl(query)} />
        </ListToolbar>
        <PagedListTable
          query={players}
          list={list}
          errorTitle="Could not load the players"
          noMatches={`Nobody matches “${list.q}”.`}
          empty={<p>Nobody has signed up for a social yet.</p>}
          caption="Social players"
          head={
            <>
              {header('name', 'Name')}
              {header('email', 'Contact', 'hidden md:table-cell')}
              {header('eventsAttended', 'Attended')}
              {header('signups', 'Sign-ups', 'hidden sm:table-cell')}
              {header('lastEventAt', 'Last social', 'hidden lg:table-cell')}
            </>
          }
          noun="players"
        >
          {(data) =>
            data.items.map((p) => (
              <tr key={p.id} className="border-t align-top">
                <td className="px-3 py-2">
                  <TitleLink to={paths.socialPlayer(p.id)}>{p.name}</TitleLink>
                  {p.ntrp && <span className="text-muted-foreground"> · {p.ntrp}</span>}
                  <div className="break-all text-muted-foreground text-xs md:hidden">{p.email}</div>
                </td>
                <td className="hidden px-3 py-2 md:table-cell">
                  {p.email && (
                    <a href={`mailto:${p.email}`} className="break-all underline-offset-2 hover:underline">
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
                      {formatClubDateTime(p.lastEventAt, data.timeZone, {
                        month: 'short',
                        day: 'numeric',
                        year: 'numeric',
                      })}
                    </div>
                  )}
                </td>
              </tr>
            ))
          }
        </PagedListTable>
      </div>
    </PageAccessGate>
  );
}
