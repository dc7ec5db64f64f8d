import type { ReportTeamSuccess } from '@shared/schemas/team-success';

/**
 * A team-success report's columns as the form sent them (no team and no photo stored as null):
 * the public report and the data factories store a report the same way.
 */
export function reportColumnsOf(report: ReportTeamSuccess) {
  return {
    teamId: report.teamId || null,
    teamName: report.teamName,
    league: report.league,
    seasonYear: report.seasonYear,
    achievement: report.achievement,
    results: report.results,
    story: report.story,
    playerNames: report.playerNames,
    photoUrl: report.photoUrl || null,
    reporterName: report.reporterName,
    reporterEmail: report.reporterEmail,
  };
}
