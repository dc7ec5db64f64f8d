import { utcToZonedWallTime, zonedWallTimeToUtc } from '@shared/club-time';
import { eventMessages, feeToCents } from '@shared/schemas/events';
import type { AdminSeries, EditSeriesSessionInput, RepeatEventData } from '@shared/schemas/events-series';
import { planSessions, type SeriesRule, sessionsInScope } from '@shared/series-rules';
import { slugify } from '@shared/slug';
import { isUuid } from '@shared/uuid';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { registrations, socialEvents } from '../../db/schema/events';
import { eventSeries } from '../../db/schema/events-series';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { assertEventUploads } from './event-files';
import { emailEventOf, loadEventTarget } from './event-targets';
import { notifyRegistrationChanges } from './live-availability';
import { eventReadCacheFor } from './read-cache';
import { assertCourtExists } from './registrable-events';
import { cancelAllRegistrations } from './registration-cancel';
import { sessionMovedEmail } from './registration-emails';
import type { EventsDeps } from './registrations';
import { readSeriesInfo } from './series-info';
import { columnsOf, socialKind, updateSocialEvent } from './social-events';
import { fillFromWaitlist } from './waitlist';

/*
 * Events in series, the organiser's side (issue 23 §3): a social becomes the first session of a
 * series; every session is its own social_events row, so sign-ups, waitlists, fees and calendar
 * feeds work per session as for any social. Each change is one transaction: all the sessions it
 * touches change, or none.
 */

export const seriesMessages = {
  notFound: 'We could not find that series.',
  sessionNotFound: 'We could not find that session of the series.',
  alreadySeries: 'This event is already part of a series: edit the series instead.',
  cancelled: 'A cancelled event cannot be repeated. Duplicate it to run it again.',
  tooFew: 'The series needs at least 2 sessions: choose a later last date or more sessions.',
  started: 'This session has already started, so it cannot be changed.',
};

export async function loadSeries(db: DbOrTx, seriesId: string, lock = false) {
  if (!isUuid(seriesId)) throw new AppError('NOT_FOUND', seriesMessages.notFound);
  const q = db.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw new AppError('NOT_FOUND', seriesMessages.notFound);
  return row;
}

