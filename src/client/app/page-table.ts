import type { ComponentType } from 'react';
import type { RouteHandle } from './layout/route-handle';
import { adminPages } from './page-table-admin';
import { memberPages } from './page-table-member';
import { publicPages } from './page-table-public';

/**
 * One row per page: its path, its title and the page, loaded on demand (§2). The rest of a row
 * is what the layout reads (layout/route-handle.ts): `title` for pages that are not menu entries
 * (menu entries use their menu title), `hideTitle`, `standalone`, `canonical`. While the chunk
 * loads, the layout shows "Loading..." in the page area.
 *
 * The rows live in one file per area: page-table-public.ts (visitors), page-table-member.ts
 * (signed-in members) and page-table-admin.ts (officers and admins). Every path is one of `paths`
 * or `pathPatterns` (the server decides 404s by them: shared/app-paths.ts), and the build reads
 * those files as text to preload each page's chunks (scripts/lib/route-chunks-plugin.ts, the files
 * named in vite.config.ts): keep `path:` before `page:` in each row. app/router.tsx makes the
 * routes of these rows, the old addresses' forwards and the catch-all.
 */
export interface PageRow extends RouteHandle {
  path: string;
  page: () => Promise<ComponentType>;
}

export const pages: PageRow[] = [...publicPages, ...memberPages, ...adminPages];
