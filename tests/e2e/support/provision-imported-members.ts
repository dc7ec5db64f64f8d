import { PGlite } from '@electric-sql/pglite';
import type { AppContext } from '@server/context';
import { importFromSupabase } from '@server/features/accounts/import-supabase';
import { oldSiteSql, oldSiteStorageDir } from '../../support/supabase-fixture';

/**
 * The members of the club's old site (tests/fixtures/supabase/old-site.sql), brought over by the
 * operators' import exactly as `npm run users -- import-supabase` does, from a copy of the old
 * tables in an in-memory PGlite: e2e has no PostgreSQL server, and the importer reads any
 * connection that answers queries. Their old bcrypt passwords are what the journeys sign in with.
 */
export async function provisionImportedMembers(ctx: AppContext): Promise<void> {
  const oldSite = new PGlite();
  try {
    await oldSite.exec(oldSiteSql());
    const report = await importFromSupabase(
      ctx,
      { query: async (text, params) => (await oldSite.query<Record<string, unknown>>(text, params)).rows },
      { storageDir: oldSiteStorageDir },
    );
    if (report.counts.imported === 0) throw new Error('e2e setup: nobody was imported from the old site');
  } finally {
    await oldSite.close();
  }
}
