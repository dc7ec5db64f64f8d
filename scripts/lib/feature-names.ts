import { readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * One name per feature (issue 20 §1, docs/decisions/028-one-name-per-feature.md).
 *
 * The rule, as `npm run lint` checks it (scripts/check-feature-names.ts):
 *
 * - A *feature* is a name F with an API: a definition file src/shared/api/F.ts (define.ts is the
 *   kit that defines routes, not a feature).
 * - Every feature has all five sides under that one name: src/client/features/F/,
 *   src/server/features/F/, src/shared/api/F.ts, src/shared/schemas/F.ts, src/server/db/schema/F.ts.
 *   A side may be missing only when `missingSides` says why.
 * - Every other name found on a side must be a feature's, or be listed in `oneSided` with why
 *   (a piece with no API of its own: the home page, the outbox table, a query helper...). In
 *   shared/schemas and db/schema, a file `F-<part>.ts` of a feature F counts as F's (one feature's
 *   module in several files); folders in client/features and server/features get no such leeway.
 * - An entry of either list that no longer applies (the side now exists, the name is gone) is an
 *   error too, so the lists stay short and true.
 *
 * So `client/features/profile` beside `shared/api/profiles.ts` fails (no feature `profile`), and
 * so does a new `shared/api/tournaments.ts` without its server and client folders.
 */

export const sides = ['client', 'server', 'api', 'schemas', 'db'] as const;
export type Side = (typeof sides)[number];

/** Where each side lives, and whether a name there is a folder or a `.ts` file. */
export const sideDirs: Record<Side, { dir: string; kind: 'folder' | 'file' }> = {
  client: { dir: 'src/client/features', kind: 'folder' },
  server: { dir: 'src/server/features', kind: 'folder' },
  api: { dir: 'src/shared/api', kind: 'file' },
  schemas: { dir: 'src/shared/schemas', kind: 'file' },
  db: { dir: 'src/server/db/schema', kind: 'file' },
};

/** Sides that may hold `<feature>-<part>.ts` files. */
const partSides: ReadonlySet<Side> = new Set(['schemas', 'db']);

export type Listing = Record<Side, readonly string[]>;
export type Reasons = Partial<Record<Side, Readonly<Record<string, string>>>>;

/** Features with an API that have no name on a side, and why. */
export const missingSides: Reasons = {
  client: {
    'error-log': 'every page reports its errors through client/lib/error-reporting.ts; there is no page',
    push: "the notice choices are a section of one's profile (profiles/components/notice-preferences.tsx); the device's subscription is client/lib/web-push.ts",
    'my-week':
      "the week shows on two features' pages (home, profiles): its pieces live in client/components/my-week",
  },
  db: {
    captains: "the captains page reads the leagues' teams and rosters (db/schema/leagues); it owns no table",
  },
};

/** Names on one side only: pieces with no API of their own, and why. */
export const oneSided: Reasons = {
  client: {
    admin: "the back office's dashboard: links to the admin pages, no API of its own",
    home: "the home page shows other features' reads (events, news, team success)",
    'not-found': 'the 404 page',
  },
  server: {
    health: 'GET /health for the process supervisor; no page calls it',
    'site-index': 'robots.txt and sitemap.xml, for crawlers',
    uploads: "serves stored files at /uploads/:file; each feature's own routes take the uploads",
  },
  api: {
    define: 'the kit every API definition is written with',
  },
  schemas: {
    paging: 'page and page-size query fields every paged list uses',
    'query-integer': 'the whole-number query field the paging and list queries build on',
    'contact-relay': 'the message relay both contacts and captains use, one floor below both',
  },
  db: {
    auth: "Better Auth's tables (users, sessions, accounts, two-factor)",
    backups: "the scheduled backups' record, kept by a server job",
    columns: 'the column shapes the tables repeat (ids, timestamps, references); no table of its own',
    mail: 'the e-mail outbox every feature sends through',
    'rate-limits': "the rate limiter's counters, shared by every route",
    'read-versions': 'the versions the cached reads are checked against (lib/versioned-read-cache.ts)',
    uploads: 'stored files, owned by several features (avatars, images, documents)',
  },
};

/** The names on each side of the tree at `root`: folder names, or `.ts` file names without `.ts`. */
export function readListing(root: string): Listing {
  const listing = {} as Record<Side, string[]>;
  for (const side of sides) {
    const { dir, kind } = sideDirs[side];
    const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
    listing[side] = entries
      .filter((e) => (kind === 'folder' ? e.isDirectory() : e.isFile() && e.name.endsWith('.ts')))
      .map((e) => (kind === 'folder' ? e.name : e.name.slice(0, -'.ts'.length)))
      .sort();
  }
  return listing;
}

const where = (side: Side, name: string) =>
  `${sideDirs[side].dir}/${name}${sideDirs[side].kind === 'folder' ? '/' : '.ts'}`;

/** Every breach of the rule in `listing`, one readable line each; none when the names agree. */
export function checkFeatureNames(
  listing: Listing,
  missing: Reasons = missingSides,
  extra: Reasons = oneSided,
): string[] {
  const problems: string[] = [];
  const features = listing.api.filter((name) => !extra.api?.[name]);
  const isFeature = new Set(features);

  for (const feature of features) {
    for (const side of sides) {
      if (listing[side].includes(feature)) continue;
      if (missing[side]?.[feature]) continue;
      problems.push(
        `Feature "${feature}" (${where('api', feature)}) has no ${where(side, feature)}: give it that name, or list it in missingSides with why.`,
      );
    }
  }

  for (const side of sides) {
    for (const name of listing[side]) {
      if (isFeature.has(name) || extra[side]?.[name]) continue;
      const owner = partSides.has(side) ? features.find((f) => name.startsWith(`${f}-`)) : undefined;
      if (owner) continue;
      problems.push(
        `${where(side, name)} is no feature's: name it after the feature whose API it serves (src/shared/api/<feature>.ts), or list it in oneSided with why.`,
      );
    }
  }

  for (const side of sides) {
    for (const name of Object.keys(missing[side] ?? {})) {
      if (!isFeature.has(name) || listing[side].includes(name)) {
        problems.push(`missingSides.${side} lists "${name}", which no longer applies: remove it.`);
      }
    }
    for (const name of Object.keys(extra[side] ?? {})) {
      if (!listing[side].includes(name)) {
        problems.push(`oneSided.${side} lists "${name}", which is not there any more: remove it.`);
      }
    }
  }
  return problems;
}
