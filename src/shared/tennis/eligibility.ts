import { type PlayerGender, type RatingType, ratingTypeLabels, ratingTypes } from '../player-labels';
import type { NtrpRating } from '../schemas/profiles';
import { z } from '../zod';

/**
 * League eligibility rules as data (LEAGUES.md "Ratings and eligibility"): every league stores
 * its own values, and rosters and lineups are checked against them wherever they change.
 */

export const leagueGenders = ['men', 'women', 'mixed'] as const;
export type LeagueGender = (typeof leagueGenders)[number];
export const leagueGenderLabels: Record<LeagueGender, string> = {
  men: "Men's",
  women: "Women's",
  mixed: 'Mixed',
};

export const ageDivisions = ['18+', '40+', '55+', '65+'] as const;
export type AgeDivision = (typeof ageDivisions)[number];
export const ageDivisionLabels: Record<AgeDivision, string> = {
  '18+': '18 & over',
  '40+': '40 & over',
  '55+': '55 & over',
  '65+': '65 & over',
};
const ageDivisionMinimum: Record<AgeDivision, number> = { '18+': 18, '40+': 40, '55+': 55, '65+': 65 };

/** One NTRP level step ("playing up one level" = 0.5). */
export const ntrpStep = 0.5;

/** '5.0+' counts as 5.0: a 5.0+ league is the open top level. */
export function ntrpValue(rating: NtrpRating | string): number {
  return Number.parseFloat(rating);
}

/** 3.5 → "3.5"; 7 → "7.0". */
export function formatLevel(level: number): string {
  return level.toFixed(1);
}

