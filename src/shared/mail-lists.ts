/*
 * The club's bulk mail, by list (issue 19): messages that go to many people at once without
 * each of them asking — the membership renewal reminders, the reminders to answer for a team
 * match, and a league coordinator's message to every captain. Each carries List-Unsubscribe
 * (RFC 2369, one-click per RFC 8058) and a visible link; whoever leaves a list gets no more of it.
 * The newsletter has its own subscriptions (features/newsletter).
 */

export const mailLists = [
  'membership-reminders',
  'availability-reminders',
  'league-messages',
  'team-messages',
  'event-messages',
  'club-messages',
] as const;
export type MailList = (typeof mailLists)[number];

/** What each list sends, as the unsubscribe page and the e-mail footer name it. */
export const mailListTitles: Record<MailList, string> = {
  'membership-reminders': 'membership renewal reminders',
  'availability-reminders': 'reminders to answer for team matches',
  'league-messages': "league coordinators' messages to captains",
  // Club messages (issue 22): what a captain, an organiser or the board writes to a group.
  'team-messages': "captains' messages to their teams",
  'event-messages': "organisers' messages to an event's players",
  'club-messages': "the board's messages to members",
};

export function isMailList(value: string): value is MailList {
  return (mailLists as readonly string[]).includes(value);
}
