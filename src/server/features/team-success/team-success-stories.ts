import type { CsvColumn } from '@shared/csv';
import { leagueSeasonLabels } from '@shared/schemas/leagues';
import {
  type EditTeamSuccess,
  type ReportTeamSuccess,
  type TeamSuccessDetail,
  type TeamSuccessEntry,
  type TeamSuccessListQuery,
  type TeamSuccessReported,
  type TeamSuccessSortKey,
  type TeamSuccessStory,
  type TeamSuccessTeamOption,
  teamSuccessPageSize,
} from '@shared/schemas/team-success';
import {
  achievementLabels,
  type TeamSuccessEventKind,
  type TeamSuccessStatus,
  teamSuccessStatusLabels,
} from '@shared/team-success';
import { isUuid } from '@shared/uuid';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { leagues, teams } from '../../db/schema/leagues';
import { teamMatches } from '../../db/schema/team-matches';
import { teamSuccessEvents, teamSuccessStories } from '../../db/schema/team-success';
import { actorNameOf } from '../../lib/actor-name';
import { AppError, fieldError } from '../../lib/app-error';
import { containsAny } from '../../lib/search';
import { tableList } from '../../lib/table-list';
import { reportColumnsOf } from '../../lib/team-success-report';
import {
  attachUpload,
  recordUpload,
  releaseUpload,
  removeUnusedUpload,
  type UploadHolder,
} from '../../lib/upload-records';
import { detectImageType, saveUploadKept } from '../../lib/uploads';

type StoryRow = typeof teamSuccessStories.$inferSelect;
const t = teamSuccessStories;

const storyNotFound = () => new AppError('NOT_FOUND', 'We could not find that story.');
const photoHolder = (id: string): UploadHolder => ({ type: 'team_success', id, field: 'photo' });

/** Teams that play in a league: submitted and rejected registrations never won anything. */
const playingTeamStatuses = ['approved', 'active'] as const;

/**
 * Our teams for the form, newest season first, each with what we know of its season. The
 * record comes from the team's fixtures; scores and standings are not kept yet, so it says how
 * many team matches were played rather than won.
 */
export async function listTeamSuccessTeams(db: DbOrTx): Promise<TeamSuccessTeamOption[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      league: leagues.name,
      season: leagues.season,
      year: leagues.year,
      played: sql<number>`(select count(*)::int from ${teamMatches} m where m.team_id = ${teams.id} and m.status = 'scheduled' and m.starts_at < now())`,
    })
    .from(teams)
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(inArray(teams.status, [...playingTeamStatuses]))
    .orderBy(desc(leagues.year), asc(teams.name));
  return rows.map((r) => {
    const season = `${leagueSeasonLabels[r.season]} ${r.year}`;
    const played = r.played === 1 ? '1 team match played' : `${r.played} team matches played`;
    return {
      id: r.id,
      name: r.name,
      league: `${r.league} (${season})`,
      seasonYear: r.year,
      results: r.played > 0 ? `${season} · ${played}` : '',
    };
  });
}

/**
 * Stores a reporter's photo through the same checks as avatars: the type comes from the bytes
 * (JPEG, PNG or WebP), it is saved under a random name and recorded as the team-success
 * stories' upload until a report shows it.
 */
export async function storeTeamSuccessPhoto(
  ctx: Pick<AppContext, 'db' | 'uploadsDir'>,
  bytes: Uint8Array,
  uploadedBy: string | null,
): Promise<{ url: string }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'The chosen file is empty.');
  const type = detectImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The photo must be a JPEG, PNG or WebP image.');
  return saveUploadKept(ctx.uploadsDir, { kind: 'teamsuccess', bytes, type }, async (url) => {
    await recordUpload(ctx.db, url, { type: 'team_success', id: null }, uploadedBy);
    return { url };
  });
}

async function addEvent(
  tx: DbOrTx,
  storyId: string,
  kind: TeamSuccessEventKind,
  actorId: string | null,
  note = '',
): Promise<void> {
  const actorName = await actorNameOf(tx, actorId);
  await tx.insert(teamSuccessEvents).values({ storyId, kind, actorId, actorName, note });
}

