import { scoresApi, standingsApi } from '@shared/api/team-matches';
import {
  scoreDisputeSchema,
  scoreSheetInputSchema,
  standingsRulesInputSchema,
} from '@shared/schemas/team-matches';
import { Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import { csvResponse } from '../../lib/csv';
import { loadMatchRecord } from './lineup-match-context';
import { confirmScores, disputeScores, enterScores, exportScorecardCsv, getScoreSheet } from './score-sheets';
import {
  exportStandingsCsv,
  getLeagueStandings,
  getTeamStandings,
  loadLeagueFacts,
  setStandingsRules,
} from './standings-compute';

export function scoreRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const s = scoresApi;
  // The match, its team and league: the access rule's facts and what the domain reads.
  const record = (params: { id: string }) => loadMatchRecord(ctx.db, params.id);
  handle(router, s.get, { record }, async ({ record, viewer }) => getScoreSheet(ctx.db, record, viewer));
  handle(router, s.enter, { body: scoreSheetInputSchema, record }, async ({ record, body, viewer }) =>
    enterScores(ctx.db, record, body, viewer),
  );
  handle(router, s.confirm, { record }, async ({ record, viewer }) => confirmScores(ctx.db, record, viewer));
  handle(router, s.dispute, { body: scoreDisputeSchema, record }, async ({ record, body, viewer }) =>
    disputeScores(ctx.db, record, viewer, body.note),
  );
  handle(router, s.scorecardCsv, { record }, async ({ record }, c) => {
    const { filename, csv } = await exportScorecardCsv(ctx.db, record);
    return csvResponse(c, filename, csv);
  });

  // Public: an anonymous reader is the anonymous viewer of the domain's "may configure" flag.
  const st = standingsApi;
  handle(router, st.league, {}, async ({ params, viewer }) =>
    getLeagueStandings(ctx.db, params.id, viewer ?? anonymousRequestViewer),
  );
  handle(router, st.leagueCsv, {}, async ({ params, viewer }, c) => {
    const { filename, csv } = await exportStandingsCsv(ctx.db, params.id, viewer ?? anonymousRequestViewer);
    return csvResponse(c, filename, csv);
  });
  handle(router, st.team, {}, async ({ params, viewer }) =>
    getTeamStandings(ctx.db, params.id, viewer ?? anonymousRequestViewer),
  );
  handle(
    router,
    st.setRules,
    { body: standingsRulesInputSchema, record: (p) => loadLeagueFacts(ctx.db, p.id) },
    async ({ params, body, viewer }) => setStandingsRules(ctx.db, params.id, body, viewer),
  );
  return router;
}
