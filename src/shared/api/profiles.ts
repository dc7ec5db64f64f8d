import { ownerOr } from '../access';
import type { updatePlayerDetailsSchema } from '../player-details';
import type { MemberProfile, Profile, PublicProfile, updateProfileSchema } from '../schemas/profiles';
import { answer, defineRoute, schema, upload } from './define';

/** Profiles: a member's own (details, avatar), the public page, and an admin's corrections. */
export const profilesApi = {
  byUsername: defineRoute({
    method: 'GET',
    path: '/api/profiles/:username',
    access: 'public',
    answer: answer<{ profile: PublicProfile }>(),
  }),
  updateMine: defineRoute({
    method: 'PATCH',
    path: '/api/profiles/me',
    access: 'signedIn',
    body: schema<typeof updateProfileSchema>(),
    answer: answer<{ profile: Profile }>(),
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/api/profiles/me/avatar',
    access: 'signedIn',
    upload: upload('avatar'),
    answer: answer<{ profile: Profile }>(),
  }),
  removeAvatar: defineRoute({
    method: 'DELETE',
    path: '/api/profiles/me/avatar',
    access: 'signedIn',
    answer: answer<{ profile: Profile }>(),
  }),
  /** One's own player details, or a member's by an admin (owner rule in access.ts). */
  updatePlayerDetails: defineRoute({
    method: 'PATCH',
    path: '/api/users/:userId/player-details',
    // A member's own player details; admins correct a member's (issue 8 §4).
    access: ownerOr(['admin']),
    body: schema<typeof updatePlayerDetailsSchema>(),
    answer: answer<{ profile: Profile }>(),
  }),
  member: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id/profile',
    access: ['admin'],
    answer: answer<{ member: MemberProfile }>(),
  }),
  updateMember: defineRoute({
    method: 'PATCH',
    path: '/api/admin/users/:id/profile',
    access: ['admin'],
    body: schema<typeof updateProfileSchema>(),
    answer: answer<{ member: MemberProfile }>(),
  }),
  uploadMemberAvatar: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/avatar',
    access: ['admin'],
    upload: upload('avatar'),
    answer: answer<{ member: MemberProfile }>(),
  }),
  removeMemberAvatar: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id/avatar',
    access: ['admin'],
    answer: answer<{ member: MemberProfile }>(),
  }),
};
