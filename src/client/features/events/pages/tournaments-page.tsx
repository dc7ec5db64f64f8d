import { usePageHead } from '@client/lib/page-head';
import { useTournaments } from '../api/tournaments-api';
import { EventListFrame } from '../components/event-list-frame';
import { TournamentCard } from '../components/tournament-card';

/** /events: the club's tournaments, upcoming first, then past ones with their results. */
export function TournamentsPage() {
  usePageHead({
    description:
      'Tournaments at {{club.name}}: dates, divisions, entry fees and deadlines, draws and results. Enter online.',
  });
  return (
    <EventListFrame
      intro={
        <p className="max-w-3xl text-muted-foreground">
          Club tournaments through the season, in divisions by format and level. Enter on the tournament page
          — as with socials, a full division has a waitlist, and you get a confirmation e-mail with a cancel
          link.
        </p>
      }
      query={useTournaments()}
      errorTitle="Could not load the tournaments"
      upcomingEmpty="No tournaments are scheduled right now. Check back soon, or subscribe to the newsletter below."
      pastHeading="Past tournaments and results"
      gridClassName="md:grid-cols-2"
      card={(t) => <TournamentCard tournament={t} />}
    />
  );
}
