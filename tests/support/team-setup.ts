import type { DbOrTx } from '@server/db/client';
import { buildLeague, insertLeague, insertRosterEntries, insertTeam } from '@server/db/factories/leagues';
import { rosterEntries } from '@server/db/schema/leagues';
import type { LeagueInput, LeagueSeason } from '@shared/schemas/leagues';
import { eq } from 'drizzle-orm';

/*
 * The team the match-day tests play with: a league, an active team with its captain (and
 * co-captain) and a roster of members and people invited by e-mail, each one's entry id at hand.
 */

const dayMs = 86_400_000;

/** A mixed 18+ 7.0 combined league in progress (it began 30 days ago), doubles lines only. */
export function leagueInProgress(doubles = 3): LeagueInput {
  return buildLeague(
    {
      season: 'fall',
      gender: 'mixed',
      ageDivision: '18+',
      level: { kind: 'combined', total: 7, minIndividual: 3 },
      lines: { singles: 0, doubles },
    },
    new Date(),
    new Date(Date.now() - 30 * dayMs),
  );
}

/** A women's 18+ 3.5 league of the coming season under its own name (the e-mails name it). */
export function women35League(
  name: string,
  season: LeagueSeason,
  more: Partial<LeagueInput> = {},
): LeagueInput {
  return {
    ...buildLeague({ season, gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } }),
    name,
    ...more,
  };
}

/** A roster place: a member by account, or someone invited by e-mail who has not answered yet. */
export type RosterSeat = { userId: string; name: string } | { email: string; name: string };

export interface TeamSetup {
  name: string;
  captainId: string;
  coCaptainId?: string;
  /** A new league (default: `leagueInProgress()`) or an existing league's id. */
  league?: LeagueInput | string;
  /** Members are added by the captain; invited people get a pending entry. */
  roster?: readonly RosterSeat[];
}

export async function insertTeamSetup(db: DbOrTx, setup: TeamSetup) {
  const leagueId =
    typeof setup.league === 'string'
      ? setup.league
      : (await insertLeague(db, setup.league ?? leagueInProgress())).id;
  const team = await insertTeam(db, {
    leagueId,
    name: setup.name,
    status: 'active',
    captainId: setup.captainId,
    ...(setup.coCaptainId ? { coCaptainId: setup.coCaptainId } : {}),
  });
  const roster = setup.roster ?? [];
  const members = roster.flatMap((p) => ('userId' in p ? [p] : []));
  await insertRosterEntries(db, team.id, members, setup.captainId);
  for (const p of roster) {
    if ('email' in p)
      await db.insert(rosterEntries).values({ teamId: team.id, email: p.email, name: p.name });
  }
  const entries = await db.select().from(rosterEntries).where(eq(rosterEntries.teamId, team.id));
  /** The roster entry of a member (by user id) or of an invited person (by e-mail). */
  const entryIdOf = (who: string) => entries.find((e) => e.userId === who || e.email === who)!.id;
  return { leagueId, team, entryIdOf };
}
