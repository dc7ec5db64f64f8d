import type { NtrpRating } from '@shared/schemas/profiles';
import {
  type EligibilityLeague,
  type EligibilityPlayer,
  type EligibilityRules,
  eligibilityRulesSchema,
} from '@shared/tennis/eligibility';
import { type TieFormat, tieFormatSchema } from '@shared/tennis/match-format';
import { type StandingsRules, standingsRulesSchema } from '@shared/tennis/standings';
import { gte, isNull, or } from 'drizzle-orm';
import { leagues } from '../db/schema/leagues';
import type { profiles } from '../db/schema/profiles';

/*
 * A league row's rules as the shared tennis checks read them: used by the leagues feature
 * (rosters, registration) and by match day (lineups, scores, standings).
 */

type LeagueRow = typeof leagues.$inferSelect;

/** Rules stored before a rule was added read with its default. */
export function rulesOf(row: Pick<LeagueRow, 'eligibilityRules'>): EligibilityRules {
  return eligibilityRulesSchema.parse(row.eligibilityRules);
}

export type LeagueEligibilityRow = Pick<
  LeagueRow,
  'year' | 'gender' | 'ageDivision' | 'level' | 'minRoster' | 'maxRoster' | 'eligibilityRules'
>;

/** The league columns the eligibility checks read, for selects that join leagues. */
export const leagueEligibilityColumns = {
  year: leagues.year,
  gender: leagues.gender,
  ageDivision: leagues.ageDivision,
  level: leagues.level,
  minRoster: leagues.minRoster,
  maxRoster: leagues.maxRoster,
  eligibilityRules: leagues.eligibilityRules,
};

/** What the shared eligibility checks need of a league row. */
export function eligibilityLeagueOf(row: LeagueEligibilityRow): EligibilityLeague {
  return {
    year: row.year,
    gender: row.gender,
    ageDivision: row.ageDivision,
    level: row.level,
    minRoster: row.minRoster,
    maxRoster: row.maxRoster,
    rules: rulesOf(row),
  };
}

/** The league's team-match lines (tie format). */
export function tieFormatOf(row: Pick<LeagueRow, 'matchFormat'>): TieFormat {
  return tieFormatSchema.parse(row.matchFormat);
}

/** The coordinator's standings order; a league that never set one reads the common order. */
export function standingsRulesOf(row: Pick<LeagueRow, 'standingsRules'>): StandingsRules {
  const parsed = standingsRulesSchema.safeParse(row.standingsRules ?? {});
  return parsed.success ? parsed.data : standingsRulesSchema.parse({});
}

/** A player's tennis details from their profile (null where the member has not said). */
export function eligibilityPlayerOf(
  profile:
    | (Pick<
        typeof profiles.$inferSelect,
        'fullName' | 'ratingType' | 'ratingYear' | 'gender' | 'birthYear'
      > & {
        ntrpRating: string | null;
      })
    | null,
  fallbackName: string,
): EligibilityPlayer {
  return {
    name: profile?.fullName || fallbackName || 'A player',
    ntrpRating: (profile?.ntrpRating as NtrpRating | null) ?? null,
    ratingType: profile?.ratingType ?? null,
    ratingYear: profile?.ratingYear ?? null,
    gender: profile?.gender ?? null,
    birthYear: profile?.birthYear ?? null,
  };
}

/** A league that has not ended on `today` (the club's date): the captains page and the looking-for-a-team form list these. */
export const isLeagueNotOver = (today: string) => or(isNull(leagues.endsOn), gte(leagues.endsOn, today));
