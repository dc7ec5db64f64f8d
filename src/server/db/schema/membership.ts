import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { instant, instantNow, primaryId, textRef, timestamps, uuidRef } from './columns';

/**
 * One membership year (issue 9 §1): its season dates and renewal rule. Every membership type of
 * the year shares them, so the per-member state (active → renewal due → overdue → lapsed) is
 * computed from these dates and the member's payments, never typed in.
 */
export const membershipSeasons = pgTable(
  'membership_seasons',
  {
    year: integer().primaryKey(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    /** Days after endsOn during which a member who has not renewed is "overdue" but still a member. */
    graceDays: integer().notNull().default(30),
    /** "Renewal due" starts this many days before endsOn. */
    reminderDays: integer().notNull().default(30),
    /** Joins from the first day of this month (1–12) pay proRataPercent of the price; null: never. */
    proRataFromMonth: integer(),
    proRataPercent: integer(),
    /** Cash/cheque instructions: to whom (shown on the form and the success page). */
    payeeInstructions: text().notNull().default(''),
    /** An offline payment is expected within this many days of joining. */
    payWithinDays: integer().notNull().default(14),
    updatedAt: instantNow(),
  },
  (t) => [
    check('membership_seasons_dates_check', sql`${t.endsOn} > ${t.startsOn}`),
    check('membership_seasons_grace_check', sql`${t.graceDays} >= 0 and ${t.reminderDays} >= 0`),
    check(
      'membership_seasons_pro_rata_check',
      sql`(${t.proRataFromMonth} is null) = (${t.proRataPercent} is null)
        and (${t.proRataFromMonth} is null or ${t.proRataFromMonth} between 1 and 12)
        and (${t.proRataPercent} is null or ${t.proRataPercent} between 1 and 100)`,
    ),
  ],
);

/** Individual, family, junior, senior…: what one membership of a year costs and who qualifies. */
export const membershipTypes = pgTable(
  'membership_types',
  {
    id: primaryId(),
    year: integer()
      .notNull()
      .references(() => membershipSeasons.year, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    /** How many people one membership covers (1; a family e.g. 6). */
    maxPeople: integer().notNull().default(1),
    /** Age limits of every person covered, as of the season's first day (junior: maxAge 17). */
    minAge: integer(),
    maxAge: integer(),
    isOffered: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('membership_types_year_name_idx').on(t.year, sql`lower(${t.name})`),
    check('membership_types_price_check', sql`${t.priceCents} >= 0`),
    check('membership_types_people_check', sql`${t.maxPeople} between 1 and 20`),
    check(
      'membership_types_ages_check',
      sql`${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge}`,
    ),
  ],
);

/** People a login manages (a family's juniors and partners without their own account). */
export const familyMembers = pgTable(
  'family_members',
  {
    id: primaryId(),
    managerId: textRef(() => user.id, 'cascade'),
    fullName: text().notNull(),
    birthYear: integer(),
    createdAt: instantNow(),
  },
  (t) => [
    index('family_members_manager_idx').on(t.managerId),
    uniqueIndex('family_members_manager_name_idx').on(t.managerId, sql`lower(${t.fullName})`),
  ],
);

export const membershipPaymentStatuses = [
  'pending',
  'paid',
  'waived',
  'waiver_requested',
  'waiver_refused',
  'cancelled',
] as const;

/**
 * One person's (or family's) membership of one year. `paymentStatus` records what happened to
 * its dues (facts: paid, waived…); the member's state on a date is computed from it and the
 * season (src/shared/membership-state.ts). The money itself is in the payments ledger.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: primaryId(),
    /** The account holder: the main contact, who manages the membership. */
    userId: textRef(() => user.id, 'restrict'),
    typeId: uuidRef(() => membershipTypes.id, 'restrict'),
    year: integer()
      .notNull()
      .references(() => membershipSeasons.year, { onDelete: 'restrict' }),
    /** The dues asked when joining (pro-rata applied), integer cents. */
    priceCents: integer().notNull(),
    paymentChoice: text({ enum: ['online', 'offline', 'waiver'] }).notNull(),
    paymentStatus: text({ enum: membershipPaymentStatuses }).notNull(),
    /** The ledger entry for these dues (payments.id), once there is one. */
    paymentId: uuid(),
    /** When it became active (paid or waiver granted); null while pending. */
    activatedAt: instant(),
    waiverReason: text(),
    waiverDecidedBy: text().references(() => user.id, { onDelete: 'set null' }),
    waiverDecidedAt: instant(),
    emergencyName: text().notNull().default(''),
    emergencyPhone: text().notNull().default(''),
    acceptedTermsAt: instant().notNull(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // One live membership per account per year; a cancelled or refused one may be retried.
    uniqueIndex('memberships_user_year_idx')
      .on(t.userId, t.year)
      .where(sql`${t.paymentStatus} not in ('cancelled', 'waiver_refused')`),
    index('memberships_year_idx').on(t.year, t.paymentStatus),
    // A member's memberships (the roster's membership state reads them per player).
    index('memberships_user_idx').on(t.userId),
    check('memberships_price_check', sql`${t.priceCents} >= 0`),
    check(
      'memberships_active_check',
      sql`(${t.activatedAt} is not null) = (${t.paymentStatus} in ('paid', 'waived'))`,
    ),
  ],
);

/** Who a membership covers: the main contact and family members, with birth years for juniors. */
export const membershipPeople = pgTable(
  'membership_people',
  {
    id: primaryId(),
    membershipId: uuidRef(() => memberships.id, 'cascade'),
    familyMemberId: uuid().references(() => familyMembers.id, { onDelete: 'set null' }),
    fullName: text().notNull(),
    birthYear: integer(),
    isMainContact: boolean().notNull().default(false),
  },
  (t) => [index('membership_people_membership_idx').on(t.membershipId)],
);

export const reminderKinds = ['season_ending', 'grace_started', 'grace_ending'] as const;

/**
 * One renewal reminder per member, year and kind: the unique key is what makes the scheduled
 * job safe with several processes (the insert that wins sends; the others do nothing).
 */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    id: primaryId(),
    userId: textRef(() => user.id, 'cascade'),
    year: integer().notNull(),
    kind: text({ enum: reminderKinds }).notNull(),
    email: text().notNull(),
    emailId: uuid(),
    sentAt: instantNow(),
  },
  (t) => [
    uniqueIndex('membership_reminders_once_idx').on(t.userId, t.year, t.kind),
    index('membership_reminders_sent_idx').on(t.sentAt),
  ],
);

/** Audit of staff merging a duplicate person into another record. */
export const memberMerges = pgTable('member_merges', {
  id: primaryId(),
  keptUserId: text().references(() => user.id, { onDelete: 'set null' }),
  mergedUserId: text().references(() => user.id, { onDelete: 'set null' }),
  mergedLabel: text().notNull(),
  actorId: text().references(() => user.id, { onDelete: 'set null' }),
  moved: jsonb().$type<Record<string, number>>().notNull(),
  at: instantNow(),
});