const halfStep = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} is a number such as ${formatLevel(min)}.` })
    .min(min, `${what} is at least ${formatLevel(min)}.`)
    .max(max, `${what} is at most ${formatLevel(max)}.`)
    .refine((n) => Number.isInteger(n / ntrpStep), `${what} goes in steps of 0.5.`);

/** A league level as stored: an NTRP level ('3.5', '5.0+') or a combined level ('7.0'). */
export const leagueLevelSchema = z
  .string({ error: 'Choose a level such as 3.5 or a combined level such as 7.0.' })
  .trim()
  .regex(/^\d{1,2}\.[05]\+?$/, 'A level is written like 3.5, 5.0+ or 7.0.')
  .refine((l) => ntrpValue(l) >= 2.5 && ntrpValue(l) <= 10, 'A level is between 2.5 and 10.0.');

/** The league's own rule values (stored as jsonb beside the league's gender, age, level and roster sizes). */
export const eligibilityRulesSchema = z.object({
  /** NTRP levels (0.5 steps) a player may be rated below the league level; nobody plays down. */
  maxPlayUpLevels: z.number().int().min(0).max(3).default(1),
  /** Share of the roster rated at the league level (0.4 = 40%); single-level leagues only. */
  minShareAtLevel: z.number().min(0).max(1).optional(),
  /**
   * "Plus" leagues: how many players rated below the league level may play in one team match
   * (absent: no limit beyond maxPlayUpLevels).
   */
  maxPlayingUpPerMatch: z
    .number({ error: 'Enter a whole number of players, or leave it empty for no limit.' })
    .int('Enter a whole number of players, or leave it empty for no limit.')
    .min(0, 'At least 0 players.')
    .max(12, 'At most 12 players per match.')
    .optional(),
  /**
   * Whether one player may be on two teams of this league in the same flight (absent: no, the
   * USTA's rule; some club leagues allow it).
   */
  allowsTwoTeamsPerFlight: z.boolean().optional(),
  /** A rating from year Y is valid through Y + validYears. */
  ratingValidYears: z.number().int().min(1).max(10).default(3),
  /** Some regulations keep ratings valid for fewer years from a given age. */
  olderPlayerValidity: z
    .object({ fromAge: z.number().int().min(18).max(100), validYears: z.number().int().min(1).max(10) })
    .optional(),
  allowedRatingTypes: z
    .array(z.enum(ratingTypes))
    .min(1, 'Allow at least one rating type.')
    .default(['C', 'S', 'A', 'B', 'D', 'M']),
  /** Present for mixed/combo leagues whose level is combined: pairs add up to at most the level. */
  combined: z
    .object({
      minIndividual: halfStep(2.5, 5.0, 'The minimum individual level'),
      maxIndividual: halfStep(2.5, 5.0, 'The maximum individual level').optional(),
      maxPartnerGap: halfStep(0, 2.5, 'The partners’ largest rating gap').default(1.0),
    })
    .refine((c) => c.maxIndividual === undefined || c.maxIndividual >= c.minIndividual, {
      message: 'The maximum individual level cannot be below the minimum.',
      path: ['maxIndividual'],
    })
    .optional(),
});
export type EligibilityRules = z.output<typeof eligibilityRulesSchema>;
export type EligibilityRulesInput = z.input<typeof eligibilityRulesSchema>;

/** What eligibility needs of a league: the league row's fields and its rules. */
export interface EligibilityLeague {
  /** The league (championship) year: ages and rating validity count from it. */
  year: number;
  gender: LeagueGender;
  ageDivision: AgeDivision;
  /** '3.5', '5.0+' or a combined level such as '7.0' (then rules.combined is set). */
  level: string;
  minRoster: number;
  maxRoster: number;
  rules: EligibilityRules;
}

/** A whole league's eligibility, checked for consistency (for the league form's schema). */
export const eligibilityLeagueSchema = z
  .object({
    year: z.number().int().min(2000).max(2100),
    gender: z.enum(leagueGenders, { error: "Choose men's, women's or mixed." }),
    ageDivision: z.enum(ageDivisions, { error: 'Choose an age division: 18+, 40+, 55+ or 65+.' }),
    level: leagueLevelSchema,
    minRoster: z.number().int().min(1).max(60),
    maxRoster: z.number().int().min(1).max(60),
    rules: eligibilityRulesSchema,
  })
  .superRefine((league, ctx) => {
    const level = ntrpValue(league.level);
    const { combined } = league.rules;
    if (league.minRoster > league.maxRoster)
      ctx.addIssue({
        code: 'custom',
        message: 'The minimum roster size cannot exceed the maximum.',
        path: ['minRoster'],
      });
    if (combined) {
      if (level < 5 || league.level.endsWith('+'))
        ctx.addIssue({
          code: 'custom',
          message: 'A combined level is between 5.0 and 10.0, e.g. 7.0.',
          path: ['level'],
        });
      else if (combined.minIndividual * 2 > level)
        ctx.addIssue({
          code: 'custom',
          message: `Two players at the minimum individual level ${formatLevel(combined.minIndividual)} must fit the combined level ${formatLevel(level)}.`,
          path: ['rules', 'combined', 'minIndividual'],
        });
      if (league.rules.minShareAtLevel !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'A share of players at level applies to single-level leagues only.',
          path: ['rules', 'minShareAtLevel'],
        });
    } else {
      if (level > 5)
        ctx.addIssue({
          code: 'custom',
          message: 'An NTRP level is 2.5 to 5.0+; a higher level is combined and needs the combined rules.',
          path: ['level'],
        });
      else if (!Number.isInteger(level / ntrpStep))
        ctx.addIssue({ code: 'custom', message: 'The level goes in steps of 0.5.', path: ['level'] });
    }
  });

/** A player's tennis details (profile, player-details.ts); null where the member has not said. */
export interface EligibilityPlayer {
  name: string;
  ntrpRating: NtrpRating | null;
  ratingType: RatingType | null;
  ratingYear: number | null;
  gender: PlayerGender | null;
  birthYear: number | null;
}

export const eligibilityRuleCodes = [
  'rating-missing',
  'rating-type',
  'rating-year-missing',
  'rating-year-future',
  'rating-expired',
  'level-playing-down',
  'level-play-up',
  'level-below-minimum',
  'level-above-maximum',
  'gender-missing',
  'gender',
  'age-missing',
  'age-division',
  'roster-max',
  'roster-min',
  'roster-share-at-level',
  'roster-mixed-genders',
  'team-same-flight',
  'pair-gender',
  'pair-combined-level',
  'pair-rating-gap',
] as const;
export type EligibilityRuleCode = (typeof eligibilityRuleCodes)[number];

export interface EligibilityIssue {
  rule: EligibilityRuleCode;
  /** Errors refuse the change; warnings are shown. */
  severity: 'error' | 'warning';
  message: string;
}

export function hasEligibilityErrors(issues: readonly EligibilityIssue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}

export function describeLeagueLevel(league: Pick<EligibilityLeague, 'level' | 'rules'>): string {
  const level = ntrpValue(league.level);
  return league.rules.combined
    ? `${formatLevel(level)} combined`
    : `${formatLevel(level)}${level >= 5 ? '+' : ''}`;
}

/** Years a player's rating stays valid, given their age in the league year. */
export function ratingValidYearsFor(
  player: Pick<EligibilityPlayer, 'birthYear'>,
  league: EligibilityLeague,
): number {
  const { ratingValidYears, olderPlayerValidity } = league.rules;
  if (!olderPlayerValidity || player.birthYear === null) return ratingValidYears;
  const age = league.year - player.birthYear;
  return age >= olderPlayerValidity.fromAge
    ? Math.min(ratingValidYears, olderPlayerValidity.validYears)
    : ratingValidYears;
}

/** The player's own rules: rating, level, gender, age. `asOf` (default now) catches future rating years. */
export function checkPlayerEligibility(
  player: EligibilityPlayer,
  league: EligibilityLeague,
  options: { asOf?: Date } = {},
): EligibilityIssue[] {
  const { rules, year } = league;
  const leagueLevel = ntrpValue(league.level);
  const issues: EligibilityIssue[] = [];
  const name = player.name;
  const error = (rule: EligibilityRuleCode, message: string) =>
    issues.push({ rule, severity: 'error', message });
  const warning = (rule: EligibilityRuleCode, message: string) =>
    issues.push({ rule, severity: 'warning', message });
  const leagueName = `this ${describeLeagueLevel(league)} ${leagueGenderLabels[league.gender].toLowerCase()} league`;

  if (player.ntrpRating === null) {
    error('rating-missing', `${name} has no NTRP rating: every league player needs one (self-rate if new).`);
  } else {
    const rating = ntrpValue(player.ntrpRating);
    const ratingText = player.ntrpRating;
    if (!rules.combined) {
      const level = leagueLevel;
      const steps = Math.round((level - rating) / ntrpStep);
      if (steps < 0) {
        error(
          'level-playing-down',
          `${name} is rated ${ratingText}, above the league level ${formatLevel(level)}: nobody may play down.`,
        );
      } else if (steps > rules.maxPlayUpLevels) {
        const allowed = formatLevel(level - rules.maxPlayUpLevels * ntrpStep);
        error(
          'level-play-up',
          rules.maxPlayUpLevels === 0
            ? `${name} is rated ${ratingText}: ${leagueName} takes players rated ${formatLevel(level)} only (no playing up).`
            : `${name} is rated ${ratingText}: players may play up at most ${rules.maxPlayUpLevels} level${rules.maxPlayUpLevels === 1 ? '' : 's'}, so ${leagueName} takes ${allowed} to ${formatLevel(level)}.`,
        );
      }
    } else {
      const { minIndividual, maxIndividual } = rules.combined;
      const total = leagueLevel;
      if (rating < minIndividual)
        error(
          'level-below-minimum',
          `${name} is rated ${ratingText}, below the minimum individual level ${formatLevel(minIndividual)} of the ${formatLevel(total)} combined level.`,
        );
      if (maxIndividual !== undefined && rating > maxIndividual)
        error(
          'level-above-maximum',
          `${name} is rated ${ratingText}, above the maximum individual level ${formatLevel(maxIndividual)} of the ${formatLevel(total)} combined level.`,
        );
    }

    if (player.ratingType !== null) {
      if (!rules.allowedRatingTypes.includes(player.ratingType)) {
        error(
          'rating-type',
          `${name}'s rating is ${ratingTypeLabels[player.ratingType].toLowerCase()} (${player.ratingType}), a type this league does not accept (accepted: ${rules.allowedRatingTypes.join(', ')}).`,
        );
      } else if (player.ratingType === 'M' && league.gender !== 'mixed') {
        error('rating-type', `${name}'s rating is mixed-exclusive (M): it is valid in mixed leagues only.`);
      }
    }

    if (player.ratingYear === null) {
      warning('rating-year-missing', `${name}'s rating has no year: its validity cannot be checked.`);
    } else {
      const currentYear = (options.asOf ?? new Date()).getUTCFullYear();
      const validYears = ratingValidYearsFor(player, league);
      if (player.ratingYear > Math.max(currentYear, year)) {
        error('rating-year-future', `${name}'s rating year ${player.ratingYear} is in the future.`);
      } else if (year - player.ratingYear > validYears) {
        const older =
          rules.olderPlayerValidity && validYears < rules.ratingValidYears
            ? ` (${validYears} years from age ${rules.olderPlayerValidity.fromAge})`
            : '';
        error(
          'rating-expired',
          `${name}'s ${player.ratingYear} rating has expired: ratings are valid for ${validYears} years${older}, so for ${year} it needed to be from ${year - validYears} or later. It needs renewal.`,
        );
      }
    }
  }

  if (league.gender !== 'mixed') {
    const needed: PlayerGender = league.gender === 'men' ? 'male' : 'female';
    if (player.gender === null) {
      warning(
        'gender-missing',
        `${name}'s gender is not on file: it cannot be checked for a ${leagueGenderLabels[league.gender].toLowerCase()} league.`,
      );
    } else if (player.gender !== needed) {
      error('gender', `${name} cannot play in a ${leagueGenderLabels[league.gender].toLowerCase()} league.`);
    }
  } else if (player.gender === null) {
    warning(
      'gender-missing',
      `${name}'s gender is not on file: mixed doubles pairs need one man and one woman.`,
    );
  }

  const minimumAge = ageDivisionMinimum[league.ageDivision];
  if (player.birthYear === null) {
    warning(
      'age-missing',
      `${name}'s birth year is not on file: the ${ageDivisionLabels[league.ageDivision]} division cannot be checked.`,
    );
  } else {
    const age = year - player.birthYear;
    if (age < minimumAge)
      error(
        'age-division',
        `${name} turns ${age} in ${year}: the ${ageDivisionLabels[league.ageDivision]} division needs players who are at least ${minimumAge} during the league year.`,
      );
  }
  return issues;
}

