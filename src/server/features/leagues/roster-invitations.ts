import { isAllowed } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import { defaultClubIdentity } from '@shared/club-identity';
import { paths } from '@shared/paths';
import type { RosterInvitationStatus } from '@shared/schemas/leagues';
import { isUuid } from '@shared/uuid';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { rosterInvitations, teams } from '../../db/schema/leagues';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { composeEmail, neutralGreeting, quotedName } from '../../lib/mail/compose-email';
import { enqueueEmail, wakeOutbox } from '../../lib/mail/enqueue-email';
import { noticeSiteUrl } from '../../lib/mail/notice-email';
import { queueTemplateNotice } from '../../lib/notices';
import { createRecordToken } from '../../lib/record-token';
import {
  addEmailPlayerToRoster,
  addPlayersToRoster,
  isOnRoster,
  type LockedTeam,
  lockTeam,
  personNameOf,
  recordRosterEvent,
  refusalOfPlayer,
  verifiedAccountByEmail,
} from '../../lib/roster-changes';

/*
 * Adding a player to a roster: directly, or by an invitation the player answers (by e-mailed
 * link or on their profile, roster-invitation-answers.ts); the invitation rows and their locks.
 */

/*
 * Roster places by consent (issue 18): a captain invites (the player accepts by the e-mailed
 * link, or on their profile), or a player asks to join (a captain accepts). Accepting puts the
 * player on the roster through rosters.ts under the team lock, with the league's rules checked
 * then; an answer that breaks a rule leaves the invitation pending, with the rule's message.
 * League staff and the league's coordinator may still add directly (recorded in the history).
 */

export const linkPurpose = 'roster-invitation';

export function rosterInvitationLink(ctx: Pick<AppContext, 'env' | 'authSecret'>, id: string): string {
  const token = createRecordToken(ctx.authSecret, linkPurpose, id);
  return `${ctx.env.PUBLIC_URL}${paths.rosterInvitation}?token=${encodeURIComponent(token)}`;
}

export type InvitationRow = typeof rosterInvitations.$inferSelect;

export function badLink(): AppError {
  return new AppError('NOT_FOUND', 'This invitation link is not valid. Ask the captain to invite you again.');
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND', 'We could not find that invitation.');
}

/** Whether the viewer may put members on this team without asking them. */
export function canAddDirectly(viewer: RequestViewer, facts: Parameters<typeof isAllowed>[2]): boolean {
  return isAllowed(featureAccess.addRosterPlayerDirectly, viewer, facts);
}

export async function pendingOf(db: DbOrTx, teamId: string, who: { userId: string } | { email: string }) {
  const [row] = await db
    .select()
    .from(rosterInvitations)
    .where(
      and(
        eq(rosterInvitations.teamId, teamId),
        eq(rosterInvitations.status, 'pending'),
        'userId' in who
          ? eq(rosterInvitations.userId, who.userId)
          : and(
              isNull(rosterInvitations.userId),
              sql`lower(${rosterInvitations.email}) = ${who.email.toLowerCase()}`,
            ),
      ),
    )
    .limit(1);
  return row ?? null;
}

const maxPendingMessage = (n: number) =>
  `This team already has ${n} invitations waiting for an answer; withdraw one before inviting more.`;

/** Invitations a team may have waiting at once: its league's roster maximum. */
async function refuseTooManyPending(tx: DbOrTx, team: LockedTeam): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(rosterInvitations)
    .where(
      and(
        eq(rosterInvitations.teamId, team.id),
        eq(rosterInvitations.status, 'pending'),
        eq(rosterInvitations.kind, 'invitation'),
      ),
    );
  if ((row?.n ?? 0) >= team.league.maxRoster) throw new AppError('CONFLICT', maxPendingMessage(row!.n));
}

export function refuseClosedTeam(team: Pick<LockedTeam, 'status' | 'name'>): void {
  if (team.status === 'rejected') {
    throw new AppError('CONFLICT', `${team.name}'s registration was turned down: its roster is closed.`);
  }
}

