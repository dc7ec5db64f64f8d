import {
  checkPlayerEligibility,
  type EligibilityLeague,
  eligibilityRulesSchema,
  hasEligibilityErrors,
} from '@shared/tennis/eligibility';
import { eq } from 'drizzle-orm';
import { getAuth } from '../../auth/auth';
import type { AppContext } from '../../context';
import { createUserAccount } from '../../features/accounts/create-user-account';
import { user } from '../schema/auth';
import { leagues } from '../schema/leagues';
import { membershipTypes } from '../schema/membership';
import { demoEmailOf, demoPeople, demoTeams, slug } from '../seed-data/people';
import { insertRosterEntries, insertTeam } from './leagues';
import { insertFamilyMember, insertMembership } from './membership';
import { type DuesOutcome, settleMembershipDues } from './payments';
import { randomPassword, setPlayerDetails } from './user';

const dayMs = 86_400_000;

function ageOn(year: number, birthYear: number) {
  return year - birthYear;
}

/**
 * Demo members (accounts as the CLI creates them, with random passwords: display data only),
 * their memberships through the ledger, and teams with rosters in the seeded leagues.
 * Idempotent: skipped when the first demo member exists.
 */
export async function seedDemoPeople(ctx: AppContext, now = new Date()): Promise<void> {
  const db = ctx.db;
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, demoEmailOf(demoPeople[0]!.name)))
    .limit(1);
  if (existing) return;
  const started = Date.now();
  const year = now.getUTCFullYear();
  const typeRows = await db.select().from(membershipTypes);
  const typeOf = (y: number, name: string) => typeRows.find((t) => t.year === y && t.name === name);

  const ids = new Map<string, string>();
  // The demo members never sign in (display data only): they share one throwaway password that
  // nobody knows, hashed once, instead of a scrypt per member (most of a new club's first start).
  const password = randomPassword();
  const passwordHash = await (await getAuth(ctx).$context).password.hash(password);
  for (const p of demoPeople) {
    const created = await createUserAccount(ctx, {
      name: p.name,
      username: slug(p.name).replace(/\./g, '_'),
      email: demoEmailOf(p.name),
      password,
      passwordHash,
      ...(p.roles ? { roles: [...p.roles, 'guest'] } : {}),
      actor: { id: null, label: 'demo seed' },
    });
    ids.set(created.name, created.id);
  }
  const accountsMs = Date.now() - started;
  const treasurerId = ids.get('Diane Kowalski')!;

  for (const [i, p] of demoPeople.entries()) {
    const userId = ids.get(p.name)!;
    await setPlayerDetails(db, userId, {
      ntrpRating: p.ntrp,
      ratingType: p.ratingType,
      ratingYear: p.ratingType === 'C' ? year - 1 : year,
      gender: p.gender,
      birthYear: p.birthYear,
      phone: `555-01${String(10 + i).padStart(2, '0')}`,
    });
    if (p.standing === 'none') continue;
    const membershipYear = p.standing === 'lapsed' ? year - 1 : year;
    const typeName = p.family ? 'Family' : ageOn(membershipYear, p.birthYear) >= 65 ? 'Senior' : 'Individual';
    const type = typeOf(membershipYear, typeName);
    if (!type) continue;
    // Within the membership's own year whatever today is: last spring for the lapsed, and this
    // year's joins no earlier than 2 January.
    const at =
      p.standing === 'lapsed'
        ? new Date(Date.UTC(year - 1, 2, 10 + i, 18))
        : new Date(
            Math.max(now.getTime() - p.joinedDaysAgo * dayMs, Date.UTC(year, 0, 2, 18) + i * 3_600_000),
          );
    await db.transaction(async (tx) => {
      const family = [];
      for (const f of p.family ?? [])
        family.push(await insertFamilyMember(tx, userId, f.fullName, f.birthYear));
      // Who each year's membership covers, and its emergency contact (a family's: the other parent).
      const household = {
        emergencyName: p.family ? 'Ngozi Okafor' : '',
        emergencyPhone: p.family ? '555-0199' : '',
        people: [
          { fullName: p.name, birthYear: p.birthYear },
          ...family.map((f) => ({ fullName: f.fullName, birthYear: f.birthYear, familyMemberId: f.id })),
        ],
      };
      const m = await insertMembership(tx, {
        userId,
        typeId: type.id,
        year: membershipYear,
        priceCents: type.priceCents,
        paymentChoice:
          p.standing === 'waiver'
            ? 'waiver'
            : p.standing === 'online' || p.standing === 'pending-online' || p.standing === 'refunded'
              ? 'online'
              : 'offline',
        paymentStatus: p.standing === 'waiver' ? 'waiver_requested' : 'pending',
        waiverReason:
          p.standing === 'waiver'
            ? 'Between jobs this year; happy to help run the junior clinics in return.'
            : null,
        ...household,
        createdAt: at,
      });
      const payer = { name: p.family ? 'The Okafor family' : p.name, email: demoEmailOf(p.name) };
      const outcome: DuesOutcome | null =
        p.standing === 'online'
          ? { how: 'online' }
          : p.standing === 'cash' || p.standing === 'lapsed'
            ? { how: 'cash', receivedBy: 'Diane Kowalski (treasurer)', recordedBy: treasurerId }
            : p.standing === 'cheque'
              ? {
                  how: 'cheque',
                  chequeNumber: String(1100 + i * 7),
                  receivedBy: 'Diane Kowalski (treasurer)',
                  recordedBy: treasurerId,
                }
              : p.standing === 'refunded'
                ? {
                    how: 'refunded',
                    note: 'Moved away before the season',
                    refundedBy: treasurerId,
                  }
                : p.standing === 'pending-cash'
                  ? { how: 'open', method: 'cash', notes: 'Will pay at the next club night' }
                  : p.standing === 'pending-online'
                    ? { how: 'open', method: 'card_online', notes: 'Checkout started, not finished' }
                    : null;
      if (outcome) await settleMembershipDues(tx, m, payer, outcome, at);
      // In December next year's season is offered and this one's renewal is due: as in a real
      // club, about half of those who paid have renewed already (so the list shows both).
      const nextType = typeOf(year + 1, typeName);
      const hasRenewed =
        nextType &&
        i % 2 === 0 &&
        (p.standing === 'online' || p.standing === 'cash' || p.standing === 'cheque');
      if (hasRenewed && outcome) {
        const renewedAt = new Date(now.getTime() - ((i % 4) + 1) * dayMs);
        const next = await insertMembership(tx, {
          userId,
          typeId: nextType.id,
          year: year + 1,
          priceCents: nextType.priceCents,
          paymentChoice: p.standing === 'online' ? 'online' : 'offline',
          ...household,
          createdAt: renewedAt,
        });
        await settleMembershipDues(tx, next, payer, outcome, renewedAt);
      }
    });
  }

  const leagueRows = await db.select().from(leagues);
  let teamCount = 0;
  for (const t of demoTeams) {
    const league = leagueRows.find(
      (l) =>
        l.season === t.league.season &&
        l.gender === t.league.gender &&
        l.ageDivision === t.league.ageDivision &&
        l.level === t.league.level &&
        l.provider === (t.league.provider ?? 'usta'),
    );
    if (!league) continue;
    const eligibility: EligibilityLeague = {
      year: league.year,
      gender: league.gender,
      ageDivision: league.ageDivision,
      level: league.level,
      minRoster: league.minRoster,
      maxRoster: league.maxRoster,
      rules: eligibilityRulesSchema.parse(league.eligibilityRules),
    };
    // Only players the league's rules admit (the roster page would flag anyone else).
    const roster = [t.captain, t.coCaptain, ...t.players]
      .map((name) => ({ name, person: demoPeople.find((p) => p.name === name)! }))
      .filter(
        ({ name, person }) =>
          !hasEligibilityErrors(
            checkPlayerEligibility(
              {
                name,
                ntrpRating: person.ntrp,
                ratingType: person.ratingType,
                ratingYear: person.ratingType === 'C' ? year - 1 : year,
                gender: person.gender,
                birthYear: person.birthYear,
              },
              eligibility,
              { asOf: now },
            ),
          ),
      )
      .slice(0, league.maxRoster);
    const captainId = ids.get(t.captain)!;
    const isDecided = t.status !== 'submitted';
    const team = await insertTeam(db, {
      leagueId: league.id,
      name: t.name,
      status: t.status,
      ustaTeamNumber: t.ustaTeamNumber,
      captainId,
      coCaptainId: ids.get(t.coCaptain)!,
      preferredDays: t.preferredDays,
      preferredTimes: t.preferredTimes,
      registeredBy: captainId,
      decidedBy: isDecided ? ids.get('Angela Brooks')! : null,
      decidedAt: isDecided ? new Date(now.getTime() - 10 * dayMs) : null,
      createdAt: new Date(now.getTime() - 21 * dayMs),
    });
    await insertRosterEntries(
      db,
      team.id,
      roster.map((r) => ({ userId: ids.get(r.name)!, name: r.name })),
      captainId,
    );
    teamCount += 1;
  }
  ctx.logger.info(
    { ms: Date.now() - started, accountsMs, members: ids.size, teams: teamCount },
    'demo members, memberships and teams seeded',
  );
}
