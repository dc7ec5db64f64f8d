import type {
  SeriesSignupOutcome,
  SeriesSignupResult,
  seriesSignupSchema,
} from '@shared/schemas/events-series';
import { isUuid } from '@shared/uuid';
import type { z } from '@shared/zod';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { registrations, socialEvents } from '../../db/schema/events';
import { eventSeries, seriesSignups } from '../../db/schema/events-series';
import { AppError } from '../../lib/app-error';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { isUniqueViolation } from '../../lib/db-errors';
import { createPendingPayment } from '../../lib/ledger/ledger';
import { registerPaymentPurpose } from '../../lib/ledger/payment-purposes';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { openFeeDue } from './event-fees';
import { countForSignup, type EventTarget, emailEventOf, loadEventTarget } from './event-targets';
import { notifyRegistrationChanges } from './live-availability';
import { seriesSignupEmail } from './registration-emails';
import { newRegistration } from './registration-values';
import { type EventsDeps, emailKeyOf, upsertPlayer } from './registrations';
import { releaseExpiredHoldsLocked } from './waitlist';

/*
 * Signing up for a whole series (issue 23 §3): a place in every coming session at once, in one
 * transaction. Each session's row is locked (in id order, so two series sign-ups never wait on
 * each other crosswise) and counted as a single sign-up would be: a place while there is one,
 * else that session's waitlist, else "full" for that session only.
 *
 * Fees: per session, each confirmed place opens that session's fee as a single sign-up does. Per
 * series, one payment for the series: the series price for the sessions placed at sign-up, pro
 * rata when some were full (nobody pays for a session they have no place in); a session reached
 * later from its waitlist opens that session's own fee, as any promotion does.
 */

export const seriesSignupMessages = {
  notFound: 'We could not find that series.',
  alreadySignedUp:
    'You are already signed up for this whole series. Cancel single sessions from your profile.',
  nothingOpen: 'No session of this series is open for sign-up any more.',
  nothingTaken: 'Every coming session is full or already has your place, so nothing was signed up.',
};

export interface SeriesSigner {
  userId: string;
  email: string;
}

type SeriesSignupData = z.output<typeof seriesSignupSchema>;

