import { z } from '../zod';
import { type Page, searchSchema, sortedPage } from './paging';

export const courtSurfaces = ['hard', 'clay', 'grass', 'artificial_grass', 'carpet', 'other'] as const;
export type CourtSurface = (typeof courtSurfaces)[number];

export const courtSurfaceLabels: Record<CourtSurface, string> = {
  hard: 'Hard court',
  clay: 'Clay',
  grass: 'Grass',
  artificial_grass: 'Artificial grass',
  carpet: 'Carpet',
  other: 'Other',
};

export const courtSettings = ['outdoor', 'indoor', 'both'] as const;
export type CourtSetting = (typeof courtSettings)[number];

export const courtSettingLabels: Record<CourtSetting, string> = {
  outdoor: 'Outdoor',
  indoor: 'Indoor',
  both: 'Indoor & outdoor',
};

/** Lowercase words joined by hyphens: what a location's web address (/courts/<slug>) is made of. */
export const courtSlugSchema = z
  .string()
  .trim()
  .min(2, 'The web address needs at least 2 characters.')
  .max(80, 'The web address can be at most 80 characters.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single hyphens only (e.g. "city-park").',
  );

/** The farthest a venue is entered from the club (the sub finder's travel check). */
export const maxCourtDistanceMiles = 500;

const courtFields = {
  name: z
    .string()
    .trim()
    .min(2, 'Please enter the name of the location.')
    .max(120, 'The name can be at most 120 characters.'),
  address: z
    .string()
    .trim()
    .min(5, 'Please enter the street address (it is used for the map links).')
    .max(300, 'The address can be at most 300 characters.'),
  numberOfCourts: z
    .number({ error: 'Enter the number of courts.' })
    .int('The number of courts must be a whole number.')
    .min(1, 'A location has at least 1 court.')
    .max(100, 'At most 100 courts.'),
  surface: z.enum(courtSurfaces, { error: 'Choose a surface.' }),
  hasLights: z.boolean({ error: 'Say whether the courts have lights.' }),
  setting: z.enum(courtSettings, { error: 'Choose indoor, outdoor or both.' }),
  accessNotes: z.string().trim().max(2000, 'Access notes can be at most 2000 characters.'),
  notes: z.string().trim().max(2000, 'Notes can be at most 2000 characters.'),
  distanceMiles: z
    .number({ error: 'Enter the distance in miles, or leave it empty.' })
    .int('Enter a whole number of miles.')
    .min(0, 'The distance cannot be negative.')
    .max(maxCourtDistanceMiles, `At most ${maxCourtDistanceMiles} miles.`)
    .nullable()
    .optional(),
  sortOrder: z
    .number({ error: 'Enter a number for the display order.' })
    .int('The display order must be a whole number.')
    .min(0, 'The display order cannot be negative.')
    .max(100_000, 'The display order can be at most 100000.'),
};

/** Empty slug → made from the name by the server. */
const optionalSlug = z.union([z.literal(''), courtSlugSchema]);

/** POST /api/courts and the create form. */
export const createCourtSchema = z.object({ ...courtFields, slug: optionalSlug.optional() });
export type CreateCourtInput = z.infer<typeof createCourtSchema>;

/** PATCH /api/courts/:id: any subset of the fields. */
export const updateCourtSchema = z
  .object({ ...courtFields, slug: courtSlugSchema })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');
export type UpdateCourtInput = z.infer<typeof updateCourtSchema>;

export const courtSortKeys = [
  'sortOrder',
  'name',
  'numberOfCourts',
  'surface',
  'setting',
  'updatedAt',
] as const;
export type CourtSortKey = (typeof courtSortKeys)[number];

/** GET /api/admin/courts and the CSV export: search, sort, page of 50. */
export const courtListQuerySchema = z.object({
  q: searchSchema.optional(),
  ...sortedPage(courtSortKeys, 'sortOrder', 'asc'),
});
export type CourtListQuery = z.infer<typeof courtListQuerySchema>;

export const adminPageSize = 50;

/** One location as every API returns it (nothing about courts is private). */
export interface Court {
  id: string;
  name: string;
  slug: string;
  address: string;
  numberOfCourts: number;
  surface: CourtSurface;
  hasLights: boolean;
  setting: CourtSetting;
  accessNotes: string;
  notes: string;
  sortOrder: number;
  /** Miles from the club's home courts (0: a home court); null: not known. */
  distanceMiles: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface CourtListResponse {
  courts: Court[];
}

export type CourtPage = Page<Court>;
