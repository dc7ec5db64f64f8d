import { clubIdentitySchema } from '../club';
import { paths } from '../paths';
import { z } from '../zod';
import { type Page, pageNumberSchema, pageSizeSchema, searchSchema, sortedPage } from './paging';

/** The club's editable pages, in the order the admin list shows them. */
export const contentPageKeys = [
  'about',
  'history',
  'bylaws',
  'rules',
  'code-of-conduct',
  'schedule',
  'privacy',
  'terms',
] as const;
export type ContentPageKey = (typeof contentPageKeys)[number];

/** Title used until an editor writes the page, and the public route of each page. */
export const contentPageInfo: Record<ContentPageKey, { title: string; path: string }> = {
  about: { title: 'About', path: paths.about },
  history: { title: 'Our History', path: paths.history },
  bylaws: { title: 'Bylaws', path: paths.bylaws },
  rules: { title: 'Rules of Play', path: paths.rules },
  'code-of-conduct': { title: 'Code of Conduct', path: paths.codeOfConduct },
  schedule: { title: 'Season Schedule', path: paths.schedule },
  privacy: { title: 'Privacy Policy', path: paths.privacy },
  terms: { title: 'Terms of Use', path: paths.terms },
};

export function isContentPageKey(value: string): value is ContentPageKey {
  return (contentPageKeys as readonly string[]).includes(value);
}

/** Images added to pages and news (POST /api/admin/content/images, field "image"). */
export const contentImageMaxBytes = 5 * 1024 * 1024;

/** Markdown bodies: generous for bylaws, below the server's 64 KB JSON limit. */
export const maxBodyLength = 50_000;

const titleField = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .min(1, 'Please enter a title.')
  .max(150, 'The title can be at most 150 characters.');

const bodyField = z
  .string({ error: 'Please write the text.' })
  .max(maxBodyLength, `The text can be at most ${maxBodyLength.toLocaleString('en-US')} characters.`);

/** The version the editor started from: the server refuses the save when someone saved since. */
const versionField = z
  .number({ error: 'The edited version is missing; reload the page.' })
  .int()
  .min(0, 'The edited version is missing; reload the page.');

/** PUT /api/pages/:key and the page editor form. version 0 = the page has never been saved. */
export const savePageSchema = z.object({
  title: titleField,
  body: bodyField.refine((b) => b.trim().length > 0, 'Please write the text of the page.'),
  version: versionField,
});
export type SavePageInput = z.infer<typeof savePageSchema>;

/** Lowercase words joined by hyphens: a news post's web address (/news/<slug>). */
export const newsSlugSchema = z
  .string()
  .trim()
  .min(3, 'The web address needs at least 3 characters.')
  .max(100, 'The web address can be at most 100 characters.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single hyphens only (e.g. "spring-social").',
  );

const newsFields = {
  title: titleField,
  /** Empty → made from the title by the server. */
  slug: z.union([z.literal(''), newsSlugSchema]),
  summary: z
    .string({ error: 'Please write a short summary.' })
    .trim()
    .min(1, 'Please write a short summary (it is shown in the news list).')
    .max(300, 'The summary can be at most 300 characters.'),
  body: bodyField.refine((b) => b.trim().length > 0, 'Please write the text of the post.'),
};

/** POST /api/admin/news and the new-post form (always created as a draft). */
export const createNewsPostSchema = z.object(newsFields);
export type CreateNewsPostInput = z.infer<typeof createNewsPostSchema>;

/** PUT /api/admin/news/:id and the edit form. */
export const updateNewsPostSchema = z.object({ ...newsFields, version: versionField });
export type UpdateNewsPostInput = z.infer<typeof updateNewsPostSchema>;

/** POST /api/admin/news/:id/publish: now, or a chosen date (a future date schedules the post). */
export const publishNewsPostSchema = z.object({
  publishedAt: z.iso.datetime({ offset: true, error: 'Enter a valid publish date.' }).optional(),
});
export type PublishNewsPostInput = z.infer<typeof publishNewsPostSchema>;

/** GET /api/news: published posts, newest first. */
export const newsListQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: pageSizeSchema(50, 10),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsStatuses = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

