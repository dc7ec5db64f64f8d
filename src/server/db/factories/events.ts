import { defaultClubIdentity } from '@shared/club';
import { zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import { slugify } from '@shared/slug';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { courts } from '../schema/courts';
import {
  eventPlayers,
  registrations,
  socialEvents,
  tournamentDivisions,
  tournaments,
} from '../schema/events';

export type SocialEventRow = typeof socialEvents.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type DivisionRow = typeof tournamentDivisions.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;

type SocialEventValues = typeof socialEvents.$inferInsert;
type TournamentValues = typeof tournaments.$inferInsert;

let sequence = 0;

const hour = 3600_000;
const day = 24 * hour;

/** A published social a week from now unless told otherwise; fresh title and slug each call. */
export function buildSocialEvent(
  overrides: Partial<SocialEventValues> = {},
  now = new Date(),
): SocialEventValues {
  sequence += 1;
  const title = overrides.title ?? `Test Social ${sequence}`;
  const startsAt = overrides.startsAt ?? new Date(now.getTime() + 7 * day);
  return {
    title,
    slug: overrides.slug ?? `${slugify(title)}-${Date.now().toString(36)}-${sequence}`,
    description: 'Round-robin doubles, all levels welcome.',
    startsAt,
    endsAt: overrides.endsAt ?? new Date(startsAt.getTime() + 3 * hour),
    placeText: 'Riverside Park, courts 1–4',
    capacity: 16,
    feeCents: 0,
    signupDeadline: null,
    status: 'published',
    publishedAt: now,
    ...overrides,
  };
}

export async function insertSocialEvent(
  db: DbOrTx,
  overrides: Partial<SocialEventValues> = {},
  now = new Date(),
): Promise<SocialEventRow> {
  const [row] = await db.insert(socialEvents).values(buildSocialEvent(overrides, now)).returning();
  return row!;
}

export function buildTournament(
  overrides: Partial<TournamentValues> = {},
  now = new Date(),
): TournamentValues {
  sequence += 1;
  const title = overrides.title ?? `Test Tournament ${sequence}`;
  const start = new Date(now.getTime() + 30 * day).toISOString().slice(0, 10);
  return {
    title,
    slug: overrides.slug ?? `${slugify(title)}-${Date.now().toString(36)}-${sequence}`,
    description: 'Doubles tournament with a consolation draw.',
    startDate: start,
    endDate: start,
    placeText: 'Mesa View Park',
    format: 'Short sets to 4, no-ad scoring.',
    entryFeeCents: 3000,
    status: 'published',
    publishedAt: now,
    ...overrides,
  };
}

export async function insertTournament(
  db: DbOrTx,
  overrides: Partial<TournamentValues> = {},
  divisions: Array<{ name: string; capacity: number; waitlistLimit?: number | null }> = [
    { name: 'Mixed Doubles 3.5', capacity: 8 },
  ],
  now = new Date(),
): Promise<{ tournament: TournamentRow; divisions: DivisionRow[] }> {
  const [tournament] = await db.insert(tournaments).values(buildTournament(overrides, now)).returning();
  const rows = await db
    .insert(tournamentDivisions)
    .values(
      divisions.map((d, i) => ({ tournamentId: tournament!.id, sortOrder: i, waitlistLimit: null, ...d })),
    )
    .returning();
  return { tournament: tournament!, divisions: rows.sort((a, b) => a.sortOrder - b.sortOrder) };
}

export interface SeedPerson {
  name: string;
  email: string;
  phone: string;
  ntrp: string;
  partnerName?: string;
  notes?: string;
}

/**
 * Writes a registration directly (no e-mail, no capacity check): for demo data and
 * test fixtures. Real sign-ups go through registerForEvent.
 */
export async function insertRegistration(
  db: DbOrTx,
  target: { socialEventId: string } | { divisionId: string },
  person: SeedPerson,
  options: {
    status?: 'confirmed' | 'waitlisted' | 'cancelled';
    waitlistPosition?: number | null;
    checkedInAt?: Date | null;
    isWalkIn?: boolean;
    createdAt?: Date;
  } = {},
): Promise<RegistrationRow> {
  const emailKey = person.email.trim().toLowerCase();
  const createdAt = options.createdAt ?? new Date();
  const [player] = await db
    .insert(eventPlayers)
    .values({
      emailKey,
      email: person.email,
      name: person.name,
      phone: person.phone,
      ntrp: person.ntrp,
      createdAt,
    })
    .onConflictDoUpdate({ target: eventPlayers.emailKey, set: { name: sql`excluded.name` } })
    .returning({ id: eventPlayers.id });
  const status = options.status ?? 'confirmed';
  const ref = 'socialEventId' in target ? target.socialEventId : target.divisionId;
  const [row] = await db
    .insert(registrations)
    .values({
      eventRef: ref,
      socialEventId: 'socialEventId' in target ? target.socialEventId : null,
      divisionId: 'divisionId' in target ? target.divisionId : null,
      playerId: player!.id,
      name: person.name,
      email: person.email,
      emailKey,
      phone: person.phone,
      ntrp: person.ntrp,
      partnerName: person.partnerName ?? '',
      notes: person.notes ?? '',
      status,
      waitlistPosition: status === 'waitlisted' ? (options.waitlistPosition ?? 1) : null,
      checkedInAt: options.checkedInAt ?? null,
      isWalkIn: options.isWalkIn ?? false,
      cancelledAt: status === 'cancelled' ? createdAt : null,
      cancelledBy: status === 'cancelled' ? 'player' : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}

/* --------------------------------------------------------------- demo data */

const firstNames = [
  'Maria',
  'James',
  'Priya',
  'Daniel',
  'Keiko',
  'Robert',
  'Aisha',
  'Michael',
  'Elena',
  'David',
  'Grace',
  'Carlos',
  'Hannah',
  'Tom',
  'Fatima',
  'Brian',
  'Lucia',
  'Kevin',
  'Sofia',
  'Mark',
  'Rachel',
  'Andre',
  'Megan',
  'Luis',
  'Claire',
  'Sam',
  'Nadia',
  'Peter',
  'Olivia',
  'Greg',
  'Yuki',
  'Laura',
  'Jorge',
  'Emily',
  'Steve',
  'Anna',
  'Raj',
  'Beth',
  'Marcus',
  'Julie',
];
const lastNames = [
  'Alvarez',
  'Bennett',
  'Chen',
  'Dubois',
  'Erikson',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Martin',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Underwood',
  'Vargas',
  'Walsh',
  'Xu',
  'Young',
  'Zimmerman',
  'Brooks',
  'Castillo',
  'Doyle',
  'Ellis',
];
const ratings = ['3.0', '3.5', '3.5', '4.0', '3.0', '4.5', '3.5', '2.5', '4.0', ''];

/** A stable cast of club players: the same person shows up at several socials, as in life. */
export function demoPerson(i: number): SeedPerson {
  const first = firstNames[i % firstNames.length]!;
  const last = lastNames[(i * 7 + Math.floor(i / firstNames.length)) % lastNames.length]!;
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}${i >= firstNames.length ? i : ''}@example.com`.toLowerCase(),
    phone: `(555) 01${String(10 + (i % 90)).padStart(2, '0')}-${String(1000 + ((i * 37) % 9000)).slice(0, 4)}`,
    ntrp: ratings[i % ratings.length]!,
  };
}

interface DemoSocial {
  title: string;
  /** The day (club clock) and local start/end times. */
  date: string;
  start: string;
  end: string;
  court: string | null;
  placeText: string;
  capacity: number;
  feeCents: number;
  /** Days before the start at which sign-up closes (null: until the start). */
  deadlineDaysBefore: number | null;
  confirmed: number;
  waitlisted?: number;
  status?: 'draft' | 'published' | 'cancelled';
  description: string;
}

export type Season = 'winter' | 'spring' | 'summer' | 'fall';

/** The club plays in the northern hemisphere (Denver): winter is December to February. */
export function seasonOf(date: string): Season {
  const month = Number(date.slice(5, 7));
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'fall';
}

const seasonName: Record<Season, string> = {
  winter: 'Winter',
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
};

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The first `weekday` (0 = Sunday) at least `minDays` after `from`. */
function nextWeekday(from: string, weekday: number, minDays: number): string {
  const start = addDays(from, minDays);
  return addDays(start, (weekday - weekdayOf(start) + 7) % 7);
}

const thursday = 4;
const saturday = 6;

/**
 * The demo socials around `today` (club clock). Dates are relative to today; names and
 * texts follow the weekday and the season of each computed date, so the demo reads right
 * whenever it is seeded (no "Summer Kickoff" in December). Winter events move indoors.
 */
export function demoSocialsFor(today: string): DemoSocial[] {
  const mixerDate = nextWeekday(today, thursday, 2);
  const roundRobinDate = nextWeekday(today, saturday, 3);
  const kickoffDate = addDays(today, 13);
  const kickoff = seasonOf(kickoffDate);
  const isKickoffIndoors = kickoff === 'winter';
  const awayDate = nextWeekday(today, saturday, 75);
  const pastMixerDate = addDays(today, -18);
  const pastSocialDate = addDays(today, -40);
  const pastIndoorDate = addDays(today, -95);
  const indoorReason: Record<Season, string> = {
    winter: 'Escaping the snow',
    spring: 'Escaping the spring showers',
    summer: 'Escaping the afternoon heat',
    fall: 'Escaping the early dark',
  };
  const kickoffText: Record<Season, { title: string; description: string }> = {
    winter: {
      title: 'Winter Warm-Up Doubles & Chili',
      description:
        'Beat the cold with the whole club: two hours of fun doubles formats on the indoor courts (King of the Court, Canadian doubles, a serving contest), then chili, cornbread and hot cider in the lounge.\n\nFamilies welcome — kids eat free. The fee covers the courts, food and drinks.',
    },
    spring: {
      title: 'Spring Kickoff Picnic & Tennis',
      description:
        'Start the outdoor season with the whole club: two hours of fun doubles formats (King of the Court, Canadian doubles, a serving contest), then sandwiches, salads and lemonade at the shelter.\n\nFamilies welcome — kids eat free. The fee covers food and drinks; bring your own chair.',
    },
    summer: {
      title: 'Summer Kickoff BBQ & Tennis',
      description:
        'Start the summer season with the whole club: two hours of fun doubles formats (King of the Court, Canadian doubles, a serving contest), then burgers, veggie skewers and lemonade at the shelter.\n\nFamilies welcome — kids eat free. The fee covers food and drinks; bring your own chair.',
    },
    fall: {
      title: 'Fall Harvest Doubles & Cider',
      description:
        'Enjoy the cooler evenings with the whole club: two hours of fun doubles formats (King of the Court, Canadian doubles, a serving contest), then chili, apple pie and hot cider at the shelter.\n\nFamilies welcome — kids eat free. The fee covers food and drinks; bring a warm layer.',
    },
  };
  const pastMixerTitle: Record<Season, string> = {
    winter: 'Winter Indoor Mixer',
    spring: 'Spring Fling Mixer',
    summer: 'Midsummer Evening Mixer',
    fall: 'Fall Colors Mixer',
  };
  return [
    {
      title: 'Thursday Night Mixer',
      date: mixerDate,
      start: '18:30',
      end: '21:00',
      court: seasonOf(mixerDate) === 'winter' ? 'summit-tennis-centre' : 'riverside-park',
      placeText: seasonOf(mixerDate) === 'winter' ? 'Indoor courts 1–4' : 'Courts 1–4, under the lights',
      capacity: 24,
      feeCents: 0,
      deadlineDaysBefore: null,
      confirmed: 15,
      description:
        'Our weekly mixed-doubles round robin. Partners rotate every 20 minutes, so you will play with and against most of the group.\n\n- All levels from 3.0 up; we balance courts by rating\n- Bring a can of new balls if you can\n- Cold drinks on the bench afterwards',
    },
    {
      title: 'Saturday Morning Round Robin',
      date: roundRobinDate,
      start: '08:00',
      end: '11:00',
      court: seasonOf(roundRobinDate) === 'winter' ? 'summit-tennis-centre' : 'cottonwood-park',
      placeText: '',
      capacity: 16,
      feeCents: 500,
      deadlineDaysBefore: 1,
      confirmed: 16,
      waitlisted: 4,
      description:
        seasonOf(roundRobinDate) === 'winter'
          ? 'Three hours of doubles on the indoor courts while the clay at Cottonwood rests for the winter. The $5 covers the court booking and coffee and pastries in the lounge.\n\nSign-up closes the evening before so we can set the rotations.'
          : 'Three hours of doubles on the green clay at Cottonwood. The $5 covers the court booking and coffee and pastries from the bakery across the street.\n\nSign-up closes the evening before so we can set the rotations. **Please drag and line the courts** when we finish.',
    },
    {
      title: kickoffText[kickoff].title,
      date: kickoffDate,
      start: '16:00',
      end: '20:00',
      court: isKickoffIndoors ? 'summit-tennis-centre' : 'mesa-view-park',
      placeText: isKickoffIndoors
        ? 'Indoor courts and the upstairs lounge'
        : 'Picnic shelter B next to the courts',
      capacity: 40,
      feeCents: 1500,
      deadlineDaysBefore: 3,
      confirmed: 23,
      description: kickoffText[kickoff].description,
    },
    {
      title: 'Glow Ball Night',
      date: addDays(today, 20),
      start: '19:30',
      end: '22:00',
      court: 'summit-tennis-centre',
      placeText: 'Indoor courts 5–8',
      capacity: 20,
      feeCents: 2000,
      deadlineDaysBefore: 2,
      confirmed: 9,
      description:
        'Lights off, black lights on: doubles with glow-in-the-dark balls and neon court lines. Wear white or neon for the full effect.\n\nIndoor courts, so it happens rain or shine. The fee covers the court rental and the glow kit.',
    },
    {
      title: "Newcomers' Welcome Social",
      date: addDays(today, 27),
      start: '10:00',
      end: '12:00',
      court:
        seasonOf(addDays(today, 27)) === 'winter' ? 'summit-tennis-centre' : 'lincoln-high-school-courts',
      placeText: '',
      capacity: 12,
      feeCents: 0,
      deadlineDaysBefore: 2,
      confirmed: 5,
      description:
        'New to the club, or coming back to tennis after a break? Meet some members, play relaxed doubles with a board member on every court, and find out how leagues, socials and team placement work.\n\nRatings 2.5–3.5. Loaner racquets available — tell us in the notes.',
    },
    {
      title: 'Club Challenge vs. Foothills Tennis Association',
      date: nextWeekday(today, saturday, 34),
      start: '09:00',
      end: '15:00',
      court: null,
      placeText: 'Foothills Racquet Club, 900 Canyon Road, Anytown (carpool from Riverside Park at 8:15)',
      capacity: 18,
      feeCents: 1000,
      deadlineDaysBefore: 7,
      confirmed: 11,
      description:
        'Our yearly challenge against our neighbours in the foothills — this year it is an away match. Nine doubles lines, mixed levels, with lunch between the rounds. The trophy has been on our shelf for two years: let us keep it there.\n\nThe fee covers lunch. Please add your preferred partner in the form if you have one.',
    },
    {
      title: `${seasonName[seasonOf(awayDate)]} Away Weekend — Durango`,
      date: awayDate,
      start: '09:00',
      end: '17:00',
      court: null,
      placeText: 'Durango, CO (details to follow)',
      capacity: 24,
      feeCents: 0,
      deadlineDaysBefore: 21,
      confirmed: 0,
      status: 'draft',
      description: 'Draft: the social committee is still booking courts and rooms.',
    },
    {
      title: pastMixerTitle[seasonOf(pastMixerDate)],
      date: pastMixerDate,
      start: '18:00',
      end: '21:00',
      court: seasonOf(pastMixerDate) === 'winter' ? 'summit-tennis-centre' : 'riverside-park',
      placeText: '',
      capacity: 24,
      feeCents: 0,
      deadlineDaysBefore: null,
      confirmed: 21,
      description: `The first evening mixer of the ${seasonOf(pastMixerDate)}. Thanks to everyone who came out!`,
    },
    {
      title: `${seasonName[seasonOf(pastSocialDate)]} Doubles & Tacos Social`,
      date: pastSocialDate,
      start: '17:00',
      end: '20:30',
      court: seasonOf(pastSocialDate) === 'winter' ? 'summit-tennis-centre' : 'mesa-view-park',
      placeText: '',
      capacity: 32,
      feeCents: 1000,
      deadlineDaysBefore: 2,
      confirmed: 28,
      description: 'Doubles, tacos and games for the kids. The fee covered the food truck.',
    },
    {
      title: `${seasonName[seasonOf(pastIndoorDate)]} Indoor Social`,
      date: pastIndoorDate,
      start: '19:00',
      end: '21:30',
      court: 'summit-tennis-centre',
      placeText: 'Indoor courts 1–4',
      capacity: 16,
      feeCents: 2000,
      deadlineDaysBefore: 2,
      confirmed: 16,
      description: `${indoorReason[seasonOf(pastIndoorDate)]} for an evening of indoor doubles and hot chocolate.`,
    },
  ];
}

/** The two demo tournaments: a Saturday–Sunday doubles event ahead, a one-day singles event behind. */
export function demoTournamentsFor(today: string) {
  const classicStart = nextWeekday(today, saturday, 38);
  const classicSeason = seasonOf(classicStart);
  const shootoutStart = addDays(today, -52);
  const shootoutSeason = seasonOf(shootoutStart);
  const shootoutText: Record<Season, string> = {
    winter: 'A one-day indoor singles event to keep your game sharp through the winter.',
    spring: 'A one-day singles event to shake off the winter rust.',
    summer: 'A one-day singles event in the long summer light: early starts to beat the heat.',
    fall: 'A one-day singles event in the crisp fall weather.',
  };
  return {
    classic: {
      title: `${seasonName[classicSeason]} Doubles Classic`,
      startDate: classicStart,
      endDate: addDays(classicStart, 1),
      court: classicSeason === 'winter' ? 'summit-tennis-centre' : 'mesa-view-park',
      placeText:
        classicSeason === 'winter' ? 'Indoor courts 1–8; finals on courts 1–2' : 'Finals on courts 1–2',
      description:
        'Our club doubles tournament, open to members and non-members, on Saturday and Sunday. Every team is guaranteed at least two matches thanks to the consolation draw, and the finals on Sunday afternoon are followed by the prize-giving and a pizza party.\n\nEnter as a team: one entry per team, with your partner named in the form.',
    },
    shootout: {
      title: `${seasonName[shootoutSeason]} Singles Shootout`,
      startDate: shootoutStart,
      endDate: shootoutStart,
      court: shootoutSeason === 'winter' ? 'summit-tennis-centre' : 'riverside-park',
      description: shootoutText[shootoutSeason],
    },
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function courtIdsBySlug(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ id: courts.id, slug: courts.slug }).from(courts);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function seedSocial(
  db: DbOrTx,
  s: DemoSocial,
  courtIds: Map<string, string>,
  offset: number,
  now: Date,
) {
  const tz = defaultClubIdentity.timeZone;
  const date = s.date;
  const startsAt = zonedWallTimeToUtc(`${date}T${s.start}`, tz);
  const endsAt = zonedWallTimeToUtc(`${date}T${s.end}`, tz);
  const isPast = date < zonedToday(tz, now);
  const event = await insertSocialEvent(
    db,
    {
      title: s.title,
      slug: slugify(s.title) + (isPast ? `-${date.slice(0, 4)}` : ''),
      description: s.description,
      startsAt,
      endsAt,
      courtId: s.court ? (courtIds.get(s.court) ?? null) : null,
      // Without the demo courts (seeded first) the place still reads sensibly.
      placeText: s.court && !courtIds.get(s.court) ? s.placeText || s.court.replace(/-/g, ' ') : s.placeText,
      capacity: s.capacity,
      feeCents: s.feeCents,
      signupDeadline:
        s.deadlineDaysBefore === null
          ? null
          : zonedWallTimeToUtc(`${addDays(date, -s.deadlineDaysBefore)}T20:00`, tz),
      status: s.status ?? 'published',
      publishedAt: s.status === 'draft' ? null : new Date(now.getTime() - 30 * day),
      createdAt: new Date(startsAt.getTime() - 40 * day),
      updatedAt: new Date(Math.min(now.getTime(), startsAt.getTime() - 20 * day)),
    },
    now,
  );
  const signedUpBase = Math.min(now.getTime(), startsAt.getTime()) - 14 * day;
  const total = s.confirmed + (s.waitlisted ?? 0);
  for (let i = 0; i < total; i++) {
    const isWaitlisted = i >= s.confirmed;
    const person = demoPerson(offset + i);
    await insertRegistration(
      db,
      { socialEventId: event.id },
      {
        ...person,
        partnerName: i % 5 === 0 ? demoPerson(offset + i + 1).name : '',
        notes: i % 9 === 4 ? 'Might be 15 minutes late.' : '',
      },
      {
        status: isWaitlisted ? 'waitlisted' : 'confirmed',
        waitlistPosition: isWaitlisted ? i - s.confirmed + 1 : null,
        // Past socials: most of the confirmed players were checked in on the night.
        checkedInAt:
          isPast && !isWaitlisted && i % 7 !== 3 ? new Date(startsAt.getTime() - 10 * 60_000) : null,
        createdAt: new Date(signedUpBase + i * 3 * hour),
      },
    );
  }
}

async function seedTournaments(db: DbOrTx, courtIds: Map<string, string>, now: Date) {
  const tz = defaultClubIdentity.timeZone;
  const today = zonedToday(tz, now);
  const plan = demoTournamentsFor(today);
  const classicStart = plan.classic.startDate;
  const classic = await insertTournament(
    db,
    {
      title: plan.classic.title,
      slug: `${slugify(plan.classic.title)}-${classicStart.slice(0, 4)}`,
      description: plan.classic.description,
      startDate: classicStart,
      endDate: plan.classic.endDate,
      courtId: courtIds.get(plan.classic.court) ?? null,
      placeText: plan.classic.placeText,
      format:
        'Short sets to 4 games (tie-break at 3–3), no-ad scoring, match tie-break instead of a third set. Main draw and consolation draw in every division.',
      entryDeadline: zonedWallTimeToUtc(`${addDays(classicStart, -7)}T23:59`, tz),
      entryFeeCents: 3000,
      drawsMarkdown: 'Draws are posted here on the Wednesday before the tournament.',
    },
    [
      { name: "Men's Doubles 3.5", capacity: 16 },
      { name: "Women's Doubles 3.5", capacity: 16 },
      { name: 'Mixed Doubles 3.0', capacity: 12 },
      { name: 'Mixed Doubles 4.0', capacity: 12 },
    ],
    now,
  );
  const entriesPerDivision = [9, 11, 12, 5];
  let person = 60;
  for (const [i, d] of classic.divisions.entries()) {
    for (let n = 0; n < entriesPerDivision[i]!; n++) {
      const p = demoPerson(person++);
      await insertRegistration(
        db,
        { divisionId: d.id },
        { ...p, partnerName: demoPerson(person++).name },
        { createdAt: new Date(now.getTime() - (20 - n) * day) },
      );
    }
  }

  const shootoutStart = plan.shootout.startDate;
  const shootout = await insertTournament(
    db,
    {
      title: plan.shootout.title,
      slug: `${slugify(plan.shootout.title)}-${shootoutStart.slice(0, 4)}`,
      description: plan.shootout.description,
      startDate: shootoutStart,
      endDate: plan.shootout.endDate,
      courtId: courtIds.get(plan.shootout.court) ?? null,
      placeText: '',
      format: 'Pro sets to 8 games, feed-in consolation.',
      entryDeadline: zonedWallTimeToUtc(`${addDays(shootoutStart, -3)}T23:59`, tz),
      entryFeeCents: 2000,
      drawsMarkdown: "Men's 3.5: 8-player draw. Women's 3.5: 8-player draw.",
      resultsMarkdown: [
        "**Men's Singles 3.5** — Winner: Daniel Okafor; Runner-up: Luis Tanaka (8–6); Consolation: Greg Walsh",
        '',
        "**Women's Singles 3.5** — Winner: Keiko Jensen; Runner-up: Claire Rossi (8–5); Consolation: Megan Chen",
        '',
        'Thanks to all 16 players and to Tom and Aisha for running the desk!',
      ].join('\n'),
    },
    [
      { name: "Men's Singles 3.5", capacity: 8 },
      { name: "Women's Singles 3.5", capacity: 8 },
    ],
    now,
  );
  for (const d of shootout.divisions) {
    for (let n = 0; n < 8; n++) {
      await insertRegistration(db, { divisionId: d.id }, demoPerson(person++), {
        checkedInAt: new Date(`${shootoutStart}T15:00:00Z`),
        createdAt: new Date(now.getTime() - (70 - n) * day),
      });
    }
  }
}

/** Seed step: a believable season of socials and two tournaments, only on an empty events table. */
export async function seedEvents(db: DbOrTx, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: socialEvents.id }).from(socialEvents).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const courtIds = await courtIdsBySlug(tx);
    let offset = 0;
    const today = zonedToday(defaultClubIdentity.timeZone, now);
    for (const s of demoSocialsFor(today)) {
      await seedSocial(tx, s, courtIds, offset, now);
      offset += 7;
    }
    await seedTournaments(tx, courtIds, now);
  });
}

/** For tests: every registration of one event, in list order. */
export async function registrationsOf(db: DbOrTx, eventRefs: string | string[]): Promise<RegistrationRow[]> {
  const refs = Array.isArray(eventRefs) ? eventRefs : [eventRefs];
  return db
    .select()
    .from(registrations)
    .where(refs.length === 1 ? eq(registrations.eventRef, refs[0]!) : inArray(registrations.eventRef, refs))
    .orderBy(registrations.seq);
}
