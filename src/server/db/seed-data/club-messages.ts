/*
 * The demo club's messages (issue 22): newsletter subscribers in every state, a sent issue in
 * the public archive, a captain's message to their team, and the organisers' note to the players
 * of the next social. Fictional people at example.org.
 */

export interface DemoSubscriber {
  name: string;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** Days before today they subscribed. */
  daysAgo: number;
  /** Imported from the old list, confirmed there (recorded instead of a confirmation e-mail). */
  confirmedElsewhere?: string;
}

export const demoSubscribers: DemoSubscriber[] = [
  { name: 'Margo Feld', email: 'margo.feld@example.org', status: 'confirmed', daysAgo: 210 },
  { name: 'Devon Price', email: 'devon.price@example.org', status: 'confirmed', daysAgo: 160 },
  { name: 'Asha Raman', email: 'asha.raman@example.org', status: 'confirmed', daysAgo: 95 },
  { name: 'Luis Ortega', email: 'luis.ortega@example.org', status: 'confirmed', daysAgo: 40 },
  {
    name: 'Helen Brandt',
    email: 'helen.brandt@example.org',
    status: 'confirmed',
    daysAgo: 300,
    confirmedElsewhere: 'Old club mailing list, confirmed March 2024',
  },
  { name: 'Tomás Reyes', email: 'tomas.reyes@example.org', status: 'pending', daysAgo: 2 },
  { name: 'Greta Olsen', email: 'greta.olsen@example.org', status: 'pending', daysAgo: 1 },
  { name: 'Ivan Petrov', email: 'ivan.petrov@example.org', status: 'unsubscribed', daysAgo: 120 },
];

export const demoNewsletterIssue = {
  /** Days before today it was sent. */
  daysAgo: 18,
  subject: 'Fall doubles, court resurfacing and the holiday social',
  body: `Hello from {{club.name}}!

**Fall doubles** starts next month: sign up on the Tournaments page before the deadline.

- Courts 3 and 4 at Riverside are being resurfaced; play moves to courts 1–2 for two weeks.
- The holiday social is on the Social Events page: bring a friend and a dish to share.

Questions? Write to {{club.email}}.`,
};

export const demoTeamMessage = {
  daysAgo: 5,
  subject: 'Practice Thursday and lineup availability',
  body: `Hi team,

Practice is **Thursday at 6:30 pm** on courts 1–2. Please answer your availability for Saturday's match by Wednesday night so I can set the lineup.

See you there!`,
};

/** To everyone signed up for the next social (confirmed and waitlisted), a day ago. */
export const demoEventMessage = {
  daysAgo: 1,
  authorName: 'NJTC Social Committee',
  subject: 'See you on court: what to bring',
  body: `Hi everyone,

Thanks for signing up! Please bring **a can of new balls** and water; we provide the snacks. If you cannot come after all, cancel from the event page so the next person on the waitlist gets your place.`,
};
