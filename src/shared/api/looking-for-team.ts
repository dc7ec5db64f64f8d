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
import { answer, defineRoute, schema } from './define';

/** Looking for a team (issue 10 §6): the public form and withdraw link, the reps' list and desk. */
export const lookingForTeamApi = {
  file: defineRoute({
    method: 'POST',
    path: '/api/looking-for-team',
    // Looking for a team (issue 10 §6): the public form and withdraw link, the reps' list.
    access: 'public',
    body: schema<typeof lookingForTeamRequestSchema>(),
    answer: answer<LookingForTeamFiled>(),
  }),
  prefill: defineRoute({
    method: 'GET',
    path: '/api/looking-for-team/prefill',
    access: 'signedIn',
    answer: answer<LookingForTeamPrefill>(),
  }),
  leagues: defineRoute({
    method: 'GET',
    path: '/api/looking-for-team/leagues',
    access: 'public',
    answer: answer<{ leagues: LookingLeagueOption[] }>(),
  }),
  withdrawInfo: defineRoute({
    method: 'GET',
    path: '/api/looking-for-team/withdraw',
    access: 'public',
    query: schema<typeof withdrawTokenSchema>(),
    answer: answer<WithdrawLinkInfo>(),
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/looking-for-team/withdraw',
    access: 'public',
    body: schema<typeof withdrawTokenSchema>(),
    answer: answer<WithdrawResult>(),
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/looking-for-team',
    access: lookingForTeamStaff,
    query: schema<typeof lookingListQuerySchema>(),
    answer: answer<LookingForTeamPage>(),
  }),
  adminCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/looking-for-team.csv',
    access: lookingForTeamStaff,
    query: schema<typeof lookingListQuerySchema>(),
    answer: answer<string>(),
  }),
  adminById: defineRoute({
    method: 'GET',
    path: '/api/admin/looking-for-team/:id',
    access: lookingForTeamStaff,
    answer: answer<LookingForTeamDetail>(),
  }),
  recordContact: defineRoute({
    method: 'POST',
    path: '/api/admin/looking-for-team/:id/contacts',
    access: lookingForTeamStaff,
    body: schema<typeof recordContactSchema>(),
    answer: answer<LookingForTeamDetail>(),
  }),
  place: defineRoute({
    method: 'POST',
    path: '/api/admin/looking-for-team/:id/place',
    access: lookingForTeamStaff,
    body: schema<typeof placePlayerSchema>(),
    answer: answer<PlacementResult>(),
  }),
  withdrawByRep: defineRoute({
    method: 'POST',
    path: '/api/admin/looking-for-team/:id/withdraw',
    access: lookingForTeamStaff,
    body: schema<typeof closeRequestSchema>(),
    answer: answer<LookingForTeamDetail>(),
  }),
};
