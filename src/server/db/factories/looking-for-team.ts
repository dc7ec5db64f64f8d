import type { LookingForTeamRequest, LookingStatus } from '@shared/schemas/looking-for-team';
import type { DbOrTx } from '../client';
import { teams } from '../schema/leagues';
import { lookingForTeamEvents, lookingForTeamRequests } from '../schema/looking-for-team';
import { demoLookingRequests } from '../seed-data/looking-for-team';
import { hasRows } from './seeded';

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
  if (await hasRows(db, lookingForTeamRequests)) return;
  // The placed player joined a demo team when the season has one; otherwise they are still in talks.
  const [team] = await db.select({ id: teams.id }).from(teams).limit(1);
  for (const [input, stored] of demoLookingRequests) {
    const placed =
      stored.status === 'placed' ? (team ? { placedTeamId: team.id } : { status: 'contacted' as const }) : {};
    await insertLookingRequest(db, input, { ...stored, ...placed }, now);
  }
}
