import { lookingForTeamStaff } from '../access';
import type {
  closeRequestSchema,
  LookingForTeamDetail,
  LookingForTeamFiled,
  LookingForTeamPage,
  LookingForTeamPrefill,
  LookingLeagueOption,
  lookingForTeamRequestSchema,
  lookingListQuerySchema,
  PlacementResult,
  placePlayerSchema,
  recordContactSchema,
  WithdrawLinkInfo,
  WithdrawResult,
  withdrawTokenSchema,
} from '../schemas/looking-for-team';
import { route, withCsv } from './define';

/** Looking for a team (issue 10 §6): the public form and withdraw link, the reps' list and desk. */
export const lookingForTeamApi = withCsv(
  {
    // Looking for a team (issue 10 §6): the public form and withdraw link, the reps' list.
    file: route('POST /api/looking-for-team', 'public')
      .body<typeof lookingForTeamRequestSchema>()
      .answers<LookingForTeamFiled>(),
    prefill: route('GET /api/looking-for-team/prefill', 'signedIn').answers<LookingForTeamPrefill>(),
    leagues: route('GET /api/looking-for-team/leagues', 'public').answers<{
      leagues: LookingLeagueOption[];
    }>(),
    withdrawInfo: route('GET /api/looking-for-team/withdraw', 'public')
      .query<typeof withdrawTokenSchema>()
      .answers<WithdrawLinkInfo>(),
    withdraw: route('POST /api/looking-for-team/withdraw', 'public')
      .body<typeof withdrawTokenSchema>()
      .answers<WithdrawResult>(),
    adminList: route('GET /api/admin/looking-for-team', lookingForTeamStaff)
      .query<typeof lookingListQuerySchema>()
      .answers<LookingForTeamPage>(),
    adminById: route(
      'GET /api/admin/looking-for-team/:id',
      lookingForTeamStaff,
    ).answers<LookingForTeamDetail>(),
    recordContact: route('POST /api/admin/looking-for-team/:id/contacts', lookingForTeamStaff)
      .body<typeof recordContactSchema>()
      .answers<LookingForTeamDetail>(),
    place: route('POST /api/admin/looking-for-team/:id/place', lookingForTeamStaff)
      .body<typeof placePlayerSchema>()
      .answers<PlacementResult>(),
    withdrawByRep: route('POST /api/admin/looking-for-team/:id/withdraw', lookingForTeamStaff)
      .body<typeof closeRequestSchema>()
      .answers<LookingForTeamDetail>(),
  },
  { adminCsv: 'adminList' },
);
