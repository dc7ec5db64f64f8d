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
import { route, withCsv } from './define';

/** Team success (issue 11 §5): the public report and stories, the staff review. */
export const teamSuccessApi = withCsv(
  {
    // Team success (issue 11 §5): anyone reports a win (with a photo) and reads published stories;
    // staff review, edit and publish.
    report: route('POST /api/team-success', 'public')
      .body<typeof reportTeamSuccessSchema>()
      .answers<TeamSuccessReported>(),
    uploadPhoto: route('POST /api/team-success/photos', 'public')
      .upload('photo')
      .answers<{ photo: { url: string } }>(),
    teams: route('GET /api/team-success/teams', 'public').answers<{ teams: TeamSuccessTeamOption[] }>(),
    published: route('GET /api/team-success', 'public')
      .query<typeof publishedStoriesQuerySchema>()
      .answers<{ stories: TeamSuccessStory[] }>(),
    adminList: route('GET /api/admin/team-success', staff)
      .query<typeof teamSuccessListQuerySchema>()
      .answers<TeamSuccessPage>(),
    adminById: route('GET /api/admin/team-success/:id', staff).answers<TeamSuccessDetail>(),
    edit: route('PATCH /api/admin/team-success/:id', staff)
      .body<typeof editTeamSuccessSchema>()
      .answers<TeamSuccessDetail>(),
    approve: route('POST /api/admin/team-success/:id/approve', staff).answers<TeamSuccessDetail>(),
    reject: route('POST /api/admin/team-success/:id/reject', staff)
      .body<typeof rejectTeamSuccessSchema>()
      .answers<TeamSuccessDetail>(),
    publish: route('POST /api/admin/team-success/:id/publish', staff).answers<TeamSuccessDetail>(),
    unpublish: route('POST /api/admin/team-success/:id/unpublish', staff).answers<TeamSuccessDetail>(),
  },
  { adminCsv: 'adminList' },
);
