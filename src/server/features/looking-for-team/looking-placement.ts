import { paths } from '@shared/paths';
import type { PlacePlayerInput } from '@shared/schemas/looking-for-team';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { leagues, rosterEntries, teams } from '../../db/schema/leagues';
import { lookingForTeamEvents, lookingForTeamRequests } from '../../db/schema/looking-for-team';
import { profiles } from '../../db/schema/profiles';
import { fieldError } from '../../lib/app-error';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { composeNoticeEmail, noticeSiteUrl } from '../../lib/mail/notice-email';
import { queueNotice, queueTemplateNoticeToEach } from '../../lib/notices';
import { addPlayersToRoster, verifiedAccountByEmail } from '../../lib/roster-changes';
import { captainIdsOf } from '../../lib/team-captains';
import { actorOf, lockOpenRequest, type RequestRow } from './looking-requests';

/* A rep places the player on a team, and the player and the team's captains are told. */

const t = lookingForTeamRequests;

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
    const row = await lockOpenRequest(tx, id);
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
    const accountId = row.userId ?? (await verifiedAccountByEmail(tx, row.email));
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

  const captains = captainIdsOf(team, placed.actorId);
  await queueTemplateNoticeToEach(tx, captains, {
    kind: 'team-player-placed',
    key: 'looking-placed-captain',
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
