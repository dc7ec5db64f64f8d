/**
 * Availability rules (issue 11 §2), pure so the page and the server agree: when answers lock,
 * and when a team's reminders fall due.
 */

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/** The instant answers lock: `cutoffHours` before the match starts. */
export function availabilityLocksAt(startsAt: Date | string, cutoffHours: number): Date {
  return new Date(new Date(startsAt).getTime() - cutoffHours * hourMs);
}

/** Answers may be given or changed until the captain's cut-off (and never for a cancelled match). */
export function isAvailabilityOpen(
  match: { startsAt: Date | string; status: string },
  cutoffHours: number,
  now = new Date(),
): boolean {
  if (match.status === 'cancelled') return false;
  return now.getTime() < availabilityLocksAt(match.startsAt, cutoffHours).getTime();
}

/** The reminder key of an offset ("7 days before" → 'days-7'); one per player per match. */
export function reminderKeyOf(daysBefore: number): string {
  return `days-${daysBefore}`;
}

/**
 * The reminder offsets due for a match at `now`: their moment (N days before the start) has
 * passed and answers are still open. The job runs hourly; the claim row keeps each one single.
 */
export function dueReminderDays(
  match: { startsAt: Date | string; status: string },
  reminderDays: readonly number[],
  cutoffHours: number,
  now = new Date(),
): number[] {
  if (match.status !== 'scheduled' || !isAvailabilityOpen(match, cutoffHours, now)) return [];
  const start = new Date(match.startsAt).getTime();
  // Only the latest offset that has passed: a match scheduled 2 days out does not get both the
  // 7-day and 3-day reminders at once.
  const passed = reminderDays.filter((d) => now.getTime() >= start - d * dayMs).sort((a, b) => a - b);
  return passed.length > 0 ? [passed[0]!] : [];
}

/** How long an e-mail answer link stays valid: until the match has been played. */
export function availabilityLinkExpiry(startsAt: Date | string): Date {
  return new Date(new Date(startsAt).getTime() + dayMs);
}
