import type { Team, teamRegistrationSchema } from '@shared/schemas/leagues';
import type { z } from '@shared/zod';
import type { AppContext, RequestViewer } from '../../context';
import { teams } from '../../db/schema/leagues';
import { fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { wakeOutbox } from '../../lib/mail/enqueue-email';
import { addPlayersToRoster } from '../../lib/roster-changes';
import { assertMember, getLeague } from './league-catalogue';
import { inviteAtRegistration } from './roster-invitations';
import { assertCourt, getTeam, nameTaken } from './teams';

/**
 * A captain registers a team for an open league, in one transaction: the team, the captain on
 * its roster, and an invitation to each player named (and to the co-captain, who co-captains once
 * they accept: nobody is on a roster without agreeing, issue 18). League staff (`seesAll`) put
 * the people they name on the roster directly, recorded in its history. Answers the team, the
 * eligibility warnings of the players added and how many were invited.
 */
export async function registerTeam(
  ctx: AppContext,
  viewer: RequestViewer,
  input: z.output<typeof teamRegistrationSchema>,
  seesAll: boolean,
): Promise<{ team: Team; warnings: string[]; invited: number }> {
  const db = ctx.db;
  const league = await getLeague(db, input.leagueId).catch(() => {
    throw fieldError('VALIDATION', 'leagueId', 'Choose a league from the list.');
  });
  if (!league.isOpen) {
    throw fieldError(
      'CONFLICT',
      'leagueId',
      `Registration for ${league.name} closed on ${league.teamNumberDeadline}.`,
    );
  }
  const captainId = input.captainId ?? viewer.userId;
  // A captain registers teams they captain (nobody is made captain without agreeing); league staff
  // may name anyone.
  if (!seesAll && captainId !== viewer.userId) {
    throw fieldError('FORBIDDEN', 'captainId', 'You can register only teams you captain.');
  }
  if (input.coCaptainId && input.coCaptainId === captainId) {
    throw fieldError('VALIDATION', 'coCaptainId', 'The co-captain must be someone other than the captain.');
  }
  await assertMember(db, captainId, 'captainId', 'captain');
  await assertMember(db, input.coCaptainId, 'coCaptainId', 'co-captain');
  await assertCourt(db, input.homeCourtId);
  try {
    // A captain registering names a co-captain by invitation; staff name them directly.
    const isCoCaptainInvited = !seesAll && !!input.coCaptainId && input.coCaptainId !== viewer.userId;
    const { teamId, warnings, invited } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teams)
        .values({
          leagueId: league.id,
          name: input.name,
          captainId,
          coCaptainId: isCoCaptainInvited ? null : input.coCaptainId,
          homeCourtId: input.homeCourtId,
          preferredDays: [...new Set(input.preferredDays)],
          preferredTimes: input.preferredTimes,
          registeredBy: viewer.userId,
        })
        .returning({ id: teams.id });
      const named = [
        ...new Set([captainId, input.coCaptainId, ...input.playerIds].filter((x): x is string => !!x)),
      ];
      // Who goes on at once: staff's choices, and the person registering (they are agreeing).
      const direct = seesAll ? named : named.filter((id) => id === viewer.userId);
      const captains = [captainId, isCoCaptainInvited ? null : input.coCaptainId].filter(
        (x): x is string => !!x,
      );
      const added = await addPlayersToRoster(tx, row!.id, direct, viewer.userId, {
        notRefused: captains,
        event: 'added_directly',
      });
      const toInvite = named
        .filter((id) => !direct.includes(id))
        .map((id) => ({ userId: id, asCoCaptain: isCoCaptainInvited && id === input.coCaptainId }));
      await inviteAtRegistration(ctx, tx, row!.id, toInvite, viewer.userId);
      return { teamId: row!.id, warnings: added, invited: toInvite.length };
    });
    if (invited > 0) wakeOutbox();
    return { team: await getTeam(db, teamId), warnings, invited };
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
