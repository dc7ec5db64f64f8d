import { teamPage } from '@client/components/team-page-frame';
import { buttonVariants } from '@client/components/ui/button-variants';
import { apiUrl } from '@client/lib/call-api';
import { Link } from '@client/lib/router/link';
import { scheduleApi } from '@shared/api/team-matches';
import { pathPatterns, paths } from '@shared/paths';
import type { MatchPage } from '@shared/schemas/team-matches';
import { useAnswerMatch, useMatchPage } from '../api/schedule-api';
import { usePublishedLineup } from '../api/score-api';
import { MatchAnswer } from '../components/availability-choice';
import { LineupLines } from '../components/lineup-lines';
import { MatchWhen, matchTitle } from '../components/match-labels';
import { MatchLineupSection } from '../components/match-lineup-section';
import { MatchNotes } from '../components/match-notes';
import { MatchPlace } from '../components/match-place';
import { MatchStatusBadge } from '../components/match-status-badge';
import { WithdrawFromMatch } from '../components/withdraw-from-match';

/** /team-matches/:id: everything a player needs on match day, phone first. */
export const TeamMatchPage = teamPage(
  {
    path: pathPatterns.teamMatch,
    useRecord: useMatchPage,
    errorTitle: 'Could not load the match',
    frame: (state) => <div className="mx-auto max-w-lg px-4 py-8">{state}</div>,
  },
  (data) => <MatchBody page={data} />,
);

function MatchBody({ page }: { page: MatchPage }) {
  const { match, team } = page;
  const answer = useAnswerMatch(match.id);
  return (
    <div className="mx-auto max-w-lg space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-1">
        <p className="text-muted-foreground text-sm">
          <Link className="text-link underline" to={paths.teamSchedule(team.id)}>
            {team.name}
          </Link>{' '}
          · {team.leagueName}
        </p>
        <h2 className="font-semibold text-2xl">{matchTitle(match)}</h2>
        <p className="flex flex-wrap items-center gap-2 text-lg">
          <MatchWhen match={match} /> <MatchStatusBadge status={match.status} />
        </p>
      </header>

      <MatchPlace
        match={match}
        mapLinks={page.mapLinks}
        calendarHref={apiUrl(scheduleApi.matchCalendar, { params: { id: match.id } })}
      />

      <MatchNotes notes={match.notes} />

      {page.isPlayer ? (
        <MatchAnswer
          recorded={page.myAnswer}
          isOpen={match.isOpen}
          isSaving={answer.isPending}
          onSubmit={(value) => answer.mutateAsync(value)}
        />
      ) : null}

      <WithdrawFromMatch matchId={match.id} canWithdraw={page.canWithdraw} withdrawnAt={page.withdrawnAt} />

      <MatchLineupSection>
        <div data-slot="match-lineup">
          <PublishedLineup matchId={match.id} lines={team.lines} />
        </div>
      </MatchLineupSection>

      <CaptainLinks page={page} />
    </div>
  );
}

/** The captains' and coordinators' ways on from the match, each shown to who may use it. */
function CaptainLinks({ page }: { page: MatchPage }) {
  const { match, team } = page;
  const tools = [
    { isShown: page.canManage, to: paths.teamAvailability(team.id), label: 'Availability grid' },
    { isShown: page.canEditLineup, to: paths.teamMatchLineup(match.id), label: 'Lineup' },
    { isShown: page.canEditLineup, to: paths.teamMatchSubs(match.id), label: 'Find a sub' },
    { isShown: page.canOpenScore, to: paths.teamMatchScore(match.id), label: 'Score' },
  ].filter((tool) => tool.isShown);
  if (tools.length === 0) return null;
  return (
    <nav aria-label="Captain tools" className="flex flex-wrap gap-2">
      {tools.map((tool) => (
        <Link key={tool.label} className={buttonVariants({ variant: 'outline', size: 'sm' })} to={tool.to}>
          {tool.label}
        </Link>
      ))}
    </nav>
  );
}

function PublishedLineup({ matchId, lines }: { matchId: string; lines: string[] }) {
  const lineup = usePublishedLineup(matchId);
  if (lineup.isPending) return <p className="text-muted-foreground text-sm">Loading the lineup…</p>;
  if (lineup.isError) return <p className="text-destructive text-sm">{lineup.error.message}</p>;
  const l = lineup.data.lineup;
  if (!l)
    return (
      <p className="text-muted-foreground text-sm">
        The captain has not published the lineup yet ({lines.join(', ') || 'lines to be set'}).
      </p>
    );
  return (
    <div className="space-y-2">
      <LineupLines lineup={l} itemClassName="px-3 py-2" />
    </div>
  );
}
