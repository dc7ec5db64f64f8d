/**
 * A player's tennis details as leagues need them (LEAGUES.md "Ratings and eligibility"): stored on
 * the profile, collected by the membership form and the profile, read by rosters and eligibility.
 */

/** NTRP rating types: S self-rated, C computer, A appeal, B benchmark, D dynamic, M mixed-exclusive, T tournament-exclusive. */
export const ratingTypes = ['S', 'C', 'A', 'B', 'D', 'M', 'T'] as const;
export type RatingType = (typeof ratingTypes)[number];

export const ratingTypeLabels: Record<RatingType, string> = {
  S: 'Self-rated',
  C: 'Computer',
  A: 'Appeal',
  B: 'Benchmark',
  D: 'Dynamic',
  M: 'Mixed-exclusive',
  T: 'Tournament-exclusive',
};

/** USTA leagues are men's, women's or mixed: a player's gender decides which they may play. */
export const playerGenders = ['female', 'male'] as const;
export type PlayerGender = (typeof playerGenders)[number];

export const playerGenderLabels: Record<PlayerGender, string> = { female: 'Female', male: 'Male' };
