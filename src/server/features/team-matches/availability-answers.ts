import { availabilityLinkExpiry, isAvailabilityOpen } from '@shared/availability-rules';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import type {
  AvailabilityAnswer,
  AvailabilityGrid,
  AvailabilityLinkView,
  MyAvailability,
} from '@shared/schemas/team-matches';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { courts } from '../../db/schema/courts';
import { rosterEntries, teams } from '../../db/schema/leagues';
import { lineups, matchAvailability, teamMatches, teamMatchSettings } from '../../db/schema/team-matches';
import { AppError } from '../../lib/app-error';
import { driverQuery } from '../../lib/driver-query';
import { preparedOn } from '../../lib/prepared-reads';
import { createExpiringRecordToken, verifyExpiringRecordToken } from '../../lib/record-token';
import { VersionedReadCache } from '../../lib/versioned-read-cache';
import { tellCaptainsOfDropout } from './lineup-dropouts';
import {
  defaultMatchSettings,
  loadMatchSettings,
  loadRosterPlayers,
  loadTeamCore,
  type RosterPlayer,
  type TeamMatchRow,
  teamMatchViews,
  toTeamMatch,
} from './schedule-team';

/** The purpose of e-mail answer links: one player (roster entry) and one match. */
export const availabilityLinkPurpose = 'availability-answer';

function toMy(row: typeof matchAvailability.$inferSelect): MyAvailability {
  return { answer: row.answer, note: row.note, answeredAt: row.answeredAt.toISOString() };
}

/** One player's answers to the given matches, by match id. */
export async function myAnswersOf(
  db: DbOrTx,
  rosterEntryId: string,
  matchIds: readonly string[],
): Promise<Map<string, MyAvailability>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(matchAvailability)
    .where(
      and(
        eq(matchAvailability.rosterEntryId, rosterEntryId),
        inArray(matchAvailability.matchId, [...matchIds]),
      ),
    );
  return new Map(rows.map((r) => [r.matchId, toMy(r)]));
}

function lockedError(): AppError {
  return new AppError(
    'CONFLICT',
    'Answers for this match are closed: the captain’s cut-off has passed. Please contact your captain.',
  );
}

/** What an answer writes besides its match and player. */
interface AnswerValues {
  answer: AvailabilityAnswer;
  note: string;
  source: 'site' | 'email';
  answeredBy: string | null;
  /** ISO time: the row stores it to the millisecond, so it is also the answer shown. */
  answeredAt: string;
}

/*
 * The answer's statements go to the driver as text (driverQuery, issue 24): through drizzle's
 * builder one answer cost twice the CPU of its statement. `withdrawn_at` is cleared: a new answer
 * ends a withdrawal (a player who withdrew and can play after all says so).
 */
const answerColumns =
  'match_id, roster_entry_id, answer, note, source, answered_by, answered_at, withdrawn_at';
const answerValues = 'values ($1, $2, $3, $4, $5, $6, $7, null)';

/** Any answer but "no": one upsert, nothing read back (the row holds what was sent). */
const upsertAnswerText = `insert into match_availability (${answerColumns}) ${answerValues}
  on conflict (match_id, roster_entry_id) do update set answer = excluded.answer, note = excluded.note,
    source = excluded.source, answered_by = excluded.answered_by, answered_at = excluded.answered_at,
    withdrawn_at = null`;

/**
 * The same upsert, written only while `versionSql` (the link context's team-reads version) is
 * still the given version ($8): the kept context is checked by the write itself, not by a read
 * before it. Returns no row when the version moved.
 */
const upsertIfCurrentText = (versionSql: string) => `insert into match_availability (${answerColumns})
  select $1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::text, $7::timestamptz, null
  where ${versionSql} = $8
  on conflict (match_id, roster_entry_id) do update set answer = excluded.answer, note = excluded.note,
    source = excluded.source, answered_by = excluded.answered_by, answered_at = excluded.answered_at,
    withdrawn_at = null
  returning 1 as written`;

/**
 * A "no" replacing another answer: the row locked and updated in one statement that returns the
 * answer it replaced (the sub-select's lock waits for a concurrent writer and then reads its
 * answer, so two racing "no"s tell the captains once).
 */
const replaceWithNoText = `update match_availability a set answer = $3, note = $4, source = $5,
    answered_by = $6, answered_at = $7, withdrawn_at = null
  from (select id, answer from match_availability
        where match_id = $1 and roster_entry_id = $2 for update) old
  where a.id = old.id
  returning old.answer as previous`;

