import { type SubPreferences, subPreferencesSchema } from '@shared/schemas/team-matches-subs';
import {
  type EligibilityLeague,
  type EligibilityPlayer,
  type EligibilityRulesInput,
  eligibilityLeagueSchema,
} from '@shared/tennis/eligibility';
import {
  assessSubCandidate,
  compareSubCandidates,
  isRosterOpen,
  type SubCandidateFacts,
  type SubMatchContext,
} from '@shared/tennis/sub-candidates';
import { describe, expect, it } from 'vitest';

/** The sub finder's candidate rules (issue 21 §2) against the league's eligibility rules. */

const asOf = new Date('2026-03-01T12:00:00Z');
type LeagueOver = Partial<Omit<EligibilityLeague, 'rules'>> & EligibilityRulesInput;

function league(over: LeagueOver = {}): EligibilityLeague {
  const {
    gender = 'women',
    ageDivision = '18+',
    level = '3.5',
    minRoster = 2,
    maxRoster = 4,
    ...rules
  } = over;
  return eligibilityLeagueSchema.parse({
    year: 2026,
    gender,
    ageDivision,
    level,
    minRoster,
    maxRoster,
    rules,
  });
}

function player(over: Partial<EligibilityPlayer> = {}): EligibilityPlayer {
  return {
    name: 'Ann Lee',
    ntrpRating: '3.5',
    ratingType: 'C',
    ratingYear: 2025,
    gender: 'female',
    birthYear: 1980,
    ...over,
  };
}

const prefs = (over: Partial<SubPreferences> = {}): SubPreferences => ({
  isAvailable: true,
  levels: ['3.5'],
  formats: ['doubles', 'singles'],
  days: ['thu'],
  travelMiles: 20,
  ...over,
});

function ctx(over: Partial<SubMatchContext> = {}): SubMatchContext {
  return {
    league: league(),
    teamFlight: 'A',
    roster: [player({ name: 'R1' }), player({ name: 'R2' })],
    rosterDeadline: '2026-04-01',
    today: '2026-03-01',
    matchDay: 'thu',
    isHome: true,
    venueMiles: 0,
    playingUpInLineup: 0,
    place: { lineId: 'D1', type: 'doubles', partner: player({ name: 'Pat Partner' }) },
    asOf,
    ...over,
  };
}

const rosterPlayer = (over: Partial<SubCandidateFacts> = {}): SubCandidateFacts => ({
  player: player(),
  isOnRoster: true,
  lineupLineId: null,
  otherTeams: [],
  preferences: null,
  ...over,
});
const member = (over: Partial<SubCandidateFacts> = {}): SubCandidateFacts => ({
  ...rosterPlayer({ isOnRoster: false, preferences: prefs() }),
  ...over,
});

const errors = (facts: SubCandidateFacts, c = ctx()) =>
  assessSubCandidate(facts, c)
    .reasons.filter((r) => r.severity === 'error')
    .map((r) => r.rule);

