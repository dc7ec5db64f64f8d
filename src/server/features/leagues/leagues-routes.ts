import { isAllowed, rolesOf } from '@shared/access';
import { leaguesAdminApi, rosterInvitationsApi, teamsApi } from '@shared/api/leagues';
import { apiAccess } from '@shared/api-access';
import {
  captainsMessageSchema,
  coordinationQuerySchema,
  leagueInputSchema,
  leagueListQuerySchema,
  memberOptionsQuerySchema,
  rosterAddSchema,
  rosterInvitationDecisionSchema,
  rosterInvitationLinkAnswerSchema,
  rosterInvitationLinkQuerySchema,
  rostersQuerySchema,
  teamDecisionSchema,
  teamListQuerySchema,
  teamNumberSchema,
  teamRegistrationSchema,
  teamUpdateSchema,
} from '@shared/schemas/leagues';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer, type RequestViewer } from '../../context';
import { profiles } from '../../db/schema/profiles';
import { handle } from '../../lib/api-route';
import { csvFileName, csvResponse } from '../../lib/csv';
import type { RateLimitRule } from '../../lib/rate-limit';
import { removeRosterPlayer } from '../../lib/roster-changes';
import { exportCoordinationCsv, getCoordinationDesk, messageLeagueCaptains } from './coordination';
import {
  createLeague,
  deleteLeague,
  exportLeaguesCsv,
  getLeague,
  listLeagues,
  listMemberOptions,
  listOpenLeagues,
  updateLeague,
} from './league-catalogue';
import {
  answerInvitationByLink,
  answerMyInvitation,
  listMyInvitations,
  previewInvitationLink,
} from './roster-invitation-answers';
import { addOrInviteRosterPlayer, canAddDirectly } from './roster-invitations';
import { decideJoinRequest, requestToJoin, withdrawInvitation } from './roster-join-requests';
import { exportRosterCsv, getRoster, listRosters } from './rosters';
import { registerTeam } from './team-registration';
import {
  decideTeam,
  exportTeamsCsv,
  getTeam,
  listTeams,
  loadTeamFacts,
  ownTeamsFilter,
  setTeamNumber,
  updateTeam,
} from './teams';

/** The e-mailed invitation link: a page view and an answer per try, counted per address. */
const invitationLinkRule: RateLimitRule = {
  name: 'roster-invitation-link',
  windowMs: 15 * 60_000,
  max: 60,
  message: 'Too many tries with invitation links. Please wait 15 minutes.',
};

/**
 * Messages to a league's captains, roster invitations and requests to join send e-mail: counted
 * per account.
 */
export const leagueMailRule: RateLimitRule = {
  name: 'league-mail',
  windowMs: 60 * 60_000,
  max: 30,
  message: 'You have sent the most league e-mails we accept in an hour. Please try again later.',
};

const viewerOf = (c: Context<AppEnv>): RequestViewer => c.get('viewer') ?? anonymousRequestViewer;

/** League staff see every team; anyone else reaching a captains' list sees their own teams. */
function seesAllTeams(viewer: RequestViewer): boolean {
  return isAllowed(rolesOf(apiAccess['GET /api/teams/:id']), viewer);
}

