import { defaultClubIdentity } from '@shared/club';
import { paths } from '@shared/paths';
import type { PlayerGender } from '@shared/player-details';
import {
  type CloseRequestInput,
  type LookingForTeamDetail,
  type LookingForTeamFiled,
  type LookingForTeamRequest,
  leagueFormatLabels,
  lookingStatusLabels,
  type PlacePlayerInput,
  type RecordContactInput,
  type TeamSuggestion,
  type WithdrawLinkInfo,
  type WithdrawResult,
} from '@shared/schemas/looking-for-team';
import {
  ageDivisionLabels,
  checkPlayerEligibility,
  describeLeagueLevel,
  type EligibilityPlayer,
  leagueGenderLabels,
  ntrpValue,
} from '@shared/tennis/eligibility';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { leagues, rosterEntries, teams } from '../../db/schema/leagues';
import {
  lookingForTeamEvents,
  lookingForTeamLeagues,
  lookingForTeamRequests,
} from '../../db/schema/looking-for-team';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import { clubToday } from '../../lib/club-time-zone';
import { eligibilityLeagueOf } from '../../lib/league-rules';
import { composeEmail, neutralGreeting, quotedName } from '../../lib/mail/compose-email';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { composeNoticeEmail, noticeSiteUrl } from '../../lib/mail/notice-email';
import { queueNotice, queueTemplateNotice } from '../../lib/notices';
import { createRecordToken, verifyRecordToken } from '../../lib/record-token';
import { addPlayersToRoster } from '../../lib/roster-changes';
import {
  actorOf,
  defaultOpenDays,
  type EntryExtras,
  expireStaleRequests,
  historyOf,
  isOpen,
  lockRequest,
  type RequestRow,
  requestNotFound,
  toEntry,
} from './looking-requests';

const t = lookingForTeamRequests;
const withdrawPurpose = 'looking-for-team-withdraw';

