import { ColumnHeaders } from '@client/components/column-headers';
import { QueryState } from '@client/components/query-state';
import { ScrollRegion } from '@client/components/scroll-region';
import { Button, buttonVariants } from '@client/components/ui/button';
import { selectClass } from '@client/components/ui/native-select';
import { useClub } from '@client/lib/club';
import { cn } from '@client/lib/cn';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams, useSearchParams } from '@client/lib/router/router';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { CalendarPlus, Network, Printer } from 'lucide-react';
import { useOrderOfPlay } from '../api/tournament-draws-api';

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The feed for a calendar app (webcal:); the page may be painted on the server, where there is no window. */
const feedHref = (slug: string) =>
  typeof window === 'undefined'
    ? paths.orderOfPlayFeed(slug)
    : `${window.location.origin}${paths.orderOfPlayFeed(slug)}`.replace(/^https?:/, 'webcal:');

/** /events/:slug/order-of-play — the day's matches by time and court (public, printable). */
export function OrderOfPlayPage() {
  const { slug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') ?? undefined;
  const oop = useOrderOfPlay(slug, date);
  const { timeZone } = useClub();
  usePageTitle(oop.data ? `${oop.data.tournament.title}: order of play` : null);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <QueryState query={oop} errorTitle="Could not load the order of play">
        {(d) => (
          <>
            <header className="space-y-2">
              <p className="font-medium text-lg">{dayLabel(d.date)}</p>
              <div className="flex flex-wrap items-end gap-2 print:hidden">
                {d.days.length > 1 ? (
                  <label className="grid gap-1 text-sm">
                    Day
                    <select
                      className={cn(selectClass, 'w-auto')}
                      value={d.date}
                      onChange={(e) => setSearch({ date: e.target.value })}
                    >
                      {d.days.map((day) => (
                        <option key={day} value={day}>
                          {dayLabel(day)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                <Button type="button" variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Print
                </Button>
                <Link to={paths.tournamentDraws(slug)} className={buttonVariants({ variant: 'outline' })}>
                  <Network aria-hidden="true" />
                  Draws
                </Link>
                <a href={feedHref(slug)} className={buttonVariants({ variant: 'outline' })}>
                  <CalendarPlus aria-hidden="true" />
                  Subscribe in your calendar
                </a>
              </div>
            </header>
            {d.items.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-muted-foreground">
                No matches are scheduled for this day yet.
              </p>
            ) : (
              <ScrollRegion label="Order of play" className="rounded-md border">
                <table className="w-full min-w-[40rem] text-sm">
                  <caption className="sr-only">Order of play, {dayLabel(d.date)}</caption>
                  <thead className="bg-muted/50 text-left">
                    <tr>
                      <ColumnHeaders className="px-3 py-2" columns={['Time', 'Court', 'Match', 'Result']} />
                    </tr>
                  </thead>
                  <tbody>
                    {d.items.map((item) => (
                      <tr
                        key={item.matchId}
                        className={cn('border-t', item.isMine && 'bg-accent/40 font-medium')}
                      >
                        <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                          {formatClubDateTime(item.startsAt, timeZone, {
                            hour: 'numeric',
                            minute: '2-digit',
                          })}
                        </td>
                        <td className="px-3 py-2">
                          {[item.courtName, item.courtText].filter(Boolean).join(', ') || '—'}
                        </td>
                        <td className="px-3 py-2">
                          <span className="block text-muted-foreground text-xs">
                            {item.divisionName} · {item.roundName}
                          </span>
                          {item.side1} vs {item.side2}
                          {item.isMine ? <span className="text-primary"> (your match)</span> : null}
                        </td>
                        <td className="px-3 py-2 tabular-nums">{item.scoreText || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
