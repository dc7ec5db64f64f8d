import type { Team, teamRegistrationSchema } from '@shared/schemas/leagues';
import type { z } from '@shared/zod';
import type { RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { teams } from '../../db/schema/leagues';
import { fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { assertMember, getLeague } from './league-catalogue';
import { addPlayersToRoster } from './rosters';
import { assertCourt, getTeam, nameTaken } from './teams';

/**
 * A captain registers a team for an open league: the team and its first players in one
 * transaction (the players pass the same checks as any roster add). Answers the team and the
 * eligibility warnings of the players added.
 */
export async function registerTeam(
  db: DbOrTx,
  viewer: RequestViewer,
  input: z.output<typeof teamRegistrationSchema>,
  seesAll: boolean,
): Promise<{ team: Team; warnings: string[] }> {
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
  // A captain registers teams they captain; league staff may name anyone.
  if (!seesAll && captainId !== viewer.userId && input.coCaptainId !== viewer.userId) {
    throw fieldError('FORBIDDEN', 'captainId', 'You can register only teams you captain or co-captain.');
  }
  if (input.coCaptainId && input.coCaptainId === captainId) {
    throw fieldError('VALIDATION', 'coCaptainId', 'The co-captain must be someone other than the captain.');
  }
  await assertMember(db, captainId, 'captainId', 'captain');
  await assertMember(db, input.coCaptainId, 'coCaptainId', 'co-captain');
  await assertCourt(db, input.homeCourtId);
  try {
    const { teamId, warnings } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teams)
        .values({
          leagueId: league.id,
          name: input.name,
          captainId,
          coCaptainId: input.coCaptainId,
          homeCourtId: input.homeCourtId,
          preferredDays: [...new Set(input.preferredDays)],
          preferredTimes: input.preferredTimes,
          registeredBy: viewer.userId,
        })
        .returning({ id: teams.id });
      const players = [
        ...new Set([captainId, input.coCaptainId, ...input.playerIds].filter((x): x is string => !!x)),
      ];
      const captains = [captainId, input.coCaptainId].filter((x): x is string => !!x);
      const added = await addPlayersToRoster(tx, row!.id, players, viewer.userId, { notRefused: captains });
      return { teamId: row!.id, warnings: added };
    });
    return { team: await getTeam(db, teamId), warnings };
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
