import { lineupApi } from '@shared/api/team-matches';
import { lineupInputSchema } from '@shared/schemas/team-matches';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { hourlyMailRule } from '../../lib/rate-limit';
import { loadMatchRecord } from './lineup-match-context';
import {
  getLineupBuilder,
  getPublishedLineup,
  getSharedLineup,
  publishLineup,
  saveLineup,
} from './lineup-store';
import { loadTeamMatchFacts, teamIdOfMatch } from './schedule-team';

/** Publishing a lineup e-mails its players: counted per account. */
export const lineupMailRule = hourlyMailRule('lineup-publish', 20, 'published the most lineups');

export function lineupRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  // The match, its team and league: the access rule's facts and what the domain reads.
  const record = (params: { id: string }) => loadMatchRecord(ctx.db, params.id);
  handle(router, lineupApi.get, { record }, async ({ record }) => getLineupBuilder(ctx.db, record));
  handle(router, lineupApi.save, { body: lineupInputSchema, record }, async ({ record, body, viewer }) =>
    saveLineup(ctx.db, record, body, viewer.userId),
  );
  // Publishing re-reads the match under the lineup's row lock (lineup-store), so only the facts here.
  handle(
    router,
    lineupApi.publish,
    { record, rateLimit: { rule: lineupMailRule, per: 'account' } },
    async ({ params, viewer }) => publishLineup(ctx, params.id, viewer.userId),
  );
  // Read by the team's players too: their facts include the roster (members), not only captains.
  const teamRecord = async (params: { id: string }) =>
    loadTeamMatchFacts(ctx.db, await teamIdOfMatch(ctx.db, params.id));
  handle(router, lineupApi.published, { record: teamRecord }, async ({ params }) => ({
    lineup: await getPublishedLineup(ctx.db, params.id),
  }));
  handle(router, lineupApi.shared, { isSecretLink: true }, async ({ params }) =>
    getSharedLineup(ctx.db, params.token),
  );
  return router;
}
