import { type CsvColumn, toCsv } from '@shared/csv';
import {
  lapsedOrUnpaidStates,
  type MemberState,
  memberStateLabels,
  memberStateOn,
} from '@shared/membership-state';
import type { MemberDetail, MemberListQuery, MemberPage, MemberRow } from '@shared/schemas/membership';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { loadUserRoles } from '../../auth/user-roles';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { registrations, socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import { familyMembers, memberMerges, membershipReminders, memberships } from '../../db/schema/membership';
import { payments } from '../../db/schema/payments';
import { profiles } from '../../db/schema/profiles';
import { roleAuditLog } from '../../db/schema/roles';
import { AppError } from '../../lib/app-error';
import { clubToday, resolveClubTimeZone } from '../../lib/club-time-zone';
import { pageOffset } from '../../lib/paging';
import { syncMemberRole } from './membership-activation';
import { loadFamily, loadMemberships } from './membership-records';

export const membersPageSize = 50;

/** Accounts that look like the same person: same e-mail (any case) or same name and birth year. */
async function duplicateGroups(db: DbOrTx): Promise<Map<string, { userId: string; reason: string }[]>> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, birthYear: profiles.birthYear })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id));
  const byKey = new Map<string, { id: string; reason: string }[]>();
  const add = (key: string, id: string, reason: string) =>
    byKey.set(key, [...(byKey.get(key) ?? []), { id, reason }]);
  for (const r of rows) {
    add(`e:${r.email.trim().toLowerCase()}`, r.id, 'same e-mail');
    if (r.birthYear !== null)
      add(
        `n:${r.name.trim().toLowerCase().replace(/\s+/g, ' ')}:${r.birthYear}`,
        r.id,
        'same name and birth year',
      );
  }
  const out = new Map<string, { userId: string; reason: string }[]>();
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    for (const a of group) {
      for (const b of group) {
        if (a.id !== b.id) out.set(a.id, [...(out.get(a.id) ?? []), { userId: b.id, reason: a.reason }]);
      }
    }
  }
  return out;
}

async function allMemberRows(db: DbOrTx): Promise<MemberRow[]> {
  const today = await clubToday(db);
  const holders = await db.selectDistinct({ userId: memberships.userId }).from(memberships);
  const ids = holders.map((h) => h.userId);
  if (ids.length === 0) return [];
  const people = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      username: user.username,
      phone: profiles.phone,
      ntrp: profiles.ntrpRating,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, ids));
  const records = await loadMemberships(db, ids);
  const families = await db.select().from(familyMembers).where(inArray(familyMembers.managerId, ids));
  const reminders = await db
    .select()
    .from(membershipReminders)
    .where(inArray(membershipReminders.userId, ids))
    .orderBy(desc(membershipReminders.sentAt));
  const duplicates = await duplicateGroups(db);
  return people.map((p) => {
    const mine = records.filter((r) => r.userId === p.id && r.row.paymentStatus !== 'cancelled');
    const shown = mine[0];
    const lastPaid = mine.find((r) => r.row.activatedAt);
    const reminder = reminders.find((r) => r.userId === p.id);
    return {
      userId: p.id,
      name: p.name,
      email: p.email,
      phone: p.phone,
      username: p.username,
      state: memberStateOn(
        today,
        mine.map((r) => r.fact),
      ),
      typeName: shown?.summary.typeName ?? null,
      year: shown?.row.year ?? null,
      paidAt: lastPaid?.row.activatedAt?.toISOString() ?? null,
      ntrpRating: p.ntrp,
      family: families.filter((f) => f.managerId === p.id).map((f) => f.fullName),
      isPossibleDuplicate: duplicates.has(p.id),
      lastReminder: reminder ? { kind: reminder.kind, sentAt: reminder.sentAt.toISOString() } : null,
      years: mine.map((r) => r.row.year),
      types: mine.map((r) => r.summary.typeName),
    };
  }) as MemberRow[];
}

const stateOrder: MemberState[] = [
  'lapsed',
  'overdue',
  'payment_pending',
  'waiver_pending',
  'renewal_due',
  'active',
  'none',
];

