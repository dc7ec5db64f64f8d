import {
  type EligibilityLeague,
  type EligibilityPlayer,
  type EligibilityRulesInput,
  eligibilityLeagueSchema,
} from '@shared/tennis/eligibility';
import { checkLineup, isPlayingUp, type LineupLine } from '@shared/tennis/lineup';
import { buildTieFormat } from '@shared/tennis/match-format';
import { describe, expect, it } from 'vitest';

const asOf = new Date('2026-03-01T12:00:00Z');
const tie = buildTieFormat({ singles: 2, doubles: 3, formatCode: 'SET3-S:6/TB7-F:TB10' });
const mixedTie = buildTieFormat({ singles: 0, doubles: 3, formatCode: 'SET3-S:6/TB7-F:TB10' });

function league(
  over: Partial<Omit<EligibilityLeague, 'rules'>> & EligibilityRulesInput = {},
): EligibilityLeague {
  const {
    gender = 'women',
    ageDivision = '18+',
    level = '3.5',
    minRoster = 8,
    maxRoster = 15,
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

const p = (
  name: string,
  rating: EligibilityPlayer['ntrpRating'],
  gender: EligibilityPlayer['gender'] = 'female',
) => ({
  name,
  ntrpRating: rating,
  ratingType: 'C' as const,
  ratingYear: 2025,
  gender,
  birthYear: 1985,
});

const roster = new Map<string, EligibilityPlayer>([
  ['a', p('Ann', '3.5')],
  ['b', p('Bea', '3.5')],
  ['c', p('Cat', '3.0')],
  ['d', p('Dee', '3.0')],
  ['e', p('Eve', '4.0')],
  ['m', p('Max', '4.0', 'male')],
  ['n', p('Ned', '3.0', 'male')],
  ['w', p('Wen', '3.0')],
]);

const check = (lines: LineupLine[], over: Parameters<typeof league>[0] = {}, extra = {}) =>
  checkLineup({ tie, lines, roster, league: league(over), asOf, ...extra });

describe('checkLineup', () => {
  it('accepts eligible players on the league’s lines', () => {
    expect(
      check([
        { lineId: 'S1', playerIds: ['a'] },
        { lineId: 'D1', playerIds: ['b', 'c'] },
      ]),
    ).toEqual([]);
  });

  it('refuses a line not in the format, too many players, and a line listed twice', () => {
    const issues = check([
      { lineId: 'D9', playerIds: [] },
      { lineId: 'S1', playerIds: ['a', 'b'] },
      { lineId: 'S2', playerIds: [] },
      { lineId: 'S2', playerIds: [] },
    ]);
    expect(issues.map((i) => i.path)).toEqual(['lines.0', 'lines.1', 'lines.3']);
    expect(issues[1]?.message).toMatch(/singles line: one player/);
  });

  it('refuses a player who is not on the roster or plays twice, under the slot', () => {
    const issues = check([
      { lineId: 'S1', playerIds: ['zz'] },
      { lineId: 'S2', playerIds: ['a'] },
      { lineId: 'D1', playerIds: ['b', 'a'] },
    ]);
    expect(issues).toEqual([
      {
        path: 'lines.0.playerIds.0',
        severity: 'error',
        message: "That player is not on this team's roster.",
      },
      {
        path: 'lines.2.playerIds.1',
        severity: 'error',
        message: 'Ann already plays S2: a player plays one line per match.',
      },
    ]);
  });

  it('gives the player’s own rule messages (playing down) at their slot', () => {
    const [issue] = check([{ lineId: 'S1', playerIds: ['e'] }]);
    expect(issue).toMatchObject({ path: 'lines.0.playerIds.0', severity: 'error' });
    expect(issue?.message).toMatch(/Eve is rated 4.0, above the league level 3.5: nobody may play down/);
  });

  it('limits players playing up per match when the league sets it', () => {
    const lines = [
      { lineId: 'S1', playerIds: ['c'] },
      { lineId: 'D1', playerIds: ['d', 'w'] },
    ];
    expect(check(lines)).toEqual([]);
    const issues = check(lines, { maxPlayingUpPerMatch: 2 });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: 'lines.1.playerIds.1' });
    expect(issues[0]?.message).toMatch(/at most 2 players play up in a match/);
    expect(isPlayingUp(roster.get('c')!, league())).toBe(true);
    expect(isPlayingUp(roster.get('a')!, league())).toBe(false);
  });

  it('checks doubles partners: the rating gap and mixed pairs, on the line', () => {
    const mixed = league({
      gender: 'mixed',
      level: '7.0',
      combined: { minIndividual: 2.5, maxPartnerGap: 0.5 },
    });
    const issues = checkLineup({
      tie: mixedTie,
      lines: [{ lineId: 'D1', playerIds: ['m', 'n'] }],
      roster,
      league: mixed,
      asOf,
    });
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      ['lines.0', expect.stringMatching(/both men: a mixed doubles pair is one man and one woman/)],
      [
        'lines.0',
        expect.stringMatching(/rated 1.0 apart \(4.0 and 3.0\); partners may be at most 0.5 apart/),
      ],
    ]);
  });

  it('needs full lines to publish, and alternates off the lines', () => {
    const issues = check(
      [{ lineId: 'D1', playerIds: ['a'] }],
      {},
      { isPublishing: true, alternates: ['a', 'b', 'zz'] },
    );
    expect(issues.map((i) => i.path)).toEqual(['lines.0', 'alternates.0', 'alternates.2']);
    expect(issues[0]?.message).toMatch(/choose a partner or leave the line empty/);
    expect(check([{ lineId: 'D1', playerIds: ['a'] }])).toEqual([]);
  });
});
