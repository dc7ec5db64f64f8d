import { isAllowed } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import type { PlayerDetails, UpdatePlayerDetailsData } from '@shared/player-details';
import type { MemberProfile, Profile, PublicProfile, updateProfileSchema } from '@shared/schemas/profiles';
import type { z } from '@shared/zod';
import { and, eq, ne } from 'drizzle-orm';
import { toProfile } from '../../auth/profile-record';
import { loadUserRoles } from '../../auth/user-roles';
import type { AppContext, RequestViewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { AppError, fieldError } from '../../lib/app-error';
import { contactViewerOf, teammatesOf, visibleContact } from '../../lib/contact-visibility';
import { isUniqueViolation } from '../../lib/db-errors';
import { playerDetailsColumns } from '../../lib/player-details-record';
import { avatarHolderOf, checkAvatarImage, lockAvatarOf, showAvatarInTx } from '../../lib/profile-avatar';
import { releaseUpload, removeUnusedUpload } from '../../lib/upload-records';
import { saveUploadKept } from '../../lib/uploads';

export const usernameTakenMessage = 'That username is already taken. Please choose another.';

/** §7 "profiles where id equals the user id, single row, all columns". */
export async function getProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ? toProfile(row) : null;
}

/** A member's account and profile as an admin edits them. */
export async function getMemberProfile(db: DbOrTx, userId: string): Promise<MemberProfile> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      username: user.username,
      displayUsername: user.displayUsername,
      profile: profiles,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'No member has this id.');
  const { profile, ...account } = row;
  return { user: account, profile: toProfile(profile) };
}

/**
 * A member's public profile. E-mail and phone by the member's own settings (contact-visibility:
 * all signed-in members, teammates, or only the member and the club's officers); unconfirmed
 * accounts are not shown. The id and
 * roles only to the member and to those who may list users with their roles (admins):
 * nobody else can use profiles to find the admin accounts.
 */
export async function getPublicProfile(
  db: DbOrTx,
  username: string,
  viewer: RequestViewer,
): Promise<PublicProfile> {
  const [row] = await db
    .select({ profile: profiles, email: user.email, emailVerified: user.emailVerified })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.username, username.toLowerCase()));
  const isOwner = !!row && viewer.userId === row.profile.id;
  if (!row || (!row.emailVerified && !isOwner))
    throw new AppError('NOT_FOUND', 'No member has that username.');
  const p = row.profile;
  const canSeeRoles = isOwner || isAllowed(featureAccess.seeProfileRoles, viewer);
  const isTeammate = (await teammatesOf(db, viewer.userId, [p.id])).has(p.id);
  const contact = visibleContact(contactViewerOf(viewer, p.id, isTeammate), { ...p, email: row.email });
  return {
    ...(canSeeRoles ? { id: p.id, roles: await loadUserRoles(db, p.id) } : {}),
    username: p.username!,
    fullName: p.fullName,
    avatarUrl: p.avatarUrl,
    ntrpRating: p.ntrpRating,
    memberSince: p.createdAt.toISOString(),
    email: contact.email,
    phone: contact.phone,
    isOwner,
    ...(canSeeRoles ? { player: playerDetailsOf(toProfile(p)) } : {}),
  };
}

function playerDetailsOf(profile: Profile): PlayerDetails {
  const { ntrpRating, ratingType, ratingYear, ustaNumber, ustaExpiresOn, emergencyName, emergencyPhone } =
    profile;
  return { ntrpRating, ratingType, ratingYear, ustaNumber, ustaExpiresOn, emergencyName, emergencyPhone };
}

/** Edits one's own profile; name and username live on the user row (a trigger mirrors them). */
export async function updateProfile(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof updateProfileSchema>,
): Promise<Profile> {
  try {
    return await db.transaction(async (tx) => {
      const userChanges: Partial<typeof user.$inferInsert> = {};
      if (input.fullName !== undefined) userChanges.name = input.fullName;
      if (input.username !== undefined) {
        const username = input.username.toLowerCase();
        const [taken] = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.username, username), ne(user.id, userId)))
          .limit(1);
        if (taken) throw fieldError('CONFLICT', 'username', usernameTakenMessage);
        userChanges.username = username;
        userChanges.displayUsername = input.username;
      }
      if (Object.keys(userChanges).length > 0) {
        await tx
          .update(user)
          .set({ ...userChanges, updatedAt: new Date() })
          .where(eq(user.id, userId));
      }
      const profileChanges: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
      if (input.phone !== undefined) profileChanges.phone = input.phone;
      if (input.ntrpRating !== undefined) profileChanges.ntrpRating = input.ntrpRating;
      if (input.emailVisibility !== undefined) profileChanges.emailVisibility = input.emailVisibility;
      if (input.phoneVisibility !== undefined) profileChanges.phoneVisibility = input.phoneVisibility;
      const [row] = await tx.update(profiles).set(profileChanges).where(eq(profiles.id, userId)).returning();
      if (!row) throw new AppError('NOT_FOUND', 'The profile was not found.');
      return toProfile(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('CONFLICT', 'username', usernameTakenMessage);
    throw err;
  }
}

/**
 * Changes the player details sent (one's own, or a member's by an admin); the others stay. An
 * emergency contact is a name with a phone: one without the other is refused.
 */
export async function updatePlayerDetails(
  db: DbOrTx,
  userId: string,
  input: UpdatePlayerDetailsData,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ ...playerDetailsColumns(input), updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'No member has this id.');
    if (!row.emergencyName !== !row.emergencyPhone) {
      throw row.emergencyName
        ? fieldError('VALIDATION', 'emergencyPhone', 'Please enter a phone number.')
        : fieldError('VALIDATION', 'emergencyName', 'Please name an emergency contact.');
    }
    return toProfile(row);
  });
}

/**
 * Stores a new avatar (type from its bytes), points the profile at it and drops the old file.
 * The upload belongs to the profile whoever sent it (the member, or an admin: `uploadedBy`).
 */
export async function setAvatar(
  ctx: AppContext,
  userId: string,
  bytes: Uint8Array,
  uploadedBy: string = userId,
): Promise<Profile> {
  const type = checkAvatarImage(bytes);
  const { profile, previous } = await saveUploadKept(ctx.uploadsDir, { kind: 'avatar', bytes, type }, (url) =>
    ctx.db.transaction(async (tx) => {
      const shown = await showAvatarInTx(tx, userId, url, uploadedBy);
      return { profile: toProfile(shown.row), previous: shown.previous };
    }),
  );
  await removeUnusedUpload(ctx.uploadsDir, previous).catch((err) =>
    ctx.logger.warn({ err }, 'could not remove the previous avatar file'),
  );
  return profile;
}

/** Removes a profile's avatar (back to initials): the member's own, or by an admin. */
export async function removeAvatar(ctx: AppContext, userId: string): Promise<Profile> {
  let previous: string | null = null;
  const profile = await ctx.db.transaction(async (tx) => {
    const old = await lockAvatarOf(tx, userId);
    previous = await releaseUpload(tx, old.avatarUrl, avatarHolderOf(userId));
    const [row] = await tx
      .update(profiles)
      .set({ avatarUrl: null, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    await tx.update(user).set({ image: null, updatedAt: new Date() }).where(eq(user.id, userId));
    return toProfile(row!);
  });
  await removeUnusedUpload(ctx.uploadsDir, previous).catch(() => {});
  return profile;
}
