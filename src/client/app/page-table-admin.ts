import { pathPatterns, paths } from '@shared/paths';
import type { PageRow } from './page-table';

/**
 * The pages of officers and admins: everything under /admin, league coordination, payment
 * intents and the social players' list.
 * Rows as page-table.ts describes them.
 */
export const adminPages: PageRow[] = [
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
    path: paths.adminContacts,
    title: 'Edit Board Contacts',
    page: () =>
      import('@client/features/contacts/pages/admin-contacts-page').then((m) => m.AdminContactsPage),
  },
  // Membership types, payments and site content.
  {
    path: paths.adminMembershipTypes,
    title: 'Membership Types',
    page: () =>
      import('@client/features/membership/pages/admin-membership-types-page').then(
        (m) => m.AdminMembershipTypesPage,
      ),
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
  // Roles and members' profiles; social events, their players and tournaments (issue 3, issue 4 §1–2).
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
  // Tournament draws (issue 23 §1–2).
  {
    path: pathPatterns.adminTournamentDraws,
    title: 'Tournament Draws',
    page: () =>
      import('@client/features/tournament-draws/pages/admin-tournament-draws-page').then(
        (m) => m.AdminTournamentDrawsPage,
      ),
  },
  // Leagues and teams (issue 10 §1–4).
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
  // Newsletter subscribers and notice templates (issue 22).
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
