import type { MyWeek, myCalendarQuerySchema } from '../schemas/my-week';
import { answer, defineRoute, schema } from './define';

/** My week (issue 21 §1): the member's own week and season, and their personal calendar feed. */
export const myWeekApi = {
  week: defineRoute({ method: 'GET', path: '/api/me/week', access: 'signedIn', answer: answer<MyWeek>() }),
  /** Makes the member's feed address, or renews it (the previous address stops working at once). */
  renewCalendarKey: defineRoute({
    method: 'POST',
    path: '/api/me/calendar-key',
    access: 'signedIn',
    answer: answer<{ calendarUrl: string }>(),
  }),
  /** Turns the feed off: its address stops working. */
  revokeCalendarKey: defineRoute({
    method: 'DELETE',
    path: '/api/me/calendar-key',
    access: 'signedIn',
    answer: answer<void>(),
  }),
  /** The feed itself: calendar apps send no cookie, so the address carries the member's key. */
  calendar: defineRoute({
    method: 'GET',
    path: '/api/me/calendar.ics',
    access: 'public',
    query: schema<typeof myCalendarQuerySchema>(),
    answer: answer<string>(),
  }),
};