async function attachPhoto(tx: Tx, url: string, storyId: string): Promise<void> {
  try {
    await attachUpload(tx, url, photoHolder(storyId));
  } catch (err) {
    if (err instanceof AppError) throw fieldError('VALIDATION', 'photoUrl', err.message);
    throw err;
  }
}

/** A public report: stored waiting for review, with its photo and the first line of its trail. */
export async function reportTeamSuccess(
  db: Db,
  input: ReportTeamSuccess,
  reportedBy: string | null,
): Promise<TeamSuccessReported> {
  return db.transaction(async (tx) => {
    if (input.teamId) {
      const [team] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, input.teamId), inArray(teams.status, [...playingTeamStatuses])))
        .limit(1);
      if (!team) throw fieldError('VALIDATION', 'teamId', 'Choose a team from the list.');
    }
    const [row] = await tx
      .insert(t)
      .values({
        ...reportColumnsOf(input),
        reportedBy,
      })
      .returning({ id: t.id });
    const id = row!.id;
    if (input.photoUrl) await attachPhoto(tx, input.photoUrl, id);
    await addEvent(tx, id, 'reported', null, `By ${input.reporterName} <${input.reporterEmail}>`);
    return {
      id,
      message:
        'Thank you! The club’s volunteers will read your story and publish it on the team success page once it is reviewed.',
    };
  });
}

function toStory(row: StoryRow): Omit<TeamSuccessStory, 'publishedAt'> {
  return {
    id: row.id,
    teamName: row.teamName,
    league: row.league,
    seasonYear: row.seasonYear,
    achievement: row.achievement,
    results: row.results,
    story: row.story,
    playerNames: row.playerNames,
    photoUrl: row.photoUrl,
  };
}

function toEntry(row: StoryRow): TeamSuccessEntry {
  return {
    ...toStory(row),
    teamId: row.teamId,
    status: row.status,
    reporterName: row.reporterName,
    reporterEmail: row.reporterEmail,
    rejectionReason: row.rejectionReason,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The newest published stories (public page, home page). */
export async function listPublishedStories(db: DbOrTx, limit: number): Promise<TeamSuccessStory[]> {
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.status, 'published'))
    .orderBy(desc(t.publishedAt), desc(t.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...toStory(r), publishedAt: r.publishedAt!.toISOString() }));
}

const sortColumns = {
  createdAt: t.createdAt,
  teamName: t.teamName,
  seasonYear: t.seasonYear,
  status: t.status,
  publishedAt: t.publishedAt,
} satisfies Record<TeamSuccessSortKey, unknown>;

function listFilter(query: TeamSuccessListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  conditions.push(
    containsAny(query.q, [t.teamName, t.league, t.playerNames, t.reporterName, t.reporterEmail, t.story]),
  );
  if (query.status) conditions.push(eq(t.status, query.status));
  if (query.season) conditions.push(eq(t.seasonYear, query.season));
  return and(...conditions);
}

function orderFor(query: Pick<TeamSuccessListQuery, 'sort' | 'dir'>) {
  const column = sortColumns[query.sort];
  const order = query.dir === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return [order, desc(t.createdAt), asc(t.id)];
}

const csvColumns: CsvColumn<TeamSuccessEntry>[] = [
  { header: 'Reported', at: (e) => e.createdAt },
  { header: 'Status', value: (e) => teamSuccessStatusLabels[e.status] },
  { header: 'Team', value: (e) => e.teamName },
  { header: 'League', value: (e) => e.league },
  { header: 'Season', value: (e) => e.seasonYear },
  { header: 'Achievement', value: (e) => achievementLabels[e.achievement] },
  { header: 'Results', value: (e) => e.results },
  { header: 'Players', value: (e) => e.playerNames },
  { header: 'Story', value: (e) => e.story },
  { header: 'Photo', value: (e) => e.photoUrl ?? '' },
  { header: 'Reporter', value: (e) => e.reporterName },
  { header: 'Reporter e-mail', value: (e) => e.reporterEmail },
  { header: 'Published', at: (e) => e.publishedAt },
  { header: 'Rejection reason', value: (e) => e.rejectionReason ?? '' },
];

