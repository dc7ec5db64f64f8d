import { isAllowed, type RecordFacts } from '@shared/access';
import { leaguesAdminApi, rosterInvitationsApi, teamsApi } from '@shared/api/leagues';
import { featureAccess } from '@shared/api-access';
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
import { Hono } from 'hono';
import type { AppContext, AppEnv, RequestViewer } from '../../context';
import { profiles } from '../../db/schema/profiles';
import { handle } from '../../lib/api-route';
import { csvFileName, csvResponse } from '../../lib/csv';
import { hourlyMailRule, linkTriesRule } from '../../lib/rate-limit';
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
import { exportRosterCsv, getRoster, listRosters, loadRosterRecord, rosterOf } from './rosters';
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
const invitationLinkRule = linkTriesRule('roster-invitation-link', 'invitation links');

/**
 * Messages to a league's captains, roster invitations and requests to join send e-mail: counted
 * per account.
 */
export const leagueMailRule = hourlyMailRule('league-mail', 30, 'sent the most league e-mails');

/** League staff see every team; anyone else reaching a captains' list sees their own teams. */
function seesAllTeams(viewer: RequestViewer): boolean {
  return isAllowed(featureAccess.seeAllTeams, viewer);
}

/** The teams a list shows the viewer: every team for league staff, else their own. */
function teamsSeenBy(viewer: RequestViewer) {
  return ownTeamsFilter(viewer, seesAllTeams(viewer));
}

export function leaguesRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const a = leaguesAdminApi;
  const t = teamsApi;
  /** Messages to captains, invitations and join requests e-mail people: counted per account. */
  const mailLimit = { rule: leagueMailRule, per: 'account' } as const;

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
  handle(
    router,
    a.messageCaptains,
    { body: captainsMessageSchema, rateLimit: mailLimit },
    async ({ params, body, viewer }) => {
      await getLeague(ctx.db, params.id);
      const [me] = await ctx.db
        .select({ name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, viewer.userId ?? ''));
      return messageLeagueCaptains(ctx, params.id, body, me?.name ?? '');
    },
  );

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
  handle(router, a.decide, { body: teamDecisionSchema }, async ({ params, body, viewer }) => ({
    team: await decideTeam(ctx.db, viewer, params.id, body),
  }));

  // Team registration and management.
  handle(router, t.openLeagues, {}, async () => ({ leagues: await listOpenLeagues(ctx.db) }));
  handle(router, t.memberOptions, { query: memberOptionsQuerySchema }, async ({ query }) => ({
    members: await listMemberOptions(ctx.db, query.q),
  }));
  handle(router, t.list, { query: teamListQuerySchema }, async ({ query, viewer }) =>
    listTeams(ctx.db, query, teamsSeenBy(viewer)),
  );
  handle(router, t.listCsv, { query: teamListQuerySchema }, async ({ query, viewer }, c) => {
    const csv = await exportTeamsCsv(ctx.db, query, teamsSeenBy(viewer));
    return csvResponse(c, await csvFileName(ctx.db, 'teams'), csv);
  });
  handle(router, t.register, { body: teamRegistrationSchema, status: 201 }, async ({ body, viewer }) =>
    registerTeam(ctx, viewer, body, seesAllTeams(viewer)),
  );
  handle(router, t.rosters, { query: rostersQuerySchema }, async ({ query, viewer }) => ({
    rosters: await listRosters(ctx.db, query, teamsSeenBy(viewer), viewer),
  }));

  // One team: a captain of this team, or league staff (checked with the team's facts first; the
  // handlers decide "may add directly" from the same facts instead of loading them again).
  const record = (params: { id: string }) => loadTeamFacts(ctx.db, params.id);
  handle(router, t.byId, { record }, async ({ params }) => ({ team: await getTeam(ctx.db, params.id) }));
  /** The roster as this viewer sees it (contacts by each player's settings). */
  const rosterFor = (viewer: RequestViewer, teamId: string, facts: RecordFacts) =>
    getRoster(ctx.db, teamId, viewer, { canAddDirectly: canAddDirectly(viewer, facts) });
  handle(router, t.update, { body: teamUpdateSchema, record }, async ({ params, body, viewer, record }) => {
    const canNameAnyone = canAddDirectly(viewer, record);
    return { team: await updateTeam(ctx.db, params.id, body, { canNameAnyone }) };
  });
  // The roster read is the record: the access rule's facts come from the same (cached) row.
  const rosterRecord = (params: { id: string }) => loadRosterRecord(ctx.db, params.id);
  handle(router, t.roster, { record: rosterRecord }, async ({ viewer, record }) =>
    rosterOf(ctx.db, record, viewer, { canAddDirectly: canAddDirectly(viewer, record.facts) }),
  );
  handle(router, t.rosterCsv, { record }, async ({ params }, c) => {
    const { team, csv } = await exportRosterCsv(ctx.db, params.id);
    return csvResponse(c, await csvFileName(ctx.db, 'roster', team.name), csv);
  });
  handle(router, t.addPlayer, { body: rosterAddSchema, record }, async ({ params, body, viewer, record }) => {
    // Only an invitation e-mails the player: a direct add is not counted (so the limit needs the body).
    if (!body.direct) await ctx.rateLimiter.hit(leagueMailRule, viewer.userId);
    await addOrInviteRosterPlayer(ctx, params.id, body, viewer, canAddDirectly(viewer, record));
    return rosterFor(viewer, params.id, record);
  });
  handle(router, t.removePlayer, { record }, async ({ params, viewer, record }) => {
    await removeRosterPlayer(ctx.db, params.id, params.entryId, viewer.userId);
    return rosterFor(viewer, params.id, record);
  });
  handle(router, t.withdrawInvitation, { record }, async ({ params, viewer, record }) => {
    await withdrawInvitation(ctx, params.id, params.invitationId, viewer.userId);
    return rosterFor(viewer, params.id, record);
  });
  handle(
    router,
    t.decideJoinRequest,
    { body: rosterInvitationDecisionSchema, record },
    async ({ params, body, viewer, record }) => {
      await decideJoinRequest(ctx, params.id, params.invitationId, body.decision, viewer.userId);
      return rosterFor(viewer, params.id, record);
    },
  );
  handle(router, t.requestToJoin, { rateLimit: mailLimit }, async ({ params, viewer }) => ({
    request: await requestToJoin(ctx, params.id, viewer),
  }));

  // The player's side: the profile's notice and the e-mailed link (GET shows, POST answers).
  const r = rosterInvitationsApi;
  handle(router, r.mine, {}, async ({ viewer }) => ({
    invitations: await listMyInvitations(ctx.db, viewer),
  }));
  handle(router, r.answerMine, { body: rosterInvitationDecisionSchema }, async ({ params, body, viewer }) =>
    answerMyInvitation(ctx, viewer, params.id, body.decision),
  );
  handle(
    router,
    r.link,
    { query: rosterInvitationLinkQuerySchema, rateLimit: invitationLinkRule },
    async ({ query }) => previewInvitationLink(ctx, query.token),
  );
  handle(
    router,
    r.answerLink,
    { body: rosterInvitationLinkAnswerSchema, rateLimit: invitationLinkRule },
    async ({ body }) => answerInvitationByLink(ctx, body.token, body.decision),
  );
  return router;
}
