import type {
  editTeamSuccessSchema,
  publishedStoriesQuerySchema,
  rejectTeamSuccessSchema,
  reportTeamSuccessSchema,
  TeamSuccessDetail,
  TeamSuccessPage,
  TeamSuccessReported,
  TeamSuccessStory,
  TeamSuccessTeamOption,
  teamSuccessListQuerySchema,
} from '../schemas/team-success';
import { answer, defineRoute, schema, upload } from './define';

/** Team success (issue 11 §5): the public report and stories, the staff review. */
export const teamSuccessApi = {
  report: defineRoute({
    method: 'POST',
    path: '/api/team-success',
    body: schema<typeof reportTeamSuccessSchema>(),
    answer: answer<TeamSuccessReported>(),
  }),
  uploadPhoto: defineRoute({
    method: 'POST',
    path: '/api/team-success/photos',
    upload: upload('photo'),
    answer: answer<{ photo: { url: string } }>(),
  }),
  teams: defineRoute({
    method: 'GET',
    path: '/api/team-success/teams',
    answer: answer<{ teams: TeamSuccessTeamOption[] }>(),
  }),
  published: defineRoute({
    method: 'GET',
    path: '/api/team-success',
    query: schema<typeof publishedStoriesQuerySchema>(),
    answer: answer<{ stories: TeamSuccessStory[] }>(),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/team-success',
    query: schema<typeof teamSuccessListQuerySchema>(),
    answer: answer<TeamSuccessPage>(),
  }),
  adminCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/team-success.csv',
    query: schema<typeof teamSuccessListQuerySchema>(),
    answer: answer<string>(),
  }),
  adminById: defineRoute({
    method: 'GET',
    path: '/api/admin/team-success/:id',
    answer: answer<TeamSuccessDetail>(),
  }),
  edit: defineRoute({
    method: 'PATCH',
    path: '/api/admin/team-success/:id',
    body: schema<typeof editTeamSuccessSchema>(),
    answer: answer<TeamSuccessDetail>(),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/admin/team-success/:id/approve',
    answer: answer<TeamSuccessDetail>(),
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/team-success/:id/reject',
    body: schema<typeof rejectTeamSuccessSchema>(),
    answer: answer<TeamSuccessDetail>(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/team-success/:id/publish',
    answer: answer<TeamSuccessDetail>(),
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: '/api/admin/team-success/:id/unpublish',
    answer: answer<TeamSuccessDetail>(),
  }),
};
