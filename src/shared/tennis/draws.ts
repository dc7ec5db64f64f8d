import { buildTieFormat } from './match-format';
import { formatScoreText, type LineScore, type LineStatus, type Side } from './score';
import { computeStandings, defaultStandingsOrder, type TeamStanding } from './standings';

/*
 * Tournament draws as data (issue 23 §1): where seeds and byes go in a single-elimination
 * bracket, which match a winner (and, in a first-match consolation, a loser) moves to, round-robin
 * groups and their order of play, and the group table with the league standings' tie-break order.
 * Pure: the server stores the result and the client draws it.
 */

export const drawKinds = ['singleElimination', 'roundRobin', 'firstMatchConsolation'] as const;
export type DrawKind = (typeof drawKinds)[number];

export const drawKindLabels: Record<DrawKind, string> = {
  singleElimination: 'Single elimination',
  roundRobin: 'Round robin',
  firstMatchConsolation: 'Single elimination with first-match consolation',
};

export const minGroupSize = 3;
export const maxGroupSize = 6;
export const maxDrawEntries = 128;

/** The smallest bracket (a power of two, at least 2) that holds `entries`. */
export function bracketSize(entries: number): number {
  let size = 2;
  while (size < entries) size *= 2;
  return size;
}

/**
 * The seed rank at each line of a bracket of `size` lines, top to bottom (the standard
 * positions): 8 → [1, 8, 5, 4, 3, 6, 7, 2]. Seed 1 and 2 can meet only in the final, seeds 1–4
 * only in the semi-finals, and rank `size` (the first bye when one is needed) sits opposite seed 1.
 */
export function seedingOrder(size: number): number[] {
  if (size < 2 || (size & (size - 1)) !== 0)
    throw new Error(`A bracket has a power-of-two size, not ${size}.`);
  let order = [1, 2];
  while (order.length < size) {
    const n = order.length * 2;
    // Alternate which way each pair faces, so seed 2 ends on the bottom line.
    order = order.flatMap((rank, i) => (i % 2 === 0 ? [rank, n + 1 - rank] : [n + 1 - rank, rank]));
  }
  return order;
}

/** How many seeds a bracket of `entries` usually has (a quarter of the bracket, at least 2 from 4 entries). */
export function defaultSeedCount(entries: number): number {
  if (entries < 4) return 0;
  return Math.max(2, bracketSize(entries) / 4);
}

/** A deterministic shuffle (mulberry32), so a preview made twice from one seed places alike. */
export function shuffleWith<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface DrawEntrant {
  id: string;
  /** 1 for the top seed; null for unseeded. */
  seed: number | null;
}

/**
 * The lines of a single-elimination bracket: entry ids, null for a bye. Seeds take their seed
 * ranks' lines, the unseeded the next ranks in shuffled order, and the byes the last ranks, so byes
 * fall opposite the top seeds.
 */
export function placeBracketLines(entrants: readonly DrawEntrant[], shuffleSeed: number): (string | null)[] {
  if (entrants.length < 2) throw new Error('A draw needs at least two entries.');
  const size = bracketSize(entrants.length);
  const seeded = entrants.filter((e) => e.seed !== null).sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0));
  const unseeded = shuffleWith(
    entrants.filter((e) => e.seed === null),
    shuffleSeed,
  );
  const byRank = [...seeded, ...unseeded].map((e) => e.id);
  return seedingOrder(size).map((rank) => byRank[rank - 1] ?? null);
}

/** A match's place: structure, round (1 = first) and position in the round (0-based). */
export interface MatchSlot {
  structure: 'main' | 'consolation' | 'group';
  group: string | null;
  round: number;
  position: number;
}

export const slotKey = (s: MatchSlot): string => `${s.structure}:${s.group ?? ''}:${s.round}:${s.position}`;

