import { scoresApi, standingsApi } from '@shared/api/team-matches';
import {
  scoreDisputeSchema,
  scoreSheetInputSchema,
  standingsRulesInputSchema,
} from '@shared/schemas/team-matches';
import { type Context, Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer, type RequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import { csvResponse } from '../../lib/csv';
import { loadMatchFacts } from './lineup-match-context';
import { confirmScores, disputeScores, enterScores, exportScorecardCsv, getScoreSheet } from './score-sheets';
import {
  exportStandingsCsv,
  getLeagueStandings,
  getTeamStandings,
  loadLeagueFacts,
  setStandingsRules,
} from './standings-compute';

const viewerOf = (c: Context<AppEnv>): RequestViewer => c.get('viewer') ?? anonymousRequestViewer;

export function scoreRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const s = scoresApi;
  const record = (params: { id: string }) => loadMatchFacts(ctx.db, params.id);
  handle(router, s.get, { record }, async ({ params }, c) => getScoreSheet(ctx.db, params.id, viewerOf(c)));
  handle(router, s.enter, { body: scoreSheetInputSchema, record }, async ({ params, body }, c) =>
    enterScores(ctx.db, params.id, body, viewerOf(c)),
  );
  handle(router, s.confirm, { record }, async ({ params }, c) =>
    confirmScores(ctx.db, params.id, viewerOf(c)),
  );
  handle(router, s.dispute, { body: scoreDisputeSchema, record }, async ({ params, body }, c) =>
    disputeScores(ctx.db, params.id, viewerOf(c), body.note),
  );
  handle(router, s.scorecardCsv, { record }, async ({ params }, c) => {
    const { filename, csv } = await exportScorecardCsv(ctx.db, params.id);
    return csvResponse(c, filename, csv);
  });

  const st = standingsApi;
  handle(router, st.league, {}, async ({ params }, c) => getLeagueStandings(ctx.db, params.id, viewerOf(c)));
  handle(router, st.leagueCsv, {}, async ({ params }, c) => {
    const { filename, csv } = await exportStandingsCsv(ctx.db, params.id, viewerOf(c));
    return csvResponse(c, filename, csv);
  });
  handle(router, st.team, {}, async ({ params }, c) => getTeamStandings(ctx.db, params.id, viewerOf(c)));
  handle(
    router,
    st.setRules,
    { body: standingsRulesInputSchema, record: (p) => loadLeagueFacts(ctx.db, p.id) },
    async ({ params, body }, c) => setStandingsRules(ctx.db, params.id, body, viewerOf(c)),
  );
  return router;
}
