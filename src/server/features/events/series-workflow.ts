import { eventMessages } from '@shared/schemas/events';
import type { AdminSeries, RepeatEventData } from '@shared/schemas/events-series';
import {
  type PlannedSession,
  planSessions,
  type SeriesEditScope,
  type SeriesRule,
  sessionsInScope,
} from '@shared/series-rules';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { registrations, type socialEvents, type tournaments } from '../../db/schema/events';
import { eventSeries } from '../../db/schema/events-series';
import { AppError, fieldError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { seriesRuleColumns } from '../../lib/series-columns';
import { emailEventOf, loadEventTarget, type TargetRef } from './event-targets';
import { notifyRegistrationChanges } from './live-availability';
import { eventReadCacheFor } from './read-cache';
import { cancelAllRegistrations } from './registration-cancel';
import { sessionMovedEmail } from './registration-emails';
import type { EventsDeps } from './registrations';
import { readSeriesOf, type SessionsReader } from './series-info';

/*
 * The steps a series takes the same way whatever its sessions are (issue 23 §3, decision 041):
 * socials' series (event-series.ts) and tournaments' (tournament-series.ts) pass their table of
 * sessions and keep only what differs (times against dates, one social against a tournament's
 * divisions). Each step runs inside the caller's one transaction.
 */

export const seriesMessages = {
  notFound: 'We could not find that series.',
  sessionNotFound: 'We could not find that session of the series.',
  alreadySeries: 'This event is already part of a series: edit the series instead.',
  cancelled: 'A cancelled event cannot be repeated. Duplicate it to run it again.',
  tooFew: 'The series needs at least 2 sessions: choose a later last date or more sessions.',
  started: 'This session has already started, so it cannot be changed.',
};

/** The rows a series' sessions are: socials, or tournaments. */
export type SessionTable = typeof socialEvents | typeof tournaments;
export type SessionRow<T extends SessionTable> = T['$inferSelect'];

export async function loadSeries(db: DbOrTx, seriesId: string, lock = false) {
  if (!isUuid(seriesId)) throw new AppError('NOT_FOUND', seriesMessages.notFound);
  const q = db.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw new AppError('NOT_FOUND', seriesMessages.notFound);
  return row;
}

/** A session of this series, locked. */
export async function loadSeriesSession<T extends SessionTable>(
  tx: Tx,
  table: T,
  seriesId: string,
  sessionId: string,
): Promise<SessionRow<T>> {
  if (!isUuid(sessionId)) throw new AppError('NOT_FOUND', seriesMessages.sessionNotFound);
  const [row] = (await tx
    .select()
    .from(table as SessionTable)
    .where(and(eq(table.id, sessionId), eq(table.seriesId, seriesId)))
    .for('update')) as SessionRow<T>[];
  if (!row) throw new AppError('NOT_FOUND', seriesMessages.sessionNotFound);
  return row;
}

/** The calendar revision goes up with every change a subscribed calendar shows. */
export function nextSequence(table: SessionTable): SQL {
  return sql`${table.sequence} + 1`;
}

/**
 * The first event of a new series: refused when it already is one or is cancelled; the rule
 * from the form, starting on `firstDate`; at least two sessions planned; the rule row written
 * and the first event tied to it. Returns the series and its planned sessions (the first is
 * the event itself).
 */
export async function startSeries(
  tx: Tx,
  table: SessionTable,
  first: { id: string; seriesId: string | null; status: string },
  input: RepeatEventData,
  options: {
    kind: 'social' | 'tournament';
    firstDate: string;
    time: { startTime: string; durationMinutes: number };
    seriesFeeCents: number | null;
    timeZone: string;
    now: Date;
  },
): Promise<{ seriesId: string; planned: PlannedSession[] }> {
  const { firstDate, time, now } = options;
  if (first.seriesId) throw new AppError('CONFLICT', seriesMessages.alreadySeries);
  if (first.status === 'cancelled') throw new AppError('CONFLICT', seriesMessages.cancelled);
  if (input.endKind === 'until' && input.untilDate <= firstDate) {
    throw fieldError('VALIDATION', 'untilDate', 'The last date must be after the first session.');
  }
  const rule: SeriesRule = {
    firstDate,
    weekdays: [...new Set(input.weekdays)].sort(),
    intervalWeeks: input.intervalWeeks,
    end:
      input.endKind === 'until'
        ? { kind: 'until', date: input.untilDate }
        : { kind: 'count', count: Number(input.sessionCount) },
  };
  const planned = planSessions(rule, time, {}, options.timeZone);
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
      kind: options.kind,
      ...seriesRuleColumns(rule, time, now),
      seriesFeeCents: options.seriesFeeCents,
    })
    .returning();
  await tx
    .update(table)
    .set({ seriesId: series!.id, seriesDate: firstDate, updatedAt: now })
    .where(eq(table.id, first.id));
  return { seriesId: series!.id, planned };
}

/**
 * For an edit of several sessions: the series and every live session locked (in one order, so
 * two edits cannot deadlock), the edited one returned with those the scope reaches from it.
 */
export async function lockSessionsInScope<T extends SessionTable>(
  tx: Tx,
  table: T,
  seriesId: string,
  sessionId: string,
  scope: SeriesEditScope,
): Promise<{ edited: SessionRow<T>; inScope: SessionRow<T>[] }> {
  await loadSeries(tx, seriesId, true);
  const edited = await loadSeriesSession(tx, table, seriesId, sessionId);
  const all = (await tx
    .select()
    .from(table as SessionTable)
    .where(and(eq(table.seriesId, seriesId), ne(table.status, 'cancelled')))
    .orderBy(asc(table.id))
    .for('update')) as SessionRow<T>[];
  const inScope = sessionsInScope(
    all.map((s) => ({ ...s, seriesDate: s.seriesDate ?? '' })),
    edited.seriesDate ?? '',
    scope,
  );
  return { edited, inScope };
}

