import type { BoardMemberValues } from '../factories/contacts';

/* The demo club's board: data only; factories/contacts.ts writes it. */

/** The demo board of six (fictional people, example.org addresses). */
export const demoBoard: readonly BoardMemberValues[] = [
  {
    position: 'President',
    name: 'Margaret Okafor',
    email: 'president@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 1,
  },
  {
    position: 'Vice President',
    name: 'Daniel Reyes',
    email: 'vice-president@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 2,
  },
  {
    position: 'Treasurer',
    name: 'Priya Natarajan',
    email: 'treasurer@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 3,
  },
  {
    position: 'Secretary',
    name: 'Tom Lindqvist',
    email: 'secretary@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 4,
  },
  {
    position: 'League Coordinator',
    name: 'Angela Brooks',
    email: 'leagues@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 5,
  },
  {
    position: 'Social Chair',
    name: 'Kevin Nguyen',
    email: 'socials@example.org',
    photoUrl: null,
    isActive: true,
    sortOrder: 6,
  },
];
