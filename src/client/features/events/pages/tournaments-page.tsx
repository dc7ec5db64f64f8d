import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { AlertTriangle } from 'lucide-react';
import { useTournaments } from '../api/tournaments-api';
import { TournamentCard } from '../components/tournament-card';

/** /events: the club's tournaments, upcoming first, then past ones with their results. */
export function TournamentsPage() {
  const tournaments = useTournaments();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <p className="max-w-3xl text-muted-foreground">
        Club tournaments through the season, in divisions by format and level. Enter on the tournament page —
        as with socials, a full division has a waitlist, and you get a confirmation e-mail with a cancel link.
      </p>
      {tournaments.isPending ? (
        <PageLoading />
      ) : tournaments.isError ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Could not load the tournaments</AlertTitle>
          <AlertDescription>
            <p>{tournaments.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => tournaments.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <section aria-labelledby="upcoming-tournaments" className="space-y-4">
            <h2 id="upcoming-tournaments" className="font-bold text-2xl">
              Upcoming
            </h2>
            {tournaments.data.upcoming.length === 0 ? (
              <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
                No tournaments are scheduled right now. Check back soon, or subscribe to the newsletter below.
              </p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {tournaments.data.upcoming.map((t) => (
                  <li key={t.id}>
                    <TournamentCard tournament={t} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {tournaments.data.past.length > 0 && (
            <section aria-labelledby="past-tournaments" className="space-y-4">
              <h2 id="past-tournaments" className="font-bold text-2xl">
                Past tournaments and results
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {tournaments.data.past.map((t) => (
                  <li key={t.id}>
                    <TournamentCard tournament={t} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