export function withdrawLinkOf(ctx: AppContext, requestId: string): string {
  const token = createRecordToken(ctx.authSecret, withdrawPurpose, requestId);
  return `${ctx.env.PUBLIC_URL}${paths.formsLookingWithdraw}?token=${encodeURIComponent(token)}`;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A request stays open through the season ahead: until the last end date of the leagues it
 * names (or, naming none, of the leagues still to finish), at least `defaultOpenDays` when the
 * catalogue has nothing later.
 */
async function expiryFor(db: DbOrTx, leagueIds: readonly string[], today: string): Promise<string> {
  const fallback = addDays(today, defaultOpenDays);
  const where = leagueIds.length > 0 ? inArray(leagues.id, [...leagueIds]) : and(gte(leagues.endsOn, today));
  const [row] = await db
    .select({ last: sql<string | null>`max(${leagues.endsOn})::text` })
    .from(leagues)
    .where(where);
  const last = row?.last ?? null;
  if (!last || last < today) return fallback;
  if (leagueIds.length > 0) return last;
  // Date strings (YYYY-MM-DD) compare in date order.
  return [last, fallback].sort().at(-1)!;
}

function confirmationEmail(input: LookingForTeamRequest, withdrawLink: string) {
  const club = defaultClubIdentity.shortName;
  const interests = input.formats.map((f) => leagueFormatLabels[f]).join(', ');
  return composeEmail(
    input.email,
    `${club}: we have your looking-for-a-team request`,
    neutralGreeting,
    [
      `Thank you for telling us you are looking for a team (request under the name ${quotedName(input.name)}). A league representative of ${club} will contact you, usually within a week, and captains with room on their rosters may get in touch too.`,
      `Your level: NTRP ${input.ntrpRating}${interests ? `; interested in: ${interests}` : ''}.`,
      'Found a team already, or changed your mind? Withdraw your request with this link:',
    ],
    { href: withdrawLink, label: 'Withdraw my request' },
  );
}

/**
 * Files a request from /forms/looking: the request, its first history line, the leagues it
 * names and the confirmation e-mail (with the withdraw link) in one transaction.
 */
export async function fileLookingRequest(
  ctx: AppContext,
  input: LookingForTeamRequest,
  userId: string | null,
): Promise<LookingForTeamFiled> {
  const today = await clubToday(ctx.db);
  await ctx.db.transaction(async (tx) => {
    if (input.leagueIds.length > 0) {
      const known = await tx
        .select({ id: leagues.id })
        .from(leagues)
        .where(
          and(inArray(leagues.id, input.leagueIds), or(isNull(leagues.endsOn), gte(leagues.endsOn, today))),
        );
      if (known.length !== new Set(input.leagueIds).size) {
        throw fieldError(
          'VALIDATION',
          'leagueIds',
          'One of the leagues is no longer open. Please choose again.',
        );
      }
    }
    const expiresOn = await expiryFor(tx, input.leagueIds, today);
    const [row] = await tx
      .insert(t)
      .values({
        userId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        gender: input.gender,
        ageDivision: input.ageDivision,
        ntrpRating: input.ntrpRating,
        ratingType: input.ratingType,
        formats: input.formats,
        days: input.days,
        times: input.times,
        play: input.play,
        notes: input.notes,
        expiresOn,
      })
      .returning({ id: t.id });
    const id = row!.id;
    await tx.insert(lookingForTeamEvents).values({ requestId: id, kind: 'filed' });
    if (input.leagueIds.length > 0) {
      await tx
        .insert(lookingForTeamLeagues)
        .values([...new Set(input.leagueIds)].map((leagueId) => ({ requestId: id, leagueId })));
    }
    await enqueueEmail(tx, confirmationEmail(input, withdrawLinkOf(ctx, id)));
  });
  wakeOutbox();
  return {
    message: `Thank you! We have your request and sent a confirmation to ${input.email}. A league representative will be in touch.`,
  };
}

/** League names of the requests' interests and the teams they were placed on, for their entries. */
export async function entryExtrasFor(db: DbOrTx, rows: readonly RequestRow[]): Promise<EntryExtras> {
  const ids = rows.map((r) => r.id);
  const teamIds = [...new Set(rows.flatMap((r) => (r.placedTeamId ? [r.placedTeamId] : [])))];
  const [interestRows, teamRows] = await Promise.all([
    ids.length
      ? db
          .select({ requestId: lookingForTeamLeagues.requestId, id: leagues.id, name: leagues.name })
          .from(lookingForTeamLeagues)
          .innerJoin(leagues, eq(leagues.id, lookingForTeamLeagues.leagueId))
          .where(inArray(lookingForTeamLeagues.requestId, ids))
          .orderBy(asc(leagues.name))
      : [],
    teamIds.length
      ? db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
      : [],
  ]);
  const teamNames = new Map(teamRows.map((r) => [r.id, r.name]));
  return {
    leaguesOf: (id) =>
      interestRows
        .filter((r) => r.requestId === id)
        .map(({ id: leagueId, name }) => ({ id: leagueId, name })),
    placedTeamOf: (row) =>
      row.placedTeamId
        ? { id: row.placedTeamId, name: teamNames.get(row.placedTeamId) ?? 'A team no longer listed' }
        : null,
  };
}

/** A request's facts as eligibility reads a player: the youngest age of their age group. */
function asEligibilityPlayer(row: RequestRow, leagueYear: number): EligibilityPlayer {
  return {
    name: row.name,
    ntrpRating: row.ntrpRating,
    ratingType: row.ratingType,
    ratingYear: null,
    gender: row.gender as PlayerGender,
    birthYear: leagueYear - Number.parseInt(row.ageDivision, 10),
  };
}

/**
 * Teams that could take the player: a league of this or a coming season whose rules the
 * player meets (level with play-up, gender, age), a team not rejected, a roster below the
 * league's maximum. Leagues the player named come first.
 */
export async function suggestTeams(db: DbOrTx, row: RequestRow): Promise<TeamSuggestion[]> {
  const today = await clubToday(db);
  const rosterCount = sql<number>`(select count(*)::int from ${rosterEntries} where ${rosterEntries.teamId} = ${teams.id})`;
  const candidates = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      leagueId: leagues.id,
      leagueName: leagues.name,
      year: leagues.year,
      gender: leagues.gender,
      ageDivision: leagues.ageDivision,
      level: leagues.level,
      minRoster: leagues.minRoster,
      maxRoster: leagues.maxRoster,
      eligibilityRules: leagues.eligibilityRules,
      rosterCount,
      captainName: profiles.fullName,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(profiles, eq(profiles.id, teams.captainId))
    .where(and(ne(teams.status, 'rejected'), or(isNull(leagues.endsOn), gte(leagues.endsOn, today))))
    .orderBy(asc(leagues.startsOn), asc(leagues.name), asc(teams.name));
  const named = new Set(
    (
      await db
        .select({ leagueId: lookingForTeamLeagues.leagueId })
        .from(lookingForTeamLeagues)
        .where(eq(lookingForTeamLeagues.requestId, row.id))
    ).map((r) => r.leagueId),
  );
  const suggestions: (TeamSuggestion & { isNamed: boolean })[] = [];
  for (const c of candidates) {
    const league = eligibilityLeagueOf(c);
    if (c.rosterCount >= league.maxRoster) continue;
    const issues = checkPlayerEligibility(asEligibilityPlayer(row, c.year), league);
    if (issues.some((i) => i.severity === 'error')) continue;
    const playsUp = !league.rules.combined && ntrpValue(league.level) > ntrpValue(row.ntrpRating);
    const placesLeft = league.maxRoster - c.rosterCount;
    suggestions.push({
      teamId: c.teamId,
      teamName: c.teamName,
      leagueId: c.leagueId,
      leagueName: c.leagueName,
      rosterCount: c.rosterCount,
      rosterMax: league.maxRoster,
      captainName: c.captainName,
      reason: [
        `${describeLeagueLevel(league)} ${leagueGenderLabels[league.gender].toLowerCase()} ${ageDivisionLabels[league.ageDivision]}`,
        playsUp ? 'plays up' : null,
        `${placesLeft} place${placesLeft === 1 ? '' : 's'} left`,
        named.has(c.leagueId) ? 'a league they asked for' : null,
      ]
        .filter(Boolean)
        .join('; '),
      isNamed: named.has(c.leagueId),
    });
  }
  return suggestions.sort((a, b) => Number(b.isNamed) - Number(a.isNamed)).map(({ isNamed: _, ...s }) => s);
}

async function loadRequest(db: DbOrTx, id: string): Promise<RequestRow> {
  if (!isUuid(id)) throw requestNotFound();
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw requestNotFound();
  return row;
}

/** The reps' detail page: the request, its history and the teams that could take the player. */
export async function getLookingRequestDetail(db: Db, id: string): Promise<LookingForTeamDetail> {
  await expireStaleRequests(db);
  const row = await loadRequest(db, id);
  const [extras, suggestions] = await Promise.all([
    entryExtrasFor(db, [row]),
    isOpen(row.status) ? suggestTeams(db, row) : Promise.resolve([]),
  ]);
  const teamIds = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .innerJoin(lookingForTeamEvents, eq(lookingForTeamEvents.teamId, teams.id))
    .where(eq(lookingForTeamEvents.requestId, row.id));
  const teamNames = new Map(teamIds.map((r) => [r.id, r.name]));
  return {
    entry: toEntry(row, extras),
    history: await historyOf(db, row.id, (teamId) => teamNames.get(teamId)),
    suggestions,
  };
}

function closedError(row: RequestRow): AppError {
  return new AppError(
    'CONFLICT',
    `This request is ${lookingStatusLabels[row.status].toLowerCase()}: it is closed, so nothing was changed.`,
  );
}

/** A rep records that they got in touch (new → contacted; more contacts add history lines). */
export async function recordContact(
  db: Db,
  id: string,
  input: RecordContactInput,
  actorId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!isOpen(row.status)) throw closedError(row);
    const actor = await actorOf(tx, actorId);
    await tx.update(t).set({ status: 'contacted', updatedAt: sql`now()` }).where(eq(t.id, row.id));
    await tx.insert(lookingForTeamEvents).values({
      requestId: row.id,
      kind: 'contacted',
      actorId: actor.id,
      actorName: actor.name,
      method: input.method,
      note: input.note,
    });
  });
}

