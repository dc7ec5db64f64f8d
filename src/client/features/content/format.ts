const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "March 4, 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "Mar 4, 2026, 6:30 PM" in the reader's own time zone (edit history, admin lists). */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const monthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** "November 2026" (the "Last updated" line of the policy pages). */
export function formatMonthYear(iso: string): string {
  return monthYearFormat.format(new Date(iso));
}