/** Every player's own rules (messages name the player) plus the roster's size and composition. */
export function checkRosterEligibility(
  roster: readonly EligibilityPlayer[],
  league: EligibilityLeague,
  options: { asOf?: Date } = {},
): EligibilityIssue[] {
  const { rules } = league;
  const issues = roster.flatMap((p) => checkPlayerEligibility(p, league, options));
  const size = roster.length;
  if (size > league.maxRoster)
    issues.push({
      rule: 'roster-max',
      severity: 'error',
      message: `The roster has ${size} players; this league allows at most ${league.maxRoster}.`,
    });
  if (size < league.minRoster)
    issues.push({
      rule: 'roster-min',
      severity: 'warning',
      message: `The roster has ${size} player${size === 1 ? '' : 's'}; this league needs at least ${league.minRoster}.`,
    });

  if (!rules.combined && rules.minShareAtLevel !== undefined && size > 0) {
    const level = ntrpValue(league.level);
    const atLevel = roster.filter((p) => p.ntrpRating !== null && ntrpValue(p.ntrpRating) === level).length;
    const needed = Math.ceil(rules.minShareAtLevel * size - 1e-9);
    if (atLevel < needed) {
      const percent = Math.round(rules.minShareAtLevel * 100);
      // While the roster is still below its minimum size, later at-level players can fix the share.
      const isBuilding = size < league.minRoster;
      issues.push({
        rule: 'roster-share-at-level',
        severity: isBuilding ? 'warning' : 'error',
        message: `Only ${atLevel} of ${size} players (${Math.round((atLevel / size) * 100)}%) are rated at the league level ${formatLevel(level)}; this league needs at least ${percent}% (${needed} of ${size}).`,
      });
    }
  }

  if (league.gender === 'mixed' && size >= league.minRoster) {
    const women = roster.filter((p) => p.gender === 'female').length;
    const men = roster.filter((p) => p.gender === 'male').length;
    if (women === 0 || men === 0)
      issues.push({
        rule: 'roster-mixed-genders',
        severity: 'warning',
        message: `A mixed roster needs both men and women to field pairs; it has ${men} men and ${women} women.`,
      });
  }
  return issues;
}

