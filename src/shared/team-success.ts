import { valuesOf } from './labels';
/*
 * Team success (issue 11 §5): the achievements, statuses and history kinds with their texts.
 * Plain constants without zod, so the home page can name an achievement without downloading
 * the form schemas.
 */

export const achievementLabels = {
  'league-champions': 'League champions',
  playoffs: 'Reached the playoffs',
  districts: 'Advanced to districts',
  sectionals: 'Advanced to sectionals',
  nationals: 'Advanced to nationals',
  undefeated: 'Undefeated season',
  other: 'Another success',
} satisfies Record<string, string>;
export type Achievement = keyof typeof achievementLabels;
export const achievements = valuesOf(achievementLabels);

export const teamSuccessStatusLabels = {
  submitted: 'Waiting for review',
  approved: 'Approved',
  published: 'Published',
  rejected: 'Rejected',
} satisfies Record<string, string>;
export type TeamSuccessStatus = keyof typeof teamSuccessStatusLabels;
export const teamSuccessStatuses = valuesOf(teamSuccessStatusLabels);

export const teamSuccessEventLabels = {
  reported: 'Reported',
  edited: 'Edited',
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
  unpublished: 'Unpublished',
} satisfies Record<string, string>;
export type TeamSuccessEventKind = keyof typeof teamSuccessEventLabels;
export const teamSuccessEventKinds = valuesOf(teamSuccessEventLabels);
