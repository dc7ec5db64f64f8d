import { type CsvColumn, toCsv } from '@shared/csv';
import type {
  CaptainsMessageInput,
  CoordinationLeague,
  CoordinationQuery,
  CoordinationTeam,
  Roster,
} from '@shared/schemas/leagues';
import { teamStatusLabels } from '@shared/schemas/leagues';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { leagues, teams } from '../../db/schema/leagues';
import { AppError } from '../../lib/app-error';
import { clubToday, resolveClubTimeZone } from '../../lib/club-time-zone';
import { rulesOf } from '../../lib/league-rules';
import { escapeHtml } from '../../lib/mail/compose-email';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { listEmail, unsubscribedOf } from '../../lib/mail/mail-lists';
import { getLeague, listLeagues } from './league-catalogue';
import { listRosters } from './rosters';

/**
 * The coordinator's desk: per league its teams, their state and roster size against the
 * minimum, missing ratings and USTA numbers, eligibility errors, and the deadlines ahead.
 */
export async function getCoordinationDesk(
  db: DbOrTx,
  query: CoordinationQuery,
): Promise<CoordinationLeague[]> {
  const today = await clubToday(db);
  const page = await listLeagues(db, { ...query, sort: 'season', dir: 'asc', page: 1 });
  const leagueIds = page.items.map((l) => l.id);
  const [rosters, ruleRows] = await Promise.all([
    listRosters(
      db,
      { year: query.year, season: query.season },
      leagueIds.length ? inArray(teams.leagueId, leagueIds) : sql`false`,
      null,
    ),
    leagueIds.length
      ? db
          .select({ id: leagues.id, eligibilityRules: leagues.eligibilityRules })
          .from(leagues)
          .where(inArray(leagues.id, leagueIds))
      : Promise.resolve([]),
  ]);
  const allowsTwoTeams = new Map(ruleRows.map((r) => [r.id, !!rulesOf(r).allowsTwoTeamsPerFlight]));
  return page.items.map((league) => {
    const leagueRosters = rosters.filter((r) => r.team.league.id === league.id);
    const clashes = allowsTwoTeams.get(league.id) ? new Map() : flightClashesIn(leagueRosters);
    const teamsOf: CoordinationTeam[] = leagueRosters.map(({ team, players, issues }) => {
      const missingRatings = players.filter((p) => !p.ntrpRating).length;
      const missingUstaNumbers = players.filter((p) => !p.ustaNumber).length;
      const eligibilityErrors =
        players.reduce((n, p) => n + p.issues.filter((i) => i.severity === 'error').length, 0) +
        issues.filter((i) => i.severity === 'error').length;
      const problems: string[] = [];
      if (team.status === 'submitted') problems.push('Waiting for approval');
      if (team.rosterCount < team.minRoster)
        problems.push(`Roster ${team.rosterCount} of at least ${team.minRoster}`);
      if (team.teamNumberDeadline.state === 'missed') problems.push('Team number deadline missed');
      if (team.rosterDeadline.state === 'missed') problems.push('Roster deadline missed');
      if (missingRatings) problems.push(`${missingRatings} without a rating`);
      if (missingUstaNumbers) problems.push(`${missingUstaNumbers} without a USTA number`);
      if (eligibilityErrors)
        problems.push(`${eligibilityErrors} eligibility error${eligibilityErrors === 1 ? '' : 's'}`);
      const flightClashes = clashes.get(team.id) ?? [];
      problems.push(...flightClashes);
      return { ...team, missingRatings, missingUstaNumbers, eligibilityErrors, flightClashes, problems };
    });
    const deadlinesAhead = [
      { what: 'Team numbers', date: league.teamNumberDeadline },
      { what: 'Rosters', date: league.rosterDeadline },
      { what: 'League starts', date: league.startsOn },
    ]
      .filter((d): d is { what: string; date: string } => !!d.date && d.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date));
    return { league, teams: teamsOf, deadlinesAhead };
  });
}

/**
 * One team per flight, across a league's rosters: per team, its players who are also on another
 * team of the same flight ("Pat Lee also on Net Gains, same flight"). Rejected teams do not count.
 */
