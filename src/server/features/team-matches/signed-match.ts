import type { ContactVisibility } from '@shared/contact-visibility';
import { mapLinksFor } from '@shared/map-links';
import type { SignedMatchView } from '@shared/schemas/team-matches';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { user } from '../../db/schema/auth';
import { rosterEntries } from '../../db/schema/leagues';
import { profiles } from '../../db/schema/profiles';
import { visibleContact } from '../../lib/contact-visibility';
import { placeOf } from '../../lib/team-match-view';
import { loadLinkContext } from './availability-answers';
import { getPublishedLineup } from './lineup-store';
import { loadTeamCore } from './schedule-team';

/**
 * The match page behind the availability e-mail's signed link (issue 21 §1): a rostered player,
 * with or without an account, sees the match as a teammate would. The token names one roster
 * place and one match; everything else is read from them, and nothing of other players leaves
 * but their names on the published lineup and the captains' contact as each captain allows
 * teammates to see it.
 */
export async function getSignedMatch(ctx: AppContext, token: string): Promise<SignedMatchView> {
  const link = await loadLinkContext(ctx, token);
  const teamId = link.row.teamId;
  const [core, published, [entry]] = await Promise.all([
    loadTeamCore(ctx.db, teamId),
    getPublishedLineup(ctx.db, link.row.id),
    ctx.db
      .select({ userId: rosterEntries.userId })
      .from(rosterEntries)
      .where(eq(rosterEntries.id, link.rosterEntryId))
      .limit(1),
  ]);
  const myUserId = entry?.userId ?? null;
  const person = (p: { id: string; name: string }) => ({
    name: p.name,
    isMe: !!myUserId && p.id === myUserId,
  });
  const place = placeOf(link.view.match);
  return {
    ...link.view,
    team: core.team,
    mapLinks: place ? mapLinksFor(place) : null,
    lineup: published
      ? {
          lines: published.lines.map((l) => ({ lineId: l.lineId, players: l.players.map(person) })),
          alternates: published.alternates.map(person),
          note: published.note,
        }
      : null,
    captains: await captainContacts(ctx, teamId, core.captainIds),
  };
}

/**
 * The captains' names and the contact each lets this player see: the link's player is on the
 * roster, so a captain who plays on it is their teammate; a captain who only registered the team
 * is not (as on the team page), and the link proves no sign-in, so only what they show everyone.
 */
async function captainContacts(ctx: AppContext, teamId: string, captainIds: readonly string[]) {
  if (captainIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: user.id,
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${user.name})`,
      email: user.email,
      phone: profiles.phone,
      emailVisibility: profiles.emailVisibility,
      phoneVisibility: profiles.phoneVisibility,
      isOnRoster: sql<boolean>`exists (select 1 from ${rosterEntries} re where re.team_id = ${teamId} and re.user_id = ${user.id})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, [...captainIds]));
  // Captain first, then the co-captain, as the team names them.
  return captainIds.flatMap((id) => {
    const r = rows.find((x) => x.id === id);
    if (!r) return [];
    const contact = visibleContact(r.isOnRoster ? 'teammate' : 'anonymous', {
      email: r.email,
      phone: r.phone,
      emailVisibility: (r.emailVisibility ?? 'private') as ContactVisibility,
      phoneVisibility: (r.phoneVisibility ?? 'private') as ContactVisibility,
    });
    return [{ name: r.name, ...contact }];
  });
}
