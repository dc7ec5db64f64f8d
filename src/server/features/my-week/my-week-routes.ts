import { myWeekApi } from '@shared/api/my-week';
import { myCalendarQuerySchema } from '@shared/schemas/my-week';
import { type Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { handle } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import { icsResponse } from '../../lib/ical';
import { buildMemberCalendar } from './member-calendar';
import { renewCalendarKey, revokeCalendarKey } from './member-calendar-keys';
import { readMyWeek } from './read-my-week';

/** My week (issue 21 §1): every call but the feed acts on the signed-in member's own records only. */
export function myWeekRoutes(ctx: AppContext) {
  const router = new Hono<AppEnv>();
  const me = (c: Context<AppEnv>): string => {
    const userId = c.get('viewer')?.userId;
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please log in to see your week.');
    return userId;
  };

  handle(router, myWeekApi.week, {}, async (_, c) => {
    c.header('Cache-Control', 'private, no-store');
    return readMyWeek(ctx, me(c));
  });
  handle(router, myWeekApi.renewCalendarKey, {}, async (_, c) => ({
    calendarUrl: await renewCalendarKey(ctx, me(c)),
  }));
  handle(router, myWeekApi.revokeCalendarKey, {}, async (_, c) => {
    await revokeCalendarKey(ctx, me(c));
  });
  handle(router, myWeekApi.calendar, { query: myCalendarQuerySchema }, async ({ query }, c) =>
    icsResponse(c, 'my-tennis.ics', await buildMemberCalendar(ctx, query.key), false, true),
  );
  return router;
}