function filtered(rows: MemberRow[], query: MemberListQuery): MemberRow[] {
  const q = query.q?.toLowerCase();
  const out = rows.filter((r) => {
    const extra = r as MemberRow & { years: number[]; types: string[] };
    if (
      q &&
      ![r.name, r.email, r.phone ?? '', r.username ?? '', ...r.family].some((v) =>
        v.toLowerCase().includes(q),
      )
    )
      return false;
    if (
      query.state === 'lapsed_or_unpaid'
        ? !lapsedOrUnpaidStates.includes(r.state)
        : query.state && r.state !== query.state
    )
      return false;
    if (query.year && !extra.years.includes(query.year)) return false;
    if (query.type && !extra.types.includes(query.type)) return false;
    return true;
  });
  const key = (r: MemberRow): string | number => {
    switch (query.sort) {
      case 'state':
        return stateOrder.indexOf(r.state);
      case 'type':
        return r.typeName ?? '';
      case 'paidAt':
        return r.paidAt ?? '';
      case 'rating':
        return r.ntrpRating ?? '';
      case 'email':
        return r.email;
      default:
        return r.name.toLowerCase();
    }
  };
  const dir = query.dir === 'desc' ? -1 : 1;
  return out.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka < kb) return -dir;
    if (ka > kb) return dir;
    return a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId);
  });
}

function publicRow(r: MemberRow): MemberRow {
  const { years: _y, types: _t, ...rest } = r as MemberRow & { years?: number[]; types?: string[] };
  return rest;
}

/**
 * /members: every account holding a membership (with its family), its state today, search,
 * filters, sort and pages. States are computed per person, so the list is built in memory:
 * a club has hundreds of members, not millions.
 */
export async function listMembers(db: DbOrTx, query: MemberListQuery): Promise<MemberPage> {
  const rows = await allMemberRows(db);
  const list = filtered(rows, query);
  const start = pageOffset(query.page, membersPageSize);
  const all = rows as (MemberRow & { years: number[]; types: string[] })[];
  return {
    items: list.slice(start, start + membersPageSize).map(publicRow),
    total: list.length,
    page: query.page,
    pageSize: membersPageSize,
    years: [...new Set(all.flatMap((r) => r.years))].sort((a, b) => b - a),
    typeNames: [...new Set(all.flatMap((r) => r.types))].sort(),
  };
}

const csvColumns: CsvColumn<MemberRow>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone ?? '' },
  { header: 'Status', value: (r) => memberStateLabels[r.state] },
  { header: 'Type', value: (r) => r.typeName ?? '' },
  { header: 'Year', value: (r) => r.year ?? '' },
  { header: 'Paid', at: (r) => r.paidAt },
  { header: 'NTRP', value: (r) => r.ntrpRating ?? '' },
  { header: 'Family', value: (r) => r.family.join('; ') },
  { header: 'Possible duplicate', value: (r) => (r.isPossibleDuplicate ? 'Yes' : '') },
  { header: 'Last reminder', value: (r) => r.lastReminder?.kind ?? '' },
  { header: 'Last reminder sent', at: (r) => r.lastReminder?.sentAt },
];

export async function exportMembersCsv(db: DbOrTx, query: MemberListQuery): Promise<string> {
  return toCsv(filtered(await allMemberRows(db), query).map(publicRow), csvColumns, {
    timeZone: await resolveClubTimeZone(db),
  });
}

/** /members/{id}: the person, family, memberships by year, payments, roles, sign-ups, reminders. */
export async function getMemberDetail(db: DbOrTx, id: string): Promise<MemberDetail> {
  const [row] = await db
    .select({ u: user, p: profiles })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No member has this id.');
  const today = await clubToday(db);
  const records = (await loadMemberships(db, [id])).filter((r) => r.row.paymentStatus !== 'cancelled');
  const signUps = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      createdAt: registrations.createdAt,
      social: socialEvents.title,
      tournament: tournaments.title,
      division: tournamentDivisions.name,
    })
    .from(registrations)
    .leftJoin(socialEvents, eq(socialEvents.id, registrations.socialEventId))
    .leftJoin(tournamentDivisions, eq(tournamentDivisions.id, registrations.divisionId))
    .leftJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
    .where(
      or(
        eq(registrations.userId, id),
        eq(registrations.signedUpBy, id),
        eq(registrations.emailKey, row.u.email.toLowerCase()),
      ),
    )
    .orderBy(desc(registrations.createdAt))
    .limit(100);
  const reminders = await db
    .select()
    .from(membershipReminders)
    .where(eq(membershipReminders.userId, id))
    .orderBy(desc(membershipReminders.sentAt));
  const log = await db
    .select()
    .from(roleAuditLog)
    .where(eq(roleAuditLog.targetId, id))
    .orderBy(desc(roleAuditLog.at))
    .limit(50);
  const duplicates = (await duplicateGroups(db)).get(id) ?? [];
  const dupUsers = duplicates.length
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(
          inArray(
            user.id,
            duplicates.map((d) => d.userId),
          ),
        )
    : [];
  return {
    user: {
      id: row.u.id,
      name: row.u.name,
      email: row.u.email,
      username: row.u.username,
      createdAt: row.u.createdAt.toISOString(),
    },
    profile: {
      phone: row.p.phone,
      ntrpRating: row.p.ntrpRating,
      ratingType: row.p.ratingType,
      ratingYear: row.p.ratingYear,
      ustaNumber: row.p.ustaNumber,
      gender: row.p.gender,
      birthYear: row.p.birthYear,
    },
    state: memberStateOn(
      today,
      records.map((r) => r.fact),
    ),
    roles: await loadUserRoles(db, id),
    family: await loadFamily(db, id),
    memberships: records.map((r) => r.summary),
    payments: await loadPaymentsOf(db, id),
    signUps: signUps.map((s) => ({
      id: s.id,
      event: s.social ?? (s.tournament ? `${s.tournament} – ${s.division}` : 'Event'),
      status: s.status,
      createdAt: s.createdAt.toISOString(),
    })),
    reminders: reminders.map((r) => ({
      kind: r.kind,
      year: r.year,
      sentAt: r.sentAt.toISOString(),
      email: r.email,
    })),
    duplicates: dupUsers.map((u) => ({
      userId: u.id,
      name: u.name,
      email: u.email,
      reason: duplicates.find((d) => d.userId === u.id)?.reason ?? '',
    })),
    roleLog: log.map((l) => ({
      action: l.action,
      role: l.role,
      at: l.at.toISOString(),
      actor: l.actorLabel ?? l.actorId ?? '',
    })),
  };
}