/** The invitation e-mail: names as data, the answer behind a signed link whose page confirms by POST. */
function invitationEmail(
  ctx: Pick<AppContext, 'env' | 'authSecret'>,
  to: string,
  invitation: Pick<InvitationRow, 'id' | 'asCoCaptain'>,
  team: Pick<LockedTeam, 'name' | 'leagueName'>,
  invitedBy: string | null,
) {
  const club = defaultClubIdentity.shortName;
  const role = invitation.asCoCaptain ? ' as its co-captain' : '';
  return composeEmail(
    to,
    `${club}: an invitation to play for ${team.name}`,
    neutralGreeting,
    [
      `${invitedBy ? `${quotedName(invitedBy)}, a captain of` : 'The captain of'} ${team.name} (${team.leagueName}) invites you to join the team${role}.`,
      'You are not on the roster until you accept. Once you do, the team sees your name, NTRP rating and club membership; your e-mail and phone only as your profile allows.',
      'Accept or decline with the button below (it works until you answer or the captain withdraws the invitation). Signed in, you can also answer on your profile.',
    ],
    { href: rosterInvitationLink(ctx, invitation.id), label: 'Answer the invitation' },
  );
}

/**
 * POST /api/teams/:id/roster. A captain invites a member (by id, or an address that belongs to a
 * confirmed account) or someone without an account (by e-mail); league staff and the league's
 * coordinator may add a member directly (`direct`). Inviting someone who asked to join accepts
 * their request. The player's own rules and one team per flight are checked now (a refusal names
 * the rule); the roster's size and share when they accept.
 */
export async function addOrInviteRosterPlayer(
  ctx: AppContext,
  teamId: string,
  input: { userId: string; direct: boolean } | { email: string; name: string; direct: boolean },
  viewer: RequestViewer,
  mayAddDirectly: boolean,
): Promise<void> {
  if (input.direct && !mayAddDirectly) {
    throw new AppError(
      'FORBIDDEN',
      'Only league staff and the league’s coordinator add players without asking them: send an invitation instead.',
    );
  }
  let userId = 'userId' in input ? input.userId : await verifiedAccountByEmail(ctx.db, input.email);
  if ('userId' in input) {
    const [account] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.id, input.userId));
    if (!account) throw new AppError('VALIDATION', 'That player is not a member of the club.');
    userId = account.id;
  }
  let isMailQueued = false;
  try {
    await ctx.db.transaction(async (tx) => {
      const team = await lockTeam(tx, teamId);
      refuseClosedTeam(team);
      if (userId && (await isOnRoster(tx, teamId, userId))) {
        throw new AppError('CONFLICT', 'That player is already on the roster.');
      }
      if (userId && input.direct) {
        await addPlayersToRoster(tx, teamId, [userId], viewer.userId, { event: 'added_directly' });
        await queueTemplateNotice(tx, {
          kind: 'roster-added',
          key: 'roster-added',
          userId,
          facts: {
            'team.name': team.name,
            'league.name': team.leagueName,
            'team.link': `${noticeSiteUrl()}${paths.teamRoster(team.id)}`,
            'added.by': (await personNameOf(tx, viewer.userId)) ?? 'The league',
          },
          push: {
            title: `You are on ${team.name}`,
            body: `You were added to the roster of ${team.name} (${team.leagueName}).`,
            url: paths.teamRoster(team.id),
            tag: `roster-${team.id}`,
          },
        });
        isMailQueued = true;
        return;
      }
      const pending = await pendingOf(
        tx,
        teamId,
        userId ? { userId } : { email: (input as { email: string }).email },
      );
      if (pending?.kind === 'request' && userId) {
        await acceptLocked(tx, pending, viewer.userId);
        return;
      }
      if (pending) throw new AppError('CONFLICT', 'That player is already invited: their answer is awaited.');
      if (userId) {
        const refusal = await refusalOfPlayer(tx, userId, team);
        if (refusal) throw new AppError('CONFLICT', refusal.message, { rule: refusal.rule });
      }
      await refuseTooManyPending(tx, team);
      const name = 'name' in input ? input.name : ((await personNameOf(tx, userId)) ?? 'A member');
      const [invitation] = await tx
        .insert(rosterInvitations)
        .values({
          teamId,
          kind: 'invitation',
          userId,
          email: 'email' in input ? input.email : null,
          name,
          createdBy: viewer.userId,
        })
        .returning();
      await recordRosterEvent(tx, teamId, 'invited', { id: userId, name }, viewer.userId);
      const to = userId ? await accountEmailOf(tx, userId) : (input as { email: string }).email;
      await enqueueEmail(
        tx,
        invitationEmail(ctx, to, invitation!, team, await personNameOf(tx, viewer.userId)),
      );
      isMailQueued = true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', 'That player is already on the roster or invited.');
    }
    throw err;
  }
  if (isMailQueued) wakeOutbox();
}

