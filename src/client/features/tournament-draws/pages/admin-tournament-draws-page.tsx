import { QueryState } from '@client/components/query-state';
import { buttonVariants } from '@client/components/ui/button';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import type { AdminTournamentDraws, DivisionDrawsView } from '@shared/schemas/tournament-draws';
import { drawKindLabels } from '@shared/tennis/draws';
import { CalendarClock, Network } from 'lucide-react';
import { useAdminDraws } from '../api/tournament-draws-api';
import { DraftTools } from '../components/draft-draw-tools';
import { DrawHistory } from '../components/draw-history';
import { MakeDrawForm } from '../components/make-draw-form';
import { PublishedTools } from '../components/published-draw-tools';

/** /admin/tournaments/:id/draws — make, edit and publish each division's draw, then run it. */
export function AdminTournamentDrawsPage() {
  const { id = '' } = useParams();
  const draws = useAdminDraws(id);
  usePageTitle(draws.data ? `Draws: ${draws.data.tournament.title}` : null);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <QueryState query={draws} errorTitle="Could not load the draws">
        {(data) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <p className="mr-auto text-muted-foreground">
                {formatDateRange(data.tournament.startDate, data.tournament.endDate)}
              </p>
              <Link
                to={paths.adminTournament(data.tournament.id)}
                className={buttonVariants({ variant: 'ghost' })}
              >
                Tournament and entries
              </Link>
              <Link
                to={paths.tournamentDraws(data.tournament.slug)}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Network aria-hidden="true" />
                Public draws
              </Link>
              <Link
                to={paths.orderOfPlay(data.tournament.slug)}
                className={buttonVariants({ variant: 'outline' })}
              >
                <CalendarClock aria-hidden="true" />
                Order of play
              </Link>
            </div>
            {data.divisions.length === 0 ? (
              <p className="rounded-md border border-dashed p-6">This tournament has no divisions yet.</p>
            ) : (
              data.divisions.map((d) => <DivisionDraw key={d.divisionId} data={data} division={d} />)
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function DivisionDraw({ data, division }: { data: AdminTournamentDraws; division: DivisionDrawsView }) {
  const headingId = `division-${division.divisionId}`;
  const draw = division.draw;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border p-4 sm:p-6">
      <h2 id={headingId} className="font-bold text-2xl">
        {division.divisionName}
      </h2>
      <p className="text-muted-foreground text-sm">
        {division.confirmedCount} confirmed {division.confirmedCount === 1 ? 'entry' : 'entries'}
        {draw
          ? ` · ${drawKindLabels[draw.kind]} · ${draw.status === 'draft' ? 'Draft (not public)' : 'Published'}`
          : ''}
      </p>
      {!draw ? (
        <MakeDrawForm division={division} />
      ) : draw.status === 'draft' ? (
        <DraftTools division={division} draw={draw} />
      ) : (
        <PublishedTools data={data} division={division} draw={draw} />
      )}
      <DrawHistory history={division.history} />
    </section>
  );
}
