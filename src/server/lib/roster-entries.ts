import type { ContactVisibility } from '@shared/contact-visibility';
import type { memberStateOn } from '@shared/membership-state';
import type { RosterPlayer } from '@shared/schemas/leagues';
import type { EligibilityPlayer } from '@shared/tennis/eligibility';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { teams } from '../db/schema/leagues';
import { eligibilityPlayerOf as playerOfProfile } from './league-rules';

/*
 * A team's roster entries as the database builds them (issue 10 §4): read by the leagues feature's
 * rosters and by every roster change (lib/roster-changes), here one floor below the features.
 */

/** The profile fields a roster shows and the eligibility checks read. */
export interface RosterProfile {
  fullName: string;
  phone: string | null;
  ntrpRating: string | null;
  ratingType: RosterPlayer['ratingType'];
  ratingYear: number | null;
  ustaNumber: string | null;
  ustaExpiresOn: string | null;
  gender: RosterPlayer['gender'];
  birthYear: number | null;
  emailVisibility: ContactVisibility;
  phoneVisibility: ContactVisibility;
}

export interface EntryRow {
  entryId: string;
  teamId: string;
  userId: string | null;
  invitedEmail: string | null;
  invitedName: string;
  email: string | null;
  profile: RosterProfile | null;
  /** The account's memberships with their seasons (the club membership state). */
  memberships: MembershipFact[];
}

export type MembershipFact = Parameters<typeof memberStateOn>[1][number];

/**
 * A team's roster entries as one json array, built by the database in the team's own row: the
 * account (a player who accepted by e-mail is matched by address once they have a confirmed
 * account), its profile and its memberships. One round trip answers the roster and every input
 * of its eligibility checks. Written with explicit aliases: drizzle leaves columns unqualified in
 * single-table subqueries.
 */
const entriesOfTeam = sql.raw(`(
  select coalesce(json_agg(json_build_object(
    'entryId', re.id,
    'teamId', re.team_id,
    'userId', u.id,
    'invitedEmail', re.email,
    'invitedName', re.name,
    'email', u.email,
    'profile', case when p.id is null then null else json_build_object(
      'fullName', p.full_name,
      'phone', p.phone,
      'ntrpRating', p.ntrp_rating,
      'ratingType', p.rating_type,
      'ratingYear', p.rating_year,
      'ustaNumber', p.usta_number,
      'ustaExpiresOn', p.usta_expires_on,
      'gender', p.gender,
      'birthYear', p.birth_year,
      'emailVisibility', p.email_visibility,
      'phoneVisibility', p.phone_visibility
    ) end,
    'memberships', (
      select coalesce(json_agg(json_build_object(
        'paymentStatus', m.payment_status,
        'season', json_build_object(
          'startsOn', s.starts_on,
          'endsOn', s.ends_on,
          'graceDays', s.grace_days,
          'reminderDays', s.reminder_days
        )
      )), '[]'::json)
      from memberships m
      inner join membership_seasons s on s.year = m.year
      where m.user_id = u.id
    )
  ) order by lower(coalesce(p.full_name, re.name)), re.id), '[]'::json)
  from roster_entries re
  left join "user" u on u.id = coalesce(re.user_id, (
    select ia.id from "user" ia where lower(ia.email) = lower(re.email) and ia.email_verified limit 1
  ))
  left join profiles p on p.id = u.id
  where re.team_id = "teams"."id"
)`);
export const entriesOf = () => sql<EntryRow[]>`${entriesOfTeam}`;

export async function loadEntries(db: DbOrTx, teamIds: readonly string[]): Promise<EntryRow[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ entries: entriesOf() })
    .from(teams)
    .where(inArray(teams.id, [...teamIds]));
  return rows.flatMap((r) => r.entries);
}

export function eligibilityPlayerOf(row: Pick<EntryRow, 'profile' | 'invitedName'>): EligibilityPlayer {
  return playerOfProfile(row.profile, row.invitedName);
}
