import { pathPatterns, paths } from '@shared/paths';
import type { PageRow } from './page-table';

/**
 * The pages of a signed-in member: the directory, profiles and passwords, their teams' match
 * day, looking for a team, team success and club messages.
 * Rows as page-table.ts describes them.
 */
export const memberPages: PageRow[] = [
  // The member directory.
  {
    path: paths.members,
    page: () => import('@client/features/membership/pages/members-page').then((m) => m.MembersPage),
  },
  {
    path: pathPatterns.member,
    title: 'Member',
    page: () => import('@client/features/membership/pages/member-page').then((m) => m.MemberPage),
  },
  // Accounts (issue 3): passwords, profiles, roles. Never in menus.
  {
    path: paths.setPassword,
    title: 'Change Password',
    page: () =>
      import('@client/features/accounts/pages/change-password-page').then((m) => m.ChangePasswordPage),
  },
  {
    path: paths.authChangePassword,
    title: 'Change Password',
    page: () =>
      import('@client/features/accounts/pages/change-password-page').then((m) => m.ChangePasswordPage),
  },
  {
    path: paths.debugRoles,
    title: 'My Roles',
    page: () => import('@client/features/accounts/pages/debug-roles-page').then((m) => m.DebugRolesPage),
  },
  {
    path: paths.profileEdit,
    title: 'Edit Profile',
    page: () => import('@client/features/profiles/pages/profile-edit-page').then((m) => m.ProfileEditPage),
  },
  {
    path: pathPatterns.user,
    title: 'Member Profile',
    page: () => import('@client/features/profiles/pages/user-profile-page').then((m) => m.UserProfilePage),
  },
  {
    path: pathPatterns.userEdit,
    title: 'Edit Profile',
    page: () => import('@client/features/profiles/pages/profile-edit-page').then((m) => m.UserEditRoute),
  },
  // Leagues and teams (issue 10 §1–4).
  {
    path: paths.teams,
    title: 'Team Management',
    page: () => import('@client/features/leagues/pages/teams-pages').then((m) => m.TeamsPage),
  },
  {
    path: paths.teamsRoster,
    title: 'Team Rosters',
    page: () => import('@client/features/leagues/pages/teams-pages').then((m) => m.RostersPage),
  },
  {
    path: pathPatterns.teamRoster,
    title: 'Team Roster',
    page: () => import('@client/features/leagues/pages/team-roster-page').then((m) => m.TeamRosterPage),
  },
  // Match day: schedule, availability and the match page (issue 11 §1–2).
  {
    path: pathPatterns.teamSchedule,
    title: 'Team Schedule',
    page: () => import('@client/features/team-matches/pages/schedule-page').then((m) => m.TeamSchedulePage),
  },
  {
    path: pathPatterns.teamAvailability,
    title: 'Team Availability',
    page: () =>
      import('@client/features/team-matches/pages/availability-grid-page').then(
        (m) => m.AvailabilityGridPage,
      ),
  },
  {
    path: pathPatterns.teamMatch,
    title: 'Team Match',
    page: () => import('@client/features/team-matches/pages/match-page').then((m) => m.TeamMatchPage),
  },
  // Match-day results (issue 11 §3–4): lineups, scores, standings.
  {
    path: pathPatterns.teamMatchLineup,
    title: 'Lineup',
    page: () => import('@client/features/team-matches/pages/lineup-page').then((m) => m.LineupPage),
  },
  {
    path: pathPatterns.teamMatchSubs,
    title: 'Find a Sub',
    page: () => import('@client/features/team-matches/pages/sub-finder-page').then((m) => m.SubFinderPage),
  },
  {
    path: pathPatterns.teamMatchScore,
    title: 'Score',
    page: () => import('@client/features/team-matches/pages/score-page').then((m) => m.ScorePage),
  },
  {
    path: pathPatterns.leagueStandings,
    title: 'Standings',
    page: () => import('@client/features/team-matches/pages/standings-page').then((m) => m.StandingsPage),
  },
  // Looking for a team (issue 10 §6).
  {
    path: paths.lookingForTeam,
    page: () =>
      import('@client/features/looking-for-team/pages/looking-list-page').then((m) => m.LookingListPage),
  },
  {
    path: pathPatterns.lookingForTeamEntry,
    title: 'Looking for Team',
    page: () =>
      import('@client/features/looking-for-team/pages/looking-detail-page').then((m) => m.LookingDetailPage),
  },
  // Team success (issue 11 §5).
  {
    path: paths.teamSuccess,
    page: () =>
      import('@client/features/team-success/pages/team-success-list-page').then((m) => m.TeamSuccessListPage),
  },
  // Club messages (issue 22).
  {
    path: paths.messages,
    title: 'Messages',
    page: () => import('@client/features/club-messages/pages/messages-page').then((m) => m.MessagesPage),
  },
  {
    path: paths.messageNew,
    title: 'New Message',
    page: () =>
      import('@client/features/club-messages/pages/compose-message-page').then((m) => m.ComposeMessagePage),
  },
  {
    path: pathPatterns.message,
    title: 'Message',
    page: () => import('@client/features/club-messages/pages/message-page').then((m) => m.MessagePage),
  },
];