/**
 * How far a roster is from meeting one of its roster rules (0 = met). Comparing a change's
 * before and after says whether it moves the roster toward the rule.
 */
function distanceFromRule(
  rule: EligibilityRuleCode,
  roster: readonly EligibilityPlayer[],
  league: EligibilityLeague,
): number {
  const size = roster.length;
  if (rule === 'roster-max') return Math.max(0, size - league.maxRoster);
  if (rule === 'roster-min') return Math.max(0, league.minRoster - size);
  if (rule === 'roster-share-at-level') {
    const minShare = league.rules.minShareAtLevel;
    if (minShare === undefined || size === 0) return 0;
    const level = ntrpValue(league.level);
    const atLevel = roster.filter((p) => p.ntrpRating !== null && ntrpValue(p.ntrpRating) === level).length;
    return Math.max(0, minShare - atLevel / size);
  }
  return 0;
}

/**
 * The roster rule that refuses a change from `before` to `after` (a player added or accepted),
 * or null. A roster rule broken after the change refuses it only when the change does not move
 * the roster toward that rule: a captain building a roster below its share at level may always
 * add a player at the level, and a roster already over a limit never gets further from it.
 * Each player's own rules are checked separately (checkPlayerEligibility).
 */
export function checkRosterChange(
  before: readonly EligibilityPlayer[],
  after: readonly EligibilityPlayer[],
  league: EligibilityLeague,
  options: { asOf?: Date } = {},
): EligibilityIssue | null {
  const broken = checkRosterEligibility(after, league, options).filter(
    (i) => i.severity === 'error' && i.rule.startsWith('roster-'),
  );
  const epsilon = 1e-9;
  return (
    broken.find(
      (i) => distanceFromRule(i.rule, after, league) >= distanceFromRule(i.rule, before, league) - epsilon,
    ) ?? null
  );
}

