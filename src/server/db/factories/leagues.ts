import {
  type LeagueInput,
  type LeagueSeason,
  type LeagueValues,
  leagueInputSchema,
} from '@shared/schemas/leagues';
import type { AgeDivision, LeagueGender } from '@shared/tennis/eligibility';
import { buildTieFormat } from '@shared/tennis/match-format';
import type { DbOrTx } from '../client';
import { leagues, rosterEntries, teams } from '../schema/leagues';
import { demoLeagueSpecs, inProgressLeagueSpec } from '../seed-data/leagues';
import { hasRows } from './seeded';

const dayMs = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Month (0-based) a season's matches start. */
const seasonStartMonth: Record<LeagueSeason, number> = { spring: 3, summer: 5, fall: 8 };

/** The next start of a season on or after `now`: spring → April, summer → June, fall → September. */
function nextSeasonStart(season: LeagueSeason, now: Date): Date {
  const month = seasonStartMonth[season];
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), month, 1));
  return thisYear.getTime() >= now.getTime()
    ? thisYear
    : new Date(Date.UTC(now.getUTCFullYear() + 1, month, 1));
}

export type Level =
  | { kind: 'ntrp'; rating: number }
  | { kind: 'combined'; total: number; minIndividual: number };

export interface LeagueSpec {
  season: LeagueSeason;
  gender: LeagueGender;
  ageDivision: AgeDivision;
  level: Level;
  provider?: 'usta' | 'club';
  name?: string;
  /** 2 singles + 3 doubles unless said. */
  lines?: { singles: number; doubles: number; values?: Record<string, number> };
  roster?: { min: number; max: number };
  minShareAtLevel?: number;
}

const genderWord: Record<LeagueGender, string> = { men: "Men's", women: "Women's", mixed: 'Mixed' };
const seasonWord: Record<LeagueSeason, string> = { spring: 'Spring', summer: 'Summer', fall: 'Fall' };

/** A league in the shape of the form, dated from its season's next start (or `start`). */
export function buildLeague(spec: LeagueSpec, now = new Date(), start?: Date): LeagueInput {
  const starts = start ?? nextSeasonStart(spec.season, now);
  const year = starts.getUTCFullYear();
  const lines = spec.lines ?? { singles: 2, doubles: 3 };
  const isCombined = spec.level.kind === 'combined';
  const levelNumber = spec.level.kind === 'ntrp' ? spec.level.rating : spec.level.total;
  const level = `${levelNumber.toFixed(1)}${levelNumber >= 5 && !isCombined ? '+' : ''}`;
  const roster = spec.roster ?? { min: isCombined ? 6 : 8, max: isCombined ? 16 : 18 };
  const eligibilityRules: LeagueInput['eligibilityRules'] = {
    maxPlayUpLevels: 1,
    ratingValidYears: 3,
    allowedRatingTypes: ['C', 'S', 'A', 'B', 'D', ...(spec.gender === 'mixed' ? (['M'] as const) : [])],
    ...(spec.level.kind === 'combined'
      ? { combined: { minIndividual: spec.level.minIndividual, maxPartnerGap: 1 } }
      : {}),
    ...(spec.minShareAtLevel !== undefined ? { minShareAtLevel: spec.minShareAtLevel } : {}),
  };
  const levelText = isCombined ? `${level} combined` : level;
  return {
    name:
      spec.name ??
      `${seasonWord[spec.season]} ${year} ${genderWord[spec.gender]} ${spec.ageDivision} ${levelText}`,
    provider: spec.provider ?? 'usta',
    season: spec.season,
    year,
    teamNumberDeadline: isoDay(new Date(starts.getTime() - 42 * dayMs)),
    rosterDeadline: isoDay(new Date(starts.getTime() - 14 * dayMs)),
    startsOn: isoDay(starts),
    endsOn: isoDay(new Date(starts.getTime() + 70 * dayMs)),
    coordinatorId: '',
    notes: '',
    gender: spec.gender,
    ageDivision: spec.ageDivision,
    level,
    minRoster: roster.min,
    maxRoster: roster.max,
    matchFormat: buildTieFormat({ ...lines, formatCode: 'SET3-S:6/TB7-F:TB10' }),
    eligibilityRules,
  };
}

/** A realistic season (seed-data/leagues.ts) and the league in progress, as the form's values. */
export function demoLeagues(now = new Date()): LeagueInput[] {
  return [...demoLeagueSpecs.map((s) => buildLeague(s, now)), inProgressLeague(now)];
}

/**
 * The league the demo plays today (issue 11): its season started six weeks ago, so the match-day
 * pages have played and upcoming matches whatever the date.
 */
export function inProgressLeague(now = new Date()): LeagueInput {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 42 * dayMs);
  return buildLeague(inProgressLeagueSpec(start.getUTCFullYear()), now, start);
}

/** The row of a league from the form's values. */
export function leagueColumnsOf(v: LeagueValues) {
  return {
    name: v.name,
    provider: v.provider,
    season: v.season,
    year: v.year,
    gender: v.gender,
    ageDivision: v.ageDivision,
    level: v.level,
    teamNumberDeadline: v.teamNumberDeadline,
    rosterDeadline: v.rosterDeadline,
    minRoster: v.minRoster,
    maxRoster: v.maxRoster,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    coordinatorId: v.coordinatorId,
    matchFormat: v.matchFormat,
    eligibilityRules: v.eligibilityRules,
    notes: v.notes,
  };
}

/** Inserts a league given in the form's shape. */
export async function insertLeague(db: DbOrTx, input: LeagueInput) {
  const [row] = await db
    .insert(leagues)
    .values(leagueColumnsOf(leagueInputSchema.parse(input)))
    .returning();
  return row!;
}

/** Seeds the demo season once (skipped when any league exists). */
export async function seedLeagues(db: DbOrTx, now = new Date()): Promise<void> {
  if (await hasRows(db, leagues)) return;
  for (const league of demoLeagues(now)) await insertLeague(db, league);
}

/** A team row (tests and the demo seed); registration through the API goes via registerTeam. */
export async function insertTeam(db: DbOrTx, values: typeof teams.$inferInsert) {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

/** Members on a team's roster. */
export async function insertRosterEntries(
  db: DbOrTx,
  teamId: string,
  players: readonly { userId: string; name: string }[],
  addedBy: string | null,
) {
  if (players.length === 0) return;
  await db
    .insert(rosterEntries)
    .values(players.map((p) => ({ teamId, userId: p.userId, name: p.name, addedBy })));
}
