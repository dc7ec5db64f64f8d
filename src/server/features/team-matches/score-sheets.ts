import { isAllowed } from '@shared/access';
import { scoresApi } from '@shared/api/team-matches';
import { featureAccess } from '@shared/api-access';
import { utcToZonedWallTime } from '@shared/club-time';
import { toCsv } from '@shared/csv';
import type { LineupPlayer, ScoreSheet, ScoreSheetValues } from '@shared/schemas/team-matches';
import { describeMatchFormat } from '@shared/tennis/match-format';
import {
  formatScoreText,
  type LineStatus,
  orientLine,
  type Side,
  validateLineScore,
} from '@shared/tennis/score';
import { buildScorecard } from '@shared/tennis/scorecard';
import { type LineResult, type TeamMatchResult, teamMatchOutcome } from '@shared/tennis/standings';
import { and, asc, eq } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { lineups, type StoredScoreLine, scoreEvents, scoreSheets } from '../../db/schema/team-matches';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { tieFormatOf } from '../../lib/league-rules';
import { captainIdsOf } from '../../lib/team-captains';
import { type MatchContext, matchHeadingOf } from './lineup-match-context';
import { loadNames } from './lineup-store';
import { tellScoreConfirmers } from './score-confirm-notices';

/*
 * A team match's score sheet: every line of the league's format entered at once by a captain,
 * from our team's side (side 1 = us, home or away; stored with side 1 = the home team),
 * each line checked by shared/tennis/score.ts against its scoring format and status, then
 * confirmed by someone else (the co-captain, the league coordinator or league staff) or
 * disputed with a note. Only confirmed sheets count in standings.
 */

type SheetRow = typeof scoreSheets.$inferSelect;

export const opponentTeamId = (name: string) => `opponent:${name.trim().toLowerCase()}`;

/** A stored sheet as the shared standings code reads it (side 1 = home). */
export function teamMatchResultOf(
  match: { id: string; teamId: string; isHome: boolean; opponentTeam: string },
  lines: readonly StoredScoreLine[],
): TeamMatchResult {
  const us = match.teamId;
  const them = opponentTeamId(match.opponentTeam);
  return {
    id: match.id,
    side1TeamId: match.isHome ? us : them,
    side2TeamId: match.isHome ? them : us,
    lines: lines.map(
      (l): LineResult => ({
        lineId: l.lineId,
        status: l.status as LineStatus,
        score: l.score,
        winningSide: l.winningSide,
        side1Players: match.isHome ? l.ourPlayers : l.opponentPlayers,
        side2Players: match.isHome ? l.opponentPlayers : l.ourPlayers,
      }),
    ),
  };
}

/** The result from our team's side, as the notices say it: "Won 3–2", "Lost 1–4", "Tied 2–2". */
export function resultTextOf(ctx: MatchContext, lines: readonly StoredScoreLine[]): string {
  const outcome = teamMatchOutcome(teamMatchResultOf(ctx.match, lines), tieFormatOf(ctx.league));
  const [ours, theirs] = ctx.match.isHome ? outcome.points : [outcome.points[1], outcome.points[0]];
  const ourSide = ctx.match.isHome ? 1 : 2;
  const verdict =
    outcome.winner === null
      ? outcome.isComplete
        ? 'Tied'
        : 'Incomplete'
      : outcome.winner === ourSide
        ? 'Won'
        : 'Lost';
  return `${verdict} ${ours}–${theirs}`;
}

async function loadSheet(db: DbOrTx, matchId: string): Promise<SheetRow | null> {
  const [row] = await db.select().from(scoreSheets).where(eq(scoreSheets.teamMatchId, matchId)).limit(1);
  return row ?? null;
}

/** The match's score sheet, locked until the transaction ends (entering, confirming and disputing race). */
async function lockSheet(tx: DbOrTx, matchId: string): Promise<SheetRow | undefined> {
  const [row] = await tx.select().from(scoreSheets).where(eq(scoreSheets.teamMatchId, matchId)).for('update');
  return row;
}

