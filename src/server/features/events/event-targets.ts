import { zonedWallTimeToUtc } from '@shared/club-time';
import { paths } from '@shared/paths';
import { type EventStatus, eventMessages } from '@shared/schemas/events';
import { isUuid } from '@shared/uuid';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { registrations, socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import { AppError } from '../../lib/app-error';
import type { EmailEvent } from './registration-emails';

/**
 * What people register for: a social event, or one division of a tournament. Both
 * behave the same (capacity, waitlist, deadline), so the registration code works on
 * this one shape.
 */
export interface EventTarget {
  kind: 'social' | 'division';
  /** Social event id or division id: registrations.event_ref. */
  eventRef: string;
  socialEventId: string | null;
  divisionId: string | null;
  tournamentId: string | null;
  title: string;
  divisionName: string | null;
  slug: string;
  status: EventStatus;
  capacity: number;
  waitlistLimit: number | null;
  startsAt: Date;
  endsAt: Date;
  startDate: string | null;
  endDate: string | null;
  signupDeadline: Date | null;
  place: string;
  feeCents: number;
}

export type TargetRef =
  | { kind: 'social'; id: string }
  | { kind: 'socialSlug'; slug: string }
  | { kind: 'division'; id: string; tournamentSlug?: string };

export function placeOf(courtName: string | null, placeText: string): string {
  if (courtName && placeText) return `${courtName} (${placeText})`;
  return courtName ?? placeText;
}

/**
 * Loads the target and, with `lock`, takes its row lock (SELECT … FOR UPDATE) so
 * that every change to its registrations runs one at a time: the capacity and
 * waitlist order hold however many requests arrive together.
 */
export async function loadEventTarget(
  tx: DbOrTx,
  ref: TargetRef,
  timeZone: string,
  options: { lock: boolean },
): Promise<EventTarget> {
  if (ref.kind === 'division') {
    if (!isUuid(ref.id)) throw new AppError('NOT_FOUND', eventMessages.divisionNotFound);
    const q = tx
      .select({
        division: tournamentDivisions,
        tournament: tournaments,
        courtName: courts.name,
      })
      .from(tournamentDivisions)
      .innerJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
      .leftJoin(courts, eq(courts.id, tournaments.courtId))
      .where(
        and(
          eq(tournamentDivisions.id, ref.id),
          ref.tournamentSlug ? eq(tournaments.slug, ref.tournamentSlug) : undefined,
        ),
      );
    const [row] = await (options.lock ? q.for('update', { of: tournamentDivisions }) : q);
    if (!row) throw new AppError('NOT_FOUND', eventMessages.divisionNotFound);
    const t = row.tournament;
    return {
      kind: 'division',
      eventRef: row.division.id,
      socialEventId: null,
      divisionId: row.division.id,
      tournamentId: t.id,
      title: t.title,
      divisionName: row.division.name,
      slug: t.slug,
      status: t.status,
      capacity: row.division.capacity,
      waitlistLimit: row.division.waitlistLimit,
      // A tournament "starts" at midnight of its first day on the club's clock.
      startsAt: zonedWallTimeToUtc(`${t.startDate}T00:00`, timeZone),
      endsAt: zonedWallTimeToUtc(`${t.endDate}T23:59`, timeZone),
      startDate: t.startDate,
      endDate: t.endDate,
      signupDeadline: t.entryDeadline,
      place: placeOf(row.courtName, t.placeText),
      feeCents: t.entryFeeCents,
    };
  }
  if (ref.kind === 'social' && !isUuid(ref.id)) throw new AppError('NOT_FOUND', eventMessages.notFound);
  const q = tx
    .select({ event: socialEvents, courtName: courts.name })
    .from(socialEvents)
    .leftJoin(courts, eq(courts.id, socialEvents.courtId))
    .where(ref.kind === 'social' ? eq(socialEvents.id, ref.id) : eq(socialEvents.slug, ref.slug));
  const [row] = await (options.lock ? q.for('update', { of: socialEvents }) : q);
  if (!row) throw new AppError('NOT_FOUND', eventMessages.notFound);
  const e = row.event;
  return {
    kind: 'social',
    eventRef: e.id,
    socialEventId: e.id,
    divisionId: null,
    tournamentId: null,
    title: e.title,
    divisionName: null,
    slug: e.slug,
    status: e.status,
    capacity: e.capacity,
    waitlistLimit: e.waitlistLimit,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    startDate: null,
    endDate: null,
    signupDeadline: e.signupDeadline,
    place: placeOf(row.courtName, e.placeText),
    feeCents: e.feeCents,
  };
}

export function emailEventOf(target: EventTarget, timeZone: string): EmailEvent {
  return {
    kind: target.kind,
    title: target.title,
    divisionName: target.divisionName,
    path: target.kind === 'social' ? paths.socialEvent(target.slug) : paths.tournament(target.slug),
    startsAt: target.startsAt,
    endsAt: target.endsAt,
    startDate: target.startDate,
    endDate: target.endDate,
    place: target.place,
    feeCents: target.feeCents,
    timeZone,
  };
}

export interface TargetCounts {
  confirmed: number;
  waitlisted: number;
  checkedIn: number;
}

export async function countRegistrations(tx: DbOrTx, eventRef: string): Promise<TargetCounts> {
  const [row] = await tx
    .select({
      confirmed: sql<number>`count(*) filter (where ${registrations.status} = 'confirmed')`.mapWith(Number),
      waitlisted: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')`.mapWith(Number),
      checkedIn:
        sql<number>`count(*) filter (where ${registrations.status} = 'confirmed' and ${registrations.checkedInAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(registrations)
    .where(eq(registrations.eventRef, eventRef));
  return { confirmed: row?.confirmed ?? 0, waitlisted: row?.waitlisted ?? 0, checkedIn: row?.checkedIn ?? 0 };
}

/**
 * The numbers a sign-up decides on and whether `emailKey` already holds a place (not cancelled):
 * one round trip, final when the target is locked.
 */
export async function countForSignup(
  tx: DbOrTx,
  eventRef: string,
  emailKey: string,
): Promise<{ confirmed: number; waitlisted: number; isTaken: boolean } | undefined> {
  const [counts] = await tx
    .select({
      confirmed: sql<number>`count(*) filter (where ${registrations.status} = 'confirmed')`.mapWith(Number),
      waitlisted: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')`.mapWith(Number),
      isTaken:
        sql<boolean>`coalesce(bool_or(${registrations.emailKey} = ${emailKey} and ${registrations.status} <> 'cancelled'), false)`.mapWith(
          (v) => v === true || v === 't',
        ),
    })
    .from(registrations)
    .where(eq(registrations.eventRef, eventRef));
  return counts;
}
