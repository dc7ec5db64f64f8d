import type { Role } from '@shared/roles';
import type { PlayerDetails } from '../factories/user';

/*
 * The demo club's members and teams (fictional people): data only; factories/people.ts
 * writes them.
 */

/** Where a demo person's membership of this year stands (or last year's, for the lapsed). */
type Standing =
  | 'online'
  | 'cash'
  | 'cheque'
  | 'pending-cash'
  | 'pending-online'
  | 'waiver'
  | 'refunded'
  | 'lapsed'
  | 'none';

interface DemoPerson {
  name: string;
  gender: 'female' | 'male';
  ntrp: NonNullable<PlayerDetails['ntrpRating']>;
  ratingType: 'C' | 'S';
  birthYear: number;
  standing: Standing;
  /** Days ago they joined and paid (kept inside the membership year; the lapsed joined last spring). */
  joinedDaysAgo: number;
  roles?: Role[];
  /** A family membership: the partner and children it covers (no accounts of their own). */
  family?: { fullName: string; birthYear: number }[];
}

/** Fictional club members; ratings 2.5–4.5, ages from 28 to 76, a family with two juniors. */
export const demoPeople: DemoPerson[] = [
  {
    name: 'Diane Kowalski',
    gender: 'female',
    ntrp: '3.5',
    ratingType: 'C',
    birthYear: 1974,
    standing: 'cheque',
    joinedDaysAgo: 300,
    roles: ['executive'],
  },
  {
    name: 'Angela Brooks',
    gender: 'female',
    ntrp: '3.0',
    ratingType: 'C',
    birthYear: 1969,
    standing: 'online',
    joinedDaysAgo: 290,
    roles: ['rep', 'captain'],
  },
  {
    name: 'Rachel Nguyen',
    gender: 'female',
    ntrp: '3.5',
    ratingType: 'S',
    birthYear: 1988,
    standing: 'online',
    joinedDaysAgo: 260,
    roles: ['captain'],
  },
  {
    name: 'Keisha Thompson',
    gender: 'female',
    ntrp: '3.5',
    ratingType: 'C',
    birthYear: 1991,
    standing: 'cash',
    joinedDaysAgo: 240,
    roles: ['captain'],
  },
  {
    name: 'Laura Bennett',
    gender: 'female',
    ntrp: '3.0',
    ratingType: 'C',
    birthYear: 1979,
    standing: 'online',
    joinedDaysAgo: 230,
    roles: ['captain'],
  },
  {
    name: "Megan O'Connor",
    gender: 'female',
    ntrp: '3.0',
    ratingType: 'S',
    birthYear: 1983,
    standing: 'cheque',
    joinedDaysAgo: 210,
    roles: ['captain'],
  },
  {
    name: 'Ana Ribeiro',
    gender: 'female',
    ntrp: '3.0',
    ratingType: 'C',
    birthYear: 1985,
    standing: 'online',
    joinedDaysAgo: 200,
  },
  {
    name: 'Yuki Tanaka',
    gender: 'female',
    ntrp: '3.5',
    ratingType: 'C',
    birthYear: 1995,
    standing: 'online',
    joinedDaysAgo: 180,
    roles: ['captain'],
  },
  {
    name: 'Fatima Haddad',
    gender: 'female',
    ntrp: '2.5',
    ratingType: 'S',
    birthYear: 1978,
    standing: 'cash',
    joinedDaysAgo: 150,
  },
  {
    name: 'Claire Dubois',
    gender: 'female',
    ntrp: '3.0',
    ratingType: 'S',
    birthYear: 1972,
    standing: 'waiver',
    joinedDaysAgo: 6,
  },
  {
    name: 'Jenny Park',
    gender: 'female',
    ntrp: '4.0',
    ratingType: 'C',
    birthYear: 1990,
    standing: 'online',
    joinedDaysAgo: 120,
  },
  {
    name: 'Olivia Grant',
    gender: 'female',
    ntrp: '3.0',
    ratingType: 'S',
    birthYear: 1980,
    standing: 'pending-cash',
    joinedDaysAgo: 4,
  },
  {
    name: 'Helen Marsh',
    gender: 'female',
    ntrp: '3.0',
    ratingType: 'C',
    birthYear: 1966,
    standing: 'cash',
    joinedDaysAgo: 90,
  },
  {
    name: 'Lena Fischer',
    gender: 'female',
    ntrp: '3.5',
    ratingType: 'S',
    birthYear: 1993,
    standing: 'refunded',
    joinedDaysAgo: 30,
  },
  {
    name: 'Nora Fitzgerald',
    gender: 'female',
    ntrp: '3.0',
    ratingType: 'C',
    birthYear: 1950,
    standing: 'lapsed',
    joinedDaysAgo: 600,
  },
  {
    name: 'David Okafor',
    gender: 'male',
    ntrp: '4.0',
    ratingType: 'C',
    birthYear: 1976,
    standing: 'online',
    joinedDaysAgo: 280,
    roles: ['captain'],
    family: [
      { fullName: 'Ngozi Okafor', birthYear: 1978 },
      { fullName: 'Chidi Okafor', birthYear: 2011 },
      { fullName: 'Ada Okafor', birthYear: 2014 },
    ],
  },
  {
    name: 'Marco Rossi',
    gender: 'male',
    ntrp: '4.0',
    ratingType: 'C',
    birthYear: 1984,
    standing: 'cash',
    joinedDaysAgo: 250,
    roles: ['captain'],
  },
  {
    name: 'Ben Carter',
    gender: 'male',
    ntrp: '3.5',
    ratingType: 'C',
    birthYear: 1990,
    standing: 'online',
    joinedDaysAgo: 220,
  },
  {
    name: 'James Whitaker',
    gender: 'male',
    ntrp: '4.0',
    ratingType: 'S',
    birthYear: 1993,
    standing: 'cheque',
    joinedDaysAgo: 190,
  },
  {
    name: 'Luis Ortega',
    gender: 'male',
    ntrp: '3.5',
    ratingType: 'C',
    birthYear: 1981,
    standing: 'online',
    joinedDaysAgo: 170,
    roles: ['captain'],
  },
  {
    name: 'Tom Feeney',
    gender: 'male',
    ntrp: '4.0',
    ratingType: 'C',
    birthYear: 1968,
    standing: 'cash',
    joinedDaysAgo: 160,
  },
  {
    name: 'Raj Patel',
    gender: 'male',
    ntrp: '3.5',
    ratingType: 'S',
    birthYear: 1987,
    standing: 'online',
    joinedDaysAgo: 140,
  },
  {
    name: 'Peter Lindqvist',
    gender: 'male',
    ntrp: '3.5',
    ratingType: 'C',
    birthYear: 1962,
    standing: 'pending-online',
    joinedDaysAgo: 3,
  },
  {
    name: 'Chris Adeyemi',
    gender: 'male',
    ntrp: '4.5',
    ratingType: 'C',
    birthYear: 1989,
    standing: 'online',
    joinedDaysAgo: 60,
  },
  {
    name: 'Kevin Walsh',
    gender: 'male',
    ntrp: '3.5',
    ratingType: 'C',
    birthYear: 1971,
    standing: 'lapsed',
    joinedDaysAgo: 590,
  },
  {
    name: 'Greg Holloway',
    gender: 'male',
    ntrp: '3.5',
    ratingType: 'C',
    birthYear: 1958,
    standing: 'cheque',
    joinedDaysAgo: 100,
    roles: ['captain'],
  },
];