/** A first answer "no"; nothing when a concurrent first answer won the insert. */
const insertNoText = `insert into match_availability (${answerColumns}) ${answerValues}
  on conflict (match_id, roster_entry_id) do nothing returning 1 as inserted`;

/**
 * The answer a "no" replaced (null for a first answer), written in `tx`. A first answer is
 * inserted; when a concurrent first answer won the insert, the update runs again.
 */
async function replaceWithNo(
  tx: DbOrTx,
  ids: { matchId: string; rosterEntryId: string },
  v: AnswerValues,
): Promise<AvailabilityAnswer | null> {
  const params = [ids.matchId, ids.rosterEntryId, v.answer, v.note, v.source, v.answeredBy, v.answeredAt];
  for (;;) {
    const [updated] = await driverQuery<{ previous: AvailabilityAnswer }>(tx, replaceWithNoText, params);
    if (updated) return updated.previous;
    const [inserted] = await driverQuery(tx, insertNoText, params);
    if (inserted) return null;
  }
}

/**
 * Records (or changes) one player's answer, refused after the cut-off. Only a "no" can tell the
 * captains of a dropout, so only a "no" locks the answer row to compare it with the one before,
 * in a transaction with the queued notice; any other answer is one upsert (issue 24: the e-mail
 * answer is the hottest match-day write). The answer shown is the one written.
 */
async function upsertAnswer(
  db: DbOrTx,
  match: TeamMatchRow,
  rosterEntryId: string,
  input: { answer: AvailabilityAnswer; note: string },
  source: 'site' | 'email',
  byUserId: string | null,
  cutoffHours: number,
  now = new Date(),
): Promise<MyAvailability> {
  if (!isAvailabilityOpen(match, cutoffHours, now)) throw lockedError();
  const values: AnswerValues = {
    answer: input.answer,
    note: input.note,
    source,
    answeredBy: byUserId,
    answeredAt: now.toISOString(),
  };
  const saved: MyAvailability = { answer: values.answer, note: values.note, answeredAt: values.answeredAt };
  if (input.answer !== 'no') {
    await driverQuery(db, upsertAnswerText, [
      match.id,
      rosterEntryId,
      values.answer,
      values.note,
      values.source,
      values.answeredBy,
      values.answeredAt,
    ]);
    return saved;
  }
  return db.transaction(async (tx) => {
    const previous = await replaceWithNo(tx, { matchId: match.id, rosterEntryId }, values);
    if (previous !== 'no') await tellCaptainsOfDropout(tx, match, rosterEntryId, 'answered “no”');
    return saved;
  });
}

/**
 * A signed-in roster player answers on the schedule or match page. `match`: the row the route
 * loaded (loadMatchDayRecord).
 */
export async function answerAsPlayer(
  db: DbOrTx,
  match: TeamMatchRow,
  userId: string,
  input: { answer: AvailabilityAnswer; note: string },
): Promise<MyAvailability> {
  const [entry] = await db
    .select({ id: rosterEntries.id })
    .from(rosterEntries)
    .where(and(eq(rosterEntries.teamId, match.teamId), eq(rosterEntries.userId, userId)))
    .limit(1);
  if (!entry) throw new AppError('FORBIDDEN', 'Only players on this team’s roster can answer.');
  const { cutoffHours } = await loadMatchSettings(db, match.teamId);
  return upsertAnswer(db, match, entry.id, input, 'site', userId, cutoffHours);
}

/** The address a player's e-mail link points to, with the answer preselected. */
export function availabilityLinkUrl(
  ctx: AppContext,
  match: Pick<TeamMatchRow, 'id' | 'startsAt'>,
  rosterEntryId: string,
  answer?: AvailabilityAnswer,
): string {
  const token = createExpiringRecordToken(
    ctx.authSecret,
    availabilityLinkPurpose,
    [match.id, rosterEntryId],
    availabilityLinkExpiry(match.startsAt),
  );
  const query = new URLSearchParams({ token, ...(answer ? { answer } : {}) });
  return `${ctx.env.PUBLIC_URL}${paths.availabilityAnswer}?${query}`;
}

