/**
 * A player's tennis details as leagues need them (LEAGUES.md "Ratings and eligibility"): stored on
 * the profile, collected by the membership form and the profile, read by rosters and eligibility.
 */

import { type RatingType, ratingTypes } from './player-labels';
import { type NtrpRating, ntrpRatingSchema, requiredPhoneSchema } from './schemas/profiles';
import { z } from './zod';

const thisYear = new Date().getFullYear();

/** USTA numbers are digits (10 today); empty means none. */
export const ustaNumberSchema = z
  .string({ error: 'Enter the USTA number as digits, or leave it empty.' })
  .trim()
  .max(12, 'A USTA number has at most 12 digits.')
  .refine((v) => v === '' || /^\d{6,12}$/.test(v), { message: 'A USTA number is 6–12 digits.' });

export const ratingYearSchema = z
  .number({ error: 'Enter the rating year as 4 digits.' })
  .int('Enter the rating year as 4 digits.')
  .min(1980, 'Enter a rating year from 1980.')
  .max(thisYear + 1, 'The rating year cannot be later than next year.')
  .nullable();

const expiryMessage = 'Enter the expiry as a date, or leave it empty.';

/**
 * A player's tennis details: the player part of /forms/membership (POST /api/membership spreads
 * these fields into its schema) and, every field optional, the player-details section of the
 * profile (PATCH /api/users/:userId/player-details). One object, so both check the same rules.
 * Empty strings mean "not given"; the emergency contact, once given, cannot be emptied: the
 * club needs someone to call.
 */
export const playerDetailsSchema = z.object({
  ntrpRating: ntrpRatingSchema,
  ratingType: z.union([z.enum(ratingTypes), z.literal('')], { error: 'Choose a rating type.' }),
  ratingYear: ratingYearSchema,
  ustaNumber: ustaNumberSchema,
  // Optional in the membership form too: older forms and clients do not send it.
  ustaExpiresOn: z.union([z.iso.date(expiryMessage), z.literal('')], { error: expiryMessage }).optional(),
  emergencyName: z
    .string({ error: 'Please name an emergency contact.' })
    .trim()
    .min(1, 'Please name an emergency contact.')
    .max(100, 'The name can be at most 100 characters.'),
  emergencyPhone: requiredPhoneSchema,
});
export type PlayerDetailsInput = z.input<typeof playerDetailsSchema>;

/** PATCH /api/users/:userId/player-details: only the fields sent change; unknown fields are refused. */
export const updatePlayerDetailsSchema = z
  .strictObject(playerDetailsSchema.partial().shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'That field cannot be changed here.' : undefined),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');
export type UpdatePlayerDetailsInput = z.input<typeof updatePlayerDetailsSchema>;
export type UpdatePlayerDetailsData = z.output<typeof updatePlayerDetailsSchema>;

/** The stored details as the profile answers them (null: not given yet). */
export interface PlayerDetails {
  ntrpRating: NtrpRating | null;
  ratingType: RatingType | null;
  ratingYear: number | null;
  ustaNumber: string | null;
  ustaExpiresOn: string | null;
  emergencyName: string | null;
  emergencyPhone: string | null;
}
