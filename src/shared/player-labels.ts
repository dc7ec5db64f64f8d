/**
 * A player's rating types and genders with their labels: plain values, apart from the schemas of
 * player-details.ts, so that a page that only shows them (a profile, a roster) loads no zod
 * before its first screen (issue 24, decision 045).
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
