/*
 * Team success (issue 11 §5): the achievements, statuses and history kinds with their texts.
 * Plain constants without zod, so the home page can name an achievement without downloading
 * the form schemas.
 */

export const achievements = [
  'league-champions',
  'playoffs',
  'districts',
  'sectionals',
  'nationals',
  'undefeated',
  'other',
] as const;
export type Achievement = (typeof achievements)[number];
export const achievementLabels: Record<Achievement, string> = {
  'league-champions': 'League champions',
  playoffs: 'Reached the playoffs',
  districts: 'Advanced to districts',
  sectionals: 'Advanced to sectionals',
  nationals: 'Advanced to nationals',
  undefeated: 'Undefeated season',
  other: 'Another success',
};

export const teamSuccessStatuses = ['submitted', 'approved', 'published', 'rejected'] as const;
export type TeamSuccessStatus = (typeof teamSuccessStatuses)[number];
export const teamSuccessStatusLabels: Record<TeamSuccessStatus, string> = {
  submitted: 'Waiting for review',
  approved: 'Approved',
  published: 'Published',
  rejected: 'Rejected',
};

export const teamSuccessEventKinds = [
  'reported',
  'edited',
  'approved',
  'rejected',
  'published',
  'unpublished',
] as const;
export type TeamSuccessEventKind = (typeof teamSuccessEventKinds)[number];
export const teamSuccessEventLabels: Record<TeamSuccessEventKind, string> = {
  reported: 'Reported',
  edited: 'Edited',
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
  unpublished: 'Unpublished',
};