async function closeAsWithdrawn(tx: Tx, row: RequestRow, actorId: string | null, note: string) {
  const actor = await actorOf(tx, actorId);
  await tx.update(t).set({ status: 'withdrawn', updatedAt: sql`now()` }).where(eq(t.id, row.id));
  await tx.insert(lookingForTeamEvents).values({
    requestId: row.id,
    kind: 'withdrawn',
    actorId: actor.id,
    actorName: actor.name,
    note,
  });
}

/** A rep closes a request the player no longer needs (e.g. told them on the phone). */
export async function withdrawRequestByRep(
  db: Db,
  id: string,
  input: CloseRequestInput,
  actorId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!isOpen(row.status)) throw closedError(row);
    await closeAsWithdrawn(tx, row, actorId, input.note);
  });
}

const badLink = () =>
  new AppError(
    'NOT_FOUND',
    'This withdraw link is not valid. Please use the link from your confirmation e-mail.',
  );

/** What the withdraw link's page shows before the player confirms (reading changes nothing). */
export async function getWithdrawLinkInfo(ctx: AppContext, token: string): Promise<WithdrawLinkInfo> {
  const id = verifyRecordToken(ctx.authSecret, withdrawPurpose, token);
  if (!id) throw badLink();
  await expireStaleRequests(ctx.db);
  const [row] = await ctx.db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw badLink();
  return { name: row.name, status: row.status, createdAt: row.createdAt.toISOString() };
}