export async function signUpForSeries(
  deps: EventsDeps,
  seriesId: string,
  signer: SeriesSigner,
  input: SeriesSignupData,
  now = new Date(),
): Promise<SeriesSignupResult> {
  if (!isUuid(seriesId)) throw new AppError('NOT_FOUND', seriesSignupMessages.notFound);
  const timeZone = await resolveClubTimeZone(deps.db);
  const emailKey = emailKeyOf(signer.email);
  const touched: string[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      // The series row first: series sign-ups of one series run one at a time.
      const [series] = await tx.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).for('update');
      if (!series) throw new AppError('NOT_FOUND', seriesSignupMessages.notFound);
      // A tournament session is entered in one of its divisions, on its own page (decision 041).
      if (series.kind === 'tournament')
        throw new AppError('CONFLICT', 'Enter each session of a tournament series on its own page.');
      const open = await tx
        .select({ id: socialEvents.id })
        .from(socialEvents)
        .where(
          and(
            eq(socialEvents.seriesId, seriesId),
            eq(socialEvents.status, 'published'),
            gt(socialEvents.startsAt, now),
            or(isNull(socialEvents.signupDeadline), gt(socialEvents.signupDeadline, now)),
          ),
        )
        .orderBy(asc(socialEvents.id));
      if (open.length === 0) throw new AppError('CONFLICT', seriesSignupMessages.nothingOpen);
      const [signup] = await tx
        .insert(seriesSignups)
        .values({
          seriesId,
          emailKey,
          name: input.name,
          email: signer.email,
          userId: signer.userId,
          createdAt: now,
        })
        .returning();
      const playerId = await upsertPlayer(
        tx,
        { emailKey, email: signer.email, name: input.name, phone: input.phone, ntrp: input.ntrp },
        now,
        true,
      );
      const isPerSeries = series.seriesFeeCents !== null;
      const placed: Array<{
        target: EventTarget;
        outcome: SeriesSignupOutcome;
        waitlistPosition: number | null;
      }> = [];
      let sessionFees = 0;
      for (const { id } of open) {
        const target = await loadEventTarget(tx, { kind: 'social', id }, timeZone, { lock: true });
        await releaseExpiredHoldsLocked(tx, deps, target, timeZone, now);
        const counts = await countForSignup(tx, target.eventRef, emailKey);
        if (counts?.isTaken) {
          placed.push({ target, outcome: 'already', waitlistPosition: null });
          continue;
        }
        const confirmed = counts?.confirmed ?? 0;
        const waitlisted = counts?.waitlisted ?? 0;
        const isConfirmed = confirmed < target.capacity;
        if (!isConfirmed && target.waitlistLimit !== null && waitlisted >= target.waitlistLimit) {
          placed.push({ target, outcome: 'full', waitlistPosition: null });
          continue;
        }
        const [reg] = await tx
          .insert(registrations)
          .values(
            newRegistration(
              target,
              { playerId, name: input.name, email: signer.email, emailKey },
              input,
              now,
              {
                userId: signer.userId,
                seriesSignupId: signup!.id,
                status: isConfirmed ? 'confirmed' : 'waitlisted',
                waitlistPosition: isConfirmed ? null : waitlisted + 1,
              },
            ),
          )
          .returning();
        touched.push(target.eventRef);
        if (isConfirmed && !isPerSeries) {
          if (await openFeeDue(tx, target, reg!)) sessionFees += target.feeCents;
        }
        placed.push({
          target,
          outcome: isConfirmed ? 'confirmed' : 'waitlisted',
          waitlistPosition: reg!.waitlistPosition,
        });
      }
      if (touched.length === 0) throw new AppError('CONFLICT', seriesSignupMessages.nothingTaken);
      const eligible = placed.filter((p) => p.outcome !== 'already').length;
      const confirmedCount = placed.filter((p) => p.outcome === 'confirmed').length;
      const seriesFee =
        isPerSeries && eligible > 0
          ? Math.round(((series.seriesFeeCents ?? 0) * confirmedCount) / eligible)
          : 0;
      if (seriesFee > 0) {
        await createPendingPayment(tx, {
          purpose: 'series_fee',
          purposeId: signup!.id,
          userId: signer.userId,
          payerName: input.name,
          payerEmail: signer.email,
          amountCents: seriesFee,
          method: 'cash',
          notes:
            confirmedCount < eligible
              ? `Series price for ${confirmedCount} of ${eligible} sessions (the others were full)`
              : 'Payable on the day',
        });
      }
      placed.sort((a, b) => a.target.startsAt.getTime() - b.target.startsAt.getTime());
      const feeCents = isPerSeries ? seriesFee : sessionFees;
      await enqueueEmail(
        tx,
        seriesSignupEmail(
          deps.env,
          emailEventOf(placed[0]!.target, timeZone),
          { name: input.name, email: signer.email, waitlistPosition: null },
          placed.map((p) => ({
            startsAt: p.target.startsAt,
            outcome: p.outcome,
            waitlistPosition: p.waitlistPosition,
          })),
          { cents: feeCents, isPerSeries },
        ),
      );
      return {
        seriesSignupId: signup!.id,
        title: placed[0]!.target.title,
        timeZone,
        sessions: placed.map((p) => ({
          slug: p.target.slug,
          startsAt: p.target.startsAt.toISOString(),
          outcome: p.outcome,
          waitlistPosition: p.waitlistPosition,
        })),
        feeCents,
        feeMode: isPerSeries ? 'series' : 'session',
      } satisfies SeriesSignupResult;
    });
    await notifyRegistrationChanges(deps, touched);
    return result;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', seriesSignupMessages.alreadySignedUp);
    throw err;
  }
}

/** The series fee in the ledger: "Thursday Social — series fee". */
export function registerSeriesFeePurpose(): void {
  registerPaymentPurpose('series_fee', {
    async onPaid() {
      // The places were taken at sign-up; paying settles the money only.
    },
    async describe(db, ids) {
      const uuids = ids.filter(isUuid);
      if (uuids.length === 0) return new Map();
      const rows = await db
        .select({ id: seriesSignups.id, title: sql<string>`min(${socialEvents.title})` })
        .from(seriesSignups)
        .innerJoin(socialEvents, eq(socialEvents.seriesId, seriesSignups.seriesId))
        .where(sql`${seriesSignups.id} in ${uuids}`)
        .groupBy(seriesSignups.id);
      return new Map(rows.map((r) => [r.id, `${r.title} — series fee`]));
    },
  });
}
