import type { LookingForTeamRequest } from '@shared/schemas/looking-for-team';
import type { StoredLookingRequest } from '../factories/looking-for-team';
import { demoEmailOf } from './people';

/*
 * The demo club's looking-for-team requests, in every state, filed some days before the
 * seeding: data only; factories/looking-for-team.ts writes them.
 */

/**
 * One request a row: the name (the e-mail follows from it), NTRP rating (" C": a computer
 * rating), gender, age division, formats, days and times as words; then the rest of the form,
 * and how it was filed.
 */
type RequestRow = [
  string,
  string,
  'female' | 'male',
  string,
  string,
  string,
  string,
  Partial<LookingForTeamRequest>,
  StoredLookingRequest,
];

// biome-ignore format: a table, one request a row
const requestRows: RequestRow[] = [
  ['Hannah Whitfield', '3.5', 'female', '40+', 'womens daytime', 'mon wed', 'morning',
    { notes: 'Moved here from Ohio in the summer; played 3.5 40+ there for three seasons.' }, { filedDaysAgo: 2 }],
  ['Marcus Bell', '4.0 C', 'male', '', 'mens mixed', 'sat sun', 'morning afternoon',
    { play: 'either' }, { filedDaysAgo: 5 }],
  ['Sofia Marino', '3.0', 'female', '', 'womens intra-club', 'tue thu', 'evening',
    { notes: 'New to league tennis; happy to be an alternate.' },
    { status: 'contacted', filedDaysAgo: 12, contacts: [[9, 'Angela Brooks', 'Left a voicemail; will try again.']] }],
  ['Derek Osei', '4.5 C', 'male', '40+', 'mens combo', 'wed fri', 'evening',
    { play: 'singles' },
    { status: 'contacted', filedDaysAgo: 20, contacts: [
      [18, 'Angela Brooks', 'Called: prefers singles; sent him to the 4.5 40+ captains.'],
      [6, 'Angela Brooks', 'Followed up by e-mail.'],
    ] }],
  ['Grace Liu', '3.5', 'female', '', 'mixed womens', 'sun', 'afternoon',
    {}, { status: 'placed', filedDaysAgo: 40, contacts: [[35, 'Angela Brooks', 'Spoke at the social mixer.']] }],
  ['Tomás Herrera', '3.0', 'male', '55+', 'mens', 'mon tue wed', 'morning',
    {}, { status: 'withdrawn', filedDaysAgo: 30 }],
  ['Priya Shah', '2.5', 'female', '', 'intra-club', 'sat', 'morning',
    { notes: 'Just finished the club clinic series.' }, { status: 'expired', filedDaysAgo: 200, openForDays: -20 }],
  ['Walter Kim', '4.0 C', 'male', '65+', 'mens tri-level', 'tue thu', 'morning afternoon',
    {}, { filedDaysAgo: 1 }],
];

export const demoLookingRequests: readonly [Partial<LookingForTeamRequest>, StoredLookingRequest][] =
  requestRows.map(([name, rating, gender, ageDivision, formats, days, times, rest, stored]) => {
    const [ntrpRating, ratingType] = rating.split(' ');
    const request = {
      name,
      email: demoEmailOf(name),
      ntrpRating,
      ...(ratingType ? { ratingType } : {}),
      gender,
      ...(ageDivision ? { ageDivision } : {}),
      formats: formats.split(' '),
      days: days.split(' '),
      times: times.split(' '),
      ...rest,
    } as Partial<LookingForTeamRequest>;
    return [request, stored];
  });