/** The player confirms on the link's page (a POST: mail scanners open links, they do not post). */
export async function withdrawRequestByLink(ctx: AppContext, token: string): Promise<WithdrawResult> {
  const id = verifyRecordToken(ctx.authSecret, withdrawPurpose, token);
  if (!id) throw badLink();
  return ctx.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id).catch(() => {
      throw badLink();
    });
    if (row.status === 'withdrawn')
      return { message: 'Your request was already withdrawn.', status: row.status };
    if (!isOpen(row.status)) {
      return {
        message: `Your request is already ${lookingStatusLabels[row.status].toLowerCase()}; there is nothing to withdraw.`,
        status: row.status,
      };
    }
    await closeAsWithdrawn(
      tx,
      row,
      null,
      'Withdrawn by the player with the link from the confirmation e-mail.',
    );
    return { message: 'Your request is withdrawn. Good luck on court!', status: 'withdrawn' as const };
  });
}

/**
 * Places the player on a team: with an account (the one that filed, or the one with the
 * request's address) they join the roster under the league's rules and the roster lock;
 * otherwise the placement is recorded for the captain to add them. The player is e-mailed.
 * All in one transaction.
 */
export async function placePlayer(
  ctx: AppContext,
  id: string,
  input: PlacePlayerInput,
  actorId: string | null,
): Promise<{ isOnRoster: boolean; warnings: string[] }> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!isOpen(row.status)) throw closedError(row);
    const [team] = await tx
      .select({
        id: teams.id,
        name: teams.name,
        status: teams.status,
        leagueName: leagues.name,
        captainId: teams.captainId,
        coCaptainId: teams.coCaptainId,
        captainName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${user.name})`,
        captainEmail: user.email,
      })
      .from(teams)
      .innerJoin(leagues, eq(leagues.id, teams.leagueId))
      .leftJoin(profiles, eq(profiles.id, teams.captainId))
      .leftJoin(user, eq(user.id, teams.captainId))
      .where(eq(teams.id, input.teamId))
      .limit(1);
    if (!team || team.status === 'rejected') {
      throw fieldError('VALIDATION', 'teamId', 'That team is not open for players. Choose another.');
    }
    const accountId = row.userId ?? (await accountByEmail(tx, row.email));
    let warnings: string[] = [];
    let isOnRoster = false;
    if (accountId) {
      const [already] = await tx
        .select({ id: rosterEntries.id })
        .from(rosterEntries)
        .where(and(eq(rosterEntries.teamId, team.id), eq(rosterEntries.userId, accountId)))
        .limit(1);
      if (!already) warnings = await addPlayersToRoster(tx, team.id, [accountId], actorId);
      isOnRoster = true;
    }
    const actor = await actorOf(tx, actorId);
    await tx
      .update(t)
      .set({ status: 'placed', placedTeamId: team.id, updatedAt: sql`now()` })
      .where(eq(t.id, row.id));
    await tx.insert(lookingForTeamEvents).values({
      requestId: row.id,
      kind: 'placed',
      actorId: actor.id,
      actorName: actor.name,
      teamId: team.id,
      note: input.note,
    });
    await tellOfPlacement(ctx, tx, {
      row,
      team,
      accountId,
      isOnRoster,
      placedBy: actor.name ?? 'A league representative',
      actorId,
      note: input.note,
    });
    return { isOnRoster, warnings };
  });
  wakeOutbox();
  return result;
}

/**
 * "Placed from looking for a team" (issue 22 §3), in the placement's transaction: the player
 * (by their notice choice when they have an account; by e-mail to the request's address when not)
 * with Reply-To their captain, and the team's captains, each from their template.
 */
async function tellOfPlacement(
  ctx: AppContext,
  tx: Tx,
  placed: {
    row: RequestRow;
    team: {
      id: string;
      name: string;
      leagueName: string;
      captainId: string | null;
      coCaptainId: string | null;
      captainName: string | null;
      captainEmail: string | null;
    };
    accountId: string | null;
    isOnRoster: boolean;
    placedBy: string;
    actorId: string | null;
    note: string;
  },
): Promise<void> {
  const { row, team, isOnRoster } = placed;
  const teamLink = `${noticeSiteUrl()}${paths.teamRoster(team.id)}`;
  const note = placed.note ? `Note from the league: ${placed.note}` : '';
  // Replies go to the captain (Reply-To), as the captains page relays: no address in the text.
  const email = await composeNoticeEmail(tx, {
    key: 'looking-placed-player',
    to: { email: row.email, name: row.name },
    facts: {
      'team.name': team.name,
      'league.name': team.leagueName,
      'placed.by': placed.placedBy,
      'captain.name': team.captainName || 'the team’s captain',
      'roster.next': isOnRoster
        ? 'You are on the team’s roster already. Your team and its matches'
        : 'Create your account with this e-mail address and add your NTRP rating to your profile, so the captain can put you on the roster',
      'next.link': isOnRoster ? teamLink : `${ctx.env.PUBLIC_URL}${paths.register}`,
      'placement.note': note,
    },
  });
  const withReplyTo = {
    ...email,
    ...(team.captainEmail ? { headers: { 'Reply-To': team.captainEmail } } : {}),
  };
  if (placed.accountId)
    await queueNotice(tx, {
      kind: 'roster-added',
      userId: placed.accountId,
      email: withReplyTo,
      push: {
        title: `You have a team: ${team.name}`,
        body: `${placed.placedBy} placed you on ${team.name} (${team.leagueName}).`,
        url: paths.teamRoster(team.id),
        tag: `placed-${row.id}`,
      },
    });
  else await enqueueEmail(tx, withReplyTo);

  const captains = [...new Set([team.captainId, team.coCaptainId])].filter(
    (id): id is string => !!id && id !== placed.actorId,
  );
  for (const captainId of captains) {
    await queueTemplateNotice(tx, {
      kind: 'team-player-placed',
      key: 'looking-placed-captain',
      userId: captainId,
      facts: {
        'team.name': team.name,
        'league.name': team.leagueName,
        'team.link': teamLink,
        'placed.by': placed.placedBy,
        'player.name': row.name,
        'player.email': row.email,
        'player.rating': row.ntrpRating,
        'roster.status': isOnRoster
          ? 'They are on your roster already.'
          : 'They have no account yet: put them on the roster once they register with this address.',
        'placement.note': note,
      },
      push: {
        title: `${row.name} joins ${team.name}`,
        body: `${placed.placedBy} placed them from looking for a team.`,
        url: paths.teamRoster(team.id),
        tag: `placed-${row.id}`,
      },
    });
  }
}

async function accountByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, eq(user.emailVerified, true)))
    .limit(1);
  return account?.id ?? null;
}
