import { QueryState } from '@client/components/query-state';
import { Button, buttonVariants } from '@client/components/ui/button';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { drawKindLabels } from '@shared/tennis/draws';
import { CalendarClock, Printer } from 'lucide-react';
import { usePublishedDraws } from '../api/tournament-draws-api';
import { DrawBracket, MyMatchLink } from '../components/draw-bracket';

/** /events/:slug/draws — a tournament's published draws and results (public, printable). */
export function TournamentDrawsPage() {
  const { slug = '' } = useParams();
  const draws = usePublishedDraws(slug);
  usePageTitle(draws.data ? `${draws.data.tournament.title}: draws` : null);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <QueryState
        query={draws}
        errorTitle="Could not load the draws"
        isEmpty={(d) => d.draws.length === 0}
        empty={
          <p>
            The draws are not published yet.{' '}
            <Link to={paths.tournament(slug)} className="underline underline-offset-2">
              Back to the tournament
            </Link>
          </p>
        }
      >
        {(d) => (
          <>
            <header className="space-y-2">
              <p className="text-muted-foreground">
                {formatDateRange(d.tournament.startDate, d.tournament.endDate)}
              </p>
              <div className="flex flex-wrap gap-2 print:hidden">
                <Link to={paths.orderOfPlay(slug)} className={buttonVariants({ variant: 'outline' })}>
                  <CalendarClock aria-hidden="true" />
                  Order of play
                </Link>
                <Button type="button" variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Print
                </Button>
                <Link to={paths.tournament(slug)} className={buttonVariants({ variant: 'ghost' })}>
                  Tournament details
                </Link>
              </div>
            </header>
            {d.draws.map((draw) => (
              <section
                key={draw.id}
                aria-labelledby={`draw-${draw.id}`}
                className="space-y-3 break-inside-avoid"
              >
                <h2 id={`draw-${draw.id}`} className="font-bold text-2xl">
                  {draw.divisionName}
                </h2>
                <p className="text-muted-foreground text-sm">
                  {drawKindLabels[draw.kind]} · {draw.formatText}
                  {draw.myEntryIds.length > 0 ? ' · your matches are outlined' : ''}
                </p>
                <DrawBracket
                  draw={draw}
                  actions={
                    draw.myEntryIds.length > 0
                      ? (m) =>
                          (m.side1 && draw.myEntryIds.includes(m.side1.id)) ||
                          (m.side2 && draw.myEntryIds.includes(m.side2.id)) ? (
                            <MyMatchLink match={m} />
                          ) : null
                      : undefined
                  }
                />
              </section>
            ))}
          </>
        )}
      </QueryState>
    </div>
  );
}
