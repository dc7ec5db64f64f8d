import type { PaymentPurpose } from '../payments';
import { z } from '../zod';
import type { AvailabilityAnswer, MyAvailability, TeamMatch } from './team-matches';

/*
 * My week (issue 21 §1): a signed-in member's own matches, sign-ups, open availability requests
 * and dues in one read (GET /api/me/week), their season's line results, and their personal
 * calendar feed's address.
 */

/** The member's place on one team: what the week and the season are grouped by. */
export interface MyTeam {
  id: string;
  name: string;
  leagueName: string;
  /** The record of the member's own lines this season (confirmed or entered scores). */
  record: { won: number; lost: number };
}

/** The member's line in a published lineup: "D1 with Ana Ruiz". */
export interface MyLine {
  lineId: string;
  partnerNames: string[];
}

export interface MyWeekMatch {
  match: TeamMatch;
  teamName: string;
  /** The member's recorded answer (null: not answered yet). */
  myAnswer: MyAvailability | null;
  /** Null until the captain publishes the lineup; `isAlternate` when listed as an alternate. */
  lineup: { line: MyLine | null; isAlternate: boolean } | null;
}

export interface MyWeekSignup {
  id: string;
  kind: 'social' | 'tournament';
  title: string;
  /** The tournament's division ("Mixed Doubles 3.5"); '' for a social. */
  divisionName: string;
  status: 'confirmed' | 'waitlisted';
  waitlistPosition: number | null;
  /** Socials: the start instant; tournaments: the first day at noon UTC (a day, not a time). */
  startsAt: string;
  isAllDay: boolean;
  place: string;
  path: string;
}

export interface MyWeekDue {
  paymentId: string;
  purpose: PaymentPurpose;
  description: string;
  amountCents: number;
  createdAt: string;
}

export interface MyLineResult {
  matchId: string;
  teamId: string;
  teamName: string;
  startsAt: string;
  opponentTeam: string;
  lineId: string;
  partnerNames: string[];
  /** 'won' or 'lost' the line; 'unplayed' for a line not finished (defaulted both ways, abandoned…). */
  outcome: 'won' | 'lost' | 'unplayed';
  /** "6-4 3-6 1-0" from our side. */
  score: string;
  isConfirmed: boolean;
}

export interface MyWeek {
  timeZone: string;
  teams: MyTeam[];
  /** Upcoming matches of every team the member is on (the next one per team, and all this week). */
  matches: MyWeekMatch[];
  /** Upcoming open matches the member has not answered (their captain is waiting). */
  openRequests: MyWeekMatch[];
  signups: MyWeekSignup[];
  dues: MyWeekDue[];
  /** This season's results of the member's lines, newest first. */
  results: MyLineResult[];
  /** The personal calendar feed's address; null when the member has none (or revoked it). */
  calendarUrl: string | null;
}

export const myCalendarQuerySchema = z.object({ key: z.string().max(400).default('') });

export type { AvailabilityAnswer };
