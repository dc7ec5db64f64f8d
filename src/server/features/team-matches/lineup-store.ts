import { randomBytes } from 'node:crypto';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import type {
  AvailabilityAnswer,
  Lineup,
  LineupBuilder,
  LineupCandidate,
  LineupPlayer,
  LineupValues,
} from '@shared/schemas/team-matches';
import { checkPlayerEligibility, type EligibilityPlayer } from '@shared/tennis/eligibility';
import { checkLineup, type LineupIssue } from '@shared/tennis/lineup';
import type { TieFormat } from '@shared/tennis/match-format';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { courts } from '../../db/schema/courts';
import { rosterEntries } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { lineups, matchAvailability } from '../../db/schema/team-matches';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { eligibilityLeagueOf, eligibilityPlayerOf, tieFormatOf } from '../../lib/league-rules';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { queueNotice } from '../../lib/notices';
import { loadMatchContext, type MatchContext, matchHeadingOf } from './lineup-match-context';

/** A roster player who can be put on a line: one with an account (invited players join first). */
export interface RosterPlayer {
  userId: string;
  email: string;
  player: EligibilityPlayer;
}

/** Invited players are matched to an account by address once they have one. */
const accountOfEntry = sql`coalesce(${rosterEntries.userId}, (select ${user.id} from ${user} where lower(${user.email}) = lower(${rosterEntries.email}) limit 1))`;

export async function loadRosterPlayers(db: DbOrTx, teamId: string): Promise<Map<string, RosterPlayer>> {
  const rows = await db
    .select({ userId: user.id, email: user.email, name: rosterEntries.name, profile: profiles })
    .from(rosterEntries)
    .innerJoin(user, eq(user.id, accountOfEntry))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(rosterEntries.teamId, teamId));
  return new Map(
    rows
      .map((r) => ({ userId: r.userId, email: r.email, player: eligibilityPlayerOf(r.profile, r.name) }))
      .sort((a, b) => a.player.name.localeCompare(b.player.name))
      .map((p) => [p.userId, p]),
  );
}

