import type { ContactVisibility } from '@shared/contact-visibility';
import { checkFlightOverlap, checkPlayerEligibility, hasEligibilityErrors } from '@shared/tennis/eligibility';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import { eligibilityLeagueOf, eligibilityPlayerOf } from '../../lib/league-rules';
import type { DbOrTx } from '../client';
import { user } from '../schema/auth';
import { leagues, rosterEntries, rosterEvents, rosterInvitations, teams } from '../schema/leagues';
import { profiles } from '../schema/profiles';
import { demoEmailOf, demoPeople } from '../seed-data/people';
import { hasRows } from './seeded';

const dayMs = 86_400_000;

/** Most demo members share their contacts with teammates (the default); some with every member, some with nobody. */
function visibilityOf(index: number): { email: ContactVisibility; phone: ContactVisibility } {
  if (index % 7 === 0) return { email: 'members', phone: 'members' };
  if (index % 5 === 0) return { email: 'teammates', phone: 'private' };
  if (index % 11 === 3) return { email: 'private', phone: 'private' };
  return { email: 'teammates', phone: 'teammates' };
}

/**
 * Demo roster consent (issue 18), after the demo teams: each roster's history (the captain on at
 * registration, every other player having accepted), invitations still waiting for an answer and
 * players' requests to join on teams with room, one declined invitation, and the members' own
 * contact settings. Idempotent: skipped once any roster history exists.
 */
export async function seedRosterDemo(db: DbOrTx, now = new Date()): Promise<void> {
  if (await hasRows(db, rosterEvents)) return;

  const accounts = await db
    .select({ id: user.id, email: user.email, profile: profiles })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(
      inArray(
        user.email,
        demoPeople.map((p) => demoEmailOf(p.name)),
      ),
    );
  if (accounts.length === 0) return;
  const byEmail = new Map(accounts.map((a) => [a.email, a]));
  for (const [i, person] of demoPeople.entries()) {
    const account = byEmail.get(demoEmailOf(person.name));
    if (!account) continue;
    const v = visibilityOf(i);
    await db
      .update(profiles)
      .set({ emailVisibility: v.email, phoneVisibility: v.phone })
      .where(eq(profiles.id, account.id));
  }

  const rows = await db
    .select({ team: teams, league: leagues })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(ne(teams.status, 'rejected'))
    .orderBy(asc(teams.name));
  const entries = await db.select().from(rosterEntries);
  const names = new Map(accounts.map((a) => [a.id, a.profile.fullName]));

  // History: the registering captain put on directly, every other player joined by accepting.
  for (const { team } of rows) {
    for (const e of entries.filter((x) => x.teamId === team.id && x.userId)) {
      const isCaptain = e.userId === team.captainId;
      await db.insert(rosterEvents).values({
        teamId: team.id,
        kind: isCaptain ? 'added_directly' : 'accepted',
        playerId: e.userId,
        playerName: names.get(e.userId!) ?? e.name,
        actorId: isCaptain ? team.captainId : e.userId,
        actorName: names.get(isCaptain ? team.captainId! : e.userId!) ?? null,
        at: e.addedAt,
      });
    }
  }

  // Open places: on the first teams with room, one invitation waiting and one request to join,
  // each for a member the league admits who is on no other team of that league.
  let offered = 0;
  let isDeclinedSeeded = false;
  const placedInLeague = new Map<string, Set<string | null>>();
  for (const { team, league } of rows) {
    // Only the demo members' own teams (a database may hold others, e.g. the e2e accounts').
    if (offered >= 3 || !team.captainId || !names.has(team.captainId)) continue;
    const rules = eligibilityLeagueOf(league);
    const leagueTeamIds = rows.filter((r) => r.league.id === league.id).map((r) => r.team.id);
    const onLeague =
      placedInLeague.get(league.id) ??
      new Set(entries.filter((e) => leagueTeamIds.includes(e.teamId)).map((e) => e.userId));
    placedInLeague.set(league.id, onLeague);
    const rosterSize = entries.filter((e) => e.teamId === team.id).length;
    if (rosterSize >= rules.maxRoster) continue;
    const candidates = accounts.filter((a) => {
      if (onLeague.has(a.id)) return false;
      const player = eligibilityPlayerOf(a.profile, '');
      return (
        !hasEligibilityErrors(checkPlayerEligibility(player, rules, { asOf: now })) &&
        !checkFlightOverlap(player.name, team.flight, [], rules)
      );
    });
    const [invitee, asker, decliner] = candidates;
    if (!invitee) continue;
    const captainName = names.get(team.captainId) ?? null;
    const place = async (
      who: (typeof accounts)[number],
      kind: 'invitation' | 'request',
      status: 'pending' | 'declined',
      daysAgo: number,
    ) => {
      const at = new Date(now.getTime() - daysAgo * dayMs);
      await db.insert(rosterInvitations).values({
        teamId: team.id,
        kind,
        userId: who.id,
        name: who.profile.fullName,
        status,
        createdBy: kind === 'invitation' ? team.captainId : who.id,
        createdAt: at,
        decidedAt: status === 'declined' ? new Date(at.getTime() + dayMs) : null,
        decidedBy: status === 'declined' ? who.id : null,
      });
      const event = kind === 'invitation' ? 'invited' : 'requested';
      await db.insert(rosterEvents).values({
        teamId: team.id,
        kind: event,
        playerId: who.id,
        playerName: who.profile.fullName,
        actorId: kind === 'invitation' ? team.captainId : who.id,
        actorName: kind === 'invitation' ? captainName : who.profile.fullName,
        at,
      });
      if (status === 'declined') {
        await db.insert(rosterEvents).values({
          teamId: team.id,
          kind: 'declined',
          playerId: who.id,
          playerName: who.profile.fullName,
          actorId: who.id,
          actorName: who.profile.fullName,
          at: new Date(at.getTime() + dayMs),
        });
      }
      onLeague.add(who.id);
    };
    await place(invitee, 'invitation', 'pending', 2);
    if (asker) await place(asker, 'request', 'pending', 1);
    if (decliner && !isDeclinedSeeded) {
      await place(decliner, 'invitation', 'declined', 6);
      isDeclinedSeeded = true;
    }
    offered += 1;
  }
}
