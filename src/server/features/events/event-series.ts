import { utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import { feeToCents } from '@shared/schemas/events';
import type { AdminSeries, EditSeriesSessionInput, RepeatEventData } from '@shared/schemas/events-series';
import type { SeriesRule } from '@shared/series-rules';
import { slugify } from '@shared/slug';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registrations, socialEvents } from '../../db/schema/events';
import { eventSeries } from '../../db/schema/events-series';
import { fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { assertEventUploads } from './event-files';
import { eventReadCacheFor } from './read-cache';
import type { EventsDeps } from './registrations';
import { editSessionsInScope } from './series-edit';
import { readSocialSessions } from './series-info';
import {
  getAdminSeries,
  loadSeries,
  moveSeriesSession,
  nextSequence,
  type SeriesKind,
  startSeries,
} from './series-workflow';
import { columnsOf, socialKind, updateSocialEvent } from './social-events';
import { fillFromWaitlist } from './waitlist';

/*
 * Events in series, the organiser's side (issue 23 §3): a social becomes the first session of a
 * series; every session is its own social_events row, so sign-ups, waitlists, fees and calendar
 * feeds work per session as for any social. Each change is one transaction: all the sessions it
 * touches change, or none.
 */

/** Socials' series: each session is a social, its one sign-up target. */
export const socialSeries: SeriesKind<typeof socialEvents> = {
  table: socialEvents,
  readSessions: readSocialSessions,
  hasStarted: (s, now) => s.startsAt.getTime() <= now.getTime(),
  targetsOf: async (_tx, s) => [{ kind: 'social', id: s.id }],
};

/** Which kind of rows a series' sessions are (the routes pick that kind's steps and tools). */
export async function seriesKindOf(db: DbOrTx, seriesId: string) {
  return (await loadSeries(db, seriesId)).kind;
}

export function ruleOf(series: typeof eventSeries.$inferSelect): SeriesRule {
  return {
    firstDate: series.firstDate,
    weekdays: series.weekdays,
    intervalWeeks: series.intervalWeeks,
    end:
      series.untilDate !== null
        ? { kind: 'until', date: series.untilDate }
        : { kind: 'count', count: series.sessionCount ?? 1 },
  };
}

/**
 * The event becomes the first session of a series: the other sessions are written as copies of
 * it (same details, same status, the sign-up deadline the same time before each start), each at
 * the event's wall-clock time on its own date in the club's zone. All in one transaction.
 */
export async function repeatSocialEvent(
  db: DbOrTx,
  eventId: string,
  input: RepeatEventData,
  now = new Date(),
): Promise<AdminSeries> {
  const timeZone = await resolveClubTimeZone(db);
  const newSeriesId = await db.transaction(async (tx) => {
    const e = await socialKind.load(tx, eventId, true);
    const startWall = utcToZonedWallTime(e.startsAt, timeZone);
    const firstDate = startWall.slice(0, 10);
    const time = {
      startTime: startWall.slice(11),
      durationMinutes: Math.max(1, Math.round((e.endsAt.getTime() - e.startsAt.getTime()) / 60_000)),
    };
    const { seriesId, planned } = await startSeries(tx, socialEvents, e, input, {
      kind: 'social',
      firstDate,
      time,
      seriesFeeCents: input.feeMode === 'series' ? feeToCents(input.seriesFee || '0') : null,
      timeZone,
      now,
    });
    const deadlineBefore = e.signupDeadline ? e.startsAt.getTime() - e.signupDeadline.getTime() : null;
    const { id: _id, slug: _slug, sequence: _seq, cancelledAt: _c, ...details } = e;
    for (const s of planned.slice(1)) {
      const slug = await socialKind.freeSlug(tx, slugify(e.title), { dateHint: s.seriesDate });
      await tx.insert(socialEvents).values({
        ...details,
        slug,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        signupDeadline: deadlineBefore === null ? null : new Date(s.startsAt.getTime() - deadlineBefore),
        seriesId,
        seriesDate: s.seriesDate,
        createdAt: now,
        updatedAt: now,
      });
    }
    return seriesId;
  });
  eventReadCacheFor(db).invalidate();
  return getAdminSeries(db, socialSeries, newSeriesId);
}

/**
 * Saves an edit of one session, of it and the following ones, or of all of them. One session:
 * the ordinary edit (its date and time as typed, so it may move). Several: the details as typed,
 * the time of day and length applied to each session on its own date; sessions already over
 * keep their history; the slugs stay. Refused as a whole when one session would end up with
 * fewer places than confirmed players.
 */
export async function editSeriesSession(
  deps: EventsDeps,
  seriesId: string,
  sessionId: string,
  input: EditSeriesSessionInput,
  now = new Date(),
): Promise<AdminSeries> {
  await editSessionsInScope(deps, socialEvents, { seriesId, sessionId }, input, {
    editOne: (values) => updateSocialEvent(deps, sessionId, values),
    editInScope: async (tx, { edited, inScope: reached }, timeZone) => {
      const values = input.values;
      await assertEventUploads(tx, [{ next: values.imageUrl, current: edited.imageUrl }]);
      const inScope = reached.filter((s) => s.endsAt.getTime() > now.getTime());
      const typed = columnsOf(values, timeZone);
      const startTime = values.startsAt.slice(11);
      const durationMs = typed.endsAt.getTime() - typed.startsAt.getTime();
      const deadlineBefore = typed.signupDeadline
        ? typed.startsAt.getTime() - typed.signupDeadline.getTime()
        : null;
      const touched: string[] = [];
      for (const s of inScope) {
        const [c] = await tx
          .select({ confirmed: count() })
          .from(registrations)
          .where(and(eq(registrations.eventRef, s.id), eq(registrations.status, 'confirmed')));
        const confirmed = c?.confirmed ?? 0;
        if (values.capacity < confirmed) {
          const day = utcToZonedWallTime(s.startsAt, timeZone).slice(0, 10);
          const message = `The session of ${day} has ${confirmed} confirmed players: keep at least ${confirmed} places, or change that session on its own.`;
          throw fieldError('CONFLICT', 'capacity', `capacity: ${message}`, message);
        }
        const day = utcToZonedWallTime(s.startsAt, timeZone).slice(0, 10);
        const startsAt = zonedWallTimeToUtc(`${day}T${startTime}`, timeZone);
        await tx
          .update(socialEvents)
          .set({
            ...typed,
            startsAt,
            endsAt: new Date(startsAt.getTime() + durationMs),
            signupDeadline: deadlineBefore === null ? null : new Date(startsAt.getTime() - deadlineBefore),
            updatedAt: now,
            sequence: nextSequence(socialEvents),
          })
          .where(eq(socialEvents.id, s.id));
        await fillFromWaitlist(tx, deps, { kind: 'social', id: s.id }, timeZone, now);
        touched.push(s.id);
      }
      // The rule's time follows an edit of all sessions, or of this and the following ones.
      await tx
        .update(eventSeries)
        .set({ startTime, durationMinutes: Math.max(1, Math.round(durationMs / 60_000)), updatedAt: now })
        .where(eq(eventSeries.id, seriesId));
      return touched;
    },
  });
  return getAdminSeries(deps.db, socialSeries, seriesId);
}

/**
 * One session at another date and time (same length, the deadline the same time before): the
 * people signed up keep their places and get an e-mail with the new time.
 */
export async function moveSocialSession(
  deps: EventsDeps,
  ids: { seriesId: string; sessionId: string },
  startsAtWall: string,
  now = new Date(),
): Promise<AdminSeries> {
  const timeZone = await resolveClubTimeZone(deps.db);
  const startsAt = zonedWallTimeToUtc(startsAtWall, timeZone);
  if (startsAt.getTime() <= now.getTime()) {
    throw fieldError('VALIDATION', 'startsAt', 'Choose a date and time in the future.');
  }
  return moveSeriesSession(deps, socialSeries, ids, timeZone, now, async (tx, s) => {
    const shift = startsAt.getTime() - s.startsAt.getTime();
    await tx
      .update(socialEvents)
      .set({
        startsAt,
        endsAt: new Date(s.endsAt.getTime() + shift),
        signupDeadline: s.signupDeadline ? new Date(s.signupDeadline.getTime() + shift) : null,
        updatedAt: now,
        sequence: nextSequence(socialEvents),
      })
      .where(eq(socialEvents.id, s.id));
    return s.startsAt;
  });
}