/** The answer page's one query (prepared: the e-mail link is the hottest match-day write). */
const linkContextQuery = (db: Db) =>
  db
    .select({
      match: teamMatches,
      teamName: teams.name,
      playerName: sql<string>`coalesce(nullif(${rosterEntries.name}, ''), ${user.name}, ${rosterEntries.email}, '')`,
      cutoffHours: teamMatchSettings.cutoffHours,
      courtName: courts.name,
      courtAddress: courts.address,
      recorded: matchAvailability,
      lineupShareToken: lineups.shareToken,
      lineupStatus: lineups.status,
      invitedEmail: sql<
        string | null
      >`case when ${rosterEntries.userId} is null and not exists (select 1 from ${user} u where lower(u.email) = lower(${rosterEntries.email})) then ${rosterEntries.email} end`,
    })
    .from(rosterEntries)
    .innerJoin(
      teamMatches,
      and(eq(teamMatches.teamId, rosterEntries.teamId), eq(teamMatches.id, sql.placeholder('matchId'))),
    )
    .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
    .leftJoin(user, eq(user.id, rosterEntries.userId))
    .leftJoin(teamMatchSettings, eq(teamMatchSettings.teamId, rosterEntries.teamId))
    .leftJoin(courts, eq(courts.id, teamMatches.courtId))
    .leftJoin(lineups, eq(lineups.teamMatchId, teamMatches.id))
    .leftJoin(
      matchAvailability,
      and(
        eq(matchAvailability.matchId, teamMatches.id),
        eq(matchAvailability.rosterEntryId, rosterEntries.id),
      ),
    )
    .where(eq(rosterEntries.id, sql.placeholder('rosterEntryId')))
    .limit(1)
    .prepare('availability_link_context');

type LinkContextRow = Awaited<ReturnType<ReturnType<typeof linkContextQuery>['execute']>>[number];

/** The match and the roster entry an answer link names (404 / 410 for a bad or expired link). */
function linkIdsOf(ctx: AppContext, token: string, now: Date): { matchId: string; rosterEntryId: string } {
  const check = verifyExpiringRecordToken(ctx.authSecret, availabilityLinkPurpose, token, 2, now);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new AppError('GONE', 'This answer link has expired. Open the team schedule to see the match.')
      : new AppError(
          'NOT_FOUND',
          'This answer link is not valid. Please use the link from your latest e-mail.',
        );
  }
  const [matchId, rosterEntryId] = check.ids as [string, string];
  return { matchId, rosterEntryId };
}

/**
 * The answer page's read: the token's match (of the player's team), the player's name, the team,
 * its cut-off, the place and the recorded answer. A player taken off the roster, or a match of
 * another team, finds nothing: the link no longer acts.
 */
async function readLinkContext(
  ctx: AppContext,
  ids: { matchId: string; rosterEntryId: string },
): Promise<LinkContextRow> {
  const [row] = await preparedOn(ctx.db, 'availability-link-context', linkContextQuery).execute(ids);
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      'This answer link is no longer valid: the match or your place on the team changed.',
    );
  }
  return row;
}

/**
 * What the confirm button needs besides the answer itself, per process (issue 24, decision 043):
 * checked with one read of the team-reads version (the match, the roster entry, the team, its
 * settings, court, lineup and the player's account), so answers, which bump only match-answers,
 * leave it cached. The recorded answer is not kept: the write returns the new one.
 */
const linkContextCache = new VersionedReadCache<Omit<LinkContextRow, 'recorded'>>('team-reads', 2000);
let upsertIfCurrentLink: string | undefined;
const upsertIfCurrentLinkText = () =>
  (upsertIfCurrentLink ??= upsertIfCurrentText(linkContextCache.versionSql()));

function linkViewOf(
  ids: { rosterEntryId: string },
  row: Omit<LinkContextRow, 'recorded'>,
  recorded: MyAvailability | null,
  now: Date,
) {
  const settings = {
    ...defaultMatchSettings,
    cutoffHours: row.cutoffHours ?? defaultMatchSettings.cutoffHours,
  };
  const court = row.courtName !== null ? { name: row.courtName, address: row.courtAddress ?? '' } : undefined;
  return {
    rosterEntryId: ids.rosterEntryId,
    row: row.match,
    cutoffHours: settings.cutoffHours,
    view: {
      playerName: row.playerName,
      teamName: row.teamName,
      match: toTeamMatch(row.match, settings, court, now),
      recorded,
      lineupPath:
        row.lineupStatus === 'published' && row.lineupShareToken
          ? paths.sharedLineup(row.lineupShareToken)
          : null,
      invitedEmail: row.invitedEmail,
    } satisfies AvailabilityLinkView,
  };
}

/** Everything the answer page shows, in one query (the link checked first). */
export async function loadLinkContext(ctx: AppContext, token: string, now = new Date()) {
  const ids = linkIdsOf(ctx, token, now);
  const row = await readLinkContext(ctx, ids);
  return linkViewOf(ids, row, row.recorded ? toMy(row.recorded) : null, now);
}

