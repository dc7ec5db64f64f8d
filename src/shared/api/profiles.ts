import { ownerOr } from '../access';
import type { updatePlayerDetailsSchema } from '../player-details';
import type { MemberProfile, Profile, PublicProfile, updateProfileSchema } from '../schemas/profiles';
import { route } from './define';

/** Profiles: a member's own (details, avatar), the public page, and an admin's corrections. */
export const profilesApi = {
  byUsername: route('GET /api/profiles/:username', 'public').answers<{ profile: PublicProfile }>(),
  updateMine: route('PATCH /api/profiles/me', 'signedIn')
    .body<typeof updateProfileSchema>()
    .answers<{ profile: Profile }>(),
  uploadAvatar: route('POST /api/profiles/me/avatar', 'signedIn')
    .upload('avatar')
    .answers<{ profile: Profile }>(),
  removeAvatar: route('DELETE /api/profiles/me/avatar', 'signedIn').answers<{ profile: Profile }>(),
  /** One's own player details, or a member's by an admin (owner rule in access.ts). */
  // A member's own player details; admins correct a member's (issue 8 §4).
  updatePlayerDetails: route('PATCH /api/users/:userId/player-details', ownerOr(['admin']))
    .body<typeof updatePlayerDetailsSchema>()
    .answers<{ profile: Profile }>(),
  member: route('GET /api/admin/users/:id/profile', ['admin']).answers<{ member: MemberProfile }>(),
  updateMember: route('PATCH /api/admin/users/:id/profile', ['admin'])
    .body<typeof updateProfileSchema>()
    .answers<{ member: MemberProfile }>(),
  uploadMemberAvatar: route('POST /api/admin/users/:id/avatar', ['admin'])
    .upload('avatar')
    .answers<{ member: MemberProfile }>(),
  removeMemberAvatar: route('DELETE /api/admin/users/:id/avatar', ['admin']).answers<{
    member: MemberProfile;
  }>(),
};
