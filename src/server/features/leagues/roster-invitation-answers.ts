import type {
  MyRosterInvitation,
  RosterInvitationAnswer,
  RosterInvitationDecision,
  RosterInvitationLink,
} from '@shared/schemas/leagues';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { leagues, rosterInvitations, teams } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { verifyRecordToken } from '../../lib/record-token';
import {
  acceptLocked,
  badLink,
  closedMessages,
  declineLocked,
  type InvitationRow,
  linkPurpose,
  lockInvitation,
  notFound,
} from './roster-invitations';

/* A player's answer to a roster invitation: by the e-mailed link or signed in; their list. */

const captain = alias(profiles, 'captain');
const inviter = alias(profiles, 'inviter');

/** Invitations with what the player is shown of them: the team, its league and captain, who sent it. */
function selectInvitationsShown(db: DbOrTx) {
  return db
    .select({
      inv: rosterInvitations,
      teamName: teams.name,
      leagueName: leagues.name,
      captainName: captain.fullName,
      createdByName: inviter.fullName,
    })
    .from(rosterInvitations)
    .innerJoin(teams, eq(teams.id, rosterInvitations.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(captain, eq(captain.id, teams.captainId))
    .leftJoin(inviter, eq(inviter.id, rosterInvitations.createdBy));
}

/** The player's answer (link or profile): accept joins the roster, decline closes the invitation. */
async function answerAsPlayer(
  ctx: AppContext,
  id: string,
  decision: RosterInvitationDecision,
  check: (inv: InvitationRow) => void,
  actorOf: (inv: InvitationRow) => string | null,
): Promise<RosterInvitationAnswer> {
  const answer = await ctx.db.transaction(async (tx): Promise<RosterInvitationAnswer> => {
    const inv = await lockInvitation(tx, id);
    check(inv);
    if (inv.status !== 'pending') {
      return { status: inv.status, message: closedMessages[inv.status], teamId: null };
    }
    const actorId = actorOf(inv);
    if (decision === 'decline') {
      // A player's own request, taken back, reads "withdrawn" in the roster's history.
      await declineLocked(tx, inv, actorId, inv.kind === 'request' ? 'withdrawn' : 'declined');
      return {
        status: inv.kind === 'request' ? 'withdrawn' : 'declined',
        message:
          inv.kind === 'request'
            ? 'Your request to join is withdrawn.'
            : 'You declined the invitation. The captain sees your answer.',
        teamId: null,
      };
    }
    if (inv.kind === 'request') {
      throw new AppError('CONFLICT', 'Your request waits for the captain: they accept or decline it.');
    }
    await acceptLocked(tx, inv, actorId);
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, inv.teamId));
    return {
      status: 'accepted',
      message: `Welcome to ${team?.name ?? 'the team'}: you are on the roster.`,
      teamId: inv.teamId,
    };
  });
  return answer;
}

/** GET /api/roster-invitations/link: what the link's page shows (opening it records nothing). */
export async function previewInvitationLink(ctx: AppContext, token: string): Promise<RosterInvitationLink> {
  const id = verifyRecordToken(ctx.authSecret, linkPurpose, token);
  if (!id) throw badLink();
  const [row] = await selectInvitationsShown(ctx.db).where(eq(rosterInvitations.id, id));
  if (row?.inv.kind !== 'invitation') throw badLink();
  return {
    status: row.inv.status,
    name: row.inv.name,
    asCoCaptain: row.inv.asCoCaptain,
    teamName: row.teamName,
    leagueName: row.leagueName,
    captainName: row.captainName,
    invitedByName: row.createdByName,
  };
}

/** POST /api/roster-invitations/link: the invited person answers from the e-mail (their address proves it). */
export async function answerInvitationByLink(
  ctx: AppContext,
  token: string,
  decision: RosterInvitationDecision,
): Promise<RosterInvitationAnswer> {
  const id = verifyRecordToken(ctx.authSecret, linkPurpose, token);
  if (!id) throw badLink();
  return answerAsPlayer(
    ctx,
    id,
    decision,
    (inv) => {
      if (inv.kind !== 'invitation') throw badLink();
    },
    (inv) => inv.userId,
  );
}

/**
 * Whether the invitation is the viewer's: made for their account, or sent to their confirmed
 * address before they had an account.
 */
function isViewersInvitation(inv: InvitationRow, viewer: RequestViewer, isEmailConfirmed: boolean): boolean {
  if (inv.userId) return inv.userId === viewer.userId;
  return isEmailConfirmed && !!viewer.email && inv.email?.toLowerCase() === viewer.email.toLowerCase();
}

async function isViewerEmailConfirmed(db: DbOrTx, viewer: RequestViewer): Promise<boolean> {
  if (!viewer.userId) return false;
  const [row] = await db.select({ ok: user.emailVerified }).from(user).where(eq(user.id, viewer.userId));
  return !!row?.ok;
}

/** POST /api/me/roster-invitations/:id: the signed-in player answers on their profile. */
export async function answerMyInvitation(
  ctx: AppContext,
  viewer: RequestViewer,
  id: string,
  decision: RosterInvitationDecision,
): Promise<RosterInvitationAnswer> {
  const isConfirmed = await isViewerEmailConfirmed(ctx.db, viewer);
  return answerAsPlayer(
    ctx,
    id,
    decision,
    (inv) => {
      if (!isViewersInvitation(inv, viewer, isConfirmed)) throw notFound();
    },
    () => viewer.userId,
  );
}

/** GET /api/me/roster-invitations: the notice on the player's profile (invitations and own requests). */
export async function listMyInvitations(db: DbOrTx, viewer: RequestViewer): Promise<MyRosterInvitation[]> {
  if (!viewer.userId) return [];
  const isConfirmed = await isViewerEmailConfirmed(db, viewer);
  const rows = await selectInvitationsShown(db)
    .where(
      and(
        eq(rosterInvitations.status, 'pending'),
        or(
          eq(rosterInvitations.userId, viewer.userId),
          isConfirmed && viewer.email
            ? and(
                isNull(rosterInvitations.userId),
                sql`lower(${rosterInvitations.email}) = ${viewer.email.toLowerCase()}`,
              )
            : undefined,
        ),
      ),
    )
    .orderBy(asc(rosterInvitations.createdAt));
  return rows.map((r) => ({
    id: r.inv.id,
    kind: r.inv.kind,
    team: { id: r.inv.teamId, name: r.teamName, leagueName: r.leagueName },
    captainName: r.captainName,
    createdByName: r.createdByName,
    asCoCaptain: r.inv.asCoCaptain,
    createdAt: r.inv.createdAt.toISOString(),
  }));
}
