import type { LookingForTeamRequest, LookingStatus } from '@shared/schemas/looking-for-team';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { teams } from '../schema/leagues';
import { lookingForTeamEvents, lookingForTeamRequests } from '../schema/looking-for-team';

const dayMs = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A request as the form sends it; fictional people at example.org. */
export function buildLookingRequest(overrides: Partial<LookingForTeamRequest> = {}): LookingForTeamRequest {
  return {
    name: 'Robin Alvarez',
    email: `robin.alvarez.${Math.random().toString(36).slice(2, 8)}@example.org`,
    phone: '555-201-4477',
    gender: 'female',
    ageDivision: '18+',
    ntrpRating: '3.5',
    ratingType: 'S',
    formats: ['womens'],
    leagueIds: [],
    days: ['tue', 'thu'],
    times: ['evening'],
    play: 'doubles',
    notes: '',
    website: '',
    ...overrides,
  };
}

export interface StoredLookingRequest {
  status?: LookingStatus;
  /** Days before now the request was filed. */
  filedDaysAgo?: number;
  /** Days from now it stays open (negative: already past). */
  openForDays?: number;
  userId?: string | null;
  placedTeamId?: string | null;
  /** Rep's contact lines: [days ago, rep's name, note]. */
  contacts?: [number, string, string][];
}

/** Stores a request with its history, dated relative to `now` (tests and the demo seed). */
export async function insertLookingRequest(
  db: DbOrTx,
  input: Partial<LookingForTeamRequest> = {},
  stored: StoredLookingRequest = {},
  now = new Date(),
) {
  const v = buildLookingRequest(input);
  const filedAt = new Date(now.getTime() - (stored.filedDaysAgo ?? 0) * dayMs);
  const [row] = await db
    .insert(lookingForTeamRequests)
    .values({
      userId: stored.userId ?? null,
      name: v.name,
      email: v.email,
      phone: v.phone,
      gender: v.gender,
      ageDivision: v.ageDivision,
      ntrpRating: v.ntrpRating,
      ratingType: v.ratingType,
      formats: v.formats,
      days: v.days,
      times: v.times,
      play: v.play,
      notes: v.notes,
      status: stored.status ?? 'new',
      placedTeamId: stored.placedTeamId ?? null,
      expiresOn: isoDay(new Date(now.getTime() + (stored.openForDays ?? 120) * dayMs)),
      createdAt: filedAt,
      updatedAt: filedAt,
    })
    .returning();
  const request = row!;
  const history: (typeof lookingForTeamEvents.$inferInsert)[] = [
    { requestId: request.id, kind: 'filed', at: filedAt },
    ...(stored.contacts ?? []).map(([daysAgo, actorName, note]) => ({
      requestId: request.id,
      kind: 'contacted' as const,
      at: new Date(now.getTime() - daysAgo * dayMs),
      actorName,
      method: 'phone' as const,
      note,
    })),
  ];
  if (request.status === 'placed' || request.status === 'withdrawn' || request.status === 'expired') {
    history.push({
      requestId: request.id,
      kind: request.status,
      at: new Date(now.getTime() - Math.max(0, (stored.filedDaysAgo ?? 0) - 3) * dayMs),
      actorName: request.status === 'placed' ? 'Angela Brooks' : null,
      teamId: request.placedTeamId,
      note: request.status === 'expired' ? 'The season ended before the player was placed.' : '',
    });
  }
  await db.insert(lookingForTeamEvents).values(history);
  return request;
}

/** Believable requests in every state, dated relative to today; skipped when any exist. */
export async function seedLookingForTeam(db: DbOrTx, now = new Date()): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(lookingForTeamRequests);
  if (n > 0) return;
  const people: [Partial<LookingForTeamRequest>, StoredLookingRequest][] = [
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
  // The placed player joined a demo team when the season has one; otherwise they are still in talks.
  const [team] = await db.select({ id: teams.id }).from(teams).limit(1);
  for (const [input, stored] of people) {
    const placed =
      stored.status === 'placed' ? (team ? { placedTeamId: team.id } : { status: 'contacted' as const }) : {};
    await insertLookingRequest(db, input, { ...stored, ...placed }, now);
  }
}
