import { formatClubDateTime } from '@shared/club-time';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "March 4, 2026" on the club's clock (the day a page or post is dated): the same on the server,
 * which paints public pages (decision 020), and in every reader's browser.
 */
export function formatDate(iso: string, timeZone: string): string {
  return formatClubDateTime(iso, timeZone, { dateStyle: 'long' });
}

/** "Mar 4, 2026, 6:30 PM" in the reader's own time zone (edit history, admin lists). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** "November 2026" on the club's clock (the "Last updated" line of the policy pages). */
export function formatMonthYear(iso: string, timeZone: string): string {
  return formatClubDateTime(iso, timeZone, { month: 'long', year: 'numeric' });
}
