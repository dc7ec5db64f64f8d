import { deflateSync } from 'node:zlib';
import type { ReportTeamSuccess } from '@shared/schemas/team-success';
import type { TeamSuccessStatus } from '@shared/team-success';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reportColumnsOf } from '../../lib/team-success-report';
import { recordUpload } from '../../lib/upload-records';
import { saveUpload } from '../../lib/uploads';
import type { DbOrTx } from '../client';
import { teams } from '../schema/leagues';
import { teamSuccessEvents, teamSuccessStories } from '../schema/team-success';
import { uploadUses } from '../schema/uploads';
import { demoTeamSuccessStories } from '../seed-data/team-success';
import { hasRows } from './seeded';

const dayMs = 86_400_000;

/** A report as the form sends it; fictional people at example.org. */
export function buildTeamSuccessReport(overrides: Partial<ReportTeamSuccess> = {}): ReportTeamSuccess {
  return {
    teamId: '',
    teamName: 'Baseline Bandits',
    league: 'USTA Women’s 18+ 3.5',
    seasonYear: 2026,
    achievement: 'league-champions',
    results: '',
    story: 'We won the flight on the last weekend with a 3–2 win over a strong Summit team.',
    playerNames: 'Robin Alvarez, Dana Kim, Priya Shah',
    photoUrl: '',
    reporterName: 'Robin Alvarez',
    reporterEmail: `robin.alvarez.${Math.random().toString(36).slice(2, 8)}@example.org`,
    website: '',
    ...overrides,
  };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A small PNG of a court seen from above with a ball, in the given court colour: the demo
 * stories' "photos" (no binary files in the repository, and a real image through the real checks).
 */
export function demoCourtPng(court: [number, number, number], width = 240, height = 150): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const ball = { x: width * 0.7, y: height * 0.35, r: height * 0.09 };
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const isLine =
        y === 12 ||
        y === height - 13 ||
        x === 16 ||
        x === width - 17 ||
        (x === Math.floor(width / 2) && y > 12 && y < height - 13) ||
        ((x === 56 || x === width - 57) && y > 12 && y < height - 13) ||
        (y === Math.floor(height / 2) && x > 56 && x < width - 57);
      const isBall = (x - ball.x) ** 2 + (y - ball.y) ** 2 <= ball.r ** 2;
      const [r, g, b] = isBall ? [223, 255, 79] : isLine ? [255, 255, 255] : court;
      const i = y * (width * 3 + 1) + 1 + x * 3;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

export interface StoredTeamSuccess {
  status?: TeamSuccessStatus;
  /** Days before now it was reported. */
  reportedDaysAgo?: number;
  /** Days before now it was published (status published). */
  publishedDaysAgo?: number;
  /** The staff member named in the trail for the decisions. */
  reviewer?: { id: string | null; name: string | null };
}

/** Stores a story with its audit trail, dated relative to `now` (tests and the demo seed). */
export async function insertTeamSuccessStory(
  db: DbOrTx,
  input: Partial<ReportTeamSuccess> = {},
  stored: StoredTeamSuccess = {},
  now = new Date(),
) {
  const v = buildTeamSuccessReport(input);
  const status = stored.status ?? 'submitted';
  const reportedAt = new Date(now.getTime() - (stored.reportedDaysAgo ?? 0) * dayMs);
  const publishedAt =
    status === 'published' ? new Date(now.getTime() - (stored.publishedDaysAgo ?? 0) * dayMs) : null;
  const [row] = await db
    .insert(teamSuccessStories)
    .values({
      ...reportColumnsOf(v),
      status,
      publishedAt,
      createdAt: reportedAt,
      updatedAt: publishedAt ?? reportedAt,
    })
    .returning();
  const story = row!;
  if (v.photoUrl) {
    await db.insert(uploadUses).values({
      fileName: v.photoUrl.slice('/api/uploads/'.length),
      holderType: 'team_success',
      holderId: story.id,
      field: 'photo',
    });
  }
  const reviewer = stored.reviewer ?? { id: null, name: 'Club volunteer' };
  const trail: (typeof teamSuccessEvents.$inferInsert)[] = [
    {
      storyId: story.id,
      kind: 'reported',
      at: reportedAt,
      note: `By ${v.reporterName} <${v.reporterEmail}>`,
    },
  ];
  if (status === 'approved' || status === 'published') {
    const approvedAt = new Date(reportedAt.getTime() + dayMs / 2);
    trail.push({
      storyId: story.id,
      kind: 'approved',
      at: approvedAt,
      actorId: reviewer.id,
      actorName: reviewer.name,
    });
  }
  if (publishedAt) {
    trail.push({
      storyId: story.id,
      kind: 'published',
      at: publishedAt,
      actorId: reviewer.id,
      actorName: reviewer.name,
    });
  }
  await db.insert(teamSuccessEvents).values(trail);
  return story;
}

/** Saves a demo photo as a team-success upload; returns its URL. */
async function demoPhoto(ctx: Pick<AppContext, 'db' | 'uploadsDir'>, court: [number, number, number]) {
  const { url } = await saveUpload(ctx.uploadsDir, 'teamsuccess', demoCourtPng(court), 'image/png');
  await recordUpload(ctx.db, url, { type: 'team_success', id: null });
  return url;
}

/**
 * Demo stories of the demo teams' last seasons: three published (newest a few days ago) and
 * one waiting for review. Idempotent: skipped when any story exists.
 */
export async function seedTeamSuccess(ctx: Pick<AppContext, 'db' | 'uploadsDir'>, now = new Date()) {
  if (await hasRows(ctx.db, teamSuccessStories)) return;
  const teamIdOf = async (name: string) => {
    const [row] = await ctx.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name)).limit(1);
    return row?.id ?? '';
  };
  for (const [input, stored, court] of demoTeamSuccessStories(now)) {
    const photoUrl = court ? await demoPhoto(ctx, court) : '';
    await insertTeamSuccessStory(
      ctx.db,
      { ...input, teamId: await teamIdOf(input.teamName ?? ''), photoUrl },
      stored,
      now,
    );
  }
}
