import type { Profile } from '@shared/schemas/profiles';
import type { profiles } from '../db/schema/profiles';

/** A profiles row as the API sends it (shared by /api/me and the profile routes). */
export function toProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    fullName: row.fullName,
    username: row.username,
    avatarUrl: row.avatarUrl,
    phone: row.phone,
    ntrpRating: row.ntrpRating,
    ratingType: row.ratingType,
    ratingYear: row.ratingYear,
    ustaNumber: row.ustaNumber,
    ustaExpiresOn: row.ustaExpiresOn,
    emergencyName: row.emergencyName,
    emergencyPhone: row.emergencyPhone,
    emailVisibility: row.emailVisibility,
    phoneVisibility: row.phoneVisibility,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
