import {
  type Achievement,
  achievements,
  type TeamSuccessEventKind,
  type TeamSuccessStatus,
  teamSuccessStatuses,
} from '../team-success';
import { z } from '../zod';
import { hasNoControlChars } from './contact-relay';
import { type Page, searchSchema, sortedPage } from './paging';

/*
 * Team success (issue 11 §5): a captain, player or visitor reports a win on
 * /forms/team_success; staff review it on /team_success (approve, edit, reject) and publish it
 * on the public team-success page and the home page. The same schemas are the forms' resolvers
 * and the API's validators.
 */

/** Reports per visitor address an hour: a team reports a few wins a season, never dozens. */
export const teamSuccessRateLimit = { max: 5, windowMinutes: 60 } as const;
/** Photo uploads per visitor address an hour (a reporter may try a few pictures). */
export const teamSuccessPhotoRateLimit = { max: 10, windowMinutes: 60 } as const;
export const teamSuccessPhotoMaxBytes = 5 * 1024 * 1024;

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(min, min <= 1 ? `Please enter ${what}.` : `Please enter ${what} (at least ${min} characters).`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} can be at most ${max} characters.`)
    .refine(
      hasNoControlChars,
      `${what[0]!.toUpperCase()}${what.slice(1)} contains characters we cannot keep.`,
    );

/** Only our own stored images (/api/uploads/teamsuccess-…): a story never shows another site's picture. */
const photoUrlSchema = z
  .string()
  .trim()
  .max(200)
  .refine((u) => u === '' || /^\/api\/uploads\/[a-z]+-[0-9a-f]{32}\.(jpg|png|webp)$/.test(u), {
    message: 'Upload the photo with the photo button.',
  });

export const seasonYearSchema = z
  .number({ error: 'Choose the season.' })
  .int('Choose the season.')
  .min(2000, 'Choose the season.')
  .max(2100, 'Choose the season.');

/** What a story says, as reporters write it and staff edit it. */
const storyFields = {
  teamName: text('the team name', 2, 120),
  league: text('the league', 2, 160),
  seasonYear: seasonYearSchema,
  achievement: z.enum(achievements, { error: 'Choose what the team achieved.' }),
  /** The team's record, e.g. "6–1 in team matches, 15–6 in lines" (prefilled from our results). */
  results: z.string().trim().max(500, 'The results can be at most 500 characters.'),
  /** Markdown, shown through the one safe renderer. */
  story: z
    .string({ error: 'Please tell the story.' })
    .trim()
    .min(30, 'Please tell the story in at least 30 characters.')
    .max(5000, 'The story can be at most 5000 characters.'),
  playerNames: text('the players’ names', 2, 1000),
  photoUrl: photoUrlSchema,
};

/** POST /api/team-success: the public report. */
export const reportTeamSuccessSchema = z.object({
  /** One of our teams (the choice fills the rest in), or '' for a team typed in. */
  teamId: z.union([z.uuid('Choose a team from the list.'), z.literal('')]),
  ...storyFields,
  reporterName: text('your name', 2, 100),
  reporterEmail: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address so we can ask about the story.')
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  /** Spam trap: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});
export type ReportTeamSuccessInput = z.input<typeof reportTeamSuccessSchema>;
export type ReportTeamSuccess = z.output<typeof reportTeamSuccessSchema>;

/** PATCH /api/admin/team-success/:id: staff correct what the story says. */
export const editTeamSuccessSchema = z.object(storyFields);
export type EditTeamSuccessInput = z.input<typeof editTeamSuccessSchema>;
export type EditTeamSuccess = z.output<typeof editTeamSuccessSchema>;

/** POST /api/admin/team-success/:id/reject. */
export const rejectTeamSuccessSchema = z.object({
  reason: text('the reason', 3, 500),
});
export type RejectTeamSuccessInput = z.input<typeof rejectTeamSuccessSchema>;

export const teamSuccessSortKeys = ['createdAt', 'teamName', 'seasonYear', 'status', 'publishedAt'] as const;
export type TeamSuccessSortKey = (typeof teamSuccessSortKeys)[number];

export const teamSuccessListQuerySchema = z.object({
  q: searchSchema.optional(),
  status: z.enum(teamSuccessStatuses, { error: 'Unknown status.' }).optional(),
  season: z.coerce
    .number({ error: 'Unknown season.' })
    .int('Unknown season.')
    .min(2000, 'Unknown season.')
    .max(2100, 'Unknown season.')
    .optional(),
  ...sortedPage(teamSuccessSortKeys, 'createdAt', 'desc'),
});
export type TeamSuccessListQuery = z.infer<typeof teamSuccessListQuerySchema>;
export const teamSuccessPageSize = 25;

/** GET /api/team-success?limit=: the newest published stories (home page: 3). */
export const publishedStoriesQuerySchema = z.object({
  limit: z.coerce.number({ error: 'The limit must be a number.' }).int().min(1).max(50).default(20),
});

/** A published story as the public sees it. */
export interface TeamSuccessStory {
  id: string;
  teamName: string;
  league: string;
  seasonYear: number;
  achievement: Achievement;
  results: string;
  story: string;
  playerNames: string;
  photoUrl: string | null;
  publishedAt: string;
}

/** A report as staff see it. */
export interface TeamSuccessEntry extends Omit<TeamSuccessStory, 'publishedAt'> {
  teamId: string | null;
  status: TeamSuccessStatus;
  reporterName: string;
  reporterEmail: string;
  rejectionReason: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One line of a report's audit trail: who did what, when. */
export interface TeamSuccessEvent {
  id: string;
  kind: TeamSuccessEventKind;
  at: string;
  /** The staff member; null for the reporter (named in the report). */
  actorName: string | null;
  note: string;
}

export interface TeamSuccessDetail {
  entry: TeamSuccessEntry;
  history: TeamSuccessEvent[];
}

export type TeamSuccessPage = Page<TeamSuccessEntry>;

/** One of our teams on the form; choosing it fills in the team, league, season and record. */
export interface TeamSuccessTeamOption {
  id: string;
  name: string;
  league: string;
  seasonYear: number;
  /** What we know of its season, e.g. "Fall 2026 · 6 team matches on the schedule". */
  results: string;
}

export interface TeamSuccessReported {
  id: string;
  message: string;
}
