import type { LookingForTeamRequest } from '@shared/schemas/looking-for-team';
import type { StoredLookingRequest } from '../factories/looking-for-team';

/*
 * The demo club's looking-for-team requests, in every state, filed some days before the
 * seeding: data only; factories/looking-for-team.ts writes them.
 */

export const demoLookingRequests: readonly [Partial<LookingForTeamRequest>, StoredLookingRequest][] = [
  [
    {
      name: 'Hannah Whitfield',
      email: 'hannah.whitfield@example.org',
      ntrpRating: '3.5',
      gender: 'female',
      ageDivision: '40+',
      formats: ['womens', 'daytime'],
      days: ['mon', 'wed'],
      times: ['morning'],
      notes: 'Moved here from Ohio in the summer; played 3.5 40+ there for three seasons.',
    },
    { filedDaysAgo: 2 },
  ],
  [
    {
      name: 'Marcus Bell',
      email: 'marcus.bell@example.org',
      ntrpRating: '4.0',
      ratingType: 'C',
      gender: 'male',
      formats: ['mens', 'mixed'],
      days: ['sat', 'sun'],
      times: ['morning', 'afternoon'],
      play: 'either',
    },
    { filedDaysAgo: 5 },
  ],
  [
    {
      name: 'Sofia Marino',
      email: 'sofia.marino@example.org',
      ntrpRating: '3.0',
      gender: 'female',
      formats: ['womens', 'intra-club'],
      days: ['tue', 'thu'],
      times: ['evening'],
      notes: 'New to league tennis; happy to be an alternate.',
    },
    {
      status: 'contacted',
      filedDaysAgo: 12,
      contacts: [[9, 'Angela Brooks', 'Left a voicemail; will try again.']],
    },
  ],
  [
    {
      name: 'Derek Osei',
      email: 'derek.osei@example.org',
      ntrpRating: '4.5',
      ratingType: 'C',
      gender: 'male',
      ageDivision: '40+',
      formats: ['mens', 'combo'],
      days: ['wed', 'fri'],
      times: ['evening'],
      play: 'singles',
    },
    {
      status: 'contacted',
      filedDaysAgo: 20,
      contacts: [
        [18, 'Angela Brooks', 'Called: prefers singles; sent him to the 4.5 40+ captains.'],
        [6, 'Angela Brooks', 'Followed up by e-mail.'],
      ],
    },
  ],
  [
    {
      name: 'Grace Liu',
      email: 'grace.liu@example.org',
      ntrpRating: '3.5',
      gender: 'female',
      formats: ['mixed', 'womens'],
      days: ['sun'],
      times: ['afternoon'],
    },
    { status: 'placed', filedDaysAgo: 40, contacts: [[35, 'Angela Brooks', 'Spoke at the social mixer.']] },
  ],
  [
    {
      name: 'Tomás Herrera',
      email: 'tomas.herrera@example.org',
      ntrpRating: '3.0',
      gender: 'male',
      ageDivision: '55+',
      formats: ['mens'],
      days: ['mon', 'tue', 'wed'],
      times: ['morning'],
    },
    { status: 'withdrawn', filedDaysAgo: 30 },
  ],
  [
    {
      name: 'Priya Shah',
      email: 'priya.shah@example.org',
      ntrpRating: '2.5',
      gender: 'female',
      formats: ['intra-club'],
      days: ['sat'],
      times: ['morning'],
      notes: 'Just finished the club clinic series.',
    },
    { status: 'expired', filedDaysAgo: 200, openForDays: -20 },
  ],
  [
    {
      name: 'Walter Kim',
      email: 'walter.kim@example.org',
      ntrpRating: '4.0',
      ratingType: 'C',
      gender: 'male',
      ageDivision: '65+',
      formats: ['mens', 'tri-level'],
      days: ['tue', 'thu'],
      times: ['morning', 'afternoon'],
    },
    { filedDaysAgo: 1 },
  ],
];
