import { defaultClubIdentity } from '@shared/club-identity';
import { paths } from '@shared/paths';
import type { MyRosterInvitation, RosterInvitationDecision } from '@shared/schemas/leagues';
import { eq, sql } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { rosterInvitations, teams } from '../../db/schema/leagues';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { composeEmail, neutralGreeting, quotedName } from '../../lib/mail/compose-email';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import {
  isOnRoster,
  type LockedTeam,
  lockTeam,
  personNameOf,
  recordRosterEvent,
  refusalOfPlayer,
} from '../../lib/roster-changes';
import {
  acceptLocked,
  accountEmailOf,
  closedMessages,
  declineLocked,
  type InvitationRow,
  lockInvitation,
  notFound,
  pendingOf,
  refuseClosedTeam,
} from './roster-invitations';

/* A player's request to join a team, the captain's decision, and withdrawing an invitation. */

/** A pending place of this team, locked, of the kind the caller handles. */
async function lockTeamInvitation(tx: DbOrTx, teamId: string, id: string, kind: InvitationRow['kind']) {
  const inv = await lockInvitation(tx, id);
  if (inv.teamId !== teamId || inv.kind !== kind) throw notFound();
  if (inv.status !== 'pending') throw new AppError('CONFLICT', closedMessages[inv.status]);
  return inv;
}

/** DELETE /api/teams/:id/invitations/:invitationId: a captain withdraws an unanswered invitation. */
export async function withdrawInvitation(
  ctx: AppContext,
  teamId: string,
  id: string,
  actorId: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const inv = await lockTeamInvitation(tx, teamId, id, 'invitation');
    await declineLocked(tx, inv, actorId, 'withdrawn');
  });
}

/** POST /api/teams/:id/join-requests/:invitationId: a captain accepts or declines a player's request. */
export async function decideJoinRequest(
  ctx: AppContext,
  teamId: string,
  id: string,
  decision: RosterInvitationDecision,
  actorId: string | null,
): Promise<void> {
  let player: { email: string; teamName: string } | null = null;
  await ctx.db.transaction(async (tx) => {
    const inv = await lockTeamInvitation(tx, teamId, id, 'request');
    if (decision === 'accept') await acceptLocked(tx, inv, actorId);
    else await declineLocked(tx, inv, actorId, 'declined');
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
    player = { email: await accountEmailOf(tx, inv.userId!), teamName: team?.name ?? 'the team' };
    await enqueueEmail(
      tx,
      composeEmail(
        player.email,
        decision === 'accept'
          ? `${defaultClubIdentity.shortName}: you are on ${player.teamName}`
          : `${defaultClubIdentity.shortName}: your request to join ${player.teamName}`,
        neutralGreeting,
        [
          decision === 'accept'
            ? `The captain accepted your request: you are on the roster of ${player.teamName}.`
            : `The captain of ${player.teamName} declined your request to join this time.`,
        ],
        decision === 'accept'
          ? { href: `${ctx.env.PUBLIC_URL}${paths.teamSchedule(teamId)}`, label: 'Open the team schedule' }
          : undefined,
      ),
    );
  });
  wakeOutbox();
}

/**
 * POST /api/teams/:id/join-requests: a signed-in member asks to join a team (from the captains
 * page). Their own rules and one team per flight are checked now; the team's captains are told.
 */
export async function requestToJoin(
  ctx: AppContext,
  teamId: string,
  viewer: RequestViewer,
): Promise<MyRosterInvitation> {
  const userId = viewer.userId;
  if (!userId) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  let created: InvitationRow | null = null;
  let team: LockedTeam | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      team = await lockTeam(tx, teamId);
      refuseClosedTeam(team);
      if (await isOnRoster(tx, teamId, userId))
        throw new AppError('CONFLICT', 'You are already on this roster.');
      const pending = await pendingOf(tx, teamId, { userId });
      if (pending?.kind === 'invitation') {
        throw new AppError(
          'CONFLICT',
          'The captain already invited you: accept the invitation on your profile or from the e-mail.',
        );
      }
      if (pending)
        throw new AppError('CONFLICT', 'You already asked to join this team: the captain will answer.');
      const refusal = await refusalOfPlayer(tx, userId, team);
      if (refusal) throw new AppError('CONFLICT', refusal.message, { rule: refusal.rule });
      const name = (await personNameOf(tx, userId)) ?? 'A member';
      [created] = await tx
        .insert(rosterInvitations)
        .values({ teamId, kind: 'request', userId, name, createdBy: userId })
        .returning();
      await recordRosterEvent(tx, teamId, 'requested', { id: userId, name }, userId);
      const captainEmails = await tx
        .select({ email: user.email })
        .from(user)
        .where(sql`${user.id} in (${team.captainId ?? ''}, ${team.coCaptainId ?? ''})`);
      for (const c of captainEmails) {
        await enqueueEmail(
          tx,
          composeEmail(
            c.email,
            `${defaultClubIdentity.shortName}: a player asks to join ${team.name}`,
            neutralGreeting,
            [
              `${quotedName(name)} asks to join ${team.name} (${team.leagueName}).`,
              'Open the roster to see their rating and accept or decline.',
            ],
            { href: `${ctx.env.PUBLIC_URL}${paths.teamRoster(teamId)}`, label: 'Open the roster' },
          ),
        );
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'You already asked to join this team.');
    throw err;
  }
  wakeOutbox();
  const inv = created as InvitationRow | null;
  const locked = team as LockedTeam | null;
  return {
    id: inv!.id,
    kind: 'request',
    team: { id: teamId, name: locked!.name, leagueName: locked!.leagueName },
    captainName: await personNameOf(ctx.db, locked!.captainId),
    createdByName: inv!.name,
    asCoCaptain: false,
    createdAt: inv!.createdAt.toISOString(),
  };
}