export async function accountEmailOf(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('VALIDATION', 'That player is not a member of the club.');
  return row.email;
}

/**
 * Invitations sent with a team's registration (issue 18): its players, and a co-captain who
 * co-captains once they accept. In the registration's transaction; e-mails through the outbox.
 */
export async function inviteAtRegistration(
  ctx: Pick<AppContext, 'env' | 'authSecret'>,
  tx: Tx,
  teamId: string,
  people: readonly { userId: string; asCoCaptain: boolean }[],
  viewerId: string | null,
): Promise<void> {
  const team = await lockTeam(tx, teamId);
  const invitedBy = await personNameOf(tx, viewerId);
  for (const person of people) {
    const refusal = await refusalOfPlayer(tx, person.userId, team);
    if (refusal) throw new AppError('CONFLICT', refusal.message, { rule: refusal.rule });
    const name = (await personNameOf(tx, person.userId)) ?? 'A member';
    const [invitation] = await tx
      .insert(rosterInvitations)
      .values({
        teamId,
        kind: 'invitation',
        userId: person.userId,
        name,
        asCoCaptain: person.asCoCaptain,
        createdBy: viewerId,
      })
      .returning();
    await recordRosterEvent(tx, teamId, 'invited', { id: person.userId, name }, viewerId);
    await enqueueEmail(
      tx,
      invitationEmail(ctx, await accountEmailOf(tx, person.userId), invitation!, team, invitedBy),
    );
  }
}

/** Locks one invitation row for an answer (invitation → team → profile is the one lock order). */
export async function lockInvitation(tx: DbOrTx, id: string): Promise<InvitationRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select().from(rosterInvitations).where(eq(rosterInvitations.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export const closedMessages: Record<Exclude<RosterInvitationStatus, 'pending'>, string> = {
  accepted: 'This place was already accepted: the player is on the roster.',
  declined: 'This invitation was declined.',
  withdrawn: 'The captain withdrew this invitation. Ask them to invite you again if you would like to play.',
};

/**
 * Accepts a pending place inside the caller's transaction: the player joins through the roster
 * lock with the league's rules (a refusal rolls everything back and keeps the invitation open).
 */
export async function acceptLocked(tx: Tx, inv: InvitationRow, actorId: string | null): Promise<void> {
  // An invitation by e-mail to someone who has since confirmed an account with that address.
  const userId = inv.userId ?? (inv.email ? await verifiedAccountByEmail(tx, inv.email) : null);
  if (userId) {
    await addPlayersToRoster(tx, inv.teamId, [userId], actorId ?? userId, { event: 'accepted' });
    if (inv.asCoCaptain) {
      // The co-captain named at registration takes the place if it is still free.
      await tx
        .update(teams)
        .set({ coCaptainId: userId, updatedAt: new Date() })
        .where(
          and(eq(teams.id, inv.teamId), isNull(teams.coCaptainId), sql`${teams.captainId} <> ${userId}`),
        );
    }
  } else {
    await addEmailPlayerToRoster(tx, inv.teamId, { email: inv.email!, name: inv.name }, actorId);
  }
  await tx
    .update(rosterInvitations)
    .set({ status: 'accepted', userId, decidedAt: new Date(), decidedBy: actorId ?? userId })
    .where(eq(rosterInvitations.id, inv.id));
}

export async function declineLocked(
  tx: Tx,
  inv: InvitationRow,
  actorId: string | null,
  status: 'declined' | 'withdrawn',
): Promise<void> {
  await tx
    .update(rosterInvitations)
    .set({ status, decidedAt: new Date(), decidedBy: actorId })
    .where(eq(rosterInvitations.id, inv.id));
  await recordRosterEvent(tx, inv.teamId, status, { id: inv.userId, name: inv.name }, actorId);
}