/** Opening the e-mail link: shows the match and the recorded answer; records nothing. */
export async function getAvailabilityLink(ctx: AppContext, token: string): Promise<AvailabilityLinkView> {
  return (await loadLinkContext(ctx, token)).view;
}

/**
 * The confirm button of the e-mail link page (a POST: mail scanners only GET): the link's
 * context (cached), then the answer's write; the answer shown is the one written.
 *
 * An answer other than "no" with the context kept in this process is one statement: the upsert
 * checks the context's team-reads version itself (the kept context is used only to check the
 * cut-off, and a stale one is never acted on: the write does nothing and the answer takes the
 * path below). A "no" opens a transaction, in which no other statement of this handle may run
 * on PGlite, so its context is checked first.
 */
export async function answerByLink(
  ctx: AppContext,
  token: string,
  input: { answer: AvailabilityAnswer; note: string },
): Promise<AvailabilityLinkView> {
  const now = new Date();
  const ids = linkIdsOf(ctx, token, now);
  const key = `${ids.matchId}:${ids.rosterEntryId}`;
  const kept = input.answer === 'no' ? undefined : linkContextCache.peek(ctx.db, key);
  if (kept) {
    const link = linkViewOf(ids, kept.value, null, now);
    if (isAvailabilityOpen(link.row, link.cutoffHours, now)) {
      const answeredAt = now.toISOString();
      const [written] = await driverQuery(ctx.db, upsertIfCurrentLinkText(), [
        ids.matchId,
        ids.rosterEntryId,
        input.answer,
        input.note,
        'email',
        null,
        answeredAt,
        kept.version,
      ]);
      if (written) return { ...link.view, recorded: { answer: input.answer, note: input.note, answeredAt } };
    }
  }
  const row = await linkContextCache.get(ctx.db, key, async () => {
    const { recorded: _recorded, ...rest } = await readLinkContext(ctx, ids);
    return rest;
  });
  const link = linkViewOf(ids, row, null, now);
  const recorded = await upsertAnswer(
    ctx.db,
    link.row,
    link.rosterEntryId,
    input,
    'email',
    null,
    link.cutoffHours,
    now,
  );
  return { ...link.view, recorded };
}

/** The captain's grid: players × matches (upcoming first, then the latest played). */
export async function getAvailabilityGrid(
  ctx: AppContext,
  teamId: string,
  now = new Date(),
): Promise<AvailabilityGrid> {
  const [core, settings, players, rows] = await Promise.all([
    loadTeamCore(ctx.db, teamId),
    loadMatchSettings(ctx.db, teamId),
    loadRosterPlayers(ctx.db, teamId),
    ctx.db
      .select()
      .from(teamMatches)
      .where(eq(teamMatches.teamId, teamId))
      .orderBy(asc(teamMatches.startsAt)),
  ]);
  // The grid is for planning: matches from a day ago on.
  const shown = rows.filter((r) => r.startsAt.getTime() >= now.getTime() - 86_400_000);
  const ids = shown.map((r) => r.id);
  const answers = ids.length
    ? await ctx.db.select().from(matchAvailability).where(inArray(matchAvailability.matchId, ids))
    : [];
  const views = await teamMatchViews(ctx.db, shown, settings, now);
  const onRoster = new Set(players.map((p) => p.rosterEntryId));
  const current = answers.filter((a) => onRoster.has(a.rosterEntryId));
  return {
    team: core.team,
    players: players.map((p) => ({ rosterEntryId: p.rosterEntryId, name: p.name })),
    matches: shown.map((r, i) => {
      const mine = current.filter((a) => a.matchId === r.id);
      return {
        ...views[i]!,
        yesCount: mine.filter((a) => a.answer === 'yes').length,
        noAnswerCount: players.length - mine.length,
      };
    }),
    answers: current.map((a) => ({
      matchId: a.matchId,
      rosterEntryId: a.rosterEntryId,
      answer: a.answer,
      note: a.note,
    })),
  };
}

/** Roster players of a match who have not answered yet. */
export async function nonResponders(db: DbOrTx, match: TeamMatchRow): Promise<RosterPlayer[]> {
  const players = await loadRosterPlayers(db, match.teamId);
  const answered = await db
    .select({ id: matchAvailability.rosterEntryId })
    .from(matchAvailability)
    .where(eq(matchAvailability.matchId, match.id));
  const done = new Set(answered.map((a) => a.id));
  return players.filter((p) => !done.has(p.rosterEntryId));
}

/** "Sat, Nov 28, 2026, 6:30 PM" */
export function matchWhen(match: Pick<TeamMatchRow, 'startsAt'>, timeZone: string): string {
  return formatClubDateTime(match.startsAt, timeZone);
}
