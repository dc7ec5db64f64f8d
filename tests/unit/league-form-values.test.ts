import { toInput, valuesOf } from '@client/features/leagues/components/league-form-values';
import { buildLeague } from '@server/db/factories/leagues';
import { type League, leagueInputSchema } from '@shared/schemas/leagues';
import { describe, expect, it } from 'vitest';

/** A stored 3.5+ league as the editor receives it, with rules the form must not drop. */
function plusLeague(): League {
  const input = buildLeague(
    {
      season: 'spring',
      gender: 'women',
      ageDivision: '18+',
      level: { kind: 'ntrp', rating: 3.5 },
      lines: { singles: 2, doubles: 3 },
    },
    new Date('2026-01-10T12:00:00Z'),
  );
  return {
    ...input,
    id: 'league-1',
    coordinator: null,
    eligibilityRules: {
      ...input.eligibilityRules,
      maxPlayingUpPerMatch: 2,
      allowedRatingTypes: ['C', 'S'],
      olderPlayerValidity: { fromAge: 60, validYears: 2 },
    },
  } as unknown as League;
}

const fieldErrorOf = (input: unknown) => {
  const parsed = leagueInputSchema.safeParse(input);
  if (parsed.success) return null;
  return parsed.error.issues.find((i) => i.path.join('.') === 'eligibilityRules.maxPlayingUpPerMatch')
    ?.message;
};

describe('the league editor form values', () => {
  it('keeps the play-up limit per match (and the rules it has no field for) when a league is edited', () => {
    const league = plusLeague();
    const values = valuesOf(league);
    expect(values.maxPlayingUpPerMatch).toBe('2');
    const input = toInput(values, league.eligibilityRules);
    if (typeof input === 'string') throw new Error(input);
    expect(input.eligibilityRules.maxPlayingUpPerMatch).toBe(2);
    expect(input.eligibilityRules.allowedRatingTypes).toEqual(['C', 'S']);
    expect(input.eligibilityRules.olderPlayerValidity).toEqual({ fromAge: 60, validYears: 2 });
    const parsed = leagueInputSchema.safeParse(input);
    expect(parsed.success && parsed.data.eligibilityRules.maxPlayingUpPerMatch).toBe(2);
  });

  it('leaves the limit out when the field is empty', () => {
    const league = plusLeague();
    const input = toInput({ ...valuesOf(league), maxPlayingUpPerMatch: '' }, league.eligibilityRules);
    if (typeof input === 'string') throw new Error(input);
    expect(input.eligibilityRules).not.toHaveProperty('maxPlayingUpPerMatch');
    expect(leagueInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuses a limit that is not a whole number from 0 to 12, with a readable message under the field', () => {
    const league = plusLeague();
    const withLimit = (limit: string) => toInput({ ...valuesOf(league), maxPlayingUpPerMatch: limit });
    expect(fieldErrorOf(withLimit('13'))).toBe('At most 12 players per match.');
    expect(fieldErrorOf(withLimit('-1'))).toBe('At least 0 players.');
    expect(fieldErrorOf(withLimit('1.5'))).toMatch(/whole number of players/);
    expect(fieldErrorOf(withLimit('abc'))).toMatch(/whole number of players/);
    expect(fieldErrorOf(withLimit('0'))).toBeNull();
  });

  it('carries the one-team-per-flight rule as data (issue 18)', () => {
    const league = plusLeague();
    expect(valuesOf(league).teamsPerFlight).toBe('one');
    const several = toInput({ ...valuesOf(league), teamsPerFlight: 'several' }, league.eligibilityRules);
    if (typeof several === 'string') throw new Error(several);
    expect(leagueInputSchema.parse(several).eligibilityRules.allowsTwoTeamsPerFlight).toBe(true);
    const edited = {
      ...league,
      eligibilityRules: { ...league.eligibilityRules, allowsTwoTeamsPerFlight: true },
    };
    expect(valuesOf(edited as League).teamsPerFlight).toBe('several');
  });
});
