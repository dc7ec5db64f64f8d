import type {
  createMembershipTypeSchema,
  FamilyPerson,
  JoinResult,
  MemberDetail,
  MemberPage,
  MembershipOptions,
  MembershipTypeView,
  MyMemberships,
  memberListQuerySchema,
  membershipFormSchema,
  mergeMembersSchema,
  SeasonView,
  seasonSchema,
  updateMembershipTypeSchema,
  WaiverRequest,
  waiverDecisionSchema,
} from '../schemas/membership';
import { answer, defineRoute, schema } from './define';

/** Membership (issue 9): joining and renewing, types and seasons, waivers, the members list. */
export const membershipApi = {
  options: defineRoute({
    method: 'GET',
    path: '/api/membership/options',
    answer: answer<MembershipOptions>(),
  }),
  join: defineRoute({
    method: 'POST',
    path: '/api/membership',
    body: schema<typeof membershipFormSchema>(),
    answer: answer<JoinResult>(),
  }),
  mine: defineRoute({ method: 'GET', path: '/api/me/memberships', answer: answer<MyMemberships>() }),
  myFamily: defineRoute({
    method: 'GET',
    path: '/api/me/family',
    answer: answer<{ family: FamilyPerson[] }>(),
  }),
  seasons: defineRoute({
    method: 'GET',
    path: '/api/admin/membership-seasons',
    answer: answer<{ seasons: (SeasonView & { types: MembershipTypeView[] })[] }>(),
  }),
  saveSeason: defineRoute({
    method: 'PUT',
    path: '/api/admin/membership-seasons/:year',
    body: schema<typeof seasonSchema>(),
    answer: answer<{ season: SeasonView }>(),
  }),
  createType: defineRoute({
    method: 'POST',
    path: '/api/admin/membership-types',
    body: schema<typeof createMembershipTypeSchema>(),
    answer: answer<{ type: MembershipTypeView }>(),
  }),
  updateType: defineRoute({
    method: 'PATCH',
    path: '/api/admin/membership-types/:id',
    body: schema<typeof updateMembershipTypeSchema>(),
    answer: answer<{ type: MembershipTypeView }>(),
  }),
  removeType: defineRoute({
    method: 'DELETE',
    path: '/api/admin/membership-types/:id',
    answer: answer<void>(),
  }),
  waivers: defineRoute({
    method: 'GET',
    path: '/api/admin/membership-waivers',
    answer: answer<{ waivers: WaiverRequest[] }>(),
  }),
  approveWaiver: defineRoute({
    method: 'POST',
    path: '/api/admin/membership-waivers/:id/approve',
    body: schema<typeof waiverDecisionSchema>(),
    answer: answer<{ ok: true }>(),
  }),
  refuseWaiver: defineRoute({
    method: 'POST',
    path: '/api/admin/membership-waivers/:id/refuse',
    body: schema<typeof waiverDecisionSchema>(),
    answer: answer<{ ok: true }>(),
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/members',
    query: schema<typeof memberListQuerySchema>(),
    answer: answer<MemberPage>(),
  }),
  membersCsv: defineRoute({
    method: 'GET',
    path: '/api/members.csv',
    query: schema<typeof memberListQuerySchema>(),
    answer: answer<string>(),
  }),
  member: defineRoute({ method: 'GET', path: '/api/members/:id', answer: answer<MemberDetail>() }),
  merge: defineRoute({
    method: 'POST',
    path: '/api/members/:id/merge',
    body: schema<typeof mergeMembersSchema>(),
    answer: answer<{ moved: Record<string, number> }>(),
  }),
};