/** Names of accounts (players who left the roster keep their name on old lineups). */
export async function loadNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${user.name})` })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

type LineupRow = typeof lineups.$inferSelect;

/** The players' answers for this match by account, in one query (invited players by address). */
async function loadAnswers(db: DbOrTx, matchId: string): Promise<Map<string, AvailabilityAnswer>> {
  const rows = await db
    .select({ userId: sql<string | null>`${accountOfEntry}`, answer: matchAvailability.answer })
    .from(matchAvailability)
    .innerJoin(rosterEntries, eq(rosterEntries.id, matchAvailability.rosterEntryId))
    .where(eq(matchAvailability.matchId, matchId));
  return new Map(rows.flatMap((r) => (r.userId ? [[r.userId, r.answer] as const] : [])));
}

async function loadLineupRow(db: DbOrTx, matchId: string): Promise<LineupRow | null> {
  const [row] = await db.select().from(lineups).where(eq(lineups.teamMatchId, matchId)).limit(1);
  return row ?? null;
}

function issuesToFields(issues: readonly LineupIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues)
    if (issue.severity === 'error' && !fields[issue.path]) fields[issue.path] = issue.message;
  return fields;
}

function lineupView(
  ctx: MatchContext,
  tie: TieFormat,
  row: LineupRow | null,
  names: Map<string, string>,
  warnings: LineupIssue[],
): Lineup {
  const person = (id: string): LineupPlayer => ({ id, name: names.get(id) ?? 'A former player' });
  const stored = new Map((row?.lines ?? []).map((l) => [l.lineId, l.playerIds]));
  return {
    match: matchHeadingOf(ctx),
    status: row ? row.status : 'none',
    lines: tie.lines.map((l) => ({
      lineId: l.id,
      type: l.type,
      players: (stored.get(l.id) ?? []).map(person),
    })),
    alternates: (row?.alternates ?? []).map(person),
    note: row?.note ?? '',
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    sharePath: row?.status === 'published' && row.shareToken ? `/lineups/${row.shareToken}` : null,
    warnings,
  };
}

function checkStored(
  ctx: MatchContext,
  tie: TieFormat,
  roster: Map<string, RosterPlayer>,
  value: Pick<LineupValues, 'lines' | 'alternates'>,
  isPublishing: boolean,
): LineupIssue[] {
  return checkLineup({
    tie,
    lines: value.lines,
    alternates: value.alternates,
    roster: new Map([...roster].map(([id, p]) => [id, p.player])),
    league: eligibilityLeagueOf(ctx.league),
    isPublishing,
  });
}

async function builderOf(db: DbOrTx, ctx: MatchContext, row: LineupRow | null): Promise<LineupBuilder> {
  const tie = tieFormatOf(ctx.league);
  const [roster, answers] = await Promise.all([
    loadRosterPlayers(db, ctx.team.id),
    loadAnswers(db, ctx.match.id),
  ]);
  const league = eligibilityLeagueOf(ctx.league);
  const stored = { lines: row?.lines ?? [], alternates: row?.alternates ?? [] };
  const ids = [...stored.lines.flatMap((l) => l.playerIds), ...stored.alternates];
  const names = await loadNames(db, ids);
  for (const [id, p] of roster) names.set(id, p.player.name);
  const warnings = row ? checkStored(ctx, tie, roster, stored, false) : [];
  const candidates: LineupCandidate[] = [...roster.values()].map((p) => ({
    userId: p.userId,
    name: p.player.name,
    ntrpRating: p.player.ntrpRating,
    availability: answers.get(p.userId) ?? null,
    issues: checkPlayerEligibility(p.player, league),
  }));
  return { ...lineupView(ctx, tie, row, names, warnings), candidates };
}

/** `record`: the match with its team and league, as the route loaded it (loadMatchRecord). */
export async function getLineupBuilder(db: DbOrTx, record: MatchContext): Promise<LineupBuilder> {
  return builderOf(db, record, await loadLineupRow(db, record.match.id));
}

function assertOpen(ctx: MatchContext) {
  if (ctx.match.status === 'cancelled')
    throw new AppError('CONFLICT', 'This match is cancelled: it has no lineup to change.');
}

/**
 * Saves the captain's lineup as they build it. Any rule's error refuses the whole save, with the
 * rule's message under the line (fields by path); a published lineup stays published and its
 * players are e-mailed again only when the captain publishes again.
 */
export async function saveLineup(
  db: DbOrTx,
  record: MatchContext,
  input: LineupValues,
  byUserId: string | null,
): Promise<LineupBuilder> {
  const ctx = record;
  const matchId = record.match.id;
  assertOpen(ctx);
  const tie = tieFormatOf(ctx.league);
  const roster = await loadRosterPlayers(db, ctx.team.id);
  // Kept in the format's order; lines not sent are empty.
  const sent = new Map(input.lines.map((l) => [l.lineId, l.playerIds]));
  const issues = checkStored(ctx, tie, roster, input, false);
  const fields = issuesToFields(issues);
  if (Object.keys(fields).length > 0) {
    const first = Object.values(fields)[0] as string;
    throw new AppError('VALIDATION', first, { issues }, fields);
  }
  const lines = tie.lines.map((l) => ({ lineId: l.id, playerIds: sent.get(l.id) ?? [] }));
  const values = {
    lines,
    alternates: input.alternates,
    note: input.note,
    updatedBy: byUserId,
    // Evaluated once the row is locked (the upsert's update): ordered with publishLineup's stamps.
    updatedAt: sql`clock_timestamp()`,
  };
  await db
    .insert(lineups)
    .values({ teamMatchId: matchId, status: 'draft', ...values })
    .onConflictDoUpdate({ target: lineups.teamMatchId, set: values });
  return builderOf(db, ctx, await loadLineupRow(db, matchId));
}

/**
 * Publishes the saved lineup: the stored row is locked, read and checked again (every line
 * full or empty) inside the transaction that marks it published and queues the e-mails, so
 * what is e-mailed is what is stored, and a double click or a concurrent save cannot mail a
 * lineup that is not the stored one. A lineup already published and unchanged since (the
 * second of two parallel publishes, a retry) e-mails nobody again: each player gets one
 * e-mail per published version. Times come from the database clock while the row is locked
 * (saves take the same lock), so "changed since published" follows the lock order.
 */
export async function publishLineup(
  app: AppContext,
  matchId: string,
  byUserId: string | null,
): Promise<LineupBuilder & { notified: number }> {
  const { db } = app;
  const timeZone = await resolveClubTimeZone(db);
  const base = app.env.PUBLIC_URL.replace(/\/$/, '');
  let notified = 0;
  const ctx = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(lineups).where(eq(lineups.teamMatchId, matchId)).for('update');
    const ctx = await loadMatchContext(tx, matchId);
    assertOpen(ctx);
    if (!row || row.lines.every((l) => l.playerIds.length === 0))
      throw new AppError('VALIDATION', 'Put players on the lines before publishing the lineup.');
    if (
      row.status === 'published' &&
      row.publishedAt &&
      row.updatedAt.getTime() <= row.publishedAt.getTime()
    ) {
      return ctx;
    }
    const tie = tieFormatOf(ctx.league);
    const roster = await loadRosterPlayers(tx, ctx.team.id);
    const issues = checkStored(ctx, tie, roster, row, true);
    const fields = issuesToFields(issues);
    if (Object.keys(fields).length > 0)
      throw new AppError('VALIDATION', Object.values(fields)[0] as string, { issues }, fields);

    const when = formatClubDateTime(ctx.match.startsAt, timeZone);
    const [court] = ctx.match.courtId
      ? await tx.select({ name: courts.name }).from(courts).where(eq(courts.id, ctx.match.courtId))
      : [];
    const where =
      court?.name || ctx.match.address || (ctx.match.isHome ? 'our home courts' : 'the opponent’s courts');
    const token = row.shareToken ?? randomBytes(18).toString('base64url');
    const link = `${base}/lineups/${token}`;
    const heading = `${ctx.team.name} ${ctx.match.isHome ? 'vs' : 'at'} ${ctx.match.opponentTeam}`;
    await tx
      .update(lineups)
      .set({
        status: 'published',
        shareToken: token,
        publishedAt: sql`clock_timestamp()`,
        publishedBy: byUserId,
      })
      .where(eq(lineups.teamMatchId, matchId));
    const tell = async (userId: string, lines: string[]) => {
      const p = roster.get(userId);
      if (!p?.email) return;
      await queueNotice(tx, {
        kind: 'lineup-published',
        userId,
        push: {
          title: `Lineup: ${heading}, ${when}`,
          body: `${lines[0] ?? ''}\n${where}`,
          url: paths.teamMatch(matchId),
          tag: `lineup-${matchId}`,
        },
        email: {
          to: p.email,
          subject: `Lineup: ${heading}, ${when}`,
          text: [
            `Hello ${p.player.name},`,
            '',
            ...lines,
            '',
            `When: ${when}`,
            `Where: ${where}`,
            '',
            `The whole lineup: ${link}`,
            '',
            '— NJTC',
          ].join('\n'),
        },
      });
      notified++;
    };
    for (const line of row.lines) {
      const partners = (id: string) =>
        line.playerIds.filter((x) => x !== id).map((x) => roster.get(x)?.player.name ?? '');
      for (const id of line.playerIds) {
        const partner = partners(id)[0];
        await tell(id, [
          `You play ${line.lineId}${partner ? ` with ${partner}` : ''} for ${heading}.`,
          ...(row.note ? ['', row.note] : []),
        ]);
      }
    }
    for (const id of row.alternates)
      await tell(id, [
        `You are an alternate for ${heading}: please keep the time free; the captain will tell you if you play.`,
        ...(row.note ? ['', row.note] : []),
      ]);
    return ctx;
  });
  if (notified > 0) wakeOutbox();
  return { ...(await builderOf(db, ctx, await loadLineupRow(db, matchId))), notified };
}

/** The published lineup of a match for its players' match page; null while a draft or none. */
export async function getPublishedLineup(db: DbOrTx, matchId: string): Promise<Lineup | null> {
  const row = await loadLineupRow(db, matchId);
  if (row?.status !== 'published') return null;
  const ctx = await loadMatchContext(db, matchId);
  const names = await loadNames(db, [...row.lines.flatMap((l) => l.playerIds), ...row.alternates]);
  return lineupView(ctx, tieFormatOf(ctx.league), row, names, []);
}

/** The read-only lineup behind a shared link: names and lines, nothing else. */
export async function getSharedLineup(db: DbOrTx, token: string): Promise<Lineup> {
  const notFound = new AppError('NOT_FOUND', 'This lineup link is not valid (or the lineup was withdrawn).');
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw notFound;
  const [row] = await db.select().from(lineups).where(eq(lineups.shareToken, token)).limit(1);
  if (row?.status !== 'published') throw notFound;
  const ctx = await loadMatchContext(db, row.teamMatchId);
  const names = await loadNames(db, [...row.lines.flatMap((l) => l.playerIds), ...row.alternates]);
  const view = lineupView(ctx, tieFormatOf(ctx.league), row, names, []);
  return view;
}
