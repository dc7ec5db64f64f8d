import type { MeResponse } from '@shared/schemas/profiles';
import { eq } from 'drizzle-orm';
import { toProfile } from '../../auth/profile-record';
import { loadHonouredRoles } from '../../auth/user-roles';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';

/** The signed-in user's account, profile and roles in one read (§7 "database reads"). */
export async function getMe(db: DbOrTx, userId: string): Promise<MeResponse> {
  const [row] = await db
    .select({ user, profile: profiles })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists. Please sign in again.');
  const u = row.user;
  const { roles, notice } = await loadHonouredRoles(db, userId);
  return {
    user: {
      id: u.id,
      email: u.email,
      emailVerified: u.emailVerified,
      name: u.name,
      username: u.username,
      displayUsername: u.displayUsername,
      image: u.image,
      twoFactorEnabled: u.twoFactorEnabled,
      createdAt: u.createdAt.toISOString(),
    },
    profile: toProfile(row.profile),
    roles,
    twoFactor: notice,
  };
}

/** §7 check_duplicate_email: true when an account uses the address (case-insensitive). */
export async function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  if (!normalized) return false;
  // Better Auth stores addresses lowercased, so an equality match is enough (and uses the index).
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, normalized)).limit(1);
  return !!row;
}
