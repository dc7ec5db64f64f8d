import { randomUUID } from 'node:crypto';
import { isAllowed, type RecordFacts } from '@shared/access';
import { lineupApi, scheduleApi, scoresApi } from '@shared/api/team-matches';
import { utcToZonedWallTime } from '@shared/club-time';
import {
  availabilityAnswerSchema,
  availabilityLinkAnswerSchema,
  availabilityLinkQuerySchema,
  calendarFeedQuerySchema,
  matchSettingsSchema,
  scheduleImportSchema,
  teamMatchInputSchema,
  withdrawFromMatchSchema,
} from '@shared/schemas/team-matches';
import { Hono } from 'hono';
import type { AppContext, AppEnv, RequestViewer } from '../../context';
import { handle } from '../../lib/api-route';
import { resolveClubTimeZone } from '../../lib/club-time-zone';
import { icsResponse } from '../../lib/ical';
import { hourlyMailRule, linkTriesRule } from '../../lib/rate-limit';
import {
  answerAsPlayer,
  answerByLink,
  getAvailabilityGrid,
  getAvailabilityLink,
} from './availability-answers';
import { rotateCalendarKey } from './calendar-keys';
import { withdrawFromMatch } from './lineup-withdrawals';
import { buildMatchCalendar, buildTeamCalendar } from './match-calendar';
import { remindNonResponders } from './reminders-job';
import { importSchedule } from './schedule-import';
import {
  createTeamMatch,
  getMatchPage,
  getTeamSchedule,
  loadScheduleRecord,
  updateTeamMatch,
} from './schedule-matches';
import { loadMatchDayRecord, loadTeamMatch, loadTeamMatchFacts, saveMatchSettings } from './schedule-team';
import { getSignedMatch } from './signed-match';

/** E-mail answer links: a page view and a confirm per try, counted per address. */
const availabilityLinkRule = linkTriesRule('availability-link', 'answer links');

/** The "remind non-responders" button and schedule changes send e-mail: counted per account. */
export const scheduleMailRule = hourlyMailRule('schedule-mail', 40, 'sent the most schedule e-mails');

export function scheduleRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const s = scheduleApi;
  const teamRecord = (params: { id: string }) => loadTeamMatchFacts(ctx.db, params.id);
  // The match row and its rules' facts, loaded once: the page, the calendar file and the answer use it.
  const matchRecord = (params: { id: string }) => loadMatchDayRecord(ctx.db, params.id);
  /** Schedule changes and reminders e-mail the roster: counted per account, before the body. */
  const mailLimit = { rule: scheduleMailRule, per: 'account' } as const;
  /** Whether the viewer may manage this team's schedule: the schedule-writing routes' rule. */
  const mayManage = (viewer: RequestViewer, facts: RecordFacts) =>
    isAllowed(s.createMatch.access, viewer, facts);

  // The schedule read is the record: the access rule's facts come from the same (cached) row.
  const scheduleRecord = (params: { id: string }) => loadScheduleRecord(ctx.db, params.id);
  handle(router, s.schedule, { record: scheduleRecord }, async ({ viewer, record }) =>
    getTeamSchedule(ctx, record, viewer, mayManage(viewer, record)),
  );
  handle(router, s.rotateCalendarKey, { record: teamRecord }, async ({ params, viewer }) => ({
    calendarUrl: await rotateCalendarKey(ctx, params.id, viewer.userId),
  }));
  handle(
    router,
    s.createMatch,
    { body: teamMatchInputSchema, record: teamRecord, rateLimit: mailLimit, status: 201 },
    async ({ params, body, viewer }) => ({
      match: await createTeamMatch(ctx, params.id, body, viewer.userId),
    }),
  );
  handle(
    router,
    s.importMatches,
    { body: scheduleImportSchema, record: teamRecord },
    async ({ params, body, viewer }) => {
      // Only a committed import e-mails anyone: the preview is not counted (so the limit needs the body).
      if (body.isCommit) await ctx.rateLimiter.hit(scheduleMailRule, viewer.userId);
      return importSchedule(ctx, params.id, body.csv, body.isCommit, viewer.userId);
    },
  );
  handle(
    router,
    s.updateMatch,
    { body: teamMatchInputSchema, record: teamRecord, rateLimit: mailLimit },
    async ({ params, body }) => ({ match: await updateTeamMatch(ctx, params.id, params.matchId, body) }),
  );
  handle(router, s.settings, { body: matchSettingsSchema, record: teamRecord }, async ({ params, body }) => ({
    settings: await saveMatchSettings(ctx.db, params.id, body),
  }));
  handle(router, s.grid, { record: teamRecord }, async ({ params }) => getAvailabilityGrid(ctx, params.id));
  handle(router, s.remind, { record: teamRecord, rateLimit: mailLimit }, async ({ params }) => {
    const match = await loadTeamMatch(ctx.db, params.id, params.matchId);
    return { reminded: await remindNonResponders(ctx, match, randomUUID()) };
  });
  handle(router, s.teamCalendar, { query: calendarFeedQuerySchema }, async ({ params, query }, c) => {
    const { name, body } = await buildTeamCalendar(ctx, params.id, query.key);
    return icsResponse(c, `${name}.ics`, body, false, true);
  });

  /** The match page's "may" flags, from the routes' own rules. */
  const matchFlags = (viewer: RequestViewer, facts: RecordFacts) => ({
    canManage: mayManage(viewer, facts),
    canEditLineup: isAllowed(lineupApi.save.access, viewer, facts),
    canOpenScore: isAllowed(scoresApi.get.access, viewer, facts),
  });
  handle(router, s.match, { record: matchRecord }, async ({ record, viewer }) =>
    getMatchPage(ctx, record.match, viewer.userId, matchFlags(viewer, record.facts)),
  );
  handle(
    router,
    s.withdraw,
    { body: withdrawFromMatchSchema, record: matchRecord },
    async ({ record, body, viewer }) => {
      await withdrawFromMatch(ctx.db, record.match, viewer.userId, body);
      return getMatchPage(ctx, record.match, viewer.userId, matchFlags(viewer, record.facts));
    },
  );
  handle(router, s.matchCalendar, { record: matchRecord }, async ({ record }, c) => {
    const row = record.match;
    // Named by the match's day on the club's clock (an evening match is not the next day's).
    const day = utcToZonedWallTime(row.startsAt, await resolveClubTimeZone(ctx.db)).slice(0, 10);
    return icsResponse(c, `match-${day}.ics`, await buildMatchCalendar(ctx, row.teamId, row), true, true);
  });
  handle(
    router,
    s.answer,
    { body: availabilityAnswerSchema, record: matchRecord },
    async ({ record, body, viewer }) => ({
      myAnswer: await answerAsPlayer(ctx.db, record.match, viewer.userId, body),
    }),
  );

  // The e-mail link: GET only shows; the answer is recorded by the page's POST.
  handle(
    router,
    s.link,
    { query: availabilityLinkQuerySchema, rateLimit: availabilityLinkRule, isSecretLink: true },
    async ({ query }) => getAvailabilityLink(ctx, query.token),
  );
  handle(
    router,
    s.linkMatch,
    { query: availabilityLinkQuerySchema, rateLimit: availabilityLinkRule, isSecretLink: true },
    async ({ query }) => getSignedMatch(ctx, query.token),
  );
  handle(
    router,
    s.linkAnswer,
    { body: availabilityLinkAnswerSchema, rateLimit: availabilityLinkRule, isSecretLink: true },
    async ({ body }) => answerByLink(ctx, body.token, body),
  );
  return router;
}
