import { defaultClubIdentity } from '@shared/club';
import { zonedToday, zonedWallTimeToUtc } from '@shared/club-time';
import { isoWeekdayOf } from '@shared/series-rules';
import { slugify } from '@shared/slug';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { courts } from '../schema/courts';
import {
  eventPlayers,
  registrations,
  socialEvents,
  tournamentDivisions,
  tournaments,
} from '../schema/events';
import {
  addDays,
  type DemoSocial,
  demoPerson,
  demoSocialsFor,
  demoTournamentsFor,
} from '../seed-data/events';
import { demoTournamentSeriesFor } from '../seed-data/tournament-series';
import { insertSeriesFrom, insertTournamentSeriesFrom } from './event-series';

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
  const sessions = s.weeklySessions
    ? (
        await insertSeriesFrom(db, event, {
          timeZone: tz,
          weekdays: [isoWeekdayOf(date)],
          end: { kind: 'count', count: s.weeklySessions },
          now,
        })
      ).sessions
    : [event];
  // The later sessions of a series have fewer sign-ups so far, as a real week-by-week list does.
  for (const [k, session] of sessions.entries()) {
    await seedSignups(db, s, session, Math.max(0, s.confirmed - 4 * k), offset + k, isPast, now);
  }
}

async function seedSignups(
  db: DbOrTx,
  s: DemoSocial,
  event: SocialEventRow,
  confirmed: number,
  offset: number,
  isPast: boolean,
  now: Date,
) {
  const startsAt = event.startsAt;
  const signedUpBase = Math.min(now.getTime(), startsAt.getTime()) - 14 * day;
  const total = confirmed + (confirmed === s.confirmed ? (s.waitlisted ?? 0) : 0);
  for (let i = 0; i < total; i++) {
    const isWaitlisted = i >= confirmed;
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
        waitlistPosition: isWaitlisted ? i - confirmed + 1 : null,
        // Past socials: most of the confirmed players were checked in on the night.
        checkedInAt:
          isPast && !isWaitlisted && i % 7 !== 3 ? new Date(startsAt.getTime() - 10 * 60_000) : null,
        createdAt: new Date(signedUpBase + i * 3 * hour),
      },
    );
  }
}

/** A planned demo tournament's own fields: title, a slug with its year, description, dates, court. */
function plannedTournament(
  t: { title: string; description: string; startDate: string; endDate: string; court: string },
  courtIds: Map<string, string>,
) {
  return {
    title: t.title,
    slug: `${slugify(t.title)}-${t.startDate.slice(0, 4)}`,
    description: t.description,
    startDate: t.startDate,
    endDate: t.endDate,
    courtId: courtIds.get(t.court) ?? null,
  };
}

async function seedTournaments(db: DbOrTx, courtIds: Map<string, string>, now: Date) {
  const tz = defaultClubIdentity.timeZone;
  const today = zonedToday(tz, now);
  const plan = demoTournamentsFor(today);
  const classicStart = plan.classic.startDate;
  const classic = await insertTournament(
    db,
    {
      ...plannedTournament(plan.classic, courtIds),
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
      ...plannedTournament(plan.shootout, courtIds),
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
  await seedTournamentSeries(db, courtIds, now, person);
}

/** The weekly Saturday Shootout (decision 041): entries in its next session and a few in the one after. */
async function seedTournamentSeries(
  db: DbOrTx,
  courtIds: Map<string, string>,
  now: Date,
  firstPerson: number,
) {
  const tz = defaultClubIdentity.timeZone;
  const plan = demoTournamentSeriesFor(zonedToday(tz, now));
  const first = await insertTournament(
    db,
    {
      title: plan.title,
      slug: `${slugify(plan.title)}-${plan.firstDate}`,
      description: plan.description,
      startDate: plan.firstDate,
      endDate: plan.firstDate,
      courtId: courtIds.get(plan.court) ?? null,
      placeText: plan.placeText,
      format: plan.format,
      entryDeadline: zonedWallTimeToUtc(
        `${plan.addDays(plan.firstDate, -plan.deadlineDaysBefore)}T20:00`,
        tz,
      ),
      entryFeeCents: plan.entryFeeCents,
    },
    plan.divisions,
    now,
  );
  const { sessions } = await insertTournamentSeriesFrom(db, first.tournament, {
    timeZone: tz,
    weekdays: [isoWeekdayOf(plan.firstDate)],
    end: { kind: 'count', count: plan.sessions },
    now,
  });
  let person = firstPerson;
  for (const [s, session] of sessions.slice(0, 2).entries()) {
    const divisions = await db
      .select()
      .from(tournamentDivisions)
      .where(eq(tournamentDivisions.tournamentId, session.id))
      .orderBy(tournamentDivisions.sortOrder);
    for (const [i, d] of divisions.entries()) {
      for (let n = 0; n < (plan.entries[i]?.[s] ?? 0); n++) {
        await insertRegistration(db, { divisionId: d.id }, demoPerson(person++), {
          createdAt: new Date(now.getTime() - (6 - n) * day),
        });
      }
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