/** Where the winner of an elimination match goes: the next round's match and side. */
export function winnerGoesTo(slot: MatchSlot, rounds: number): { slot: MatchSlot; side: Side } | null {
  if (slot.structure === 'group' || slot.round >= rounds) return null;
  return {
    slot: { ...slot, round: slot.round + 1, position: Math.floor(slot.position / 2) },
    side: slot.position % 2 === 0 ? 1 : 2,
  };
}

export const roundsOf = (size: number): number => Math.log2(size);

/** "Final", "Semi-finals", "Quarter-finals", else "Round of 16" / "Round 1". */
export function roundName(round: number, rounds: number): string {
  const left = rounds - round;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-finals';
  if (left === 2) return 'Quarter-finals';
  return `Round of ${2 ** (left + 1)}`;
}

/**
 * A draw match's name: "Quarter-finals", "Consolation Final", "Group A, round 2". The
 * consolation bracket has half the main draw's lines.
 */
export function drawMatchName(
  m: { structure: 'main' | 'consolation' | 'group'; groupLabel: string; round: number },
  drawSize: number,
): string {
  if (m.structure === 'group') return `Group ${m.groupLabel}, round ${m.round}`;
  if (m.structure === 'consolation')
    return `Consolation ${roundName(m.round, roundsOf(Math.max(2, drawSize / 2)))}`;
  return roundName(m.round, roundsOf(drawSize));
}

/** "6-4 7-6(5)" from the winner's side; walkovers and retirements say so ('' before a result). */
export function drawResultText(
  state: string,
  r: { status: LineStatus; winningSide: 1 | 2 | null; score: LineScore } | null,
): string {
  if (state === 'bye') return 'Bye';
  if (!r) return '';
  if (r.status === 'WALKOVER') return 'W/O';
  if (r.status === 'DOUBLE_DEFAULT') return 'Double default';
  const text = formatScoreText(r.score, { perspective: (r.winningSide ?? 1) as Side });
  if (r.status === 'RETIRED') return `${text} ret.`.trim();
  if (r.status === 'DEFAULTED') return text ? `${text} def.` : 'Def.';
  if (r.status === 'TIMED') return `${text} (timed)`;
  return text;
}

export interface PlannedMatch extends MatchSlot {
  side1: string | null;
  side2: string | null;
  /** A first-round line against a bye: the entry goes through without playing. */
  isBye: boolean;
}

/** Every match of an elimination bracket from its lines (later rounds empty until results). */
export function planBracket(
  lines: readonly (string | null)[],
  structure: 'main' | 'consolation',
): PlannedMatch[] {
  const rounds = roundsOf(lines.length);
  const matches: PlannedMatch[] = [];
  for (let round = 1; round <= rounds; round++) {
    const count = lines.length / 2 ** round;
    for (let position = 0; position < count; position++) {
      const first = round === 1;
      const side1 = first ? (lines[position * 2] ?? null) : null;
      const side2 = first ? (lines[position * 2 + 1] ?? null) : null;
      matches.push({
        structure,
        group: null,
        round,
        position,
        side1,
        side2,
        isBye: first && (side1 === null) !== (side2 === null),
      });
    }
  }
  return matches;
}

/** Round-robin group letters: A, B, C… */
export const groupLabel = (index: number): string => String.fromCharCode(65 + index);

/**
 * Splits entrants into groups of about `groupSize` (3–6): as many groups as needed, sizes as even
 * as possible, seeds spread by snake order (seed 1 in A, 2 in B…, then back).
 */
export function placeGroups(
  entrants: readonly DrawEntrant[],
  groupSize: number,
  shuffleSeed: number,
): { group: string; entryIds: string[] }[] {
  if (groupSize < minGroupSize || groupSize > maxGroupSize)
    throw new Error(`Groups have ${minGroupSize} to ${maxGroupSize} players.`);
  if (entrants.length < minGroupSize)
    throw new Error(`A round robin needs at least ${minGroupSize} entries.`);
  let count = Math.ceil(entrants.length / groupSize);
  // Never leave a group below the minimum: fewer, larger groups instead (up to the maximum).
  while (count > 1 && Math.floor(entrants.length / count) < minGroupSize) count--;
  const seeded = entrants.filter((e) => e.seed !== null).sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0));
  const order = [
    ...seeded,
    ...shuffleWith(
      entrants.filter((e) => e.seed === null),
      shuffleSeed,
    ),
  ];
  const groups = Array.from({ length: count }, (_, i) => ({
    group: groupLabel(i),
    entryIds: [] as string[],
  }));
  order.forEach((e, i) => {
    const lap = Math.floor(i / count);
    const at = lap % 2 === 0 ? i % count : count - 1 - (i % count);
    groups[at]?.entryIds.push(e.id);
  });
  return groups;
}

