import { isAllowed } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import { passwordErrorCodes, usernameErrorCodes } from '@shared/errors';
import type { JoinOutcome, JoinResult, MembershipForm, MembershipOptions } from '@shared/schemas/membership';
import { isUuid } from '@shared/uuid';
import { APIError } from 'better-auth/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getAuth } from '../../auth/auth';
import type { AppContext, RequestViewer } from '../../context';
import type { Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { familyMembers, membershipPeople, memberships, membershipTypes } from '../../db/schema/membership';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import { clubToday } from '../../lib/club-time-zone';
import { isUniqueViolation } from '../../lib/db-errors';
import { playerDetailsColumns } from '../../lib/player-details-record';
import { activateMembership } from './membership-activation';
import {
  checkoutForDues,
  closeDues,
  isOnlineDuesPaymentEnabled,
  openDues,
  recordDuesWaiver,
} from './membership-payments';
import { loadFamily, loadMemberships } from './membership-records';
import { offeredSeason, offeredTypes, priceOn, toSeasonView } from './membership-seasons';

/** What /forms/membership shows: the year to join, its types, payment methods, the viewer's data. */
export async function getMembershipOptions(
  ctx: AppContext,
  viewer: RequestViewer,
): Promise<MembershipOptions> {
  const today = await clubToday(ctx.db);
  const season = await offeredSeason(ctx.db, today);
  const types = season ? await offeredTypes(ctx.db, season, today) : [];
  const base = {
    season: season ? toSeasonView(season) : null,
    types,
    isOnlinePaymentEnabled: isOnlineDuesPaymentEnabled(ctx.env),
    isWaiverGrantedAtOnce: isAllowed(featureAccess.membershipWaiverAtOnce, viewer),
  };
  if (!viewer.isSignedIn || !viewer.userId) return { ...base, prefill: null, current: null };
  const [row] = await ctx.db
    .select({ name: user.name, email: user.email, p: profiles })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, viewer.userId));
  if (!row) return { ...base, prefill: null, current: null };
  const records = await loadMemberships(ctx.db, [viewer.userId]);
  const latest = records[0];
  const current = season
    ? records.find((r) => r.row.year === season.year && r.row.paymentStatus !== 'cancelled')
    : undefined;
  // Renewing: the same kind of membership as last time, by name, in the offered year.
  const sameType = latest ? types.find((t) => t.name === latest.summary.typeName) : undefined;
  return {
    ...base,
    prefill: {
      fullName: row.name,
      email: row.email,
      phone: row.p.phone ?? '',
      birthYear: row.p.birthYear,
      gender: row.p.gender ?? '',
      ntrpRating: row.p.ntrpRating ?? '',
      ratingType: row.p.ratingType ?? '',
      ratingYear: row.p.ratingYear,
      ustaNumber: row.p.ustaNumber ?? '',
      ustaExpiresOn: row.p.ustaExpiresOn ?? '',
      family: await loadFamily(ctx.db, viewer.userId),
      emergencyName: row.p.emergencyName ?? '',
      emergencyPhone: row.p.emergencyPhone ?? '',
      typeId: sameType?.id ?? null,
    },
    current: current?.summary ?? null,
  };
}

/** Age reached in the season's year, from a birth year (how junior/senior limits are read). */
function ageInYear(year: number, birthYear: number): number {
  return year - birthYear;
}

function checkEligibility(type: typeof membershipTypes.$inferSelect, input: MembershipForm): void {
  const people = 1 + input.family.length;
  if (people > type.maxPeople) {
    throw fieldError(
      'VALIDATION',
      'family',
      type.maxPeople === 1
        ? `The ${type.name} membership covers one person: choose a family membership to add others.`
        : `The ${type.name} membership covers at most ${type.maxPeople} people.`,
    );
  }
  if (type.minAge === null && type.maxAge === null) return;
  const persons = [
    { path: 'birthYear', name: input.fullName, birthYear: input.birthYear },
    ...input.family.map((f, i) => ({
      path: `family.${i}.birthYear`,
      name: f.fullName,
      birthYear: f.birthYear,
    })),
  ];
  const limits =
    type.minAge !== null && type.maxAge !== null
      ? `aged ${type.minAge}–${type.maxAge}`
      : type.minAge !== null
        ? `aged ${type.minAge} or over`
        : `aged ${type.maxAge} or under`;
  for (const person of persons) {
    if (person.birthYear === null) {
      throw fieldError(
        'VALIDATION',
        person.path,
        `The ${type.name} membership is for people ${limits} in ${type.year}: enter the year of birth.`,
      );
    }
    const age = ageInYear(type.year, person.birthYear);
    if ((type.minAge !== null && age < type.minAge) || (type.maxAge !== null && age > type.maxAge)) {
      throw fieldError(
        'VALIDATION',
        person.path,
        `${person.name} is ${age} in ${type.year}: the ${type.name} membership is for people ${limits}.`,
      );
    }
  }
}

