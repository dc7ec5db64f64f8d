import type { UpdatePlayerDetailsData } from '@shared/player-details';
import type { profiles } from '../db/schema/profiles';

/**
 * The profile columns for player details as the shared schema gives them (the membership form
 * and the profile's player-details section): empty means "not given" (null); a field not sent
 * keeps its stored value.
 */
export function playerDetailsColumns(input: UpdatePlayerDetailsData): Partial<typeof profiles.$inferInsert> {
  const columns: Partial<typeof profiles.$inferInsert> = {};
  if (input.ntrpRating !== undefined) columns.ntrpRating = input.ntrpRating || null;
  if (input.ratingType !== undefined) columns.ratingType = input.ratingType || null;
  if (input.ratingYear !== undefined) columns.ratingYear = input.ratingYear;
  if (input.ustaNumber !== undefined) columns.ustaNumber = input.ustaNumber || null;
  if (input.ustaExpiresOn !== undefined) columns.ustaExpiresOn = input.ustaExpiresOn || null;
  if (input.emergencyName !== undefined) columns.emergencyName = input.emergencyName;
  if (input.emergencyPhone !== undefined) columns.emergencyPhone = input.emergencyPhone;
  return columns;
}
