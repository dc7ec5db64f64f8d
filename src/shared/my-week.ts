import { formatScoreText, type LineScore, type Side } from './tennis/score';

/*
 * My week's rules (issue 21 §1), pure so they are tested once and the server applies them:
 * which upcoming matches the week shows, which are open requests, and a line's result from the
 * member's side.
 */

const dayMs = 86_400_000;

/** The week the home page shows: from now to seven days ahead. */
export const weekDays = 7;

/**
 * The matches the week shows, soonest first: every match of the next seven days, and for a team
 * with none in that window its next one (a member sees the next date of every team they are on).
 */
export function pickWeekMatches<T extends { teamId: string; startsAt: string }>(
  upcoming: readonly T[],
  now: Date,
  days = weekDays,
): T[] {
  const end = now.getTime() + days * dayMs;
  const sorted = [...upcoming]
    .filter((m) => Date.parse(m.startsAt) >= now.getTime())
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const shown = new Set<T>();
  const teamsSeen = new Set<string>();
  for (const m of sorted) {
    if (Date.parse(m.startsAt) < end || !teamsSeen.has(m.teamId)) shown.add(m);
    teamsSeen.add(m.teamId);
  }
  return sorted.filter((m) => shown.has(m));
}

/** An availability request still waiting on the member: a scheduled match, still open, not answered. */
export function isOpenRequest(m: {
  match: { status: string; isOpen: boolean };
  myAnswer: unknown | null;
}): boolean {
  return m.match.status === 'scheduled' && m.match.isOpen && m.myAnswer === null;
}

export interface StoredLineResult {
  lineId: string;
  /** Side 1 = the home team (lines are stored so: shared/tennis/score.ts orientLine). */
  score: LineScore;
  winningSide: Side | null;
  ourPlayers: readonly string[];
}

export interface MemberLineResult {
  lineId: string;
  partnerIds: string[];
  outcome: 'won' | 'lost' | 'unplayed';
  /** The score from our team's side ("6-4 3-6 1-0(10-7)"). */
  score: string;
}

/** The member's line of a scored match (null when they did not play in it). */
export function memberLineResult(
  lines: readonly StoredLineResult[],
  userId: string,
  isHome: boolean,
): MemberLineResult | null {
  const line = lines.find((l) => l.ourPlayers.includes(userId));
  if (!line) return null;
  const ourSide: Side = isHome ? 1 : 2;
  return {
    lineId: line.lineId,
    partnerIds: line.ourPlayers.filter((id) => id !== userId),
    outcome: line.winningSide === null ? 'unplayed' : line.winningSide === ourSide ? 'won' : 'lost',
    score: formatScoreText(line.score, { perspective: ourSide }),
  };
}

/** Lines won and lost, per team. */
export function recordsByTeam(
  results: readonly { teamId: string; outcome: 'won' | 'lost' | 'unplayed' }[],
): Map<string, { won: number; lost: number }> {
  const records = new Map<string, { won: number; lost: number }>();
  for (const r of results) {
    const record = records.get(r.teamId) ?? { won: 0, lost: 0 };
    if (r.outcome === 'won') record.won++;
    if (r.outcome === 'lost') record.lost++;
    records.set(r.teamId, record);
  }
  return records;
}
