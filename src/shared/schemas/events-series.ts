import { isDateOnly } from '../club-time';
import { maxSeriesSessions, seriesEditScopes } from '../series-rules';
import { z } from '../zod';
import { type EventStatus, feeField, wallTime } from './events';
import { registrationInputSchema } from './events-registrations';
import { type SocialEventData, socialEventInputSchema } from './events-socials';
import { type TournamentData, tournamentInputSchema } from './events-tournaments';

/* Events in series (issue 23 §3): repeating a social, editing its sessions, signing up for all. */

export const seriesFeeModes = ['session', 'series'] as const;
export type SeriesFeeMode = (typeof seriesFeeModes)[number];

/** POST /api/admin/social-events/:id/series — this event becomes the first session of a series. */
export const repeatEventSchema = z
  .object({
    weekdays: z
      // Numbers, or the strings of a form's checkboxes.
      .array(z.coerce.number().int().min(1).max(7), { error: 'Choose the weekdays it repeats on.' })
      .min(1, 'Choose at least one weekday.')
      .max(7),
    intervalWeeks: z.coerce
      .number({ error: 'Enter how many weeks apart.' })
      .int('Enter a whole number of weeks.')
      .min(1, 'At least every week.')
      .max(12, 'At most every 12 weeks.'),
    endKind: z.enum(['until', 'count'], { error: 'Choose when the series ends.' }),
    untilDate: z.string().trim().default(''),
    sessionCount: z.union([z.literal(''), z.coerce.number().int()]).default(''),
    feeMode: z.enum(seriesFeeModes).default('session'),
    /** The price of the whole series, when it is paid once ("series"). */
    seriesFee: z.union([z.literal(''), feeField]).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.endKind === 'until' && !isDateOnly(v.untilDate)) {
      ctx.addIssue({ code: 'custom', path: ['untilDate'], message: 'Enter the last date of the series.' });
    }
    if (
      v.endKind === 'count' &&
      (v.sessionCount === '' || v.sessionCount < 2 || v.sessionCount > maxSeriesSessions)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['sessionCount'],
        message: `Enter a number of sessions from 2 to ${maxSeriesSessions}.`,
      });
    }
    if (v.feeMode === 'series' && v.seriesFee === '') {
      ctx.addIssue({ code: 'custom', path: ['seriesFee'], message: 'Enter the price of the whole series.' });
    }
  });
export type RepeatEventInput = z.input<typeof repeatEventSchema>;
export type RepeatEventData = z.output<typeof repeatEventSchema>;

/** PATCH /api/admin/event-series/:seriesId/sessions/:id — an edit of one session, the following ones, or all. */
export const editSeriesSessionSchema = z.object({
  scope: z.enum(seriesEditScopes, { error: 'Choose which sessions to change.' }),
  values: socialEventInputSchema,
});
export type EditSeriesSessionInput = { scope: (typeof seriesEditScopes)[number]; values: SocialEventData };

/** POST …/sessions/:id/move — one session at another date and time. */
export const moveSeriesSessionSchema = z.object({ startsAt: wallTime('new date and time') });

/** PATCH /api/admin/tournament-series/:seriesId/sessions/:id — the same scopes, a tournament's form. */
export const editTournamentSeriesSessionSchema = z.object({
  scope: z.enum(seriesEditScopes, { error: 'Choose which sessions to change.' }),
  values: tournamentInputSchema,
});
export type EditTournamentSeriesSessionInput = {
  scope: (typeof seriesEditScopes)[number];
  values: TournamentData;
};

/** POST /api/admin/tournament-series/:seriesId/sessions/:id/move — a tournament session is moved by date. */
export const moveTournamentSessionSchema = z.object({
  startDate: z.string().trim().refine(isDateOnly, 'Enter the new date of the session.'),
});
export type MoveTournamentSessionInput = z.input<typeof moveTournamentSessionSchema>;

/** POST …/sessions/:id/skip — the session does not take place (sign-ups are told). */
export const skipSeriesSessionSchema = z.object({
  message: z.string().trim().max(2000, 'The message can be at most 2,000 characters.').default(''),
});

/** POST /api/event-series/:id/signups — a signed-in person signs up for every coming session. */
// The e-mail is the account's own: places in every session are not held for an unchecked address.
export const seriesSignupSchema = registrationInputSchema.pick({
  name: true,
  phone: true,
  ntrp: true,
  notes: true,
});
export type SeriesSignupInput = z.input<typeof seriesSignupSchema>;

export interface SeriesSessionInfo {
  id: string;
  slug: string;
  seriesDate: string;
  startsAt: string;
  endsAt: string;
  status: EventStatus;
  isMoved: boolean;
  capacity: number;
  confirmedCount: number;
  waitlistCount: number;
}

/** What a public event page and the organiser's page say about the series an event belongs to. */
export interface SeriesInfo {
  id: string;
  /** "Every Thursday". */
  ruleText: string;
  /** "until Mar 4, 2027" / "12 sessions" — made by the client from these. */
  untilDate: string | null;
  sessionCount: number | null;
  feeMode: SeriesFeeMode;
  /** The whole series' price when paid once; null when each session is paid. */
  seriesFeeCents: number | null;
  skippedDates: string[];
  sessions: SeriesSessionInfo[];
}

export interface AdminSeries extends SeriesInfo {
  timeZone: string;
  title: string;
}

export type SeriesSignupOutcome = 'confirmed' | 'waitlisted' | 'full' | 'already';

/** A whole-series sign-up cancelled in one step: the sessions released and what happened to the money. */
export interface SeriesCancelResult {
  title: string;
  timeZone: string;
  cancelledSessions: string[];
  /** Open fees cancelled (nothing to pay any more). */
  cancelledDueCents: number;
  /** Paid by card: asked back of Stripe. */
  cardRefundCents: number;
  /** Paid by cash, cheque or transfer: noted as owed back, for the treasurer. */
  owedBackCents: number;
  /** A per-series price's share for the sessions already held, still open. */
  stillDueCents: number;
}

export interface SeriesSignupResult {
  seriesSignupId: string;
  title: string;
  timeZone: string;
  sessions: Array<{
    slug: string;
    startsAt: string;
    outcome: SeriesSignupOutcome;
    waitlistPosition: number | null;
  }>;
  /** What is owed: the series price once, or the sum of the confirmed sessions' fees. */
  feeCents: number;
  feeMode: SeriesFeeMode;
}
