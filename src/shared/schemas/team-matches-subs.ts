import { weekdays } from '../weekdays';
import { z } from '../zod';
import { ntrpRatings } from './profiles';
import type { MatchHeading } from './team-matches';

/*
 * The sub finder (issue 21 §2): members who opt in to subbing, the captain's candidate list for
 * a match (or one line of its lineup) and the requests sent to the chosen players.
 */

export const subFormats = ['singles', 'doubles', 'mixed'] as const;
export type SubFormat = (typeof subFormats)[number];
export const subFormatLabels: Record<SubFormat, string> = {
  singles: 'Singles',
  doubles: 'Doubles',
  mixed: 'Mixed doubles',
};

/** The levels a member subs at: the NTRP league levels ('5.0+' is the open top level). */
export const subLevels = ntrpRatings;
export type SubLevel = (typeof subLevels)[number];

export const maxTravelMiles = 100;

/** A member's subbing preferences (their profile's "Subbing" section). */
export const subPreferencesSchema = z
  .object({
    isAvailable: z.boolean(),
    levels: z.array(z.enum(subLevels, { error: 'Choose levels from the list.' })).max(subLevels.length),
    formats: z.array(z.enum(subFormats, { error: 'Choose formats from the list.' })).max(subFormats.length),
    days: z.array(z.enum(weekdays, { error: 'Choose days from the list.' })).max(weekdays.length),
    travelMiles: z
      .number({ error: 'Enter how many miles you would travel.' })
      .int('Enter a whole number of miles.')
      .min(0, 'Enter 0 or more miles.')
      .max(maxTravelMiles, `At most ${maxTravelMiles} miles.`),
  })
  .superRefine((v, ctx) => {
    if (!v.isAvailable) return;
    if (v.levels.length === 0)
      ctx.addIssue({ code: 'custom', path: ['levels'], message: 'Choose at least one level you can play.' });
    if (v.formats.length === 0)
      ctx.addIssue({ code: 'custom', path: ['formats'], message: 'Choose at least one format.' });
    if (v.days.length === 0)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Choose at least one day you can play.' });
  });
export type SubPreferences = z.output<typeof subPreferencesSchema>;
export type SubPreferencesInput = z.input<typeof subPreferencesSchema>;

export const defaultSubPreferences: SubPreferences = {
  isAvailable: false,
  levels: [],
  formats: [],
  days: [],
  travelMiles: 15,
};

/** Why a candidate qualifies or not: one line per rule checked. */
export interface SubReason {
  /** A rule code (eligibility's, or the sub finder's own: 'in-lineup', 'roster-deadline'…). */
  rule: string;
  /** 'ok' met; 'warning' shown but not refusing; 'error' refuses. */
  severity: 'ok' | 'warning' | 'error';
  message: string;
}

export const subInviteAnswers = ['yes', 'no'] as const;
export type SubInviteAnswer = (typeof subInviteAnswers)[number];

export interface SubCandidate {
  userId: string;
  name: string;
  ntrpRating: string | null;
  /** Roster players not in the lineup come first, then opted-in members. */
  source: 'roster' | 'opted-in';
  qualifies: boolean;
  reasons: SubReason[];
  /** Their availability answer for this match (roster players). */
  availability: 'yes' | 'no' | 'maybe' | null;
  /** Already asked on an open request of this match. */
  isAsked: boolean;
}

export const subRequestStatuses = ['open', 'filled', 'cancelled', 'expired'] as const;
export type SubRequestStatus = (typeof subRequestStatuses)[number];
export const subRequestStatusLabels: Record<SubRequestStatus, string> = {
  open: 'Waiting for answers',
  filled: 'Filled',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export interface SubRequestView {
  id: string;
  lineId: string | null;
  status: SubRequestStatus;
  note: string;
  createdAt: string;
  expiresAt: string;
  filledByName: string | null;
  invites: { userId: string; name: string; answer: SubInviteAnswer | null; answeredAt: string | null }[];
}

export interface SubFinder {
  match: MatchHeading;
  /** The line the candidates are checked for (null: the match, any open place). */
  lineId: string | null;
  lines: { lineId: string; type: 'singles' | 'doubles'; openPlaces: number }[];
  rosterDeadline: string | null;
  candidates: SubCandidate[];
  requests: SubRequestView[];
}

export const subFinderQuerySchema = z.object({
  lineId: z
    .string()
    .trim()
    .regex(/^[A-Z]{1,2}\d{1,2}$/, 'Choose a line such as S1 or D2.')
    .optional(),
});

export const sendSubRequestSchema = z.object({
  lineId: z
    .string()
    .trim()
    .regex(/^[A-Z]{1,2}\d{1,2}$/, 'Choose a line such as S1 or D2.')
    .nullable(),
  userIds: z
    .array(z.string().min(1).max(64))
    .min(1, 'Choose at least one player to ask.')
    .max(20, 'Ask at most 20 players at once.'),
  note: z.string().trim().max(500, 'Keep the note under 500 characters.').default(''),
});
export type SendSubRequestInput = z.input<typeof sendSubRequestSchema>;

export const subAnswerQuerySchema = z.object({ token: z.string().min(1).max(300) });
export const subAnswerSchema = z.object({
  token: z.string().min(1).max(300),
  answer: z.enum(subInviteAnswers, { error: 'Answer yes or no.' }),
});
export type SubAnswerInput = z.input<typeof subAnswerSchema>;

/** What the answer link's page shows. */
export interface SubAnswerView {
  playerName: string;
  teamName: string;
  match: MatchHeading;
  place: string;
  lineId: string | null;
  captainName: string;
  note: string;
  status: SubRequestStatus;
  myAnswer: SubInviteAnswer | null;
  /** 'placed': they got the place; 'filled': someone else had it; 'refused': no longer eligible. */
  outcome: 'placed' | 'filled' | 'refused' | null;
  outcomeMessage: string | null;
}
