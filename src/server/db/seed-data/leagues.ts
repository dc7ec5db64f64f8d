import type { LeagueSpec, Level } from '../factories/leagues';

/*
 * The demo club's league season: data only; factories/leagues.ts makes each league from its
 * spec, dated from the next start of its season.
 */

const ntrp = (rating: number): Level => ({ kind: 'ntrp', rating });
const combined = (total: number, minIndividual: number): Level => ({
  kind: 'combined',
  total,
  minIndividual,
});

/** A realistic season: spring, summer and fall leagues at several levels, genders and ages. */
export const demoLeagueSpecs: readonly LeagueSpec[] = [
  { season: 'spring', gender: 'women', ageDivision: '18+', level: ntrp(3.5), minShareAtLevel: 0.4 },
  { season: 'spring', gender: 'men', ageDivision: '18+', level: ntrp(4.0), minShareAtLevel: 0.4 },
  { season: 'spring', gender: 'women', ageDivision: '40+', level: ntrp(3.0) },
  {
    season: 'spring',
    gender: 'men',
    ageDivision: '55+',
    level: ntrp(3.5),
    lines: { singles: 0, doubles: 3 },
  },
  {
    season: 'summer',
    gender: 'mixed',
    ageDivision: '18+',
    level: combined(7, 3),
    lines: { singles: 0, doubles: 3 },
  },
  {
    season: 'summer',
    gender: 'mixed',
    ageDivision: '40+',
    level: combined(8, 3.5),
    lines: { singles: 0, doubles: 3 },
  },
  { season: 'summer', gender: 'men', ageDivision: '40+', level: ntrp(4.5) },
  { season: 'fall', gender: 'women', ageDivision: '18+', level: ntrp(4.0), minShareAtLevel: 0.4 },
  {
    season: 'fall',
    gender: 'men',
    ageDivision: '65+',
    level: ntrp(3.5),
    lines: { singles: 0, doubles: 3 },
  },
  {
    season: 'fall',
    gender: 'mixed',
    ageDivision: '18+',
    level: combined(6, 2.5),
    provider: 'club',
    name: 'NJTC Intra-club Fall Mixed Doubles Ladder',
    lines: { singles: 0, doubles: 2 },
    roster: { min: 4, max: 12 },
  },
];

/** The league the demo plays today: a fall mixed league (its season started six weeks ago). */
export function inProgressLeagueSpec(year: number): LeagueSpec {
  return {
    season: 'fall',
    gender: 'mixed',
    ageDivision: '18+',
    level: { kind: 'combined', total: 7, minIndividual: 3 },
    lines: { singles: 0, doubles: 3 },
    name: `Fall ${year} Mixed 18+ 7.0 Twilight`,
  };
}
