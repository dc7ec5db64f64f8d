import { lineupApi } from '@shared/api/team-matches';
import { lineupInputSchema } from '@shared/schemas/team-matches';
import { type Context, Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer, type RequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import type { RateLimitRule } from '../../lib/rate-limit';
import { loadMatchFacts } from './lineup-match-context';
import {
  getLineupBuilder,
  getPublishedLineup,
  getSharedLineup,
  publishLineup,
  saveLineup,
} from './lineup-store';
import { loadTeamMatchFacts, teamIdOfMatch } from './schedule-team';

/** Publishing a lineup e-mails its players: counted per account. */
export const lineupMailRule: RateLimitRule = {
  name: 'lineup-publish',
  windowMs: 60 * 60_000,
  max: 20,
  message: 'You have published the most lineups we accept in an hour. Please try again later.',
};

const viewerOf = (c: Context<AppEnv>): RequestViewer => c.get('viewer') ?? anonymousRequestViewer;

export function lineupRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const record = (params: { id: string }) => loadMatchFacts(ctx.db, params.id);
  handle(router, lineupApi.get, { record }, async ({ params }) => getLineupBuilder(ctx.db, params.id));
  handle(router, lineupApi.save, { body: lineupInputSchema, record }, async ({ params, body }, c) =>
    saveLineup(ctx.db, params.id, body, viewerOf(c).userId),
  );
  handle(router, lineupApi.publish, { record }, async ({ params }, c) => {
    const viewer = viewerOf(c);
    await ctx.rateLimiter.hit(lineupMailRule, viewer.userId ?? 'anonymous');
    return publishLineup(ctx, params.id, viewer.userId);
  });
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