interface DemoTeam {
  /** The seeded league, by name prefix without the year ("Spring … Women's 18+ 3.5"). */
  league: { season: string; gender: string; ageDivision: string; level: string; provider?: 'club' };
  name: string;
  status: 'submitted' | 'approved' | 'active';
  ustaTeamNumber: string | null;
  captain: string;
  coCaptain: string;
  preferredDays: string[];
  preferredTimes: string;
  players: string[];
}

/**
 * One team a row: the league ("season gender age level", "club" after it for an intra-club
 * one), name, status, USTA team number, captain, co-captain, preferred days and times, then the
 * other players.
 */
type TeamRow = [string, string, DemoTeam['status'], string | null, string, string, string, string, string];

// biome-ignore format: a table, one team a row
const teamRows: TeamRow[] = [
  ['spring women 18+ 3.5', 'Net Results', 'approved', '1012350871', 'Rachel Nguyen', 'Keisha Thompson', 'tue thu', 'Weeknights from 6:30 pm',
    "Diane Kowalski, Yuki Tanaka, Angela Brooks, Laura Bennett, Megan O'Connor, Ana Ribeiro, Helen Marsh"],
  ['spring men 18+ 4.0', 'Drop Shot Society', 'active', '1012350912', 'David Okafor', 'Marco Rossi', 'sat sun', 'Weekend mornings',
    'James Whitaker, Tom Feeney, Ben Carter, Luis Ortega, Raj Patel, Greg Holloway, Peter Lindqvist'],
  ['spring women 40+ 3.0', 'Second Serve', 'submitted', null, 'Laura Bennett', "Megan O'Connor", 'mon wed', 'Weekday mornings',
    'Ana Ribeiro, Fatima Haddad, Claire Dubois, Angela Brooks, Helen Marsh, Olivia Grant'],
  ['summer mixed 18+ 7.0', 'Mixed Signals', 'approved', '1012351034', 'Luis Ortega', 'Yuki Tanaka', 'sun', 'Sunday afternoons',
    'Ben Carter, Raj Patel, Jenny Park, Rachel Nguyen, James Whitaker, Ana Ribeiro, Keisha Thompson, Marco Rossi'],
  ['fall mixed 18+ 6.0 club', 'Ladder Legends', 'active', null, 'Angela Brooks', 'Greg Holloway', 'fri', 'Friday evenings',
    "Fatima Haddad, Peter Lindqvist, Helen Marsh, Claire Dubois, Olivia Grant, Megan O'Connor, Ben Carter, Raj Patel"],
  // The two teams of the league in progress today (factories/leagues inProgressLeague): the
  // match-day demo (schedule, availability, scores) plays with them.
  ['fall mixed 18+ 7.0', 'Love All', 'active', '1012351108', 'Rachel Nguyen', 'Ben Carter', 'wed', 'Wednesday evenings',
    'Diane Kowalski, James Whitaker, Yuki Tanaka, Tom Feeney, Ana Ribeiro, Kevin Walsh, Claire Dubois, Peter Lindqvist'],
  ['fall mixed 18+ 7.0', 'Deuce Crew', 'active', '1012351143', 'David Okafor', 'Keisha Thompson', 'thu', 'Thursday evenings',
    'Jenny Park, Raj Patel, Laura Bennett, Greg Holloway, Olivia Grant, Marco Rossi, Helen Marsh, Luis Ortega'],
];

export const demoTeams: DemoTeam[] = teamRows.map(
  ([league, name, status, ustaTeamNumber, captain, coCaptain, days, preferredTimes, players]) => {
    const [season, gender, ageDivision, level, provider] = league.split(' ') as [
      string,
      string,
      string,
      string,
      string?,
    ];
    return {
      league: { season, gender, ageDivision, level, ...(provider === 'club' ? { provider } : {}) },
      name,
      status,
      ustaTeamNumber,
      captain,
      coCaptain,
      preferredDays: days.split(' '),
      preferredTimes,
      players: players.split(', '),
    };
  },
);

export const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.');

/** The demo members' addresses: a reserved domain, never a real inbox. */
export const demoEmailOf = (name: string) => `${slug(name)}@example.org`;