describe('sub candidates', () => {
  it('qualifies a rostered player not in the lineup, saying why', () => {
    const result = assessSubCandidate(rosterPlayer(), ctx());
    expect(result.qualifies).toBe(true);
    expect(result.reasons.map((r) => r.rule)).toEqual(expect.arrayContaining(['level', 'on-roster', 'pair']));
  });

  it('refuses a player already in the lineup', () => {
    expect(errors(rosterPlayer({ lineupLineId: 'S1' }))).toEqual(['in-lineup']);
  });

  it('applies the NTRP level rules: nobody plays down, at most one level up', () => {
    expect(errors(rosterPlayer({ player: player({ ntrpRating: '4.0' }) }))).toEqual(['level-playing-down']);
    expect(errors(rosterPlayer({ player: player({ ntrpRating: '2.5' }) }))).toEqual(['level-play-up']);
    expect(errors(rosterPlayer({ player: player({ ntrpRating: '3.0' }) }))).toEqual([]);
    expect(errors(rosterPlayer({ player: player({ ntrpRating: null }) }))).toEqual(['rating-missing']);
  });

  it("applies gender for men's and women's leagues", () => {
    const men = ctx({
      league: league({ gender: 'men' }),
      place: { lineId: 'S1', type: 'singles', partner: null },
    });
    expect(errors(rosterPlayer(), men)).toEqual(['gender']);
    expect(errors(rosterPlayer({ player: player({ gender: 'male' }) }), men)).toEqual([]);
  });

  it('needs one man and one woman on a mixed line', () => {
    const mixed = ctx({
      league: league({ gender: 'mixed', level: '7.0', combined: { minIndividual: 3.0 } }),
      roster: [],
      place: { lineId: 'D1', type: 'doubles', partner: player({ name: 'Pam', ntrpRating: '3.5' }) },
    });
    expect(errors(rosterPlayer(), mixed)).toEqual(['pair-gender']);
    expect(errors(rosterPlayer({ player: player({ gender: 'male' }) }), mixed)).toEqual([]);
    expect(errors(rosterPlayer({ player: player({ gender: 'male', ntrpRating: '4.0' }) }), mixed)).toEqual([
      'pair-combined-level',
    ]);
  });

  it('refuses an opted-in member once the roster deadline has passed (the deadline day still counts)', () => {
    expect(isRosterOpen('2026-03-01', '2026-03-01')).toBe(true);
    expect(isRosterOpen('2026-02-28', '2026-03-01')).toBe(false);
    expect(isRosterOpen(null, '2026-03-01')).toBe(true);
    expect(errors(member(), ctx({ rosterDeadline: '2026-02-28' }))).toEqual(['roster-deadline']);
    expect(errors(member())).toEqual([]);
  });

  it('refuses a member already on another team of the same league and flight', () => {
    const otherTeams = [{ name: 'NJTC Volley', flight: 'A' }];
    expect(errors(member({ otherTeams }))).toEqual(['team-same-flight']);
    expect(errors(member({ otherTeams: [{ name: 'NJTC Volley', flight: 'B' }] }))).toEqual([]);
    const allowed = ctx({ league: league({ allowsTwoTeamsPerFlight: true }) });
    expect(errors(member({ otherTeams }), allowed)).toEqual([]);
  });

  it('refuses an addition past the roster maximum', () => {
    const full = ctx({ roster: [1, 2, 3, 4].map((i) => player({ name: `R${i}` })) });
    expect(errors(member(), full)).toEqual(['roster-max']);
    expect(errors(rosterPlayer(), full)).toEqual([]);
  });

  it('holds a plus league to its players-playing-up limit', () => {
    const plus = league({ maxPlayingUpPerMatch: 1 });
    const low = rosterPlayer({ player: player({ ntrpRating: '3.0' }) });
    expect(errors(low, ctx({ league: plus, playingUpInLineup: 1 }))).toEqual(['play-up-per-match']);
    expect(errors(low, ctx({ league: plus, playingUpInLineup: 0 }))).toEqual([]);
  });

  it('asks a member only within their subbing preferences: opted in, level, format, day', () => {
    expect(errors(member({ preferences: null }))).toEqual(['not-opted-in']);
    expect(errors(member({ preferences: prefs({ isAvailable: false }) }))).toEqual(['not-opted-in']);
    expect(errors(member({ preferences: prefs({ levels: ['4.0'] }) }))).toEqual(['sub-levels']);
    expect(errors(member({ preferences: prefs({ formats: ['singles'] }) }))).toEqual(['sub-formats']);
    expect(errors(member({ preferences: prefs({ days: ['sat'] }) }))).toEqual(['sub-days']);
  });

  it('checks how far a member travels against the venue’s distance from the club', () => {
    const travel = (travelMiles: number, venueMiles: number | null) => {
      const result = assessSubCandidate(member({ preferences: prefs({ travelMiles }) }), ctx({ venueMiles }));
      return { qualifies: result.qualifies, reason: result.reasons.find((r) => r.rule === 'sub-travel') };
    };
    expect(travel(10, 18)).toEqual({
      qualifies: false,
      reason: {
        rule: 'sub-travel',
        severity: 'error',
        message: 'Too far: venue 18 mi, travels up to 10 mi.',
      },
    });
    expect(travel(0, 4).reason?.message).toBe('Too far: venue 4 mi, travels home courts only.');
    expect(travel(0, 0)).toEqual({
      qualifies: true,
      reason: { rule: 'sub-travel', severity: 'ok', message: 'At the home courts.' },
    });
    // The limit itself is within reach.
    expect(travel(18, 18)).toMatchObject({ qualifies: true, reason: { severity: 'ok' } });
    expect(travel(20, 18).reason?.message).toBe('Venue 18 mi, travels up to 20 mi.');
    // Nobody entered the venue's distance: a warning, not a refusal.
    const unknown = travel(20, null);
    expect(unknown.qualifies).toBe(true);
    expect(unknown.reason).toMatchObject({
      severity: 'warning',
      message: expect.stringMatching(/^Distance not known/),
    });
  });

  it('does not ask how far a rostered player travels', () => {
    const result = assessSubCandidate(rosterPlayer(), ctx({ venueMiles: 40 }));
    expect(result.qualifies).toBe(true);
    expect(result.reasons.some((r) => r.rule === 'sub-travel')).toBe(false);
  });

  it('reads a combined league’s level preference as the player’s own rating', () => {
    const mixed = ctx({
      league: league({ gender: 'mixed', level: '7.0', combined: { minIndividual: 3.0 } }),
      roster: [],
      place: { lineId: 'D1', type: 'doubles', partner: player({ gender: 'male' }) },
    });
    expect(errors(member({ preferences: prefs({ formats: ['mixed'] }) }), mixed)).toEqual([]);
    expect(errors(member(), mixed)).toEqual(['sub-formats']);
    expect(errors(member({ preferences: prefs({ formats: ['mixed'], levels: ['3.0'] }) }), mixed)).toEqual([
      'sub-levels',
    ]);
  });

  it('orders roster players first, those who qualify and said yes before the rest', () => {
    const list = [
      { name: 'Zed', source: 'opted-in' as const, qualifies: true, availability: null },
      { name: 'Bea', source: 'roster' as const, qualifies: false, availability: 'yes' },
      { name: 'Cal', source: 'roster' as const, qualifies: true, availability: null },
      { name: 'Abe', source: 'roster' as const, qualifies: true, availability: 'yes' },
    ];
    expect(list.sort(compareSubCandidates).map((c) => c.name)).toEqual(['Abe', 'Cal', 'Bea', 'Zed']);
  });

  it('validates preferences: an opted-in member names levels, formats and days', () => {
    const bad = subPreferencesSchema.safeParse({ ...prefs(), levels: [], days: [] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(['levels', 'days']);
    expect(subPreferencesSchema.safeParse({ ...prefs(), isAvailable: false, levels: [] }).success).toBe(true);
    expect(subPreferencesSchema.safeParse({ ...prefs(), travelMiles: 500 }).success).toBe(false);
  });
});
