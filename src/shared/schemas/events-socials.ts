import { isWallTime } from '../club-time';
import { z } from '../zod';
import {
  type Availability,
  courtIdField,
  type EventStatus,
  eventDescriptionField,
  eventStatuses,
  eventTitleField,
  feeField,
  optionalWallTime,
  type PlaceInfo,
  searchField,
  sitePathField,
  slugField,
  waitlistLimitField,
  wallTime,
} from './events';
import type { SeriesInfo } from './events-series';
import type { Page } from './paging';
import { sortedPage } from './paging';
import { queryInteger } from './query-integer';

/* Socials: the public list and page, the live places stream, the organisers' form and list. */

/** GET /api/social-events?pastLimit= : how many past socials the page lists. */
export const socialEventListQuerySchema = z.object({
  pastLimit: queryInteger(
    'pastLimit must be a number.',
    z.number().int().min(0, 'pastLimit cannot be negative.').max(200, 'pastLimit is at most 200.'),
  ).default(12),
});

export const socialEventInputSchema = z
  .object({
    title: eventTitleField,
    /** Empty → made from the title by the server. */
    slug: slugField,
    description: eventDescriptionField,
    /** Local wall time in the club's time zone, "2026-06-12T18:00". */
    startsAt: wallTime('start date and time'),
    endsAt: wallTime('end date and time'),
    signupDeadline: optionalWallTime('sign-up deadline'),
    courtId: courtIdField,
    placeText: z.string().trim().max(200, 'The place can be at most 200 characters.'),
    capacity: z
      .number({ error: 'Enter the number of places.' })
      .int('The number of places must be a whole number.')
      .min(1, 'An event needs at least 1 place.')
      .max(1000, 'At most 1000 places.'),
    waitlistLimit: waitlistLimitField,
    fee: feeField,
    imageUrl: sitePathField,
  })
  .superRefine((v, ctx) => {
    if (isWallTime(v.startsAt) && isWallTime(v.endsAt) && v.endsAt <= v.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The event must end after it starts.' });
    }
    if (v.signupDeadline && isWallTime(v.startsAt) && v.signupDeadline > v.startsAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['signupDeadline'],
        message: 'The sign-up deadline must be before the event starts.',
      });
    }
    if (!v.courtId && !v.placeText) {
      ctx.addIssue({
        code: 'custom',
        path: ['placeText'],
        message: 'Choose a court location or describe the place.',
      });
    }
  });

export type SocialEventInput = z.input<typeof socialEventInputSchema>;

export type SocialEventData = z.output<typeof socialEventInputSchema>;

/** POST /api/admin/social-events/:id/duplicate: the copy's new start (same length, deadline offset kept). */
export const duplicateSocialEventSchema = z.object({
  startsAt: wallTime('new start date and time'),
});

export type DuplicateSocialEventInput = z.infer<typeof duplicateSocialEventSchema>;

export const socialEventSortKeys = ['startsAt', 'title', 'status', 'registered', 'updatedAt'] as const;

export type SocialEventSortKey = (typeof socialEventSortKeys)[number];

/** GET /api/admin/social-events */
export const adminSocialEventsQuerySchema = z.object({
  q: searchField,
  status: z.enum(['all', 'upcoming', 'past', ...eventStatuses], { error: 'Unknown status.' }).default('all'),
  ...sortedPage(socialEventSortKeys, 'startsAt', 'desc'),
});

export type AdminSocialEventsQuery = z.output<typeof adminSocialEventsQuerySchema>;

export interface SocialEventSummary extends PlaceInfo {
  id: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  signupDeadline: string | null;
  capacity: number;
  feeCents: number;
  imageUrl: string | null;
  status: EventStatus;
  confirmedCount: number;
  waitlistCount: number;
  availability: Availability;
  /** A session of a series (issue 23 §3): lists show the series once, at its next session. */
  series?: SeriesSummary | null;
}

export interface SeriesSummary {
  id: string;
  /** "Every Thursday". */
  ruleText: string;
  /** Sessions still to come, this one included. */
  sessionsLeft: number;
}

export interface SocialEventDetail extends SocialEventSummary {
  description: string;
  waitlistLimit: number | null;
  /** The whole series this event is a session of: its sessions, the series price. */
  seriesInfo?: SeriesInfo | null;
}

export interface SocialEventList {
  timeZone: string;
  upcoming: SocialEventSummary[];
  past: SocialEventSummary[];
  hasMorePast: boolean;
}

export interface SocialEventResponse {
  timeZone: string;
  event: SocialEventDetail;
}

/** One message of GET /api/social-events/:slug/live */
export interface LiveAvailability {
  confirmedCount: number;
  waitlistCount: number;
  capacity: number;
  status: EventStatus;
  availability: Availability;
}

/** A social as the organisers' pages head it: which one, when, and its status. */
export interface SocialEventHeading {
  id: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  status: EventStatus;
}

export interface AdminSocialEventRow extends SocialEventHeading {
  capacity: number;
  confirmedCount: number;
  waitlistCount: number;
  checkedInCount: number;
  feeCents: number;
  place: string;
  updatedAt: string;
}

export interface AdminSocialEventList extends Page<AdminSocialEventRow> {
  timeZone: string;
}

/** The edit form's data: wall times already in the club's zone. */
export interface AdminSocialEvent {
  id: string;
  slug: string;
  status: EventStatus;
  timeZone: string;
  confirmedCount: number;
  waitlistCount: number;
  values: SocialEventData;
  /** The series this event is a session of (issue 23 §3), if any. */
  series?: { id: string; seriesDate: string } | null;
}
