import { staff } from '../access';
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
    // Team success (issue 11 §5): anyone reports a win (with a photo) and reads published stories;
    // staff review, edit and publish.
    access: 'public',
    body: schema<typeof reportTeamSuccessSchema>(),
    answer: answer<TeamSuccessReported>(),
  }),
  uploadPhoto: defineRoute({
    method: 'POST',
    path: '/api/team-success/photos',
    access: 'public',
    upload: upload('photo'),
    answer: answer<{ photo: { url: string } }>(),
  }),
  teams: defineRoute({
    method: 'GET',
    path: '/api/team-success/teams',
    access: 'public',
    answer: answer<{ teams: TeamSuccessTeamOption[] }>(),
  }),
  published: defineRoute({
    method: 'GET',
    path: '/api/team-success',
    access: 'public',
    query: schema<typeof publishedStoriesQuerySchema>(),
    answer: answer<{ stories: TeamSuccessStory[] }>(),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/team-success',
    access: staff,
    query: schema<typeof teamSuccessListQuerySchema>(),
    answer: answer<TeamSuccessPage>(),
  }),
  adminCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/team-success.csv',
    access: staff,
    query: schema<typeof teamSuccessListQuerySchema>(),
    answer: answer<string>(),
  }),
  adminById: defineRoute({
    method: 'GET',
    path: '/api/admin/team-success/:id',
    access: staff,
    answer: answer<TeamSuccessDetail>(),
  }),
  edit: defineRoute({
    method: 'PATCH',
    path: '/api/admin/team-success/:id',
    access: staff,
    body: schema<typeof editTeamSuccessSchema>(),
    answer: answer<TeamSuccessDetail>(),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/admin/team-success/:id/approve',
    access: staff,
    answer: answer<TeamSuccessDetail>(),
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/team-success/:id/reject',
    access: staff,
    body: schema<typeof rejectTeamSuccessSchema>(),
    answer: answer<TeamSuccessDetail>(),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/team-success/:id/publish',
    access: staff,
    answer: answer<TeamSuccessDetail>(),
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: '/api/admin/team-success/:id/unpublish',
    access: staff,
    answer: answer<TeamSuccessDetail>(),
  }),
};