function factsOf(ctx: MatchContext) {
  return { teamCaptainIds: captainIdsOf(ctx.team), leagueCoordinatorId: ctx.league.coordinatorId };
}

function mayConfirm(ctx: MatchContext, sheet: SheetRow | null, viewer: RequestViewer): boolean {
  if (!sheet || sheet.state === 'confirmed') return false;
  if (!isAllowed(scoresApi.confirm.access, viewer, factsOf(ctx))) return false;
  return sheet.enteredBy !== viewer.userId;
}

async function sheetView(db: DbOrTx, ctx: MatchContext, viewer: RequestViewer): Promise<ScoreSheet> {
  const tie = tieFormatOf(ctx.league);
  const sheet = await loadSheet(db, ctx.match.id);
  const [lineup] = await db.select().from(lineups).where(eq(lineups.teamMatchId, ctx.match.id)).limit(1);
  const history = await db
    .select()
    .from(scoreEvents)
    .where(eq(scoreEvents.teamMatchId, ctx.match.id))
    .orderBy(asc(scoreEvents.at));
  const ids = [
    ...(lineup?.lines ?? []).flatMap((l) => l.playerIds),
    ...(sheet?.lines ?? []).flatMap((l) => l.ourPlayers),
    ...history.map((h) => h.byUserId ?? ''),
    sheet?.enteredBy ?? '',
    sheet?.confirmedBy ?? '',
  ].filter(Boolean);
  const names = await loadNames(db, ids);
  const person = (id: string): LineupPlayer => ({ id, name: names.get(id) ?? 'A former player' });
  const formats = new Map(tie.lines.map((l) => [l.id, l]));
  const outcome = sheet ? teamMatchOutcome(teamMatchResultOf({ ...ctx.match }, sheet.lines), tie) : null;
  const mayEnter =
    ctx.match.status !== 'cancelled' &&
    isAllowed(scoresApi.enter.access, viewer, factsOf(ctx)) &&
    (sheet?.state !== 'confirmed' || isAllowed(featureAccess.correctConfirmedScore, viewer));
  return {
    match: matchHeadingOf(ctx),
    formatLines: tie.lines.map((l) => ({
      lineId: l.id,
      type: l.type,
      formatCode: l.formatCode,
      formatText: describeMatchFormat(l.formatCode),
    })),
    lineupPlayers: Object.fromEntries((lineup?.lines ?? []).map((l) => [l.lineId, l.playerIds.map(person)])),
    state: sheet?.state ?? 'none',
    // Stored with side 1 = home; shown from our team's side (orientLine is its own inverse).
    lines: (sheet?.lines ?? []).map((stored) => {
      const l = orientLine(stored, ctx.match.isHome);
      return {
        lineId: l.lineId,
        type: formats.get(l.lineId)?.type ?? 'singles',
        formatCode: formats.get(l.lineId)?.formatCode ?? '',
        status: l.status as LineStatus,
        score: l.score,
        winningSide: l.winningSide,
        scoreText: formatScoreText(l.score),
        ourPlayers: l.ourPlayers.map(person),
        opponentPlayers: l.opponentPlayers,
      };
    }),
    enteredBy: sheet?.enteredBy ? (names.get(sheet.enteredBy) ?? null) : null,
    confirmedBy: sheet?.confirmedBy ? (names.get(sheet.confirmedBy) ?? null) : null,
    disputeNote: sheet?.disputeNote ?? '',
    outcome: outcome
      ? { points: outcome.points, winner: outcome.winner, decidedBy: outcome.decidedBy }
      : null,
    history: history.map((h) => ({
      action: h.action,
      byName: h.byUserId ? (names.get(h.byUserId) ?? '') : '',
      at: h.at.toISOString(),
      note: h.note,
    })),
    can: {
      enter: mayEnter,
      confirm: mayConfirm(ctx, sheet, viewer),
      dispute: mayConfirm(ctx, sheet, viewer) && sheet?.state === 'entered',
    },
  };
}

