import type { CaptainsLeague, CaptainsPage } from '@shared/schemas/captains';
import type { RelayMessageInput } from '@shared/schemas/contact-relay';
import { describeLeagueLevel, type EligibilityLeague, ntrpStep, ntrpValue } from '@shared/tennis/eligibility';
import { isUuid } from '@shared/uuid';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { courts } from '../../db/schema/courts';
import { leagues, teams } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { clubToday } from '../../lib/club-time-zone';
import { type RelaySite, relayMessage } from '../../lib/contact-relay';
import { eligibilityLeagueOf, isLeagueNotOver } from '../../lib/league-rules';
import { captainIdsOf } from '../../lib/team-captains';
import { VersionedReadCache } from '../../lib/versioned-read-cache';

/** Teams the public sees: registered and not turned down. */
const listedTeamStatuses = ['approved', 'active'] as const;

/** Leagues of the current season: not yet over. */

/** The ratings a league takes: its level down to its play-up limit, or a combined level's individual limits. */
function ratingRangeOf(league: EligibilityLeague): { min: number; max: number } {
  const level = ntrpValue(league.level);
  const { combined, maxPlayUpLevels } = league.rules;
  if (!combined) return { min: level - maxPlayUpLevels * ntrpStep, max: level };
  return { min: combined.minIndividual, max: combined.maxIndividual ?? level - combined.minIndividual };
}

const captainProfiles = alias(profiles, 'captain_profile');
const coCaptainProfiles = alias(profiles, 'co_captain_profile');

/**
 * The same for every visitor until a league, team, court or name changes, or the day does
 * (issue 24): cached per club day and checked with one read of the league-reads version.
 */
const captainsCache = new VersionedReadCache<CaptainsPage>('league-reads', 4);

/** /captains: this season's leagues with their teams and the captains' names, no addresses. */
export async function listCaptains(db: DbOrTx): Promise<CaptainsPage> {
  const today = await clubToday(db);
  return captainsCache.get(db, today, () => loadCaptains(db, today));
}

async function loadCaptains(db: DbOrTx, today: string): Promise<CaptainsPage> {
  const rows = await db
    .select({
      league: leagues,
      teamId: teams.id,
      teamName: teams.name,
      captainName: captainProfiles.fullName,
      coCaptainName: coCaptainProfiles.fullName,
      homeCourt: courts.name,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(captainProfiles, eq(captainProfiles.id, teams.captainId))
    .leftJoin(coCaptainProfiles, eq(coCaptainProfiles.id, teams.coCaptainId))
    .leftJoin(courts, eq(courts.id, teams.homeCourtId))
    .where(and(inArray(teams.status, [...listedTeamStatuses]), isLeagueNotOver(today)))
    .orderBy(asc(leagues.startsOn), asc(leagues.name), asc(leagues.id), asc(teams.name));
  const byLeague = new Map<string, CaptainsLeague>();
  for (const row of rows) {
    let league = byLeague.get(row.league.id);
    if (!league) {
      const eligibility = eligibilityLeagueOf(row.league);
      league = {
        id: row.league.id,
        name: row.league.name,
        season: row.league.season,
        year: row.league.year,
        gender: row.league.gender,
        ageDivision: row.league.ageDivision,
        levelLabel: describeLeagueLevel(eligibility),
        ratingRange: ratingRangeOf(eligibility),
        startsOn: row.league.startsOn,
        endsOn: row.league.endsOn,
        teams: [],
      };
      byLeague.set(league.id, league);
    }
    league.teams.push({
      id: row.teamId,
      name: row.teamName,
      captainName: row.captainName,
      coCaptainName: row.coCaptainName,
      homeCourt: row.homeCourt,
      canMessage: !!(row.captainName || row.coCaptainName),
    });
  }
  return { leagues: [...byLeague.values()] };
}

const noSuchTeam = () => new AppError('NOT_FOUND', 'We could not find that team on the captains page.');

/**
 * Relays a visitor's message to a listed team's captain and co-captain (each their own copy,
 * Reply-To the visitor); their addresses never reach the page.
 */
export async function sendMessageToCaptains(
  db: DbOrTx,
  teamId: string,
  input: RelayMessageInput,
  site: RelaySite,
): Promise<void> {
  if (!isUuid(teamId)) throw noSuchTeam();
  const [team] = await db
    .select({ name: teams.name, captainId: teams.captainId, coCaptainId: teams.coCaptainId })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(
      and(
        eq(teams.id, teamId),
        inArray(teams.status, [...listedTeamStatuses]),
        isLeagueNotOver(await clubToday(db)),
      ),
    )
    .limit(1);
  if (!team) throw noSuchTeam();
  const ids = captainIdsOf(team);
  const people = ids.length
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, ids))
    : [];
  if (people.length === 0) throw new AppError('CONFLICT', `${team.name} has no captain to write to yet.`);
  for (const person of people) {
    await relayMessage(
      db,
      {
        name: person.name,
        email: person.email,
        role: `as ${person.id === team.captainId ? 'captain' : 'co-captain'} of ${team.name}`,
        pageName: 'the Captains page',
        pagePath: '/captains',
      },
      input,
      site,
    );
  }
}
