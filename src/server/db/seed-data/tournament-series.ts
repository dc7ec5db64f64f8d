import { addDays, nextWeekday } from './events';

/**
 * The demo club's weekly tournament (decision 041): a one-day round robin every Saturday, its
 * next session a few days ahead with some entries, the one after with fewer.
 */
export function demoTournamentSeriesFor(today: string) {
  const firstDate = nextWeekday(today, 6, 2);
  return {
    title: 'Saturday Shootout',
    firstDate,
    sessions: 8,
    court: 'mesa-view-park',
    placeText: 'Courts 5–8',
    description:
      'A one-day singles round robin every Saturday morning: groups of four by level, every player plays three matches, and the group winners meet in a final set at noon. Check in at the desk by 8:45.\n\nEnter each Saturday on its own; entries close on the Thursday evening before.',
    format:
      'Round robin groups of four, one set to 6 (tie-break at 6–6), then a final for the group winners.',
    entryFeeCents: 1000,
    /** Entries close this many days before, at 20:00. */
    deadlineDaysBefore: 2,
    divisions: [
      { name: 'Singles 3.0–3.5', capacity: 8 },
      { name: 'Singles 4.0+', capacity: 8 },
    ],
    /** Entries per division in the next session, and in the one after. */
    entries: [
      [6, 3],
      [2, 1],
    ],
    addDays,
  };
}
