import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { rosterEntries, teams } from '../../db/schema/leagues';
import { lineups } from '../../db/schema/team-matches';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { noticeSiteUrl } from '../../lib/mail/notice-email';
import { queueTemplateNoticeToEach } from '../../lib/notices';
import { captainIdsOf } from '../../lib/team-captains';
import type { TeamMatchRow } from './schedule-team';

/**
 * A player of a published lineup who answers "no" or withdraws (issue 22 §3): the team's captains
 * are told at once, in the answer's transaction. Only a change to "no" tells them (saving "no"
 * again does not); a withdrawal tells them with its reason, if the player gave one.
 */
export async function tellCaptainsOfDropout(
  tx: DbOrTx,
  match: TeamMatchRow,
  rosterEntryId: string,
  how: string,
  reason = '',
): Promise<number> {
  const [lineup] = await tx
    .select({ status: lineups.status, lines: lineups.lines, alternates: lineups.alternates })
    .from(lineups)
    .where(eq(lineups.teamMatchId, match.id));
  if (lineup?.status !== 'published') return 0;
  const [entry] = await tx
    .select({ userId: rosterEntries.userId, name: rosterEntries.name, accountName: user.name })
    .from(rosterEntries)
    .leftJoin(user, eq(user.id, rosterEntries.userId))
    .where(and(eq(rosterEntries.id, rosterEntryId), eq(rosterEntries.teamId, match.teamId)));
  if (!entry?.userId) return 0;
  const playerId = entry.userId;
  const line = lineup.lines.find((l) => l.playerIds.includes(playerId))?.lineId;
  const place = line ?? (lineup.alternates.includes(playerId) ? 'alternate' : null);
  if (!place) return 0;
  const [team] = await tx
    .select({ name: teams.name, captainId: teams.captainId, coCaptainId: teams.coCaptainId })
    .from(teams)
    .where(eq(teams.id, match.teamId));
  if (!team) return 0;
  const when = formatClubDateTime(match.startsAt, await resolveClubTimeZone(tx));
  const playerName = entry.name || entry.accountName || 'A player';
  const captains = captainIdsOf(team, playerId);
  await queueTemplateNoticeToEach(tx, captains, {
    kind: 'lineup-dropout',
    key: 'lineup-dropout',
    facts: {
      'team.name': team.name,
      'player.name': playerName,
      'player.answer': how,
      'dropout.reason': reason ? `Their reason: “${reason}”` : '',
      'lineup.line': place,
      'match.date': when,
      'match.opponent': match.opponentTeam,
      'match.link': `${noticeSiteUrl()}${paths.teamMatchLineup(match.id)}`,
    },
    push: {
      title: `${playerName} cannot play ${when}`,
      body: `${place} of the lineup against ${match.opponentTeam}: find a sub.`,
      url: paths.teamMatchLineup(match.id),
      tag: `dropout-${match.id}-${playerId}`,
    },
  });
  return captains.length;
}
