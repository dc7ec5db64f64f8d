import type { CsvColumn } from '@shared/csv';
import { mapLinksFor } from '@shared/map-links';
import {
  adminPageSize,
  type Court,
  type CourtListQuery,
  type CourtSortKey,
  type CreateCourtInput,
  courtSettingLabels,
  courtSurfaceLabels,
  type UpdateCourtInput,
} from '@shared/schemas/courts';
import { slugify } from '@shared/slug';
import { isUuid } from '@shared/uuid';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courts } from '../../db/schema/courts';
import { socialEvents, tournaments } from '../../db/schema/events';
import { AppError, fieldError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { containsAny } from '../../lib/search';
import { freeSlug, isSlugTaken } from '../../lib/slugs';
import { sortOrder, tableList } from '../../lib/table-list';

type CourtRow = typeof courts.$inferSelect;

function toCourt(row: CourtRow): Court {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    numberOfCourts: row.numberOfCourts,
    surface: row.surface,
    hasLights: row.hasLights,
    setting: row.setting,
    accessNotes: row.accessNotes,
    notes: row.notes,
    sortOrder: row.sortOrder,
    distanceMiles: row.distanceMiles,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const displayOrder = [asc(courts.sortOrder), asc(courts.name), asc(courts.id)];

/** Every location, in the club's display order (public list). */
export async function listCourts(db: DbOrTx): Promise<Court[]> {
  const rows = await db
    .select()
    .from(courts)
    .orderBy(...displayOrder);
  return rows.map(toCourt);
}

export async function getCourtBySlug(db: DbOrTx, slug: string): Promise<Court> {
  const [row] = await db.select().from(courts).where(eq(courts.slug, slug)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that court location.');
  return toCourt(row);
}

export async function getCourtById(db: DbOrTx, id: string): Promise<Court> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'We could not find that court location.');
  const [row] = await db.select().from(courts).where(eq(courts.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find that court location.');
  return toCourt(row);
}

const sortColumns = {
  sortOrder: courts.sortOrder,
  name: courts.name,
  numberOfCourts: courts.numberOfCourts,
  surface: courts.surface,
  setting: courts.setting,
  updatedAt: courts.updatedAt,
} satisfies Record<CourtSortKey, unknown>;

function searchFilter(q: string | undefined): SQL | undefined {
  return containsAny(q, [courts.name, courts.address, courts.accessNotes, courts.notes]);
}

const orderFor = sortOrder(sortColumns, asc(courts.name), asc(courts.id));

const csvColumns: CsvColumn<Court>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'Slug', value: (c) => c.slug },
  { header: 'Address', value: (c) => c.address },
  { header: 'Number of courts', value: (c) => c.numberOfCourts },
  { header: 'Surface', value: (c) => courtSurfaceLabels[c.surface] },
  { header: 'Lights', value: (c) => (c.hasLights ? 'Yes' : 'No') },
  { header: 'Indoor/outdoor', value: (c) => courtSettingLabels[c.setting] },
  { header: 'Access notes', value: (c) => c.accessNotes },
  { header: 'Notes', value: (c) => c.notes },
  { header: 'Display order', value: (c) => c.sortOrder },
  { header: 'Miles from the club', value: (c) => c.distanceMiles ?? '' },
  { header: 'OpenStreetMap', value: (c) => mapLinksFor(c.address).openStreetMap },
  { header: 'Google Maps', value: (c) => mapLinksFor(c.address).googleMaps },
  { header: 'Updated', at: (c) => c.updatedAt },
];

/** Admin list and its CSV: search over name, address and notes; sorted; pages of 50. */
export const courtsAdminList = tableList({
  table: courts,
  where: (query: CourtListQuery) => searchFilter(query.q),
  orderBy: orderFor,
  pageSize: adminPageSize,
  toItem: toCourt,
  csvColumns,
});

function slugTaken(slug: string): AppError {
  return fieldError(
    'CONFLICT',
    'slug',
    `Another location already uses the web address "${slug}". Choose another one.`,
  );
}

export async function createCourt(db: DbOrTx, input: CreateCourtInput): Promise<Court> {
  const { slug: wanted, ...fields } = input;
  let slug: string;
  if (wanted) {
    if (await isSlugTaken(db, courts, wanted)) throw slugTaken(wanted);
    slug = wanted;
  } else {
    slug = await freeSlug(db, courts, slugify(fields.name) || 'location');
  }
  try {
    const [row] = await db
      .insert(courts)
      .values({ ...fields, slug })
      .returning();
    return toCourt(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(slug);
    throw err;
  }
}

export async function updateCourt(db: DbOrTx, id: string, input: UpdateCourtInput): Promise<Court> {
  await getCourtById(db, id);
  if (input.slug && (await isSlugTaken(db, courts, input.slug, id))) throw slugTaken(input.slug);
  try {
    const [row] = await db
      .update(courts)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(courts.id, id))
      .returning();
    return toCourt(row!);
  } catch (err) {
    if (isUniqueViolation(err) && input.slug) throw slugTaken(input.slug);
    throw err;
  }
}

/**
 * Deletes a location nobody refers to. Events keep their place through this link
 * (the foreign key would only null it), so a location in use is refused with 409.
 */
export async function deleteCourt(db: DbOrTx, id: string): Promise<void> {
  await getCourtById(db, id);
  await db.transaction(async (tx) => {
    // FOR UPDATE blocks events from being pointed at this location until we are done.
    const [court] = await tx.select().from(courts).where(eq(courts.id, id)).for('update');
    if (!court) throw new AppError('NOT_FOUND', 'We could not find that court location.');
    const [socials, tourneys] = await Promise.all([
      tx.select({ title: socialEvents.title }).from(socialEvents).where(eq(socialEvents.courtId, id)),
      tx.select({ title: tournaments.title }).from(tournaments).where(eq(tournaments.courtId, id)),
    ]);
    const titles = [...socials, ...tourneys].map((r) => r.title);
    if (titles.length > 0) {
      const sample = titles
        .slice(0, 3)
        .map((t) => `"${t}"`)
        .join(', ');
      const more = titles.length > 3 ? ` and ${titles.length - 3} more` : '';
      const many = titles.length > 1;
      throw new AppError(
        'CONFLICT',
        `${court.name} cannot be deleted: ${titles.length} ${many ? 'events' : 'event'} still take${many ? '' : 's'} place there (${sample}${more}). Move ${many ? 'them' : 'it'} to another location first.`,
      );
    }
    try {
      await tx.delete(courts).where(eq(courts.id, id));
    } catch (err) {
      // Another feature's table may restrict the delete: still a clear 409.
      if (isForeignKeyViolation(err)) {
        throw new AppError(
          'CONFLICT',
          `${court.name} cannot be deleted: other club records still refer to it.`,
        );
      }
      throw err;
    }
  });
}
