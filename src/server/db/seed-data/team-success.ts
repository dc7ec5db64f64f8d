import type { ReportTeamSuccess } from '@shared/schemas/team-success';
import type { Achievement } from '@shared/team-success';
import type { StoredTeamSuccess } from '../factories/team-success';
import { demoEmailOf } from './people';

/*
 * The demo teams' success stories: data only; factories/team-success.ts writes them, each with
 * a drawn photo.
 */

/** The colour of the photo drawn for a story (null: no photo). */
type Colour = [number, number, number] | null;

/** The season of `season` most recently finished before `now` (spring ends by July, summer by September, fall by November). */
function lastSeasonYear(now: Date, endsMonth: number): number {
  return now.getUTCMonth() + 1 > endsMonth ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/**
 * Stories of the demo teams' last seasons, by team name: three published (newest a few days
 * ago) and one waiting for review; the colour of the photo drawn for each (null: no photo).
 */
export function demoTeamSuccessStories(now: Date): [Partial<ReportTeamSuccess>, StoredTeamSuccess, Colour][] {
  const spring = lastSeasonYear(now, 7);
  const summer = lastSeasonYear(now, 9);
  const fall = lastSeasonYear(now, 11);
  // One story a row: team, league, season, achievement, results, reporter (at their demo
  // address), the players, the story; then how it was stored and the photo's colour.
  // biome-ignore format: a table, one story a row
  const rows: [string, string, number, Achievement, string, string, string, string, StoredTeamSuccess, Colour][] = [
    ['Net Results', `USTA Spring ${spring} Women’s 18+ 3.5`, spring, 'sectionals', '7–1 in team matches, 28–12 in lines', 'Rachel Nguyen',
      'Rachel Nguyen (captain), Keisha Thompson (co-captain), Diane Kowalski, Yuki Tanaka, Angela Brooks, Laura Bennett, Megan O’Connor, Ana Ribeiro, Helen Marsh',
      [
        `**Net Results won their flight** and carried the club's colours to the sectional championships.`,
        '',
        'Down 1–2 on the final day, the last two doubles lines both came back from a set down. Captain Rachel Nguyen',
        'credits the Tuesday clinics: "We practised the same two plays all season, and they worked when it counted."',
        '',
        'Thank you to everyone who came out to cheer!',
      ].join('\n'),
      { status: 'published', reportedDaysAgo: 24, publishedDaysAgo: 21 }, [46, 125, 80]],
    ['Mixed Signals', `USTA Summer ${summer} Mixed 18+ 7.0`, summer, 'league-champions', '6–0 in team matches, 16–2 in lines', 'Yuki Tanaka',
      'Luis Ortega (captain), Yuki Tanaka (co-captain), Ben Carter, Raj Patel, Jenny Park, Rachel Nguyen, James Whitaker, Keisha Thompson',
      [
        'An **undefeated run to the league title** for our mixed team, in their first season together.',
        '',
        'Luis Ortega and Yuki Tanaka paired the lines by serve and return rather than rating, and it paid off:',
        'only two lines lost all season.',
      ].join('\n'),
      { status: 'published', reportedDaysAgo: 12, publishedDaysAgo: 10 }, [38, 84, 160]],
    ['Ladder Legends', `NJTC Intra-club Fall ${fall} Mixed Doubles Ladder`, fall, 'undefeated', '', 'Greg Holloway',
      'Angela Brooks (captain), Greg Holloway (co-captain), Fatima Haddad, Peter Lindqvist, Helen Marsh, Claire Dubois, Olivia Grant',
      [
        'Ten weeks, ten wins: **Ladder Legends finished the club ladder undefeated**.',
        '',
        'Angela Brooks set up a rotating partner list so everyone played with everyone at least once. New members',
        'Fatima and Claire played every single week.',
      ].join('\n'),
      { status: 'published', reportedDaysAgo: 4, publishedDaysAgo: 3 }, [176, 82, 58]],
    ['Drop Shot Society', `USTA Spring ${spring} Men’s 18+ 4.0`, spring, 'playoffs', '5–3 in team matches', 'Marco Rossi',
      'David Okafor (captain), Marco Rossi, James Whitaker, Tom Feeney, Ben Carter, Luis Ortega',
      'Drop Shot Society made the playoffs on the last day of the season with a 4–1 win. A proper write-up with photos to follow!',
      { status: 'submitted', reportedDaysAgo: 1 }, null],
  ];
  return rows.map((row) => {
    const [teamName, league, seasonYear, achievement, results, reporterName, playerNames, story] = row;
    const report = { teamName, league, seasonYear, achievement, results, story, playerNames, reporterName };
    return [{ ...report, reporterEmail: demoEmailOf(reporterName) }, row[8], row[9]];
  });
}
