import type { DrawEntryView, DrawMatchView, DrawView, GroupTableRow } from '@shared/schemas/tournament-draws';
import { drawMatchName, drawResultText, groupStandings, roundsOf } from '@shared/tennis/draws';
import { describeMatchFormat } from '@shared/tennis/match-format';
import type { Side } from '@shared/tennis/score';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { tournamentDivisions, tournaments } from '../../db/schema/events';
import { drawEntries, drawMatches, tournamentDraws } from '../../db/schema/tournament-draws';
import { AppError } from '../../lib/app-error';

export type DrawRow = typeof tournamentDraws.$inferSelect;
export type EntryRow = typeof drawEntries.$inferSelect;
export type MatchRow = typeof drawMatches.$inferSelect;

export interface LoadedDraw {
  draw: DrawRow;
  divisionName: string;
  tournament: { id: string; title: string; slug: string; startDate: string; endDate: string; status: string };
  entries: EntryRow[];
  matches: MatchRow[];
  courtNames: Map<string, string>;
}

export async function loadDraw(db: DbOrTx, drawId: string): Promise<LoadedDraw> {
  const [head] = await db
    .select({
      draw: tournamentDraws,
      divisionName: tournamentDivisions.name,
      tournament: {
        id: tournaments.id,
        title: tournaments.title,
        slug: tournaments.slug,
        startDate: tournaments.startDate,
        endDate: tournaments.endDate,
        status: tournaments.status,
      },
    })
    .from(tournamentDraws)
    .innerJoin(tournamentDivisions, eq(tournamentDivisions.id, tournamentDraws.divisionId))
    .innerJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
    .where(eq(tournamentDraws.id, drawId))
    .limit(1);
  if (!head) throw new AppError('NOT_FOUND', 'This draw does not exist.');
  const [entries, matches] = await Promise.all([
    db.select().from(drawEntries).where(eq(drawEntries.drawId, drawId)).orderBy(asc(drawEntries.createdAt)),
    db
      .select()
      .from(drawMatches)
      .where(eq(drawMatches.drawId, drawId))
      .orderBy(
        asc(drawMatches.structure),
        asc(drawMatches.groupLabel),
        asc(drawMatches.round),
        asc(drawMatches.position),
      ),
  ]);
  const courtIds = [...new Set(matches.flatMap((m) => (m.courtId ? [m.courtId] : [])))];
  const courtRows = courtIds.length
    ? await db.select({ id: courts.id, name: courts.name }).from(courts).where(inArray(courts.id, courtIds))
    : [];
  return { ...head, entries, matches, courtNames: new Map(courtRows.map((c) => [c.id, c.name])) };
}

export async function drawIdsOfTournament(db: DbOrTx, tournamentId: string, publishedOnly: boolean) {
  const rows = await db
    .select({
      id: tournamentDraws.id,
      status: tournamentDraws.status,
      divisionId: tournamentDraws.divisionId,
    })
    .from(tournamentDraws)
    .innerJoin(tournamentDivisions, eq(tournamentDivisions.id, tournamentDraws.divisionId))
    .where(
      publishedOnly
        ? and(eq(tournamentDivisions.tournamentId, tournamentId), eq(tournamentDraws.status, 'published'))
        : eq(tournamentDivisions.tournamentId, tournamentId),
    )
    .orderBy(asc(tournamentDivisions.sortOrder), asc(tournamentDivisions.name));
  return rows;
}

export function entryView(e: EntryRow): DrawEntryView {
  return {
    id: e.id,
    name: e.name,
    seed: e.seed,
    rating: e.rating,
    group: e.groupLabel,
    isLuckyLoser: e.isLuckyLoser,
    isWithdrawn: e.withdrawnAt !== null,
  };
}

export function matchView(loaded: LoadedDraw, m: MatchRow): DrawMatchView {
  const byId = new Map(loaded.entries.map((e) => [e.id, e]));
  const side = (id: string | null) => {
    const e = id ? byId.get(id) : undefined;
    return e ? entryView(e) : null;
  };
  const name = drawMatchName(m, loaded.draw.size);
  return {
    id: m.id,
    structure: m.structure,
    group: m.groupLabel || null,
    round: m.round,
    position: m.position,
    roundName: name,
    side1: side(m.side1EntryId),
    side2: side(m.side2EntryId),
    state: m.state,
    status: m.result?.status ?? null,
    winningSide: m.result?.winningSide ?? null,
    score: m.result?.score ?? null,
    scoreText: drawResultText(m.state, m.result),
    enteredSide: m.state === 'entered' ? ((m.enteredSide ?? null) as Side | null) : null,
    startsAt: m.startsAt ? m.startsAt.toISOString() : null,
    courtText: m.courtText,
    courtName: m.courtId ? (loaded.courtNames.get(m.courtId) ?? null) : null,
    version: m.version,
  };
}

function groupTables(loaded: LoadedDraw): DrawView['groups'] {
  const labels = [...new Set(loaded.entries.flatMap((e) => (e.groupLabel ? [e.groupLabel] : [])))].sort();
  return labels.map((group) => {
    const members = loaded.entries.filter((e) => e.groupLabel === group);
    const matches = loaded.matches.filter(
      (m) => m.structure === 'group' && m.groupLabel === group && m.side1EntryId && m.side2EntryId,
    );
    const rows = groupStandings(
      members.map((e) => ({ id: e.id, name: e.name })),
      matches.map((m) => ({
        id: m.id,
        side1: m.side1EntryId as string,
        side2: m.side2EntryId as string,
        result: m.state === 'confirmed' && m.result ? m.result : null,
      })),
      loaded.draw.formatCode,
    );
    const table: GroupTableRow[] = rows.map((r) => ({
      entryId: r.teamId,
      name: r.name,
      rank: r.rank,
      played: r.matchesPlayed,
      won: r.matchesWon,
      lost: r.matchesLost,
      setsWon: r.setsWon,
      setsLost: r.setsLost,
      gamesWon: r.gamesWon,
      gamesLost: r.gamesLost,
      decidedBy: r.decidedBy,
    }));
    return { group, table };
  });
}

export function drawView(loaded: LoadedDraw, viewerUserId: string | null): DrawView {
  const { draw } = loaded;
  const matches = loaded.matches.map((m) => matchView(loaded, m));
  const rounds = draw.size ? roundsOf(draw.size) : 0;
  const final = matches.find((m) => m.structure === 'main' && m.round === rounds && m.state === 'confirmed');
  const champion = final
    ? final.winningSide === 1
      ? final.side1
      : final.winningSide === 2
        ? final.side2
        : null
    : null;
  return {
    id: draw.id,
    divisionId: draw.divisionId,
    divisionName: loaded.divisionName,
    kind: draw.kind,
    status: draw.status,
    formatCode: draw.formatCode,
    formatText: describeMatchFormat(draw.formatCode),
    size: draw.size,
    rounds,
    entries: loaded.entries.map(entryView),
    matches,
    groups: draw.kind === 'roundRobin' ? groupTables(loaded) : [],
    myEntryIds: viewerUserId ? loaded.entries.filter((e) => e.userId === viewerUserId).map((e) => e.id) : [],
    championName: champion?.name ?? null,
  };
}