/** Everyone still signed up for what moved gets an e-mail with the new time (`previousStart` was the old). */
export async function emailSessionMoved(
  tx: Tx,
  deps: EventsDeps,
  ref: Extract<TargetRef, { id: string }>,
  timeZone: string,
  previousStart: Date,
): Promise<void> {
  const target = await loadEventTarget(tx, ref, timeZone, { lock: true });
  const people = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventRef, ref.id), ne(registrations.status, 'cancelled')));
  for (const r of people) {
    if (r.email)
      await enqueueEmail(tx, sessionMovedEmail(deps.env, emailEventOf(target, timeZone), r, previousStart));
  }
}

/**
 * What the series' steps need of a kind of session (socials' rows or tournaments'): its table,
 * how its sessions are read, when a session has begun, and what people sign up for in one.
 */
export interface SeriesKind<T extends SessionTable = SessionTable> {
  table: T;
  readSessions: SessionsReader;
  /** Begun sessions can no longer move or be skipped. */
  hasStarted(session: SessionRow<T>, now: Date, timeZone: string): boolean;
  /** The sign-up targets of a session: the social itself, or each division of a tournament. */
  targetsOf(tx: Tx, session: SessionRow<T>): Promise<SessionTarget[]>;
}

type SessionTarget = Extract<TargetRef, { id: string }>;

/** The organisers' view of a series: every session (drafts too) with its numbers. */
export async function getAdminSeries(db: DbOrTx, kind: SeriesKind, seriesId: string): Promise<AdminSeries> {
  const timeZone = await resolveClubTimeZone(db);
  await loadSeries(db, seriesId);
  const info = await readSeriesOf(db, seriesId, { publicOnly: false, timeZone }, kind.readSessions);
  if (!info) throw new AppError('NOT_FOUND', seriesMessages.notFound);
  return { ...info, timeZone };
}

/** Publishes every draft session of the series at once (nobody can have signed up to a draft). */
export async function publishSeries(
  db: DbOrTx,
  kind: SeriesKind,
  seriesId: string,
  now = new Date(),
): Promise<AdminSeries> {
  const { table } = kind;
  await db.transaction(async (tx) => {
    await loadSeries(tx, seriesId, true);
    await tx
      .update(table)
      .set({ status: 'published', publishedAt: now, updatedAt: now, sequence: nextSequence(table) })
      .where(and(eq(table.seriesId, seriesId), eq(table.status, 'draft')));
  });
  eventReadCacheFor(db).invalidate();
  return getAdminSeries(db, kind, seriesId);
}

/**
 * One session to another start, the series and the session locked: refused once cancelled or
 * begun; `move` writes the row and answers its previous start; everyone signed up gets an
 * e-mail with the new time, and the live counts are told once committed.
 */
export async function moveSeriesSession<T extends SessionTable>(
  deps: EventsDeps,
  kind: SeriesKind<T>,
  ids: { seriesId: string; sessionId: string },
  timeZone: string,
  now: Date,
  move: (tx: Tx, session: SessionRow<T>) => Promise<Date>,
): Promise<AdminSeries> {
  const touched: string[] = [];
  await deps.db.transaction(async (tx) => {
    await loadSeries(tx, ids.seriesId, true);
    const s = await loadSeriesSession(tx, kind.table, ids.seriesId, ids.sessionId);
    if (s.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.cancelled);
    if (kind.hasStarted(s, now, timeZone)) throw new AppError('CONFLICT', seriesMessages.started);
    const previousStart = await move(tx, s);
    for (const ref of await kind.targetsOf(tx, s)) {
      touched.push(ref.id);
      await emailSessionMoved(tx, deps, ref, timeZone, previousStart);
    }
  });
  await notifyRegistrationChanges(deps, touched);
  return getAdminSeries(deps.db, kind, ids.seriesId);
}

/**
 * One session does not take place: its date joins the series' skipped ones; a draft session is
 * removed, any other is cancelled (everyone signed up is told, open fees are cancelled).
 */
export async function skipSeriesSession(
  deps: EventsDeps,
  kind: SeriesKind,
  ids: { seriesId: string; sessionId: string },
  message: string,
  now = new Date(),
): Promise<AdminSeries> {
  const { table } = kind;
  const { seriesId, sessionId } = ids;
  const timeZone = await resolveClubTimeZone(deps.db);
  const touched: string[] = [];
  await deps.db.transaction(async (tx) => {
    const series = await loadSeries(tx, seriesId, true);
    const s = await loadSeriesSession(tx, table, seriesId, sessionId);
    if (s.status === 'cancelled') throw new AppError('CONFLICT', 'This session is already skipped.');
    if (kind.hasStarted(s, now, timeZone)) throw new AppError('CONFLICT', seriesMessages.started);
    const skipped = [...new Set([...series.skippedDates, s.seriesDate ?? ''])].filter(Boolean).sort();
    await tx
      .update(eventSeries)
      .set({ skippedDates: skipped, updatedAt: now })
      .where(eq(eventSeries.id, seriesId));
    if (s.status === 'draft') {
      await tx.delete(table).where(eq(table.id, s.id));
      return;
    }
    for (const ref of await kind.targetsOf(tx, s)) {
      touched.push(ref.id);
      await cancelAllRegistrations(tx, deps, ref, timeZone, message, now);
    }
    await tx
      .update(table)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, sequence: nextSequence(table) })
      .where(eq(table.id, s.id));
  });
  await notifyRegistrationChanges(deps, touched);
  return getAdminSeries(deps.db, kind, seriesId);
}
