import { availabilityLocksAt, isAvailabilityOpen } from '@shared/availability-rules';
import type { MatchSettings, TeamMatch } from '@shared/schemas/team-matches';
import type { teamMatches } from '../db/schema/team-matches';

/*
 * A team match in the API's shape: the match pages (features/team-matches) and a member's week
 * (features/my-week) show the same match the same way.
 */

export type TeamMatchRow = typeof teamMatches.$inferSelect;

export function toTeamMatch(
  row: TeamMatchRow,
  settings: Pick<MatchSettings, 'cutoffHours'>,
  court: { name: string; address: string } | undefined,
  now = new Date(),
): TeamMatch {
  return {
    id: row.id,
    teamId: row.teamId,
    startsAt: row.startsAt.toISOString(),
    isHome: row.isHome,
    opponentTeam: row.opponentTeam,
    opponentClub: row.opponentClub,
    courtId: row.courtId,
    placeName: court?.name ?? '',
    address: court ? court.address : row.address,
    notes: row.notes,
    status: row.status,
    locksAt: availabilityLocksAt(row.startsAt, settings.cutoffHours).toISOString(),
    isOpen: isAvailabilityOpen(row, settings.cutoffHours, now),
  };
}

/** "Home vs Baseline Bandits (Cedar Grove Racquet Club)" */
export function matchTitle(m: Pick<TeamMatch, 'isHome' | 'opponentTeam' | 'opponentClub'>): string {
  const club = m.opponentClub ? ` (${m.opponentClub})` : '';
  return `${m.isHome ? 'Home vs' : 'Away at'} ${m.opponentTeam}${club}`;
}

/** The court's name and address, or the typed address. */
export function placeOf(m: Pick<TeamMatch, 'placeName' | 'address'>): string {
  return [m.placeName, m.address].filter(Boolean).join(', ');
}