/** Creates the visitor's account through Better Auth (e-mail verification as at /register). */
async function createAccount(ctx: AppContext, input: MembershipForm): Promise<string> {
  if (!input.account) {
    throw fieldError(
      'VALIDATION',
      'account.username',
      'Choose a username and a password for your new account.',
    );
  }
  const email = input.email.toLowerCase();
  const [existing] = await ctx.db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  // An unconfirmed account of this address never proved it: the sign-up replaces its credentials.
  if (existing?.emailVerified) {
    throw fieldError('CONFLICT', 'email', 'Email already exists! Sign in to renew your membership.');
  }
  try {
    await getAuth(ctx).api.signUpEmail({
      body: {
        name: input.fullName,
        email,
        password: input.account.password,
        username: input.account.username,
      },
    });
    // By address: an answer for a replaced account carries a made-up id (auth.ts).
    const [created] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    if (!created) throw new AppError('INTERNAL', 'The account could not be created. Please try again.');
    return created.id;
  } catch (err) {
    if (err instanceof APIError) {
      // By Better Auth's code, never its wording.
      const message = err.body?.message ?? err.message;
      const code = err.body?.code;
      if (code === 'USERNAME_IS_ALREADY_TAKEN') {
        throw fieldError(
          'CONFLICT',
          'account.username',
          'That username is already taken. Please choose another.',
        );
      }
      if (typeof code === 'string' && usernameErrorCodes.has(code)) {
        throw fieldError('VALIDATION', 'account.username', message);
      }
      if (typeof code === 'string' && passwordErrorCodes.has(code)) {
        throw fieldError('VALIDATION', 'account.password', message);
      }
      if (err.statusCode === 429) throw new AppError('RATE_LIMITED', message);
      throw new AppError('VALIDATION', message);
    }
    throw err;
  }
}

async function saveFamily(tx: Tx, managerId: string, people: MembershipForm['family']) {
  const saved: { id: string; fullName: string; birthYear: number | null }[] = [];
  for (const person of people) {
    const [known] = await tx
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(
        and(
          eq(familyMembers.managerId, managerId),
          sql`lower(${familyMembers.fullName}) = lower(${person.fullName})`,
        ),
      );
    const [row] = known
      ? await tx
          .update(familyMembers)
          .set({ fullName: person.fullName, birthYear: person.birthYear })
          .where(eq(familyMembers.id, known.id))
          .returning()
      : await tx
          .insert(familyMembers)
          .values({ managerId, fullName: person.fullName, birthYear: person.birthYear })
          .returning();
    saved.push(row!);
  }
  return saved;
}

/**
 * Joins or renews (issue 9 §2): checks the type, eligibility and payment choice, creates the
 * visitor's account when needed, then in one transaction saves the profile's details, the
 * family, the membership with the people it covers, and settles it when a waiver is granted.
 */