/** Another team a player is on (or is joining), in the same league as the team checked. */
export interface PlayerOtherTeam {
  name: string;
  /** The team's flight within the league ('' when the league has one flight). */
  flight: string;
}

/**
 * One team per flight: a player may not be on two teams of the same league and flight unless
 * the league allows it (rules.allowsTwoTeamsPerFlight). `otherTeams` are the player's other teams
 * of this league (rejected registrations left out).
 */
export function checkFlightOverlap(
  playerName: string,
  teamFlight: string,
  otherTeams: readonly PlayerOtherTeam[],
  league: Pick<EligibilityLeague, 'rules'>,
): EligibilityIssue | null {
  if (league.rules.allowsTwoTeamsPerFlight) return null;
  const clash = otherTeams.find((t) => t.flight.trim().toLowerCase() === teamFlight.trim().toLowerCase());
  if (!clash) return null;
  const flight = teamFlight.trim() ? `flight ${teamFlight.trim()} of this league` : 'this league';
  return {
    rule: 'team-same-flight',
    severity: 'error',
    message: `${playerName} is already on ${clash.name} in ${flight}: a player may be on only one team per flight.`,
  };
}

/** Rules for two partners on a doubles line (each player's own rules are checked separately). */
export function checkDoublesPair(
  a: EligibilityPlayer,
  b: EligibilityPlayer,
  league: EligibilityLeague,
): EligibilityIssue[] {
  const { rules } = league;
  const issues: EligibilityIssue[] = [];
  const pair = `${a.name} and ${b.name}`;
  if (league.gender === 'mixed' && a.gender !== null && b.gender !== null && a.gender === b.gender)
    issues.push({
      rule: 'pair-gender',
      severity: 'error',
      message: `${pair} are both ${a.gender === 'female' ? 'women' : 'men'}: a mixed doubles pair is one man and one woman.`,
    });
  if (rules.combined && a.ntrpRating !== null && b.ntrpRating !== null) {
    const total = ntrpValue(league.level);
    const ra = ntrpValue(a.ntrpRating);
    const rb = ntrpValue(b.ntrpRating);
    const sum = ra + rb;
    if (sum > total)
      issues.push({
        rule: 'pair-combined-level',
        severity: 'error',
        message: `${pair} are rated ${a.ntrpRating} + ${b.ntrpRating} = ${formatLevel(sum)}, above the combined level ${formatLevel(total)}.`,
      });
    const gap = Math.abs(ra - rb);
    if (gap > rules.combined.maxPartnerGap)
      issues.push({
        rule: 'pair-rating-gap',
        severity: 'error',
        message: `${pair} are rated ${formatLevel(gap)} apart (${a.ntrpRating} and ${b.ntrpRating}); partners may be at most ${formatLevel(rules.combined.maxPartnerGap)} apart.`,
      });
  }
  return issues;
}