export const newsStatusLabels: Record<NewsStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const newsSortKeys = ['publishedAt', 'updatedAt', 'title'] as const;
export type NewsSortKey = (typeof newsSortKeys)[number];

export const adminNewsPageSize = 50;

/** GET /api/admin/news: every post, searchable and sortable, 50 a page. */
export const adminNewsQuerySchema = z.object({
  q: searchSchema.optional(),
  status: z.enum(['all', ...newsStatuses], { error: 'Unknown status.' }).default('all'),
  ...sortedPage(newsSortKeys, 'updatedAt', 'desc'),
});
export type AdminNewsQuery = z.infer<typeof adminNewsQuerySchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const webLink = (what: string) =>
  z
    .string()
    .trim()
    .pipe(
      z.url({
        protocol: /^https?$/,
        error: `Enter the full address of the ${what}, starting with https://`,
      }),
    );

/**
 * PUT /api/club and the club identity form: the shape of clubIdentitySchema with
 * messages an editor can act on, a real time zone and only web links (the footer
 * turns them into links, so no javascript: or other schemes).
 */
export const saveClubIdentitySchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the club name.').max(120, 'At most 120 characters.'),
    shortName: z
      .string()
      .trim()
      .min(1, 'Enter the short name (shown in page titles).')
      .max(20, 'At most 20 characters.'),
    foundedYear: z
      .number({ error: 'Enter the year the club was founded.' })
      .int('Enter a whole year, e.g. 1974.')
      .min(1800, 'Enter a year after 1800.')
      .max(new Date().getFullYear(), 'The founding year cannot be in the future.'),
    email: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
    phone: z
      .string()
      .trim()
      .min(3, 'Enter the phone number.')
      .max(40, 'At most 40 characters.')
      .regex(/^[+()\d\s./-]+$/, 'Use digits, spaces and + ( ) - . only.'),
    address: z.string().trim().min(3, 'Enter the postal address.').max(200, 'At most 200 characters.'),
    location: z.string().trim().min(1, 'Enter the town or area.').max(120, 'At most 120 characters.'),
    timeZone: z
      .string()
      .trim()
      .min(1, 'Enter the time zone, e.g. America/Denver.')
      .max(60, 'At most 60 characters.')
      .refine(isTimeZone, 'Unknown time zone: use a name like America/Denver.'),
    facebookUrl: webLink('Facebook group'),
    instagramUrl: webLink('Instagram page'),
  })
  .pipe(clubIdentitySchema);
export type SaveClubIdentityInput = z.input<typeof saveClubIdentitySchema>;

export interface ContentPage {
  key: ContentPageKey;
  title: string;
  body: string;
  version: number;
  updatedAt: string;
}

/** The admin list: every key, written or not. */
export interface ContentPageSummary {
  key: ContentPageKey;
  title: string;
  path: string;
  /** 0 while the page has never been written. */
  version: number;
  updatedAt: string | null;
  updatedByName: string | null;
}

/** One saved version of a page or a news post, as the editors' version history lists it. */
export interface SavedVersion {
  id: string;
  version: number;
  title: string;
  body: string;
  savedAt: string;
  savedByName: string;
  /** Set when this version was made by restoring an earlier one. */
  restoredFromVersion: number | null;
}

export type ContentPageVersion = SavedVersion;

export interface ContentPageVersionList {
  currentVersion: number;
  versions: ContentPageVersion[];
}

export interface NewsPostSummary {
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  authorName: string;
}

export interface NewsPost extends NewsPostSummary {
  body: string;
  updatedAt: string;
}

export type NewsListResponse = Page<NewsPostSummary>;

export interface AdminNewsPost {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  status: NewsStatus;
  publishedAt: string | null;
  authorName: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedByName: string;
}

export type AdminNewsListResponse = Page<AdminNewsPost>;

export interface NewsPostVersion extends SavedVersion {
  slug: string;
  summary: string;
}

export interface NewsPostVersionList {
  currentVersion: number;
  versions: NewsPostVersion[];
}

/** Body of a 409 on a stale save: who saved in between. */
export interface StaleSaveDetails {
  currentVersion: number;
  updatedByName: string | null;
  updatedAt: string | null;
}