export async function joinMembership(
  ctx: AppContext,
  viewer: RequestViewer,
  input: MembershipForm,
): Promise<JoinResult> {
  const today = await clubToday(ctx.db);
  const season = await offeredSeason(ctx.db, today);
  if (!season)
    throw new AppError('CONFLICT', 'Membership is not open yet: the club has not set up the season.');
  if (!isUuid(input.typeId)) throw fieldError('VALIDATION', 'typeId', 'Choose a membership type.');
  const [type] = await ctx.db
    .select()
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.id, input.typeId),
        eq(membershipTypes.year, season.year),
        eq(membershipTypes.isOffered, true),
      ),
    )
    .limit(1);
  if (!type) throw fieldError('VALIDATION', 'typeId', `Choose one of the ${season.year} membership types.`);
  checkEligibility(type, input);
  if (input.payment === 'online' && !isOnlineDuesPaymentEnabled(ctx.env)) {
    throw fieldError('VALIDATION', 'payment', 'Online payment is not available: choose cash or cheque.');
  }
  if (input.payment === 'waiver' && !viewer.isSignedIn) {
    throw new AppError('UNAUTHENTICATED', 'Sign in to ask for a no-pay membership.');
  }
  const isWaiverAtOnce =
    input.payment === 'waiver' && isAllowed(featureAccess.membershipWaiverAtOnce, viewer);

  let userId = viewer.userId;
  let verificationSentTo: string | null = null;
  if (!viewer.isSignedIn || !userId) {
    userId = await createAccount(ctx, input);
    verificationSentTo = input.email.toLowerCase();
  }
  const holderId = userId;
  const priceCents = priceOn(season, type, today);

  const created = await ctx.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        phone: input.phone,
        birthYear: input.birthYear,
        gender: input.gender || null,
        ...playerDetailsColumns(input),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, holderId));
    // A renewal replaces an unfinished attempt of the same year (an abandoned payment, a refused
    // waiver); a settled membership cannot be taken twice.
    const [existing] = await tx
      .select({ id: memberships.id, status: memberships.paymentStatus })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, holderId),
          eq(memberships.year, season.year),
          inArray(memberships.paymentStatus, ['pending', 'paid', 'waived', 'waiver_requested']),
        ),
      )
      .for('update');
    if (existing && (existing.status === 'paid' || existing.status === 'waived')) {
      throw new AppError('CONFLICT', `You are already a member for ${season.year}: nothing to pay.`);
    }
    if (existing) {
      await closeDues(tx, existing.id, viewer.userId, 'Replaced by a new membership form');
      await tx
        .update(memberships)
        .set({ paymentStatus: 'cancelled', updatedAt: new Date() })
        .where(eq(memberships.id, existing.id));
    }
    const family = await saveFamily(tx, holderId, input.family);
    let row: typeof memberships.$inferSelect;
    try {
      [row] = (await tx
        .insert(memberships)
        .values({
          userId: holderId,
          typeId: type.id,
          year: season.year,
          priceCents,
          paymentChoice: input.payment,
          paymentStatus: input.payment === 'waiver' ? 'waiver_requested' : 'pending',
          waiverReason: input.payment === 'waiver' ? input.waiverReason : null,
          emergencyName: input.emergencyName,
          emergencyPhone: input.emergencyPhone,
          acceptedTermsAt: new Date(),
          createdBy: viewer.userId ?? holderId,
        })
        .returning()) as [typeof memberships.$inferSelect];
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError('CONFLICT', `You already have a membership for ${season.year}.`);
      throw err;
    }
    await tx.insert(membershipPeople).values([
      { membershipId: row.id, fullName: input.fullName, birthYear: input.birthYear, isMainContact: true },
      ...family.map((f) => ({
        membershipId: row.id,
        familyMemberId: f.id,
        fullName: f.fullName,
        birthYear: f.birthYear,
      })),
    ]);
    let paymentId: string | null = null;
    if (isWaiverAtOnce) {
      await recordDuesWaiver(tx, row, viewer.userId);
      await activateMembership(tx, row.id, { status: 'waived', decidedBy: viewer.userId });
    } else if (input.payment !== 'waiver' && priceCents === 0) {
      // A free type (e.g. honorary) has nothing to pay: active at once, no ledger entry.
      await activateMembership(tx, row.id, { status: 'paid' });
    } else if (input.payment !== 'waiver') {
      const dues = {
        membershipId: row.id,
        userId: holderId,
        payerName: input.fullName,
        payerEmail: input.email,
        amountCents: priceCents,
      };
      paymentId = (await openDues(tx, dues, input.payment === 'online', viewer.userId)).id;
    }
    return { id: row.id, paymentId };
  });

  const membershipId = created.id;
  const checkoutUrl =
    input.payment === 'online' && created.paymentId ? await checkoutForDues(ctx, created.paymentId) : null;
  const [record] = (await loadMemberships(ctx.db, [holderId])).filter((r) => r.row.id === membershipId);
  const outcome: JoinOutcome =
    record!.row.paymentStatus === 'paid'
      ? 'paid'
      : input.payment === 'waiver'
        ? isWaiverAtOnce
          ? 'waiver_granted'
          : 'waiver_pending'
        : input.payment === 'online'
          ? 'online_checkout'
          : 'offline_pending';
  return { outcome, membership: record!.summary, verificationSentTo, checkoutUrl };
}
