import { isAllowed } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import { type ContactViewer, type ContactVisibility, isContactShown } from '@shared/contact-visibility';
import { sql } from 'drizzle-orm';
import type { RequestViewer } from '../context';
import type { DbOrTx } from '../db/client';

/*
 * Contact details by the member's own settings (issue 18), for every feature that shows them:
 * profiles, rosters, a team's players. Teammates are people with an accepted place on the roster
 * of one team (captains are on the roster they register; naming someone captain or co-captain
 * does not make them anyone's teammate), of a registration that was not rejected.
 */

/** The members of `memberIds` who share a team with the viewer. */
export async function teammatesOf(
  db: DbOrTx,
  viewerId: string | null,
  memberIds: readonly string[],
): Promise<Set<string>> {
  if (!viewerId || memberIds.length === 0) return new Set();
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with people as (
      select re.user_id as uid, re.team_id from roster_entries re where re.user_id is not null
    ), mine as (
      select p.team_id from people p join teams t on t.id = p.team_id
      where p.uid = ${viewerId} and t.status <> 'rejected'
    )
    select distinct p.uid from people p where p.uid in (${ids}) and p.team_id in (select team_id from mine)`)) as unknown as {
    rows: Array<{ uid: string }>;
  };
  return new Set(result.rows.map((r) => r.uid));
}

/** How the viewer stands to one member (see ContactViewer). */
export function contactViewerOf(viewer: RequestViewer, memberId: string, isTeammate: boolean): ContactViewer {
  if (viewer.userId && viewer.userId === memberId) return 'self';
  if (isAllowed(featureAccess.seeAllContacts, viewer)) return 'officer';
  if (!viewer.isSignedIn) return 'anonymous';
  return isTeammate ? 'teammate' : 'signedIn';
}

/** The e-mail and phone this viewer may see (null where the member keeps it from them). */
export function visibleContact(
  as: ContactViewer,
  member: {
    email: string | null;
    phone: string | null;
    emailVisibility: ContactVisibility;
    phoneVisibility: ContactVisibility;
  },
): { email: string | null; phone: string | null } {
  return {
    email: isContactShown(member.emailVisibility, as) ? member.email : null,
    phone: isContactShown(member.phoneVisibility, as) ? member.phone : null,
  };
}