/** The person's entries of the payments ledger (newest first). */
async function loadPaymentsOf(db: DbOrTx, userId: string): Promise<MemberDetail['payments']> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(200);
  return rows.map((p) => ({
    id: p.id,
    purpose: p.purpose,
    amountCents: p.amountCents,
    method: p.method,
    state: p.state,
    createdAt: p.createdAt.toISOString(),
  }));
}

/**
 * Moves one duplicate record's memberships, family, payments and sign-ups to the record kept,
 * in one transaction, audited in member_merges; both records' member role is brought in line.
 */
export async function mergeMembers(
  db: DbOrTx,
  viewer: RequestViewer,
  fromId: string,
  intoId: string,
): Promise<Record<string, number>> {
  if (fromId === intoId) throw new AppError('VALIDATION', 'Choose another record to merge into.');
  const today = await clubToday(db);
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(inArray(user.id, [fromId, intoId]))
      .for('update');
    const from = found.find((u) => u.id === fromId);
    if (!from || !found.some((u) => u.id === intoId))
      throw new AppError('NOT_FOUND', 'No member has this id.');
    const clash = await tx
      .select({ year: memberships.year })
      .from(memberships)
      .where(
        and(
          inArray(memberships.userId, [fromId, intoId]),
          sql`${memberships.paymentStatus} not in ('cancelled', 'waiver_refused')`,
        ),
      )
      .groupBy(memberships.year)
      .having(sql`count(distinct ${memberships.userId}) > 1`);
    if (clash.length > 0) {
      throw new AppError(
        'CONFLICT',
        `Both records have a membership for ${clash.map((c) => c.year).join(', ')}: cancel one of them first.`,
      );
    }
    const moved: Record<string, number> = {};
    moved.memberships = (
      await tx
        .update(memberships)
        .set({ userId: intoId })
        .where(eq(memberships.userId, fromId))
        .returning({ id: memberships.id })
    ).length;
    moved.family = (
      await tx
        .update(familyMembers)
        .set({ managerId: intoId })
        .where(eq(familyMembers.managerId, fromId))
        .returning({ id: familyMembers.id })
    ).length;
    moved.signUps = (
      await tx
        .update(registrations)
        .set({ userId: intoId })
        .where(and(isNotNull(registrations.userId), eq(registrations.userId, fromId)))
        .returning({ id: registrations.id })
    ).length;
    // Family sign-ups follow their family to the record kept (counted with the family above).
    await tx.update(registrations).set({ signedUpBy: intoId }).where(eq(registrations.signedUpBy, fromId));
    moved.payments = await movePayments(tx, fromId, intoId);
    await tx.insert(memberMerges).values({
      keptUserId: intoId,
      mergedUserId: fromId,
      mergedLabel: `${from.name} <${from.email}>`,
      actorId: viewer.userId,
      moved,
    });
    await syncMemberRole(tx, intoId, today);
    await syncMemberRole(tx, fromId, today);
    return moved;
  });
}

async function movePayments(tx: DbOrTx, fromId: string, intoId: string): Promise<number> {
  // The ledger's rows keep their history; only whose they are changes (the merge is audited).
  const moved = await tx
    .update(payments)
    .set({ userId: intoId })
    .where(eq(payments.userId, fromId))
    .returning({ id: payments.id });
  return moved.length;
}
