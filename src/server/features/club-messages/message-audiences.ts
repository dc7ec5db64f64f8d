import type { RecordFacts } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import { eventAudienceLabels } from '@shared/club-messages';
import type { Audience, AudienceOption } from '@shared/schemas/club-messages';
import { and, asc, eq, gte, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { registrations, socialEvents, tournamentDivisions, tournaments } from '../../db/schema/events';
import { leagues, rosterEntries, teams } from '../../db/schema/leagues';
import { memberships } from '../../db/schema/membership';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { profileRoles, roles } from '../../db/schema/roles';
import { AppError } from '../../lib/app-error';
import { clubToday } from '../../lib/club-time-zone';
import { assertAllowed } from '../../lib/require-access';
import { captainIdsOf } from '../../lib/team-captains';

/** One address of a resolved audience. */
export interface Recipient {
  email: string;
  emailKey: string;
  name: string;
  userId: string | null;
  /** Newsletter subscribers only: their own unsubscribe token. */
  newsletterToken?: string;
}

export interface ResolvedAudience {
  label: string;
  /** The record facts the access rule is decided on (a team's captains, a league's coordinator). */
  facts: RecordFacts;
  /** The access rule of this kind of audience (featureAccess.message*). */
  rule: (typeof featureAccess)[keyof typeof featureAccess];
}

const notFound = () => new AppError('NOT_FOUND', 'That group no longer exists. Choose another one.');

const roleTitles: Record<string, string> = {
  admin: 'Admins',
  executive: 'Executive committee',
  board: 'Board',
  rep: 'League reps',
  captain: 'Captains',
  member: 'Members (role)',
  guest: 'Guests',
};

/** The name and access facts of an audience (no addresses): for the access check and the label. */
export async function describeAudience(db: DbOrTx, audience: Audience): Promise<ResolvedAudience> {
  switch (audience.kind) {
    case 'team': {
      const [team] = await db.select().from(teams).where(eq(teams.id, audience.teamId)).limit(1);
      if (!team) throw notFound();
      return {
        label: `${team.name} — ${audience.who === 'roster' ? 'roster' : 'captains'}`,
        facts: { teamCaptainIds: captainIdsOf(team) },
        rule: featureAccess.messageTeam,
      };
    }
    case 'event': {
      const [event] = await db
        .select({ title: socialEvents.title })
        .from(socialEvents)
        .where(eq(socialEvents.id, audience.eventId))
        .limit(1);
      if (!event) throw notFound();
      return {
        label: `${event.title} — ${eventAudienceLabels[audience.who]}`,
        facts: {},
        rule: featureAccess.messageEventPlayers,
      };
    }
    case 'division': {
      const [division] = await db
        .select({ name: tournamentDivisions.name, tournament: tournaments.title })
        .from(tournamentDivisions)
        .innerJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
        .where(eq(tournamentDivisions.id, audience.divisionId))
        .limit(1);
      if (!division) throw notFound();
      return {
        label: `${division.tournament}, ${division.name} — ${eventAudienceLabels[audience.who]}`,
        facts: {},
        rule: featureAccess.messageEventPlayers,
      };
    }
    case 'league-captains': {
      const [league] = await db.select().from(leagues).where(eq(leagues.id, audience.leagueId)).limit(1);
      if (!league) throw notFound();
      return {
        label: `${league.name} — captains`,
        facts: { leagueCoordinatorId: league.coordinatorId },
        rule: featureAccess.messageLeagueCaptains,
      };
    }
    case 'members':
      return { label: 'All active members', facts: {}, rule: featureAccess.messageClub };
    case 'role':
      return { label: `Role: ${roleTitles[audience.role]}`, facts: {}, rule: featureAccess.messageClub };
    case 'dues-overdue':
      return { label: 'Members with dues unpaid', facts: {}, rule: featureAccess.messageClub };
    case 'newsletter':
      return { label: 'Newsletter subscribers', facts: {}, rule: featureAccess.messageClub };
  }
}

/** The audience's name, after checking (access table) that the viewer may write to it. */
export async function audienceForSender(
  db: DbOrTx,
  viewer: RequestViewer,
  audience: Audience,
): Promise<ResolvedAudience> {
  const described = await describeAudience(db, audience);
  assertAllowed(described.rule, viewer, described.facts);
  return described;
}

interface Row {
  email: string | null;
  name: string | null;
  userId: string | null;
  newsletterToken?: string;
}

/** One recipient per address (lower case), the first name seen kept. */
function dedupe(rows: readonly Row[]): Recipient[] {
  const byKey = new Map<string, Recipient>();
  for (const r of rows) {
    const email = r.email?.trim();
    if (!email) continue;
    const emailKey = email.toLowerCase();
    if (byKey.has(emailKey)) continue;
    byKey.set(emailKey, {
      email,
      emailKey,
      name: r.name ?? '',
      userId: r.userId,
      ...(r.newsletterToken ? { newsletterToken: r.newsletterToken } : {}),
    });
  }
  return [...byKey.values()];
}

const userRow = { email: user.email, name: user.name, userId: user.id };

function placeStatuses(who: 'confirmed' | 'waitlisted' | 'both') {
  return who === 'both' ? (['confirmed', 'waitlisted'] as const) : ([who] as const);
}

/** The audience's addresses today, de-duplicated (who left this kind of mail is decided after). */
export async function resolveAudience(
  db: DbOrTx,
  audience: Audience,
  now = new Date(),
): Promise<Recipient[]> {
  switch (audience.kind) {
    case 'team': {
      const captains = await db
        .select(userRow)
        .from(teams)
        .innerJoin(user, sql`${user.id} in (${teams.captainId}, ${teams.coCaptainId})`)
        .where(eq(teams.id, audience.teamId));
      if (audience.who === 'captains') return dedupe(captains);
      const roster = await db
        .select({
          email: sql<string | null>`coalesce(${user.email}, ${rosterEntries.email})`,
          name: sql<string | null>`coalesce(${user.name}, ${rosterEntries.name})`,
          userId: rosterEntries.userId,
        })
        .from(rosterEntries)
        .leftJoin(user, eq(user.id, rosterEntries.userId))
        .where(eq(rosterEntries.teamId, audience.teamId))
        .orderBy(asc(rosterEntries.addedAt));
      return dedupe([...captains, ...roster]);
    }
    case 'event':
    case 'division': {
      const ref = audience.kind === 'event' ? audience.eventId : audience.divisionId;
      const rows = await db
        .select({ email: registrations.email, name: registrations.name, userId: registrations.userId })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventRef, ref),
            inArray(registrations.status, [...placeStatuses(audience.who)]),
          ),
        )
        .orderBy(asc(registrations.seq));
      return dedupe(rows);
    }
    case 'league-captains': {
      const rows = await db
        .select(userRow)
        .from(teams)
        .innerJoin(user, sql`${user.id} in (${teams.captainId}, ${teams.coCaptainId})`)
        .where(and(eq(teams.leagueId, audience.leagueId), ne(teams.status, 'rejected')));
      return dedupe(rows);
    }
    case 'members':
    case 'dues-overdue': {
      const year = Number((await clubToday(db, now)).slice(0, 4));
      const rows = await db
        .select(userRow)
        .from(memberships)
        .innerJoin(user, eq(user.id, memberships.userId))
        .where(
          and(
            gte(memberships.year, year),
            audience.kind === 'members'
              ? inArray(memberships.paymentStatus, ['paid', 'waived'])
              : eq(memberships.paymentStatus, 'pending'),
          ),
        )
        .orderBy(asc(user.name));
      if (audience.kind === 'members') return dedupe(rows);
      // Unpaid dues of someone who also holds a paid membership this year are not overdue.
      const paid = new Set(
        (
          await db
            .select({ userId: memberships.userId })
            .from(memberships)
            .where(and(gte(memberships.year, year), inArray(memberships.paymentStatus, ['paid', 'waived'])))
        ).map((r) => r.userId),
      );
      return dedupe(rows.filter((r) => !paid.has(r.userId)));
    }
    case 'role': {
      const rows = await db
        .select(userRow)
        .from(profileRoles)
        .innerJoin(roles, eq(roles.id, profileRoles.roleId))
        .innerJoin(user, eq(user.id, profileRoles.profileId))
        .where(eq(roles.role, audience.role))
        .orderBy(asc(user.name));
      return dedupe(rows);
    }
    case 'newsletter': {
      const rows = await db
        .select({
          email: newsletterSubscribers.email,
          name: newsletterSubscribers.name,
          userId: sql<string | null>`null`,
          newsletterToken: newsletterSubscribers.token,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, 'confirmed'))
        .orderBy(asc(newsletterSubscribers.createdAt));
      return dedupe(rows);
    }
  }
}

