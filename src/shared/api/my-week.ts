import type { MyWeek, myCalendarQuerySchema } from '../schemas/my-week';
import { route } from './define';

/** My week (issue 21 §1): the member's own week and season, and their personal calendar feed. */
export const myWeekApi = {
  week: route('GET /api/me/week', 'signedIn').answers<MyWeek>(),
  /** Makes the member's feed address, or renews it (the previous address stops working at once). */
  renewCalendarKey: route('POST /api/me/calendar-key', 'signedIn').answers<{ calendarUrl: string }>(),
  /** Turns the feed off: its address stops working. */
  revokeCalendarKey: route('DELETE /api/me/calendar-key', 'signedIn').answers<void>(),
  /** The feed itself: calendar apps send no cookie, so the address carries the member's key. */
  calendar: route('GET /api/me/calendar.ics', 'public')
    .query<typeof myCalendarQuerySchema>()
    .answers<string>(),
};
