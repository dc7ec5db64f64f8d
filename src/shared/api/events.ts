import type { upcomingHighlightsQuerySchema } from '../schemas/event-highlights';
import type { CancelResult, MyRegistrationList, UpcomingHighlightList } from '../schemas/events';
import { answer, defineRoute, schema } from './define';

/**
 * The registrable events' calls that other features make too: the home page's highlights and a
 * member's own sign-ups (their profile, the event pages).
 */
export const eventsApi = {
  upcoming: defineRoute({
    method: 'GET',
    path: '/api/events/upcoming',
    query: schema<typeof upcomingHighlightsQuerySchema>(),
    answer: answer<UpcomingHighlightList>(),
  }),
  myRegistrations: defineRoute({
    method: 'GET',
    path: '/api/me/registrations',
    answer: answer<MyRegistrationList>(),
  }),
  cancelMyRegistration: defineRoute({
    method: 'POST',
    path: '/api/me/registrations/:id/cancel',
    answer: answer<CancelResult>(),
  }),
};