function flightClashesIn(rosters: readonly Roster[]): Map<string, string[]> {
  const live = rosters.filter((r) => r.team.status !== 'rejected');
  const teamsOfPlayer = new Map<string, Roster[]>();
  for (const r of live) {
    for (const p of r.players) {
      if (p.userId) teamsOfPlayer.set(p.userId, [...(teamsOfPlayer.get(p.userId) ?? []), r]);
    }
  }
  const flightOf = (r: Roster) => r.team.flight.trim().toLowerCase();
  const result = new Map<string, string[]>();
  for (const r of live) {
    const lines = r.players.flatMap((p) =>
      (p.userId ? (teamsOfPlayer.get(p.userId) ?? []) : [])
        .filter((o) => o.team.id !== r.team.id && flightOf(o) === flightOf(r))
        .map((o) => `${p.name} also on ${o.team.name} (same flight)`),
    );
    if (lines.length) result.set(r.team.id, lines);
  }
  return result;
}

type DeskRow = CoordinationTeam & { leagueName: string };

const deskColumns: CsvColumn<DeskRow>[] = [
  { header: 'League', value: (r) => r.leagueName },
  { header: 'Team', value: (r) => r.name },
  { header: 'Status', value: (r) => teamStatusLabels[r.status] },
  { header: 'USTA team number', value: (r) => r.ustaTeamNumber },
  { header: 'Captain', value: (r) => r.captain?.name },
  { header: 'Co-captain', value: (r) => r.coCaptain?.name },
  { header: 'Roster', value: (r) => r.rosterCount },
  { header: 'Roster min', value: (r) => r.minRoster },
  { header: 'Without rating', value: (r) => r.missingRatings },
  { header: 'Without USTA number', value: (r) => r.missingUstaNumbers },
  { header: 'Eligibility errors', value: (r) => r.eligibilityErrors },
  { header: 'Problems', value: (r) => r.problems.join('; ') },
];

export async function exportCoordinationCsv(db: DbOrTx, query: CoordinationQuery): Promise<string> {
  const desk = await getCoordinationDesk(db, query);
  return toCsv(
    desk.flatMap((l) => l.teams.map((t) => ({ ...t, leagueName: l.league.name }))),
    deskColumns,
    { timeZone: await resolveClubTimeZone(db) },
  );
}

/** One e-mail per captain and co-captain of the league's teams (rejected teams left out), through the outbox. */
export async function messageLeagueCaptains(
  ctx: AppContext,
  leagueId: string,
  input: CaptainsMessageInput,
  senderName: string,
): Promise<{ recipients: number }> {
  const league = await getLeague(ctx.db, leagueId);
  const rows = await ctx.db
    .select({ email: user.email })
    .from(teams)
    .innerJoin(user, sql`${user.id} in (${teams.captainId}, ${teams.coCaptainId})`)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(and(eq(teams.leagueId, league.id), ne(teams.status, 'rejected')));
  const captains = [...new Set(rows.map((r) => r.email.toLowerCase()))];
  if (captains.length === 0)
    throw new AppError('CONFLICT', `${league.name} has no captains to write to yet.`);
  // A captain who left the list of league messages (the link at the end of each) gets none.
  const left = await unsubscribedOf(ctx.db, 'league-messages', captains);
  const recipients = captains.filter((to) => !left.has(to));
  const signature = `— ${senderName || 'Your league coordinator'}, for the captains of ${league.name}`;
  await ctx.db.transaction(async (tx) => {
    for (const to of recipients) {
      await enqueueEmail(
        tx,
        listEmail(ctx.env, ctx.authSecret, 'league-messages', {
          to,
          subject: `[${league.name}] ${input.subject}`,
          text: `${input.message}\n\n${signature}`,
          html: `${input.message
            .split(/\n{2,}/)
            .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
            .join('\n')}\n<p>${escapeHtml(signature)}</p>`,
        }),
      );
    }
  });
  wakeOutbox();
  return { recipients: recipients.length };
}