/**
 * The audiences the viewer may write to, for the compose form: their teams (captains), the
 * upcoming events and divisions (organisers), leagues (coordinators, reps), club-wide ones (board).
 */
export async function listAudienceOptions(
  db: DbOrTx,
  viewer: RequestViewer,
  now = new Date(),
): Promise<AudienceOption[]> {
  const options: AudienceOption[] = [];
  const canLeague = viewer.roles.some((r) => ['admin', 'executive', 'rep'].includes(r));
  const teamRows = await db
    .select({ id: teams.id, name: teams.name, league: leagues.name })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(
      and(
        ne(teams.status, 'rejected'),
        gte(leagues.year, now.getUTCFullYear() - 1),
        canLeague
          ? undefined
          : or(eq(teams.captainId, viewer.userId ?? ''), eq(teams.coCaptainId, viewer.userId ?? '')),
      ),
    )
    .orderBy(asc(teams.name))
    .limit(200);
  for (const t of teamRows) {
    options.push(
      {
        group: 'Teams',
        label: `${t.name} (${t.league}) — roster`,
        audience: { kind: 'team', teamId: t.id, who: 'roster' },
      },
      {
        group: 'Teams',
        label: `${t.name} (${t.league}) — captains`,
        audience: { kind: 'team', teamId: t.id, who: 'captains' },
      },
    );
  }
  const leagueRows = await db
    .select({ id: leagues.id, name: leagues.name })
    .from(leagues)
    .where(
      and(
        gte(leagues.year, now.getUTCFullYear() - 1),
        canLeague ? undefined : eq(leagues.coordinatorId, viewer.userId ?? ''),
      ),
    )
    .orderBy(asc(leagues.name))
    .limit(100);
  for (const l of leagueRows) {
    options.push({
      group: 'Leagues',
      label: `${l.name} — captains`,
      audience: { kind: 'league-captains', leagueId: l.id },
    });
  }
  const isOrganiser = featureAccess.messageEventPlayers.some((r) => viewer.roles.includes(r));
  if (isOrganiser) {
    const since = new Date(now.getTime() - 30 * 86_400_000);
    const events = await db
      .select({ id: socialEvents.id, title: socialEvents.title })
      .from(socialEvents)
      .where(and(gte(socialEvents.startsAt, since), notInArray(socialEvents.status, ['draft'])))
      .orderBy(asc(socialEvents.startsAt))
      .limit(100);
    for (const e of events) {
      for (const who of ['both', 'confirmed', 'waitlisted'] as const) {
        options.push({
          group: 'Social events',
          label: `${e.title} — ${eventAudienceLabels[who]}`,
          audience: { kind: 'event', eventId: e.id, who },
        });
      }
    }
    const divisions = await db
      .select({ id: tournamentDivisions.id, name: tournamentDivisions.name, title: tournaments.title })
      .from(tournamentDivisions)
      .innerJoin(tournaments, eq(tournaments.id, tournamentDivisions.tournamentId))
      .where(
        and(gte(tournaments.startDate, since.toISOString().slice(0, 10)), ne(tournaments.status, 'draft')),
      )
      .orderBy(asc(tournaments.startDate), asc(tournamentDivisions.name))
      .limit(100);
    for (const d of divisions) {
      options.push({
        group: 'Tournaments',
        label: `${d.title}, ${d.name} — ${eventAudienceLabels.both}`,
        audience: { kind: 'division', divisionId: d.id, who: 'both' },
      });
    }
  }
  if (featureAccess.messageClub.some((r) => viewer.roles.includes(r))) {
    options.push(
      { group: 'Club', label: 'Newsletter subscribers', audience: { kind: 'newsletter' } },
      { group: 'Club', label: 'All active members', audience: { kind: 'members' } },
      { group: 'Club', label: 'Members with dues unpaid', audience: { kind: 'dues-overdue' } },
      ...Object.entries(roleTitles).map(([role, title]) => ({
        group: 'Club',
        label: `Role: ${title}`,
        audience: { kind: 'role', role } as Audience,
      })),
    );
  }
  return options;
}
