import { paths } from '@shared/paths';
import type { TeamMatch } from '@shared/schemas/team-matches';
import type { CalendarEvent } from './ical';
import { matchTitle, placeOf, type TeamMatchRow } from './team-match-view';

/*
 * A team match as a calendar event: the same event, with the same UID, in the team's feed and a
 * match's .ics (features/team-matches) and in a member's personal feed (features/my-week).
 */

/** A team match is given two and a half hours in a calendar. */
const teamMatchLengthMs = 150 * 60_000;

export type TeamMatchEventSource = {
  row: TeamMatchRow;
  /** The match in the API's shape (toTeamMatch): its title and place. */
  view: TeamMatch;
  teamName: string;
};

/** `detailsLabel` leads the link in the description ("Details and your availability"). */
export function teamMatchEvent(
  site: { publicUrl: string; host: string },
  { row, view, teamName }: TeamMatchEventSource,
  detailsLabel: string,
): CalendarEvent {
  const url = `${site.publicUrl}${paths.teamMatch(row.id)}`;
  const title = `${teamName}: ${matchTitle(view)}`;
  return {
    uid: `team-match-${row.id}@${site.host}`,
    summary:
      row.status === 'scheduled'
        ? title
        : `${row.status === 'cancelled' ? 'Cancelled' : 'Postponed'}: ${title}`,
    description: [row.notes, `${detailsLabel}: ${url}`].filter(Boolean).join('\n\n'),
    location: placeOf(view),
    url,
    start: row.startsAt,
    end: new Date(row.startsAt.getTime() + teamMatchLengthMs),
    // Postponed: not off, but not on that date either, until it is moved to a new one.
    status: row.status === 'cancelled' ? 'CANCELLED' : row.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED',
    sequence: row.sequence,
    lastModified: row.updatedAt,
  };
}