/** The staff's list of reports and its CSV (every report matching the filters, no paging). */
export const teamSuccessAdminList = tableList({
  table: t,
  where: listFilter,
  orderBy: orderFor,
  pageSize: teamSuccessPageSize,
  toItem: toEntry,
  csvColumns,
});

/** One report with its audit trail, oldest first. */
export async function getTeamSuccessDetail(db: DbOrTx, id: string): Promise<TeamSuccessDetail> {
  if (!isUuid(id)) throw storyNotFound();
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw storyNotFound();
  const events = await db
    .select()
    .from(teamSuccessEvents)
    .where(eq(teamSuccessEvents.storyId, id))
    .orderBy(asc(teamSuccessEvents.at), asc(teamSuccessEvents.id));
  return {
    entry: toEntry(row),
    history: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      at: e.at.toISOString(),
      actorName: e.actorName,
      note: e.note,
    })),
  };
}

async function lockStory(tx: Tx, id: string): Promise<StoryRow> {
  if (!isUuid(id)) throw storyNotFound();
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update').limit(1);
  if (!row) throw storyNotFound();
  return row;
}

/** Which statuses each decision starts from; anything else is a 409 with a readable reason. */
const transitions = {
  approved: { from: ['submitted', 'rejected'], verb: 'approve' },
  rejected: { from: ['submitted', 'approved'], verb: 'reject' },
  published: { from: ['approved'], verb: 'publish' },
  unpublished: { from: ['published'], verb: 'unpublish' },
} as const satisfies Record<string, { from: readonly TeamSuccessStatus[]; verb: string }>;

type Decision = keyof typeof transitions;

/** Approve, reject, publish or unpublish one story (row locked; the trail records who and when). */
export async function decideTeamSuccess(
  db: Db,
  id: string,
  decision: Decision,
  actorId: string | null,
  reason = '',
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockStory(tx, id);
    const rule = transitions[decision];
    if (!(rule.from as readonly TeamSuccessStatus[]).includes(row.status)) {
      throw new AppError(
        'CONFLICT',
        `A story that is ${teamSuccessStatusLabels[row.status].toLowerCase()} cannot be ${decision === 'approved' ? 'approved' : `${rule.verb}ed`}.`,
      );
    }
    const status: TeamSuccessStatus = decision === 'unpublished' ? 'approved' : decision;
    await tx
      .update(t)
      .set({
        status,
        publishedAt: decision === 'published' ? sql`now()` : null,
        rejectionReason: decision === 'rejected' ? reason : null,
        updatedAt: sql`now()`,
      })
      .where(eq(t.id, id));
    await addEvent(tx, id, decision, actorId, reason);
  });
}

const editableFields = [
  'teamName',
  'league',
  'seasonYear',
  'achievement',
  'results',
  'story',
  'playerNames',
  'photoUrl',
] as const;

/** Staff correct a story; the trail names the fields changed. A removed photo leaves the disk. */
export async function editTeamSuccess(
  ctx: Pick<AppContext, 'db' | 'uploadsDir'>,
  id: string,
  input: EditTeamSuccess,
  actorId: string | null,
): Promise<void> {
  const released = await ctx.db.transaction(async (tx) => {
    const row = await lockStory(tx, id);
    const next = { ...input, photoUrl: input.photoUrl || null };
    const changed = editableFields.filter((f) => (row[f] ?? null) !== (next[f] ?? null));
    if (changed.length === 0) return null;
    let releasedUrl: string | null = null;
    if (changed.includes('photoUrl')) {
      if (next.photoUrl) await attachPhoto(tx, next.photoUrl, id);
      releasedUrl = await releaseUpload(tx, row.photoUrl, photoHolder(id));
    }
    await tx
      .update(t)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(t.id, id));
    await addEvent(tx, id, 'edited', actorId, `Changed: ${changed.join(', ')}`);
    return releasedUrl;
  });
  await removeUnusedUpload(ctx.uploadsDir, released);
}
