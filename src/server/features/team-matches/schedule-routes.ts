import { randomUUID } from 'node:crypto';
import { isAllowed } from '@shared/access';
import { scheduleApi } from '@shared/api/team-matches';
import { apiAccess } from '@shared/api-access';
import { utcToZonedWallTime } from '@shared/club-time';
import {
  availabilityAnswerSchema,
  availabilityLinkAnswerSchema,
  availabilityLinkQuerySchema,
  calendarFeedQuerySchema,
  matchSettingsSchema,
  scheduleImportSchema,
  teamMatchInputSchema,
} from '@shared/schemas/team-matches';
import { type Context, Hono } from 'hono';
import { type AppContext, type AppEnv, anonymousRequestViewer, type RequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { icsResponse } from '../../lib/ical';
import type { RateLimitRule } from '../../lib/rate-limit';
import {
  answerAsPlayer,
  answerByLink,
  getAvailabilityGrid,
  getAvailabilityLink,
} from './availability-answers';
import { rotateCalendarKey } from './calendar-keys';
import { loadMatchFacts } from './lineup-match-context';
import { buildMatchCalendar, buildTeamCalendar } from './match-calendar';
import { remindNonResponders } from './reminders-job';
import { importSchedule } from './schedule-import';
import { createTeamMatch, getMatchPage, getTeamSchedule, updateTeamMatch } from './schedule-matches';
import { loadTeamMatch, loadTeamMatchFacts, saveMatchSettings, teamIdOfMatch } from './schedule-team';

/** E-mail answer links: a page view and a confirm per try, counted per address. */
const availabilityLinkRule: RateLimitRule = {
  name: 'availability-link',
  windowMs: 15 * 60_000,
  max: 60,
  message: 'Too many tries with answer links. Please wait 15 minutes.',
};

/** The "remind non-responders" button and schedule changes send e-mail: counted per account. */
export const scheduleMailRule: RateLimitRule = {
  name: 'schedule-mail',
  windowMs: 60 * 60_000,
  max: 40,
  message: 'You have sent the most schedule e-mails we accept in an hour. Please try again later.',
};

const viewerOf = (c: Context<AppEnv>): RequestViewer => c.get('viewer') ?? anonymousRequestViewer;

export function scheduleRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const s = scheduleApi;
  const mailLimit = (viewer: RequestViewer) =>
    ctx.rateLimiter.hit(scheduleMailRule, viewer.userId ?? 'anonymous');
  const teamRecord = (params: { id: string }) => loadTeamMatchFacts(ctx.db, params.id);
  const matchRecord = async (params: { id: string }) =>
    loadTeamMatchFacts(ctx.db, await teamIdOfMatch(ctx.db, params.id));
  /** Whether the viewer may manage this team's schedule (a captain of it, or league staff). */
  const canManage = async (c: Context<AppEnv>, teamId: string) =>
    isAllowed(
      apiAccess['POST /api/teams/:id/matches'],
      viewerOf(c),
      await loadTeamMatchFacts(ctx.db, teamId),
    );

  handle(router, s.schedule, { record: teamRecord }, async ({ params }, c) =>
    getTeamSchedule(ctx, params.id, viewerOf(c), await canManage(c, params.id)),
  );
  handle(router, s.rotateCalendarKey, { record: teamRecord }, async ({ params }, c) => ({
    calendarUrl: await rotateCalendarKey(ctx, params.id, viewerOf(c).userId),
  }));
  handle(
    router,
    s.createMatch,
    { body: teamMatchInputSchema, record: teamRecord, status: 201 },
    async ({ params, body }, c) => {
      const viewer = viewerOf(c);
      await mailLimit(viewer);
      return { match: await createTeamMatch(ctx, params.id, body, viewer.userId ?? null) };
    },
  );
  handle(
    router,
    s.importMatches,
    { body: scheduleImportSchema, record: teamRecord },
    async ({ params, body }, c) => {
      const viewer = viewerOf(c);
      if (body.isCommit) await mailLimit(viewer);
      return importSchedule(ctx, params.id, body.csv, body.isCommit, viewer.userId ?? null);
    },
  );
  handle(
    router,
    s.updateMatch,
    { body: teamMatchInputSchema, record: teamRecord },
    async ({ params, body }, c) => {
      await mailLimit(viewerOf(c));
      return { match: await updateTeamMatch(ctx, params.id, params.matchId, body) };
    },
  );
  handle(router, s.settings, { body: matchSettingsSchema, record: teamRecord }, async ({ params, body }) => ({
    settings: await saveMatchSettings(ctx.db, params.id, body),
  }));
  handle(router, s.grid, { record: teamRecord }, async ({ params }) => getAvailabilityGrid(ctx, params.id));
  handle(router, s.remind, { record: teamRecord }, async ({ params }, c) => {
    const match = await loadTeamMatch(ctx.db, params.id, params.matchId);
    await mailLimit(viewerOf(c));
    return { reminded: await remindNonResponders(ctx, match, randomUUID()) };
  });
  handle(router, s.teamCalendar, { query: calendarFeedQuerySchema }, async ({ params, query }, c) => {
    const { name, body } = await buildTeamCalendar(ctx, params.id, query.key);
    return icsResponse(c, `${name}.ics`, body, false, true);
  });

  handle(router, s.match, { record: matchRecord }, async ({ params }, c) => {
    const teamId = await teamIdOfMatch(ctx.db, params.id);
    const viewer = viewerOf(c);
    const facts = await loadMatchFacts(ctx.db, params.id);
    return getMatchPage(ctx, params.id, viewer.userId ?? null, {
      canManage: await canManage(c, teamId),
      canEditLineup: isAllowed(apiAccess['PUT /api/team-matches/:id/lineup'], viewer, facts),
      canOpenScore: isAllowed(apiAccess['GET /api/team-matches/:id/score'], viewer, facts),
    });
  });
  handle(router, s.matchCalendar, { record: matchRecord }, async ({ params }, c) => {
    const teamId = await teamIdOfMatch(ctx.db, params.id);
    const row = await loadTeamMatch(ctx.db, teamId, params.id);
    // Named by the match's day on the club's clock (an evening match is not the next day's).
    const day = utcToZonedWallTime(row.startsAt, await resolveClubTimeZone(ctx.db)).slice(0, 10);
    return icsResponse(c, `match-${day}.ics`, await buildMatchCalendar(ctx, teamId, row), true, true);
  });
  handle(
    router,
    s.answer,
    { body: availabilityAnswerSchema, record: matchRecord },
    async ({ params, body }, c) => ({
      myAnswer: await answerAsPlayer(ctx.db, params.id, viewerOf(c).userId ?? '', body),
    }),
  );

  // The e-mail link: GET only shows; the answer is recorded by the page's POST.
  const linkLimit = ctx.rateLimiter.perAddress(availabilityLinkRule);
  handle(
    router,
    s.link,
    { query: availabilityLinkQuerySchema, before: [linkLimit], isSecretLink: true },
    async ({ query }) => getAvailabilityLink(ctx, query.token),
  );
  handle(
    router,
    s.linkAnswer,
    { body: availabilityLinkAnswerSchema, before: [linkLimit], isSecretLink: true },
    async ({ body }) => answerByLink(ctx, body.token, body),
  );
  return router;
}
