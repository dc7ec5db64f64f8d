import type { SeedPerson } from '../factories/events';

/*
 * The demo club's socials, tournaments and players: names, texts and dates relative to the day
 * of seeding (data only; factories/events.ts writes the rows).
 */

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

export interface DemoSocial {
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
  /** A weekly series (issue 23 §3): this many sessions in all, this one first; sign-ups thin out later on. */
  weeklySessions?: number;
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
export function nextWeekday(from: string, weekday: number, minDays: number): string {
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
      weeklySessions: 8,
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

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
