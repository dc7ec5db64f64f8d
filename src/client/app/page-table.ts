import { pathPatterns, paths } from '@shared/paths';
import type { ComponentType } from 'react';
import type { RouteHandle } from './layout/route-handle';

/**
 * One row per page: its path, its title and the page, loaded on demand (§2). The rest of a row
 * is what the layout reads (layout/route-handle.ts): `title` for pages that are not menu entries
 * (menu entries use their menu title), `hideTitle`, `standalone`, `canonical`. While the chunk
 * loads, the layout shows "Loading..." in the page area.
 *
 * Every path is one of `paths` or `pathPatterns` (the server decides 404s by them:
 * shared/app-paths.ts), and the build reads this table as text to preload each page's chunks
 * (scripts/lib/route-chunks-plugin.ts): keep `path:` before `page:` in each row. app/router.tsx
 * makes the routes of these rows, the old addresses' forwards and the catch-all.
 */
export interface PageRow extends RouteHandle {
  path: string;
  page: () => Promise<ComponentType>;
}

export const pages: PageRow[] = [
  {
    path: paths.home,
    hideTitle: true,
    page: () => import('@client/features/home/pages/home-page').then((m) => m.HomePage),
  },
  {
    path: paths.about,
    title: 'About',
    page: () => import('@client/features/content/pages/about-page').then((m) => m.AboutPage),
  },
  {
    path: paths.privacy,
    title: 'Privacy Policy',
    page: () => import('@client/features/content/pages/content-pages').then((m) => m.PrivacyPage),
  },
  {
    path: paths.terms,
    title: 'Terms of Use',
    page: () => import('@client/features/content/pages/content-pages').then((m) => m.TermsPage),
  },

  {
    path: paths.courts,
    page: () => import('@client/features/courts/pages/courts-page').then((m) => m.CourtsPage),
  },
  {
    path: pathPatterns.court,
    title: 'Court Location',
    page: () => import('@client/features/courts/pages/court-page').then((m) => m.CourtPage),
  },
  {
    path: paths.adminCourts,
    title: 'Edit Court Locations',
    page: () => import('@client/features/courts/pages/admin-courts-page').then((m) => m.AdminCourtsPage),
  },
  {
    path: paths.adminCourtNew,
    title: 'New Court Location',
    page: () =>
      import('@client/features/courts/pages/admin-court-edit-page').then((m) => m.AdminCourtNewPage),
  },
  {
    path: pathPatterns.adminCourt,
    title: 'Edit Court Location',
    page: () =>
      import('@client/features/courts/pages/admin-court-edit-page').then((m) => m.AdminCourtEditPage),
  },
  {
    path: paths.contacts,
    page: () => import('@client/features/contacts/pages/contacts-page').then((m) => m.ContactsPage),
  },
  {
    path: paths.adminContacts,
    title: 'Edit Board Contacts',
    page: () =>
      import('@client/features/contacts/pages/admin-contacts-page').then((m) => m.AdminContactsPage),
  },

  {
    path: paths.newsletterConfirm,
    title: 'Newsletter Subscription',
    page: () =>
      import('@client/features/newsletter/pages/newsletter-confirm-page').then(
        (m) => m.NewsletterConfirmPage,
      ),
  },
  {
    path: paths.mailUnsubscribe,
    title: 'Club E-mails',
    page: () =>
      import('@client/features/mail-lists/pages/mail-unsubscribe-page').then((m) => m.MailUnsubscribePage),
  },
  {
    path: paths.newsletterUnsubscribe,
    title: 'Unsubscribe from Newsletter',
    page: () =>
      import('@client/features/newsletter/pages/newsletter-unsubscribe-page').then(
        (m) => m.NewsletterUnsubscribePage,
      ),
  },
  // Club content: pages written in /admin/content, news, and the footer's redirects.

  {
    path: paths.history,
    title: 'Our History',
    page: () => import('@client/features/content/pages/content-pages').then((m) => m.HistoryPage),
  },
  {
    path: paths.bylaws,
    title: 'Bylaws',
    page: () => import('@client/features/content/pages/content-pages').then((m) => m.BylawsPage),
  },
  {
    path: paths.rules,
    title: 'Rules of Play',
    page: () => import('@client/features/content/pages/content-pages').then((m) => m.RulesPage),
  },
  {
    path: paths.schedule,
    title: 'Season Schedule',
    page: () => import('@client/features/content/pages/content-pages').then((m) => m.SchedulePage),
  },
  {
    path: paths.codeOfConduct,
    title: 'Code of Conduct',
    page: () => import('@client/features/content/pages/content-pages').then((m) => m.CodeOfConductPage),
  },
  {
    path: paths.news,
    title: 'News',
    page: () => import('@client/features/content/pages/news-list-page').then((m) => m.NewsListPage),
  },
  {
    path: pathPatterns.newsPost,
    title: 'News',
    page: () => import('@client/features/content/pages/news-post-page').then((m) => m.NewsPostPage),
  },
  {
    path: paths.formsMembership,
    page: () =>
      import('@client/features/membership/pages/membership-form-page').then((m) => m.MembershipFormPage),
  },
  {
    path: paths.registrationSuccess,
    title: 'Membership',
    page: () =>
      import('@client/features/membership/pages/registration-success-page').then(
        (m) => m.RegistrationSuccessPage,
      ),
  },
  {
    path: paths.members,
    page: () => import('@client/features/membership/pages/members-page').then((m) => m.MembersPage),
  },
  {
    path: paths.adminMembershipTypes,
    title: 'Membership Types',
    page: () =>
      import('@client/features/membership/pages/admin-membership-types-page').then(
        (m) => m.AdminMembershipTypesPage,
      ),
  },
  {
    path: pathPatterns.member,
    title: 'Member',
    page: () => import('@client/features/membership/pages/member-page').then((m) => m.MemberPage),
  },
  {
    path: paths.paymentSuccess,
    title: 'Payment',
    page: () =>
      import('@client/features/payments/pages/payment-success-page').then((m) => m.PaymentSuccessPage),
  },
  {
    path: paths.paymentIntents,
    title: 'Payment Intents',
    page: () =>
      import('@client/features/payments/pages/payment-intents-page').then((m) => m.PaymentIntentsPage),
  },
  {
    path: pathPatterns.paymentIntent,
    title: 'Payment',
    page: () =>
      import('@client/features/payments/pages/payment-intent-page').then((m) => m.PaymentIntentPage),
  },
  {
    path: paths.adminPayments,
    title: 'Treasurer',
    page: () =>
      import('@client/features/payments/pages/admin-payments-page').then((m) => m.AdminPaymentsPage),
  },
  {
    path: pathPatterns.adminUserPurchases,
    title: 'Purchases',
    page: () =>
      import('@client/features/payments/pages/user-purchases-page').then((m) => m.UserPurchasesPage),
  },
  {
    path: paths.admin,
    title: 'Admin',
    page: () => import('@client/features/admin/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
  },
  {
    path: paths.adminContent,
    title: 'Site Content',
    page: () => import('@client/features/content/pages/admin-content-page').then((m) => m.AdminContentPage),
  },
  {
    path: pathPatterns.adminContentPage,
    title: 'Edit Page',
    page: () =>
      import('@client/features/content/pages/admin-page-editor-page').then((m) => m.AdminPageEditorPage),
  },
  {
    path: paths.adminNewsNew,
    title: 'New News Post',
    page: () =>
      import('@client/features/content/pages/admin-news-editor-page').then((m) => m.AdminNewsNewPage),
  },
  {
    path: pathPatterns.adminNewsPost,
    title: 'Edit News Post',
    page: () =>
      import('@client/features/content/pages/admin-news-editor-page').then((m) => m.AdminNewsEditPage),
  },
  // Social events, tournaments and sign-ups (issue 4 §1–2).

  {
    path: paths.socialEvents,
    page: () => import('@client/features/events/pages/social-events-page').then((m) => m.SocialEventsPage),
  },
  {
    path: paths.socials,
    title: 'Social Events',
    canonical: paths.socialEvents,
    page: () => import('@client/features/events/pages/social-events-page').then((m) => m.SocialEventsPage),
  },
  {
    path: '/social_events/:slug',
    title: 'Social Event',
    page: () => import('@client/features/events/pages/social-event-page').then((m) => m.SocialEventPage),
  },
  {
    path: paths.formsSocials,
    title: 'Social Event Sign-up',
    page: () => import('@client/features/events/pages/social-signup-page').then((m) => m.SocialSignupPage),
  },
  {
    path: paths.formSubmitSuccess,
    title: 'Thank You',
    page: () =>
      import('@client/features/events/pages/form-submit-success-page').then((m) => m.FormSubmitSuccessPage),
  },
  {
    path: paths.registrationsConfirm,
    title: 'Confirm Your Sign-up',
    page: () =>
      import('@client/features/events/pages/confirm-registration-page').then(
        (m) => m.ConfirmRegistrationPage,
      ),
  },
  {
    path: paths.registrationsCancel,
    title: 'Cancel Registration',
    page: () =>
      import('@client/features/events/pages/cancel-registration-page').then((m) => m.CancelRegistrationPage),
  },

  {
    path: paths.events,
    page: () => import('@client/features/events/pages/tournaments-page').then((m) => m.TournamentsPage),
  },
  {
    path: '/events/:slug',
    title: 'Tournament',
    page: () => import('@client/features/events/pages/tournament-page').then((m) => m.TournamentPage),
  },
  // Accounts (issue 3): sign-up, sign-in, passwords, profiles, roles. Never in menus.

  {
    path: paths.login,
    title: 'Sign In',
    page: () => import('@client/features/accounts/pages/login-page').then((m) => m.LoginPage),
  },
  {
    path: paths.register,
    title: 'Create an Account',
    page: () => import('@client/features/accounts/pages/register-page').then((m) => m.RegisterPage),
  },
  {
    path: paths.authVerifyEmail,
    title: 'Confirm Your E-mail',
    page: () => import('@client/features/accounts/pages/verify-email-page').then((m) => m.VerifyEmailPage),
  },
  {
    path: paths.forgotPassword,
    title: 'Forgot Password',
    page: () =>
      import('@client/features/accounts/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    path: paths.authConfirm,
    title: 'Choose a New Password',
    page: () =>
      import('@client/features/accounts/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  },
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
    path: paths.unauthorized,
    title: 'Access Denied',
    page: () => import('@client/features/accounts/pages/unauthorized-page').then((m) => m.UnauthorizedPage),
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
  {
    path: paths.adminAssignRoles,
    page: () => import('@client/features/roles/pages/assign-role-page').then((m) => m.AssignRolePage),
  },
  {
    path: pathPatterns.adminMemberProfile,
    title: 'Edit Member Profile',
    page: () =>
      import('@client/features/profiles/pages/admin-member-profile-page').then(
        (m) => m.AdminMemberProfilePage,
      ),
  },

  {
    path: paths.adminSocialEvents,
    page: () =>
      import('@client/features/events/pages/admin-social-events-page').then((m) => m.AdminSocialEventsPage),
  },
  {
    path: paths.adminSocialEventNew,
    title: 'New Social Event',
    page: () =>
      import('@client/features/events/pages/admin-social-events-page').then((m) => m.AdminSocialEventNewPage),
  },
  {
    path: '/admin/SocialEventsPage/:id',
    title: 'Edit Social Event',
    page: () =>
      import('@client/features/events/pages/admin-social-events-page').then(
        (m) => m.AdminSocialEventEditPage,
      ),
  },
  {
    path: paths.adminSocialPlayersForEvent,
    title: 'Event Players',
    page: () =>
      import('@client/features/events/pages/admin-event-players-page').then((m) => m.AdminEventPlayersPage),
  },
  {
    path: paths.adminSocialPlayersList,
    page: () => import('@client/features/events/pages/social-players-page').then((m) => m.SocialPlayersPage),
  },
  {
    path: paths.socialPlayers,
    title: 'Social Players',
    page: () => import('@client/features/events/pages/social-players-page').then((m) => m.SocialPlayersPage),
  },
  {
    path: '/social_players/:id',
    title: 'Social Player',
    page: () => import('@client/features/events/pages/social-player-page').then((m) => m.SocialPlayerPage),
  },

  {
    path: paths.adminTournaments,
    title: 'Edit Tournaments',
    page: () =>
      import('@client/features/events/pages/admin-tournaments-page').then((m) => m.AdminTournamentsPage),
  },
  {
    path: paths.adminTournamentNew,
    title: 'New Tournament',
    page: () =>
      import('@client/features/events/pages/admin-tournaments-page').then((m) => m.AdminTournamentNewPage),
  },
  {
    path: '/admin/tournaments/:id',
    title: 'Edit Tournament',
    page: () =>
      import('@client/features/events/pages/admin-tournaments-page').then((m) => m.AdminTournamentEditPage),
  },
  // Tournament draws, order of play and results (issue 23 §1–2).
  {
    path: pathPatterns.adminTournamentDraws,
    title: 'Tournament Draws',
    page: () =>
      import('@client/features/tournament-draws/pages/admin-tournament-draws-page').then(
        (m) => m.AdminTournamentDrawsPage,
      ),
  },
  {
    path: pathPatterns.tournamentDraws,
    title: 'Draws',
    page: () =>
      import('@client/features/tournament-draws/pages/tournament-draws-page').then(
        (m) => m.TournamentDrawsPage,
      ),
  },
  {
    path: pathPatterns.orderOfPlay,
    title: 'Order of Play',
    page: () =>
      import('@client/features/tournament-draws/pages/order-of-play-page').then((m) => m.OrderOfPlayPage),
  },
  {
    path: pathPatterns.drawMatch,
    title: 'Tournament Match',
    page: () =>
      import('@client/features/tournament-draws/pages/draw-match-page').then((m) => m.DrawMatchPage),
  },
  // Leagues and teams (issue 10 §1–4).

  {
    path: paths.leagues,
    title: 'Team Registration',
    page: () => import('@client/features/leagues/pages/leagues-page').then((m) => m.LeaguesPage),
  },
  {
    path: paths.leaguesAdmin,
    title: 'League Coordination',
    page: () =>
      import('@client/features/leagues/pages/league-coordination-page').then((m) => m.LeagueCoordinationPage),
  },
  {
    path: paths.adminUstaLeagues,
    title: 'USTA League Admin',
    page: () =>
      import('@client/features/leagues/pages/admin-usta-leagues-page').then((m) => m.AdminUstaLeaguesPage),
  },
  {
    path: paths.adminUstaTeams,
    title: 'USTA Teams',
    page: () => import('@client/features/leagues/pages/teams-pages').then((m) => m.AdminUstaTeamsPage),
  },
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
  // Match day: schedule, availability, the match page and the e-mail answer link (issue 11 §1–2).

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
  {
    path: paths.availabilityAnswer,
    title: 'Your Availability',
    page: () =>
      import('@client/features/team-matches/pages/availability-link-page').then(
        (m) => m.AvailabilityLinkPage,
      ),
  },
  {
    path: paths.availabilityMatch,
    title: 'Your Match',
    page: () =>
      import('@client/features/team-matches/pages/signed-match-page').then((m) => m.SignedMatchPage),
  },
  {
    path: paths.rosterInvitation,
    title: 'Team Invitation',
    page: () =>
      import('@client/features/leagues/pages/roster-invitation-page').then((m) => m.RosterInvitationPage),
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
    path: paths.subAnswer,
    title: 'Sub Request',
    page: () => import('@client/features/team-matches/pages/sub-answer-page').then((m) => m.SubAnswerPage),
  },
  {
    path: pathPatterns.sharedLineup,
    title: 'Lineup',
    page: () =>
      import('@client/features/team-matches/pages/lineup-shared-page').then((m) => m.LineupSharedPage),
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
  // Captains and looking for a team (issue 10 §5–6).

  {
    path: paths.captains,
    page: () => import('@client/features/captains/pages/captains-page').then((m) => m.CaptainsPage),
  },
  {
    path: paths.formsLooking,
    page: () =>
      import('@client/features/looking-for-team/pages/looking-form-page').then((m) => m.LookingFormPage),
  },
  {
    path: paths.formsLookingWithdraw,
    title: 'Withdraw Your Request',
    page: () =>
      import('@client/features/looking-for-team/pages/withdraw-page').then((m) => m.LookingWithdrawPage),
  },
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
    path: paths.formsTeamSuccess,
    page: () =>
      import('@client/features/team-success/pages/team-success-form-page').then((m) => m.TeamSuccessFormPage),
  },
  {
    path: paths.teamSuccess,
    page: () =>
      import('@client/features/team-success/pages/team-success-list-page').then((m) => m.TeamSuccessListPage),
  },
  {
    path: paths.teamSuccessStories,
    title: 'Team Success Stories',
    page: () =>
      import('@client/features/team-success/pages/team-success-stories-page').then(
        (m) => m.TeamSuccessStoriesPage,
      ),
  },
  // Club messages and the newsletter's archive and subscribers (issue 22).
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
  {
    path: paths.newsletterIssues,
    title: 'Newsletter Archive',
    page: () =>
      import('@client/features/club-messages/pages/newsletter-issues-page').then(
        (m) => m.NewsletterIssuesPage,
      ),
  },
  {
    path: pathPatterns.newsletterIssue,
    title: 'Newsletter',
    page: () =>
      import('@client/features/club-messages/pages/newsletter-issues-page').then(
        (m) => m.NewsletterIssuePage,
      ),
  },
  {
    path: paths.adminNewsletterSubscribers,
    title: 'Newsletter Subscribers',
    page: () =>
      import('@client/features/newsletter/pages/newsletter-subscribers-page').then(
        (m) => m.NewsletterSubscribersPage,
      ),
  },
  {
    path: paths.adminNoticeTemplates,
    title: 'Notice Templates',
    page: () =>
      import('@client/features/notice-templates/pages/notice-templates-page').then(
        (m) => m.NoticeTemplatesPage,
      ),
  },
];
