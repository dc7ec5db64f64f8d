import { type ContactVisibility, contactVisibilities } from '../contact-visibility';
import type { PlayerDetails } from '../player-details';
import type { Role } from '../roles';
import type { TwoFactorNotice } from '../two-factor-rules';
import { z } from '../zod';

/** NTRP levels used for adult play (DOMAIN.md). */
export const ntrpRatings = ['2.5', '3.0', '3.5', '4.0', '4.5', '5.0+'] as const;
export type NtrpRating = (typeof ntrpRatings)[number];

/** A rating chosen in a form: one of the levels, or empty for "not rated". */
export const ntrpRatingSchema = z.union([z.enum(ntrpRatings), z.literal('')], {
  error: `Choose an NTRP rating: ${ntrpRatings.join(', ')}.`,
});

export const usernameMinLength = 3;
export const usernameMaxLength = 30;
export const fullNameMaxLength = 100;
export const phoneMaxLength = 30;

/**
 * Usernames that would clash with fixed URLs (/users/profile/edit, /api/profiles/me)
 * or pretend to be the club.
 */
export const reservedUsernames = [
  'me',
  'profile',
  'edit',
  'new',
  'admin',
  'administrator',
  'settings',
  'api',
  'njtc',
  'support',
  'root',
] as const;

export const usernameSchema = z
  .string({ error: 'Please choose a username.' })
  .trim()
  .min(usernameMinLength, `The username needs at least ${usernameMinLength} characters.`)
  .max(usernameMaxLength, `The username can be at most ${usernameMaxLength} characters.`)
  .regex(/^[a-zA-Z0-9_.]+$/, 'Use letters, digits, dots and underscores only.')
  .refine((u) => !(reservedUsernames as readonly string[]).includes(u.toLowerCase()), {
    message: 'That username is reserved. Please choose another.',
  });

export const fullNameSchema = z
  .string({ error: 'Please enter your full name.' })
  .trim()
  .min(1, 'Please enter your full name.')
  .max(fullNameMaxLength, `The name can be at most ${fullNameMaxLength} characters.`);

/** Empty means "no phone"; otherwise digits with the usual separators. */
export const phoneSchema = z
  .string()
  .trim()
  .max(phoneMaxLength, `The phone number can be at most ${phoneMaxLength} characters.`)
  .refine((p) => p === '' || (/^\+?[0-9 ()./-]+$/.test(p) && p.replace(/\D/g, '').length >= 7), {
    message: 'Please enter a valid phone number (digits, spaces, + ( ) - .).',
  })
  .transform((p) => (p === '' ? null : p));

/** A phone number that must be given (membership contact, emergency contact). */
export const requiredPhoneSchema = z
  .string({ error: 'Please enter a phone number.' })
  .trim()
  .min(1, 'Please enter a phone number.')
  .max(phoneMaxLength, `The phone number can be at most ${phoneMaxLength} characters.`)
  .refine((p) => /^\+?[0-9 ()./-]+$/.test(p) && p.replace(/\D/g, '').length >= 7, {
    message: 'Please enter a valid phone number (digits, spaces, + ( ) - .).',
  });

/**
 * PATCH /api/profiles/me and /api/admin/users/:id/profile, and the resolver of the profile
 * details form: every field optional; unknown fields are refused. An empty phone or rating
 * (the form's "Not rated") clears it.
 */
export const updateProfileSchema = z.strictObject(
  {
    fullName: fullNameSchema.optional(),
    username: usernameSchema.optional(),
    phone: phoneSchema.nullable().optional(),
    ntrpRating: ntrpRatingSchema
      .transform((rating) => (rating === '' ? null : rating))
      .nullable()
      .optional(),
    emailVisibility: z
      .enum(contactVisibilities, { error: 'Choose who sees your e-mail address.' })
      .optional(),
    phoneVisibility: z.enum(contactVisibilities, { error: 'Choose who sees your phone number.' }).optional(),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'That field cannot be changed here.' : undefined),
  },
);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;

/** Avatar upload limits: checked on the server from the file's bytes. */
export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The owner's own profile row (GET /api/me → profile), with the player details
 * (src/shared/player-details.ts): only the owner and admins read this shape.
 */
export interface Profile extends PlayerDetails {
  id: string;
  fullName: string;
  username: string | null;
  avatarUrl: string | null;
  phone: string | null;
  emailVisibility: ContactVisibility;
  phoneVisibility: ContactVisibility;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/me: the signed-in user's account, profile and roles (the one type of that answer). */
/** GET/PATCH /api/admin/users/:id/profile: what an admin edits of a member's profile. */
export interface MemberProfile {
  user: Pick<MeResponse['user'], 'id' | 'email' | 'name' | 'username' | 'displayUsername'>;
  profile: Profile;
}

export interface MeResponse {
  user: {
    id: string;
    email: string;
    emailVerified: boolean;
    name: string;
    username: string | null;
    displayUsername: string | null;
    image: string | null;
    twoFactorEnabled: boolean;
    createdAt: string;
  };
  profile: Profile;
  /** The roles honoured now (a role past its two-factor deadline is left out). */
  roles: Role[];
  /** Set while a role of this account requires two-factor login and it is off. */
  twoFactor: TwoFactorNotice | null;
}

/** GET /api/profiles/:username: contact details only where the member allows (or for the owner). */
export interface PublicProfile {
  /** Only to the member and admins. */
  id?: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  ntrpRating: NtrpRating | null;
  /** Only to the member and admins. */
  roles?: string[];
  memberSince: string;
  email: string | null;
  phone: string | null;
  isOwner: boolean;
  /** Only to the member and admins: the player details, read-only here. */
  player?: PlayerDetails;
}