/** `record`: the match with its team and league, as the route loaded it (loadMatchRecord). */
export async function getScoreSheet(
  db: DbOrTx,
  record: MatchContext,
  viewer: RequestViewer,
): Promise<ScoreSheet> {
  return sheetView(db, record, viewer);
}

/**
 * Enters (or corrects) every line's score. Each line is validated against its scoring format;
 * any problem refuses the whole sheet with messages by path (lines.1.sets.0…). A confirmed score
 * is changed only by league staff; a captain's correction of a disputed score starts over.
 */
export async function enterScores(
  db: DbOrTx,
  record: MatchContext,
  input: ScoreSheetValues,
  viewer: RequestViewer,
  now = new Date(),
): Promise<ScoreSheet> {
  const ctx = record;
  const matchId = record.match.id;
  if (ctx.match.status === 'cancelled')
    throw new AppError('CONFLICT', 'This match is cancelled: it has no score.');
  if (ctx.match.startsAt.getTime() > now.getTime())
    throw new AppError('CONFLICT', 'Scores can be entered once the match has started.');
  const tie = tieFormatOf(ctx.league);
  const fields: FieldErrors = {};
  const byLine = new Map<string, number>();
  input.lines.forEach((l, i) => {
    if (!tie.lines.some((f) => f.id === l.lineId))
      fields[`lines.${i}.lineId`] = `${l.lineId} is not a line of this league's format.`;
    else if (byLine.has(l.lineId)) fields[`lines.${i}.lineId`] = `${l.lineId} is entered twice.`;
    byLine.set(l.lineId, i);
  });
  const missing = tie.lines.filter((l) => !byLine.has(l.id)).map((l) => l.id);
  if (missing.length > 0)
    fields.lines = `Enter every line of the match: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`;

  const [lineup] = await db.select().from(lineups).where(eq(lineups.teamMatchId, matchId)).limit(1);
  const lineupOf = new Map((lineup?.lines ?? []).map((l) => [l.lineId, l.playerIds]));
  const stored: StoredScoreLine[] = [];
  for (const format of tie.lines) {
    const i = byLine.get(format.id);
    if (i === undefined) continue;
    const line = input.lines[i]!;
    const check = validateLineScore(line.score, format.formatCode, line.status, {
      winningSide: line.winningSide as Side | null,
    });
    if (!check.ok) {
      for (const e of check.errors) {
        const path = e.path
          ? `lines.${i}.${e.path === 'winningSide' ? 'winningSide' : `score.${e.path}`}`
          : `lines.${i}`;
        fields[path] ??= e.message;
      }
      continue;
    }
    // Entered from our team's side; stored with side 1 = the home team.
    stored.push(
      orientLine(
        {
          lineId: format.id,
          status: line.status,
          score: check.score,
          winningSide: check.winningSide,
          ourPlayers: lineupOf.get(format.id) ?? [],
          opponentPlayers: line.opponentPlayers.filter(Boolean),
        },
        ctx.match.isHome,
      ),
    );
  }
  if (Object.keys(fields).length > 0) {
    const first = Object.values(fields)[0] as string;
    throw new AppError('VALIDATION', `The score cannot be saved: ${first}`, undefined, fields);
  }

  await db.transaction(async (tx) => {
    const current = await lockSheet(tx, matchId);
    if (current?.state === 'confirmed' && !isAllowed(featureAccess.correctConfirmedScore, viewer))
      throw new AppError(
        'CONFLICT',
        'This score is confirmed. Ask the league coordinator or a rep to correct it.',
      );
    const values = {
      state: 'entered' as const,
      lines: stored,
      enteredBy: viewer.userId,
      enteredAt: new Date(),
      confirmedBy: null,
      confirmedAt: null,
      disputeNote: '',
      // A new entry waits for its own confirmation: its own 48-hour reminder.
      confirmRemindedAt: null,
    };
    if (current)
      await tx
        .update(scoreSheets)
        .set({ ...values, version: current.version + 1 })
        .where(eq(scoreSheets.teamMatchId, matchId));
    else await tx.insert(scoreSheets).values({ teamMatchId: matchId, ...values });
    await tx
      .insert(scoreEvents)
      .values({ teamMatchId: matchId, action: 'entered', byUserId: viewer.userId, lines: stored });
    await tellScoreConfirmers(
      tx,
      ctx,
      { enteredBy: viewer.userId, resultText: resultTextOf(ctx, stored) },
      'entered',
    );
  });
  return sheetView(db, ctx, viewer);
}