export function leaguesRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const a = leaguesAdminApi;
  const t = teamsApi;
  const mailLimit = (viewer: RequestViewer) =>
    ctx.rateLimiter.hit(leagueMailRule, viewer.userId ?? 'anonymous');

  // League catalogue (/admin/usta-leagues).
  handle(router, a.list, { query: leagueListQuerySchema }, async ({ query }) => listLeagues(ctx.db, query));
  handle(router, a.listCsv, { query: leagueListQuerySchema }, async ({ query }, c) =>
    csvResponse(c, await csvFileName(ctx.db, 'leagues'), await exportLeaguesCsv(ctx.db, query)),
  );
  handle(router, a.create, { body: leagueInputSchema, status: 201 }, async ({ body }) => ({
    league: await createLeague(ctx.db, body),
  }));
  handle(router, a.byId, {}, async ({ params }) => ({ league: await getLeague(ctx.db, params.id) }));
  handle(router, a.update, { body: leagueInputSchema }, async ({ params, body }) => ({
    league: await updateLeague(ctx.db, params.id, body),
  }));
  handle(router, a.remove, {}, async ({ params }) => {
    await deleteLeague(ctx.db, params.id);
  });
  handle(router, a.messageCaptains, { body: captainsMessageSchema }, async ({ params, body }, c) => {
    const viewer = viewerOf(c);
    await getLeague(ctx.db, params.id);
    await mailLimit(viewer);
    const [me] = await ctx.db
      .select({ name: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, viewer.userId ?? ''));
    return messageLeagueCaptains(ctx, params.id, body, me?.name ?? '');
  });

  // USTA teams and the coordination desk.
  handle(router, a.ustaTeams, { query: teamListQuerySchema }, async ({ query }) =>
    listTeams(ctx.db, query, undefined),
  );
  handle(router, a.ustaTeamsCsv, { query: teamListQuerySchema }, async ({ query }, c) =>
    csvResponse(c, await csvFileName(ctx.db, 'usta-teams'), await exportTeamsCsv(ctx.db, query, undefined)),
  );
  handle(router, a.setTeamNumber, { body: teamNumberSchema }, async ({ params, body }) => ({
    team: await setTeamNumber(ctx.db, params.id, body),
  }));
  handle(router, a.coordination, { query: coordinationQuerySchema }, async ({ query }) => ({
    leagues: await getCoordinationDesk(ctx.db, query),
  }));
  handle(router, a.coordinationCsv, { query: coordinationQuerySchema }, async ({ query }, c) =>
    csvResponse(
      c,
      await csvFileName(ctx.db, 'league-coordination'),
      await exportCoordinationCsv(ctx.db, query),
    ),
  );
  handle(router, a.decide, { body: teamDecisionSchema }, async ({ params, body }, c) => ({
    team: await decideTeam(ctx.db, viewerOf(c), params.id, body),
  }));

  // Team registration and management.
  handle(router, t.openLeagues, {}, async () => ({ leagues: await listOpenLeagues(ctx.db) }));
  handle(router, t.memberOptions, { query: memberOptionsQuerySchema }, async ({ query }) => ({
    members: await listMemberOptions(ctx.db, query.q),
  }));
  handle(router, t.list, { query: teamListQuerySchema }, async ({ query }, c) => {
    const viewer = viewerOf(c);
    return listTeams(ctx.db, query, ownTeamsFilter(viewer, seesAllTeams(viewer)));
  });
  handle(router, t.listCsv, { query: teamListQuerySchema }, async ({ query }, c) => {
    const viewer = viewerOf(c);
    const csv = await exportTeamsCsv(ctx.db, query, ownTeamsFilter(viewer, seesAllTeams(viewer)));
    return csvResponse(c, await csvFileName(ctx.db, 'teams'), csv);
  });
  handle(router, t.register, { body: teamRegistrationSchema, status: 201 }, async ({ body }, c) => {
    const viewer = viewerOf(c);
    return registerTeam(ctx, viewer, body, seesAllTeams(viewer));
  });
  handle(router, t.rosters, { query: rostersQuerySchema }, async ({ query }, c) => {
    const viewer = viewerOf(c);
    return {
      rosters: await listRosters(ctx.db, query, ownTeamsFilter(viewer, seesAllTeams(viewer)), viewer),
    };
  });

  // One team: a captain of this team, or league staff (checked with the team's facts first).
  const record = (params: { id: string }) => loadTeamFacts(ctx.db, params.id);
  handle(router, t.byId, { record }, async ({ params }) => ({ team: await getTeam(ctx.db, params.id) }));
  /** The roster as this viewer sees it (contacts by each player's settings). */
  const rosterFor = async (c: Context<AppEnv>, teamId: string) => {
    const viewer = viewerOf(c);
    return getRoster(ctx.db, teamId, viewer, {
      canAddDirectly: canAddDirectly(viewer, await loadTeamFacts(ctx.db, teamId)),
    });
  };
  handle(router, t.update, { body: teamUpdateSchema, record }, async ({ params, body }, c) => {
    const viewer = viewerOf(c);
    const canNameAnyone = canAddDirectly(viewer, await loadTeamFacts(ctx.db, params.id));
    return { team: await updateTeam(ctx.db, params.id, body, { canNameAnyone }) };
  });
  handle(router, t.roster, { record }, async ({ params }, c) => rosterFor(c, params.id));
  handle(router, t.rosterCsv, { record }, async ({ params }, c) => {
    const { team, csv } = await exportRosterCsv(ctx.db, params.id);
    return csvResponse(c, await csvFileName(ctx.db, 'roster', team.name), csv);
  });
  handle(router, t.addPlayer, { body: rosterAddSchema, record }, async ({ params, body }, c) => {
    const viewer = viewerOf(c);
    const mayAddDirectly = canAddDirectly(viewer, await loadTeamFacts(ctx.db, params.id));
    if (!body.direct) await mailLimit(viewer);
    await addOrInviteRosterPlayer(ctx, params.id, body, viewer, mayAddDirectly);
    return rosterFor(c, params.id);
  });
  handle(router, t.removePlayer, { record }, async ({ params }, c) => {
    await removeRosterPlayer(ctx.db, params.id, params.entryId, viewerOf(c).userId);
    return rosterFor(c, params.id);
  });
  handle(router, t.withdrawInvitation, { record }, async ({ params }, c) => {
    await withdrawInvitation(ctx, params.id, params.invitationId, viewerOf(c).userId);
    return rosterFor(c, params.id);
  });
  handle(
    router,
    t.decideJoinRequest,
    { body: rosterInvitationDecisionSchema, record },
    async ({ params, body }, c) => {
      await decideJoinRequest(ctx, params.id, params.invitationId, body.decision, viewerOf(c).userId);
      return rosterFor(c, params.id);
    },
  );
  handle(router, t.requestToJoin, {}, async ({ params }, c) => {
    const viewer = viewerOf(c);
    await mailLimit(viewer);
    return { request: await requestToJoin(ctx, params.id, viewer) };
  });

  // The player's side: the profile's notice and the e-mailed link (GET shows, POST answers).
  const r = rosterInvitationsApi;
  handle(router, r.mine, {}, async (_, c) => ({ invitations: await listMyInvitations(ctx.db, viewerOf(c)) }));
  handle(router, r.answerMine, { body: rosterInvitationDecisionSchema }, async ({ params, body }, c) =>
    answerMyInvitation(ctx, viewerOf(c), params.id, body.decision),
  );
  const linkLimit = ctx.rateLimiter.perAddress(invitationLinkRule);
  handle(router, r.link, { query: rosterInvitationLinkQuerySchema, before: [linkLimit] }, async ({ query }) =>
    previewInvitationLink(ctx, query.token),
  );
  handle(
    router,
    r.answerLink,
    { body: rosterInvitationLinkAnswerSchema, before: [linkLimit] },
    async ({ body }) => answerInvitationByLink(ctx, body.token, body.decision),
  );
  return router;
}