/** A session of this series, locked. */
async function loadSession(tx: Tx, seriesId: string, sessionId: string) {
  if (!isUuid(sessionId)) throw new AppError('NOT_FOUND', seriesMessages.sessionNotFound);
  const [row] = await tx
    .select()
    .from(socialEvents)
    .where(and(eq(socialEvents.id, sessionId), eq(socialEvents.seriesId, seriesId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', seriesMessages.sessionNotFound);
  return row;
}

/** Which kind of rows a series' sessions are (the routes pick the socials' or tournaments' tools). */
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

/** The organiser's view of a series: every session (drafts too) with its numbers. */
export async function getAdminSeries(db: DbOrTx, seriesId: string): Promise<AdminSeries> {
  const timeZone = await resolveClubTimeZone(db);
  await loadSeries(db, seriesId);
  const info = await readSeriesInfo(db, seriesId, { publicOnly: false, timeZone });
  if (!info) throw new AppError('NOT_FOUND', seriesMessages.notFound);
  return { ...info, timeZone };
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
  const seriesId = await db.transaction(async (tx) => {
    const e = await socialKind.load(tx, eventId, true);
    if (e.seriesId) throw new AppError('CONFLICT', seriesMessages.alreadySeries);
    if (e.status === 'cancelled') throw new AppError('CONFLICT', seriesMessages.cancelled);
    const startWall = utcToZonedWallTime(e.startsAt, timeZone);
    const firstDate = startWall.slice(0, 10);
    if (input.endKind === 'until' && input.untilDate <= firstDate) {
      throw fieldError('VALIDATION', 'untilDate', 'The last date must be after the first session.');
    }
    const time = {
      startTime: startWall.slice(11),
      durationMinutes: Math.max(1, Math.round((e.endsAt.getTime() - e.startsAt.getTime()) / 60_000)),
    };
    const rule: SeriesRule = {
      firstDate,
      weekdays: [...new Set(input.weekdays)].sort(),
      intervalWeeks: input.intervalWeeks,
      end:
        input.endKind === 'until'
          ? { kind: 'until', date: input.untilDate }
          : { kind: 'count', count: Number(input.sessionCount) },
    };
    const planned = planSessions(rule, time, {}, timeZone);
    if (planned.length < 2) {
      throw fieldError(
        'VALIDATION',
        input.endKind === 'until' ? 'untilDate' : 'sessionCount',
        seriesMessages.tooFew,
      );
    }
    const [series] = await tx
      .insert(eventSeries)
      .values({
        kind: 'social',
        firstDate,
        weekdays: rule.weekdays,
        intervalWeeks: rule.intervalWeeks,
        untilDate: rule.end.kind === 'until' ? rule.end.date : null,
        sessionCount: rule.end.kind === 'count' ? rule.end.count : null,
        startTime: time.startTime,
        durationMinutes: time.durationMinutes,
        seriesFeeCents: input.feeMode === 'series' ? feeToCents(input.seriesFee || '0') : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(socialEvents)
      .set({ seriesId: series!.id, seriesDate: firstDate, updatedAt: now })
      .where(eq(socialEvents.id, e.id));
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
        seriesId: series!.id,
        seriesDate: s.seriesDate,
        createdAt: now,
        updatedAt: now,
      });
    }
    return series!.id;
  });
  eventReadCacheFor(db).invalidate();
  return getAdminSeries(db, seriesId);
}

/** Publishes every draft session of the series at once (nobody can have signed up to a draft). */
export async function publishSeries(db: DbOrTx, seriesId: string, now = new Date()): Promise<AdminSeries> {
  await db.transaction(async (tx) => {
    await loadSeries(tx, seriesId, true);
    await tx
      .update(socialEvents)
      .set({
        status: 'published',
        publishedAt: now,
        updatedAt: now,
        sequence: sql`${socialEvents.sequence} + 1`,
      })
      .where(and(eq(socialEvents.seriesId, seriesId), eq(socialEvents.status, 'draft')));
  });
  eventReadCacheFor(db).invalidate();
  return getAdminSeries(db, seriesId);
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
  if (input.scope === 'one') {
    // Checked before the ordinary edit so a session of another series cannot be edited through this one.
    await deps.db.transaction((tx) => loadSession(tx, seriesId, sessionId));
    await updateSocialEvent(deps, sessionId, input.values);
    return getAdminSeries(deps.db, seriesId);
  }
  const values = input.values;
  const timeZone = await resolveClubTimeZone(deps.db);
  await assertCourtExists(deps.db, values.courtId);
  const touched: string[] = [];
  await deps.db.transaction(async (tx) => {
    await loadSeries(tx, seriesId, true);
    const edited = await loadSession(tx, seriesId, sessionId);
    await assertEventUploads(tx, [{ next: values.imageUrl, current: edited.imageUrl }]);
    const all = await tx
      .select()
      .from(socialEvents)
      .where(and(eq(socialEvents.seriesId, seriesId), ne(socialEvents.status, 'cancelled')))
      .orderBy(asc(socialEvents.id))
      .for('update');
    const inScope = sessionsInScope(
      all.map((s) => ({ ...s, seriesDate: s.seriesDate ?? '' })),
      edited.seriesDate ?? '',
      input.scope,
    ).filter((s) => s.endsAt.getTime() > now.getTime());
    const typed = columnsOf(values, timeZone);
    const startTime = values.startsAt.slice(11);
    const durationMs = typed.endsAt.getTime() - typed.startsAt.getTime();
    const deadlineBefore = typed.signupDeadline
      ? typed.startsAt.getTime() - typed.signupDeadline.getTime()
      : null;
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
          sequence: sql`${socialEvents.sequence} + 1`,
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
  });
  await notifyRegistrationChanges(deps, touched);
  return getAdminSeries(deps.db, seriesId);
}

/**
 * One session at another date and time (same length, the deadline the same time before): the
 * people signed up keep their places and get an e-mail with the new time.
 */
export async function moveSeriesSession(
  deps: EventsDeps,
  seriesId: string,
  sessionId: string,
  startsAtWall: string,
  now = new Date(),
): Promise<AdminSeries> {
  const timeZone = await resolveClubTimeZone(deps.db);
  const startsAt = zonedWallTimeToUtc(startsAtWall, timeZone);
  if (startsAt.getTime() <= now.getTime()) {
    throw fieldError('VALIDATION', 'startsAt', 'Choose a date and time in the future.');
  }
  await deps.db.transaction(async (tx) => {
    const s = await loadSession(tx, seriesId, sessionId);
    if (s.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.cancelled);
    if (s.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', seriesMessages.started);
    const shift = startsAt.getTime() - s.startsAt.getTime();
    await tx
      .update(socialEvents)
      .set({
        startsAt,
        endsAt: new Date(s.endsAt.getTime() + shift),
        signupDeadline: s.signupDeadline ? new Date(s.signupDeadline.getTime() + shift) : null,
        updatedAt: now,
        sequence: sql`${socialEvents.sequence} + 1`,
      })
      .where(eq(socialEvents.id, s.id));
    const target = await loadEventTarget(tx, { kind: 'social', id: s.id }, timeZone, { lock: true });
    const people = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventRef, s.id), ne(registrations.status, 'cancelled')));
    for (const r of people) {
      if (r.email)
        await enqueueEmail(tx, sessionMovedEmail(deps.env, emailEventOf(target, timeZone), r, s.startsAt));
    }
  });
  await notifyRegistrationChanges(deps, [sessionId]);
  return getAdminSeries(deps.db, seriesId);
}

/**
 * One session does not take place: its date joins the skipped ones and the session is
 * cancelled (everyone signed up is told, open fees are cancelled); a draft session is removed.
 */
export async function skipSeriesSession(
  deps: EventsDeps,
  seriesId: string,
  sessionId: string,
  message: string,
  now = new Date(),
): Promise<AdminSeries> {
  const timeZone = await resolveClubTimeZone(deps.db);
  await deps.db.transaction(async (tx) => {
    const series = await loadSeries(tx, seriesId, true);
    const s = await loadSession(tx, seriesId, sessionId);
    if (s.status === 'cancelled') throw new AppError('CONFLICT', 'This session is already skipped.');
    if (s.startsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', seriesMessages.started);
    const skipped = [...new Set([...series.skippedDates, s.seriesDate ?? ''])].filter(Boolean).sort();
    await tx
      .update(eventSeries)
      .set({ skippedDates: skipped, updatedAt: now })
      .where(eq(eventSeries.id, seriesId));
    if (s.status === 'draft') {
      await tx.delete(socialEvents).where(eq(socialEvents.id, s.id));
      return;
    }
    await cancelAllRegistrations(tx, deps, { kind: 'social', id: s.id }, timeZone, message, now);
    await tx
      .update(socialEvents)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        sequence: sql`${socialEvents.sequence} + 1`,
      })
      .where(eq(socialEvents.id, s.id));
  });
  await notifyRegistrationChanges(deps, [sessionId]);
  return getAdminSeries(deps.db, seriesId);
}
