import { adminExec, boardStaff, staff } from '../access';
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
import { route, withCsv } from './define';

/** Membership (issue 9): joining and renewing, types and seasons, waivers, the members list. */
export const membershipApi = withCsv(
  {
    // Membership (issue 9 §1, §2, §5). Joining is public (a visitor gets an account from the form).
    options: route('GET /api/membership/options', 'public').answers<MembershipOptions>(),
    join: route('POST /api/membership', 'public').body<typeof membershipFormSchema>().answers<JoinResult>(),
    mine: route('GET /api/me/memberships', 'signedIn').answers<MyMemberships>(),
    myFamily: route('GET /api/me/family', 'signedIn').answers<{ family: FamilyPerson[] }>(),
    seasons: route('GET /api/admin/membership-seasons', adminExec).answers<{
      seasons: (SeasonView & { types: MembershipTypeView[] })[];
    }>(),
    saveSeason: route('PUT /api/admin/membership-seasons/:year', adminExec)
      .body<typeof seasonSchema>()
      .answers<{ season: SeasonView }>(),
    createType: route('POST /api/admin/membership-types', adminExec)
      .body<typeof createMembershipTypeSchema>()
      .answers<{ type: MembershipTypeView }>(),
    updateType: route('PATCH /api/admin/membership-types/:id', adminExec)
      .body<typeof updateMembershipTypeSchema>()
      .answers<{ type: MembershipTypeView }>(),
    removeType: route('DELETE /api/admin/membership-types/:id', adminExec).answers<void>(),
    waivers: route('GET /api/admin/membership-waivers', boardStaff).answers<{ waivers: WaiverRequest[] }>(),
    approveWaiver: route('POST /api/admin/membership-waivers/:id/approve', boardStaff)
      .body<typeof waiverDecisionSchema>()
      .answers<{ ok: true }>(),
    refuseWaiver: route('POST /api/admin/membership-waivers/:id/refuse', boardStaff)
      .body<typeof waiverDecisionSchema>()
      .answers<{ ok: true }>(),
    members: route('GET /api/members', staff).query<typeof memberListQuerySchema>().answers<MemberPage>(),
    member: route('GET /api/members/:id', staff).answers<MemberDetail>(),
    merge: route('POST /api/members/:id/merge', adminExec)
      .body<typeof mergeMembersSchema>()
      .answers<{ moved: Record<string, number> }>(),
  },
  { membersCsv: 'members' },
);
