import type { LookingLeagueOption } from '@shared/schemas/looking-for-team';
import { describeLeagueLevel } from '@shared/tennis/eligibility';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leagues } from '../../db/schema/leagues';
import { clubToday } from '../../lib/club-time-zone';
import { eligibilityLeagueOf, isLeagueNotOver } from '../../lib/league-rules';

/** The leagues the looking-for-a-team form offers: this season's and the coming ones. */
export async function listLookingLeagueOptions(db: DbOrTx): Promise<LookingLeagueOption[]> {
  const rows = await db
    .select()
    .from(leagues)
    .where(isLeagueNotOver(await clubToday(db)))
    .orderBy(asc(leagues.startsOn), asc(leagues.name));
  return rows.map((l) => ({
    id: l.id,
    name: l.name,
    gender: l.gender,
    ageDivision: l.ageDivision,
    levelLabel: describeLeagueLevel(eligibilityLeagueOf(l)),
    season: l.season,
    year: l.year,
  }));
}
