import type {
  AvailabilityGrid,
  AvailabilityLinkView,
  availabilityAnswerSchema,
  availabilityLinkAnswerSchema,
  availabilityLinkQuerySchema,
  calendarFeedQuerySchema,
  MatchPage,
  MatchSettings,
  MyAvailability,
  matchSettingsSchema,
  ScheduleImportResult,
  scheduleImportSchema,
  TeamMatch,
  TeamSchedule,
  teamMatchInputSchema,
} from '../schemas/schedule';
import { answer, defineRoute, schema } from './define';

/** Match day: a team's schedule and its players' availability (issue 11 §1–2). */
export const scheduleApi = {
  schedule: defineRoute({ method: 'GET', path: '/api/teams/:id/schedule', answer: answer<TeamSchedule>() }),
  createMatch: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/matches',
    body: schema<typeof teamMatchInputSchema>(),
    answer: answer<{ match: TeamMatch }>(),
  }),
  importMatches: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/matches/import',
    body: schema<typeof scheduleImportSchema>(),
    answer: answer<ScheduleImportResult>(),
  }),
  updateMatch: defineRoute({
    method: 'PATCH',
    path: '/api/teams/:id/matches/:matchId',
    body: schema<typeof teamMatchInputSchema>(),
    answer: answer<{ match: TeamMatch }>(),
  }),
  settings: defineRoute({
    method: 'PUT',
    path: '/api/teams/:id/match-settings',
    body: schema<typeof matchSettingsSchema>(),
    answer: answer<{ settings: MatchSettings }>(),
  }),
  grid: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/availability',
    answer: answer<AvailabilityGrid>(),
  }),
  remind: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/matches/:matchId/remind',
    answer: answer<{ reminded: number }>(),
  }),
  teamCalendar: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/calendar.ics',
    query: schema<typeof calendarFeedQuerySchema>(),
    answer: answer<string>(),
  }),
  /** A new key for the viewer's own team calendar address (the old one stops working). */
  rotateCalendarKey: defineRoute({
    method: 'POST',
    path: '/api/teams/:id/calendar-key',
    answer: answer<{ calendarUrl: string }>(),
  }),
  match: defineRoute({ method: 'GET', path: '/api/team-matches/:id', answer: answer<MatchPage>() }),
  matchCalendar: defineRoute({
    method: 'GET',
    path: '/api/team-matches/:id/calendar.ics',
    answer: answer<string>(),
  }),
  answer: defineRoute({
    method: 'PUT',
    path: '/api/team-matches/:id/availability',
    body: schema<typeof availabilityAnswerSchema>(),
    answer: answer<{ myAnswer: MyAvailability }>(),
  }),
  link: defineRoute({
    method: 'GET',
    path: '/api/availability/link',
    query: schema<typeof availabilityLinkQuerySchema>(),
    answer: answer<AvailabilityLinkView>(),
  }),
  linkAnswer: defineRoute({
    method: 'POST',
    path: '/api/availability/link',
    body: schema<typeof availabilityLinkAnswerSchema>(),
    answer: answer<AvailabilityLinkView>(),
  }),
};