async function decide(
  db: DbOrTx,
  record: MatchContext,
  viewer: RequestViewer,
  action: 'confirmed' | 'disputed',
  note = '',
): Promise<ScoreSheet> {
  const ctx = record;
  const matchId = record.match.id;
  await db.transaction(async (tx) => {
    const sheet = await lockSheet(tx, matchId);
    if (!sheet) throw new AppError('CONFLICT', 'No score has been entered for this match yet.');
    if (sheet.state === 'confirmed') throw new AppError('CONFLICT', 'This score is already confirmed.');
    if (action === 'disputed' && sheet.state === 'disputed')
      throw new AppError('CONFLICT', 'This score is already disputed; the captain corrects it.');
    if (sheet.enteredBy && sheet.enteredBy === viewer.userId)
      throw new AppError(
        'FORBIDDEN',
        'Someone other than who entered the score confirms or disputes it: the co-captain or the league coordinator.',
      );
    await tx
      .update(scoreSheets)
      .set(
        action === 'confirmed'
          ? {
              state: 'confirmed',
              confirmedBy: viewer.userId,
              confirmedAt: new Date(),
              version: sheet.version + 1,
            }
          : { state: 'disputed', disputeNote: note, version: sheet.version + 1 },
      )
      .where(and(eq(scoreSheets.teamMatchId, matchId), eq(scoreSheets.version, sheet.version)));
    await tx.insert(scoreEvents).values({ teamMatchId: matchId, action, byUserId: viewer.userId, note });
  });
  return sheetView(db, ctx, viewer);
}

export const confirmScores = (db: DbOrTx, record: MatchContext, viewer: RequestViewer) =>
  decide(db, record, viewer, 'confirmed');

export const disputeScores = (db: DbOrTx, record: MatchContext, viewer: RequestViewer, note: string) =>
  decide(db, record, viewer, 'disputed', note);

/** The scorecard laid out for re-keying into the USTA's system (shared/tennis/scorecard.ts). */
export async function exportScorecardCsv(
  db: DbOrTx,
  record: MatchContext,
): Promise<{ filename: string; csv: string }> {
  const ctx = record;
  const matchId = record.match.id;
  const sheet = await loadSheet(db, matchId);
  const tie = tieFormatOf(ctx.league);
  const result = teamMatchResultOf(ctx.match, sheet?.lines ?? []);
  const names = await loadNames(
    db,
    (sheet?.lines ?? []).flatMap((l) => l.ourPlayers),
  );
  const heading = matchHeadingOf(ctx);
  const card = buildScorecard(result, tie, {
    side1Team: heading.homeName,
    side2Team: heading.awayName,
    players: Object.fromEntries(names),
  });
  const columns = card.header.map((header, i) => ({ header, value: (row: string[]) => row[i] }));
  const timeZone = await resolveClubTimeZone(db);
  // Named by the match's day on the club's clock (an evening match is not the next day's).
  const day = utcToZonedWallTime(ctx.match.startsAt, timeZone).slice(0, 10);
  return {
    filename: `scorecard-${ctx.team.name}-${day}.csv`,
    csv: toCsv(card.rows, columns, { timeZone }),
  };
}
