import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { user } from '../schema/auth';
import { leagues, rosterEntries, teams } from '../schema/leagues';
import { profiles } from '../schema/profiles';
import { subInvites, subPreferences, subRequests } from '../schema/team-matches-subs';
import { demoSubPreferences, demoSubRequest } from '../seed-data/team-matches-subs';
import { hasRows } from './seeded';
import { inProgressTeams, upcomingMatches } from './team-matches';

/**
 * The sub finder's demo (issue 21 §2), after the schedules: some members opted in to subbing and
 * one open request on the demo team's next match, asked of two roster players (one said no).
 * No e-mail is queued. Idempotent: skipped once any preferences exist.
 */
export async function seedSubFinderDemo(db: DbOrTx, now = new Date()): Promise<void> {
  if (await hasRows(db, subPreferences)) return;
  const names = [...demoSubPreferences.map((p) => p.name), ...demoSubRequest.asked.map((a) => a.name)];
  const people = await db
    .select({ id: user.id, name: profiles.fullName })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(profiles.fullName, names));
  const idOf = new Map(people.map((p) => [p.name, p.id]));
  for (const pref of demoSubPreferences) {
    const userId = idOf.get(pref.name);
    if (!userId) continue;
    await db
      .insert(subPreferences)
      .values({ userId, isAvailable: true, ...pref, updatedAt: new Date(now.getTime() - 9 * 86_400_000) });
  }

  const [team] = await db
    .select({ id: teams.id, captainId: teams.captainId })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(inProgressTeams([demoSubRequest.team], now));
  if (!team) return;
  const [match] = await upcomingMatches(db, team.id, now, 1);
  if (!match) return;
  const onRoster = await db
    .select({ userId: rosterEntries.userId })
    .from(rosterEntries)
    .where(eq(rosterEntries.teamId, team.id));
  const rostered = new Set(onRoster.map((r) => r.userId));
  const [request] = await db
    .insert(subRequests)
    .values({
      matchId: match.id,
      lineId: null,
      note: demoSubRequest.note,
      expiresAt: match.startsAt,
      requestedBy: team.captainId,
      createdAt: new Date(now.getTime() - 5 * 3_600_000),
    })
    .returning();
  for (const [i, asked] of demoSubRequest.asked.entries()) {
    const userId = idOf.get(asked.name);
    if (!userId || !rostered.has(userId)) continue;
    await db.insert(subInvites).values({
      requestId: request!.id,
      userId,
      answer: asked.answer,
      answeredAt: asked.answer ? new Date(now.getTime() - (3 - i) * 3_600_000) : null,
      // A moment apart: the captain's page lists the players in the order they were asked.
      createdAt: new Date(now.getTime() - 5 * 3_600_000 + i * 1000),
    });
  }
}