/**
 * A group's matches in rounds (the circle method): everyone plays everyone once, nobody twice in
 * a round; with an odd count one player rests each round.
 */
export function planGroup(group: string, entryIds: readonly string[]): PlannedMatch[] {
  const ids: (string | null)[] = [...entryIds];
  if (ids.length % 2 === 1) ids.push(null);
  const n = ids.length;
  const matches: PlannedMatch[] = [];
  let ring = ids.slice(1);
  for (let round = 1; round < n; round++) {
    const table = [ids[0] ?? null, ...ring];
    let position = 0;
    for (let i = 0; i < n / 2; i++) {
      const a = table[i] ?? null;
      const b = table[n - 1 - i] ?? null;
      if (a === null || b === null) continue;
      matches.push({ structure: 'group', group, round, position, side1: a, side2: b, isBye: false });
      position++;
    }
    ring = [ring[ring.length - 1] ?? null, ...ring.slice(0, -1)];
  }
  return matches;
}

// ————— Results —————

export interface DrawResult {
  status: LineStatus;
  winningSide: Side | null;
  score: LineScore;
}

/** A decided elimination match: its winner and loser (null while undecided or without a winner). */
export function winnerAndLoser(
  match: { side1: string | null; side2: string | null; isBye: boolean },
  result: DrawResult | null,
): { winner: string | null; loser: string | null } {
  if (match.isBye) return { winner: match.side1 ?? match.side2, loser: null };
  if (!result || result.winningSide === null) return { winner: null, loser: null };
  return result.winningSide === 1
    ? { winner: match.side1, loser: match.side2 }
    : { winner: match.side2, loser: match.side1 };
}

/**
 * First-match consolation: an entry that loses its first match played goes to the consolation
 * bracket, on the line of its first-round match (so players from one quarter meet first).
 * `firstRoundPosition` is the main first-round match the entry started in.
 */
export function consolationLineFor(firstRoundPosition: number): { slot: MatchSlot; side: Side } {
  return {
    slot: { structure: 'consolation', group: null, round: 1, position: Math.floor(firstRoundPosition / 2) },
    side: firstRoundPosition % 2 === 0 ? 1 : 2,
  };
}

// ————— Round-robin table —————

export interface GroupMatchResult {
  id: string;
  side1: string;
  side2: string;
  result: DrawResult | null;
}

/** Group table rows: the league standings' shape, one "team" per entry, a match as one line. */
export function groupStandings(
  entries: readonly { id: string; name: string }[],
  matches: readonly GroupMatchResult[],
  formatCode: string,
): TeamStanding[] {
  const tie = buildTieFormat({ singles: 1, doubles: 0, formatCode });
  const lineId = tie.lines[0]?.id ?? 'S1';
  const played = matches.flatMap((m) =>
    m.result && m.result.status !== 'INCOMPLETE' && m.result.status !== 'ABANDONED'
      ? [
          {
            id: m.id,
            side1TeamId: m.side1,
            side2TeamId: m.side2,
            lines: [{ lineId, ...m.result }],
          },
        ]
      : [],
  );
  return computeStandings(entries, played, tie, { order: defaultStandingsOrder }).map((row) =>
    row.decidedBy
      ? {
          ...row,
          decidedBy: { ...row.decidedBy, text: row.decidedBy.text.replace(/^Team matches/, 'Matches') },
        }
      : row,
  );
}
