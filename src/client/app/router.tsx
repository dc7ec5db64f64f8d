import { preloadable } from '@client/lib/preloadable';
import { matchRoutes, type RouteObject } from '@client/lib/router/match-routes';
import { Navigate } from '@client/lib/router/router';
import { forwardedPaths, pathPatterns, paths } from '@shared/paths';
import type { ComponentType, ReactElement } from 'react';
import { Layout } from './layout/layout';
import { NavigationGuard } from './navigation-guard';
import { RouteTree } from './route-tree';

/**
 * A page loaded on demand (§2). Spread into a route object:
 *   { path: paths.about, handle: { title: 'About' }, ...lazyPage(() => import('…/about-page').then((m) => m.AboutPage)) }
 * `handle` (see layout/route-handle.ts): title for non-menu pages, hideTitle, standalone.
 * While the chunk loads, the layout shows "Loading..." in the page area.
 */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'element'> {
  const { Component: Page, preload } = preloadable(load);
  const element = <Page />;
  pagePreloads.set(element, preload);
  return { element };
}

/** The loader of each lazy page's element (preloadRoute). */
const pagePreloads = new WeakMap<ReactElement, () => Promise<unknown>>();

/** A path that only forwards to another page. */
function forwardTo(to: string): Pick<RouteObject, 'element'> {
  return { element: <Navigate to={to} replace /> };
}

/**
 * Pages inside the layout. Feature routes are registered here as their features land. Every path
 * is one of `paths` or `pathPatterns` (the server decides 404s by them: shared/app-paths.ts).
 */
const pageRoutes: RouteObject[] = [
  {
    index: true,
    handle: { hideTitle: true },
    ...lazyPage(() => import('@client/features/home/pages/home-page').then((m) => m.HomePage)),
  },
  {
    path: paths.about,
    handle: { title: 'About' },
    ...lazyPage(() => import('@client/features/content/pages/about-page').then((m) => m.AboutPage)),
  },
  {
    path: paths.privacy,
    handle: { title: 'Privacy Policy' },
    ...lazyPage(() => import('@client/features/content/pages/content-pages').then((m) => m.PrivacyPage)),
  },
  {
    path: paths.terms,
    handle: { title: 'Terms of Use' },
    ...lazyPage(() => import('@client/features/content/pages/content-pages').then((m) => m.TermsPage)),
  },

  {
    path: paths.courts,
    ...lazyPage(() => import('@client/features/courts/pages/courts-page').then((m) => m.CourtsPage)),
  },
  {
    path: pathPatterns.court,
    handle: { title: 'Court Location' },
    ...lazyPage(() => import('@client/features/courts/pages/court-page').then((m) => m.CourtPage)),
  },
  {
    path: paths.adminCourts,
    handle: { title: 'Edit Court Locations' },
    ...lazyPage(() =>
      import('@client/features/courts/pages/admin-courts-page').then((m) => m.AdminCourtsPage),
    ),
  },
  {
    path: paths.adminCourtNew,
    handle: { title: 'New Court Location' },
    ...lazyPage(() =>
      import('@client/features/courts/pages/admin-court-edit-page').then((m) => m.AdminCourtNewPage),
    ),
  },
  {
    path: pathPatterns.adminCourt,
    handle: { title: 'Edit Court Location' },
    ...lazyPage(() =>
      import('@client/features/courts/pages/admin-court-edit-page').then((m) => m.AdminCourtEditPage),
    ),
  },
  {
    path: paths.contacts,
    ...lazyPage(() => import('@client/features/contacts/pages/contacts-page').then((m) => m.ContactsPage)),
  },
  {
    path: paths.adminContacts,
    handle: { title: 'Edit Board Contacts' },
    ...lazyPage(() =>
      import('@client/features/contacts/pages/admin-contacts-page').then((m) => m.AdminContactsPage),
    ),
  },

  {
    path: paths.newsletterConfirm,
    handle: { title: 'Newsletter Subscription' },
    ...lazyPage(() =>
      import('@client/features/newsletter/pages/newsletter-confirm-page').then(
        (m) => m.NewsletterConfirmPage,
      ),
    ),
  },
  {
    path: paths.mailUnsubscribe,
    handle: { title: 'Club E-mails' },
    ...lazyPage(() =>
      import('@client/features/mail-lists/pages/mail-unsubscribe-page').then((m) => m.MailUnsubscribePage),
    ),
  },
  {
    path: paths.newsletterUnsubscribe,
    handle: { title: 'Unsubscribe from Newsletter' },
    ...lazyPage(() =>
      import('@client/features/newsletter/pages/newsletter-unsubscribe-page').then(
        (m) => m.NewsletterUnsubscribePage,
      ),
    ),
  },

  // Club content: pages written in /admin/content, news, and the footer's redirects.
  {
    path: paths.history,
    handle: { title: 'Our History' },
    ...lazyPage(() => import('@client/features/content/pages/content-pages').then((m) => m.HistoryPage)),
  },
  {
    path: paths.bylaws,
    handle: { title: 'Bylaws' },
    ...lazyPage(() => import('@client/features/content/pages/content-pages').then((m) => m.BylawsPage)),
  },
  {
    path: paths.rules,
    handle: { title: 'Rules of Play' },
    ...lazyPage(() => import('@client/features/content/pages/content-pages').then((m) => m.RulesPage)),
  },
  {
    path: paths.schedule,
    handle: { title: 'Season Schedule' },
    ...lazyPage(() => import('@client/features/content/pages/content-pages').then((m) => m.SchedulePage)),
  },
  {
    path: paths.codeOfConduct,
    handle: { title: 'Code of Conduct' },
    ...lazyPage(() =>
      import('@client/features/content/pages/content-pages').then((m) => m.CodeOfConductPage),
    ),
  },
  {
    path: paths.news,
    handle: { title: 'News' },
    ...lazyPage(() => import('@client/features/content/pages/news-list-page').then((m) => m.NewsListPage)),
  },
  {
    path: pathPatterns.newsPost,
    handle: { title: 'News' },
    ...lazyPage(() => import('@client/features/content/pages/news-post-page').then((m) => m.NewsPostPage)),
  },
  {
    path: paths.formsMembership,
    ...lazyPage(() =>
      import('@client/features/membership/pages/membership-form-page').then((m) => m.MembershipFormPage),
    ),
  },
  {
    path: paths.registrationSuccess,
    handle: { title: 'Membership' },
    ...lazyPage(() =>
      import('@client/features/membership/pages/registration-success-page').then(
        (m) => m.RegistrationSuccessPage,
      ),
    ),
  },
  {
    path: paths.members,
    ...lazyPage(() => import('@client/features/membership/pages/members-page').then((m) => m.MembersPage)),
  },
  {
    path: paths.adminMembershipTypes,
    handle: { title: 'Membership Types' },
    ...lazyPage(() =>
      import('@client/features/membership/pages/admin-membership-types-page').then(
        (m) => m.AdminMembershipTypesPage,
      ),
    ),
  },
  {
    path: pathPatterns.member,
    handle: { title: 'Member' },
    ...lazyPage(() => import('@client/features/membership/pages/member-page').then((m) => m.MemberPage)),
  },
  {
    path: paths.paymentSuccess,
    handle: { title: 'Payment' },
    ...lazyPage(() =>
      import('@client/features/payments/pages/payment-success-page').then((m) => m.PaymentSuccessPage),
    ),
  },
  {
    path: paths.paymentIntents,
    handle: { title: 'Payment Intents' },
    ...lazyPage(() =>
      import('@client/features/payments/pages/payment-intents-page').then((m) => m.PaymentIntentsPage),
    ),
  },
  {
    path: pathPatterns.paymentIntent,
    handle: { title: 'Payment' },
    ...lazyPage(() =>
      import('@client/features/payments/pages/payment-intent-page').then((m) => m.PaymentIntentPage),
    ),
  },
  {
    path: paths.adminPayments,
    handle: { title: 'Treasurer' },
    ...lazyPage(() =>
      import('@client/features/payments/pages/admin-payments-page').then((m) => m.AdminPaymentsPage),
    ),
  },
  {
    path: pathPatterns.adminUserPurchases,
    handle: { title: 'Purchases' },
    ...lazyPage(() =>
      import('@client/features/payments/pages/user-purchases-page').then((m) => m.UserPurchasesPage),
    ),
  },
  {
    path: paths.admin,
    handle: { title: 'Admin' },
    ...lazyPage(() =>
      import('@client/features/admin/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
    ),
  },
  {
    path: paths.adminContent,
    handle: { title: 'Site Content' },
    ...lazyPage(() =>
      import('@client/features/content/pages/admin-content-page').then((m) => m.AdminContentPage),
    ),
  },
  {
    path: pathPatterns.adminContentPage,
    handle: { title: 'Edit Page' },
    ...lazyPage(() =>
      import('@client/features/content/pages/admin-page-editor-page').then((m) => m.AdminPageEditorPage),
    ),
  },
  {
    path: paths.adminNewsNew,
    handle: { title: 'New News Post' },
    ...lazyPage(() =>
      import('@client/features/content/pages/admin-news-editor-page').then((m) => m.AdminNewsNewPage),
    ),
  },
  {
    path: pathPatterns.adminNewsPost,
    handle: { title: 'Edit News Post' },
    ...lazyPage(() =>
      import('@client/features/content/pages/admin-news-editor-page').then((m) => m.AdminNewsEditPage),
    ),
  },

  // Social events, tournaments and sign-ups (issue 4 §1–2).
  {
    path: paths.socialEvents,
    ...lazyPage(() =>
      import('@client/features/events/pages/social-events-page').then((m) => m.SocialEventsPage),
    ),
  },
  {
    path: paths.socials,
    handle: {
      title: 'Social Events',
      canonical: paths.socialEvents,
    },
    ...lazyPage(() =>
      import('@client/features/events/pages/social-events-page').then((m) => m.SocialEventsPage),
    ),
  },
  {
    path: '/social_events/:slug',
    handle: { title: 'Social Event' },
    ...lazyPage(() =>
      import('@client/features/events/pages/social-event-page').then((m) => m.SocialEventPage),
    ),
  },
  {
    path: paths.formsSocials,
    handle: { title: 'Social Event Sign-up' },
    ...lazyPage(() =>
      import('@client/features/events/pages/social-signup-page').then((m) => m.SocialSignupPage),
    ),
  },
  {
    path: paths.formSubmitSuccess,
    handle: { title: 'Thank You' },
    ...lazyPage(() =>
      import('@client/features/events/pages/form-submit-success-page').then((m) => m.FormSubmitSuccessPage),
    ),
  },
  {
    path: paths.registrationsConfirm,
    handle: { title: 'Confirm Your Sign-up' },
    ...lazyPage(() =>
      import('@client/features/events/pages/confirm-registration-page').then(
        (m) => m.ConfirmRegistrationPage,
      ),
    ),
  },
  {
    path: paths.registrationsCancel,
    handle: { title: 'Cancel Registration' },
    ...lazyPage(() =>
      import('@client/features/events/pages/cancel-registration-page').then((m) => m.CancelRegistrationPage),
    ),
  },

  {
    path: paths.events,
    ...lazyPage(() =>
      import('@client/features/events/pages/tournaments-page').then((m) => m.TournamentsPage),
    ),
  },
  {
    path: '/events/:slug',
    handle: { title: 'Tournament' },
    ...lazyPage(() => import('@client/features/events/pages/tournament-page').then((m) => m.TournamentPage)),
  },

  // Accounts (issue 3): sign-up, sign-in, passwords, profiles, roles. Never in menus.
  {
    path: paths.login,
    handle: { title: 'Sign In' },
    ...lazyPage(() => import('@client/features/accounts/pages/login-page').then((m) => m.LoginPage)),
  },
  {
    path: paths.register,
    handle: { title: 'Create an Account' },
    ...lazyPage(() => import('@client/features/accounts/pages/register-page').then((m) => m.RegisterPage)),
  },
  {
    path: paths.authVerifyEmail,
    handle: { title: 'Confirm Your E-mail' },
    ...lazyPage(() =>
      import('@client/features/accounts/pages/verify-email-page').then((m) => m.VerifyEmailPage),
    ),
  },
  {
    path: paths.forgotPassword,
    handle: { title: 'Forgot Password' },
    ...lazyPage(() =>
      import('@client/features/accounts/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: paths.authConfirm,
    handle: { title: 'Choose a New Password' },
    children: [
      {
        index: true,
        ...lazyPage(() =>
          import('@client/features/accounts/pages/reset-password-page').then((m) => m.ResetPasswordPage),
        ),
      },
    ],
  },
  {
    path: paths.setPassword,
    handle: { title: 'Change Password' },
    ...lazyPage(() =>
      import('@client/features/accounts/pages/change-password-page').then((m) => m.ChangePasswordPage),
    ),
  },
  {
    path: paths.authChangePassword,
    handle: { title: 'Change Password' },
    ...lazyPage(() =>
      import('@client/features/accounts/pages/change-password-page').then((m) => m.ChangePasswordPage),
    ),
  },
  {
    path: paths.unauthorized,
    handle: { title: 'Access Denied' },
    ...lazyPage(() =>
      import('@client/features/accounts/pages/unauthorized-page').then((m) => m.UnauthorizedPage),
    ),
  },
  {
    path: paths.debugRoles,
    handle: { title: 'My Roles' },
    ...lazyPage(() =>
      import('@client/features/accounts/pages/debug-roles-page').then((m) => m.DebugRolesPage),
    ),
  },
  {
    path: paths.profileEdit,
    handle: { title: 'Edit Profile' },
    ...lazyPage(() =>
      import('@client/features/profiles/pages/profile-edit-page').then((m) => m.ProfileEditPage),
    ),
  },
  {
    path: pathPatterns.user,
    handle: { title: 'Member Profile' },
    children: [
      {
        index: true,
        ...lazyPage(() =>
          import('@client/features/profiles/pages/user-profile-page').then((m) => m.UserProfilePage),
        ),
      },
      {
        path: 'edit',
        handle: { title: 'Edit Profile' },
        ...lazyPage(() =>
          import('@client/features/profiles/pages/profile-edit-page').then((m) => m.UserEditRoute),
        ),
      },
    ],
  },
  {
    path: paths.adminAssignRoles,
    ...lazyPage(() => import('@client/features/roles/pages/assign-role-page').then((m) => m.AssignRolePage)),
  },
  {
    path: pathPatterns.adminMemberProfile,
    handle: { title: 'Edit Member Profile' },
    ...lazyPage(() =>
      import('@client/features/profiles/pages/admin-member-profile-page').then(
        (m) => m.AdminMemberProfilePage,
      ),
    ),
  },

  {
    path: paths.adminSocialEvents,
    ...lazyPage(() =>
      import('@client/features/events/pages/admin-social-events-page').then((m) => m.AdminSocialEventsPage),
    ),
  },
  {
    path: paths.adminSocialEventNew,
    handle: { title: 'New Social Event' },
    ...lazyPage(() =>
      import('@client/features/events/pages/admin-social-events-page').then((m) => m.AdminSocialEventNewPage),
    ),
  },
  {
    path: '/admin/SocialEventsPage/:id',
    handle: { title: 'Edit Social Event' },
    ...lazyPage(() =>
      import('@client/features/events/pages/admin-social-events-page').then(
        (m) => m.AdminSocialEventEditPage,
      ),
    ),
  },
  {
    path: paths.adminSocialPlayersForEvent,
    handle: { title: 'Event Players' },
    ...lazyPage(() =>
      import('@client/features/events/pages/admin-event-players-page').then((m) => m.AdminEventPlayersPage),
    ),
  },
  {
    path: paths.adminSocialPlayersList,
    ...lazyPage(() =>
      import('@client/features/events/pages/social-players-page').then((m) => m.SocialPlayersPage),
    ),
  },
  {
    path: paths.socialPlayers,
    handle: { title: 'Social Players' },
    ...lazyPage(() =>
      import('@client/features/events/pages/social-players-page').then((m) => m.SocialPlayersPage),
    ),
  },
  {
    path: '/social_players/:id',
    handle: { title: 'Social Player' },
    ...lazyPage(() =>
      import('@client/features/events/pages/social-player-page').then((m) => m.SocialPlayerPage),
    ),
  },

  {
    path: paths.adminTournaments,
    handle: { title: 'Edit Tournaments' },
    ...lazyPage(() =>
      import('@client/features/events/pages/admin-tournaments-page').then((m) => m.AdminTournamentsPage),
    ),
  },
  {
    path: paths.adminTournamentNew,
    handle: { title: 'New Tournament' },
    ...lazyPage(() =>
      import('@client/features/events/pages/admin-tournaments-page').then((m) => m.AdminTournamentNewPage),
    ),
  },
  {
    path: '/admin/tournaments/:id',
    handle: { title: 'Edit Tournament' },
    ...lazyPage(() =>
      import('@client/features/events/pages/admin-tournaments-page').then((m) => m.AdminTournamentEditPage),
    ),
  },

  // Leagues and teams (issue 10 §1–4).
  {
    path: paths.leagues,
    handle: { title: 'Team Registration' },
    ...lazyPage(() => import('@client/features/leagues/pages/leagues-page').then((m) => m.LeaguesPage)),
  },
  {
    path: paths.leaguesAdmin,
    handle: { title: 'League Coordination' },
    ...lazyPage(() =>
      import('@client/features/leagues/pages/league-coordination-page').then((m) => m.LeagueCoordinationPage),
    ),
  },
  {
    path: paths.adminUstaLeagues,
    handle: { title: 'USTA League Admin' },
    ...lazyPage(() =>
      import('@client/features/leagues/pages/admin-usta-leagues-page').then((m) => m.AdminUstaLeaguesPage),
    ),
  },
  {
    path: paths.adminUstaTeams,
    handle: { title: 'USTA Teams' },
    ...lazyPage(() => import('@client/features/leagues/pages/teams-pages').then((m) => m.AdminUstaTeamsPage)),
  },
  {
    path: paths.teams,
    handle: { title: 'Team Management' },
    ...lazyPage(() => import('@client/features/leagues/pages/teams-pages').then((m) => m.TeamsPage)),
  },
  {
    path: paths.teamsRoster,
    handle: { title: 'Team Rosters' },
    ...lazyPage(() => import('@client/features/leagues/pages/teams-pages').then((m) => m.RostersPage)),
  },
  {
    path: pathPatterns.teamRoster,
    handle: { title: 'Team Roster' },
    ...lazyPage(() =>
      import('@client/features/leagues/pages/team-roster-page').then((m) => m.TeamRosterPage),
    ),
  },

  // Match day: schedule, availability, the match page and the e-mail answer link (issue 11 §1–2).
  {
    path: pathPatterns.teamSchedule,
    handle: { title: 'Team Schedule' },
    ...lazyPage(() =>
      import('@client/features/team-matches/pages/schedule-page').then((m) => m.TeamSchedulePage),
    ),
  },
  {
    path: pathPatterns.teamAvailability,
    handle: { title: 'Team Availability' },
    ...lazyPage(() =>
      import('@client/features/team-matches/pages/availability-grid-page').then(
        (m) => m.AvailabilityGridPage,
      ),
    ),
  },
  {
    path: pathPatterns.teamMatch,
    handle: { title: 'Team Match' },
    ...lazyPage(() => import('@client/features/team-matches/pages/match-page').then((m) => m.TeamMatchPage)),
  },
  {
    path: paths.availabilityAnswer,
    handle: { title: 'Your Availability' },
    ...lazyPage(() =>
      import('@client/features/team-matches/pages/availability-link-page').then(
        (m) => m.AvailabilityLinkPage,
      ),
    ),
  },
  {
    path: paths.rosterInvitation,
    handle: { title: 'Team Invitation' },
    ...lazyPage(() =>
      import('@client/features/leagues/pages/roster-invitation-page').then((m) => m.RosterInvitationPage),
    ),
  },
  // Match-day results (issue 11 §3–4): lineups, scores, standings.
  {
    path: pathPatterns.teamMatchLineup,
    handle: { title: 'Lineup' },
    ...lazyPage(() => import('@client/features/team-matches/pages/lineup-page').then((m) => m.LineupPage)),
  },
  {
    path: pathPatterns.sharedLineup,
    handle: { title: 'Lineup' },
    ...lazyPage(() =>
      import('@client/features/team-matches/pages/lineup-shared-page').then((m) => m.LineupSharedPage),
    ),
  },
  {
    path: pathPatterns.teamMatchScore,
    handle: { title: 'Score' },
    ...lazyPage(() => import('@client/features/team-matches/pages/score-page').then((m) => m.ScorePage)),
  },
  {
    path: pathPatterns.leagueStandings,
    handle: { title: 'Standings' },
    ...lazyPage(() =>
      import('@client/features/team-matches/pages/standings-page').then((m) => m.StandingsPage),
    ),
  },

  // Captains and looking for a team (issue 10 §5–6).
  {
    path: paths.captains,
    ...lazyPage(() => import('@client/features/captains/pages/captains-page').then((m) => m.CaptainsPage)),
  },
  {
    path: paths.formsLooking,
    ...lazyPage(() =>
      import('@client/features/looking-for-team/pages/looking-form-page').then((m) => m.LookingFormPage),
    ),
  },
  {
    path: paths.formsLookingWithdraw,
    handle: { title: 'Withdraw Your Request' },
    ...lazyPage(() =>
      import('@client/features/looking-for-team/pages/withdraw-page').then((m) => m.LookingWithdrawPage),
    ),
  },
  {
    path: paths.lookingForTeam,
    ...lazyPage(() =>
      import('@client/features/looking-for-team/pages/looking-list-page').then((m) => m.LookingListPage),
    ),
  },
  {
    path: pathPatterns.lookingForTeamEntry,
    handle: { title: 'Looking for Team' },
    ...lazyPage(() =>
      import('@client/features/looking-for-team/pages/looking-detail-page').then((m) => m.LookingDetailPage),
    ),
  },

  // Team success (issue 11 §5).
  {
    path: paths.formsTeamSuccess,
    ...lazyPage(() =>
      import('@client/features/team-success/pages/team-success-form-page').then((m) => m.TeamSuccessFormPage),
    ),
  },
  {
    path: paths.teamSuccess,
    ...lazyPage(() =>
      import('@client/features/team-success/pages/team-success-list-page').then((m) => m.TeamSuccessListPage),
    ),
  },
  {
    path: paths.teamSuccessStories,
    handle: { title: 'Team Success Stories' },
    ...lazyPage(() =>
      import('@client/features/team-success/pages/team-success-stories-page').then(
        (m) => m.TeamSuccessStoriesPage,
      ),
    ),
  },

  // Old and alias addresses (the server answers them with a 301 too).
  ...Object.entries(forwardedPaths).map(([from, to]) => ({ path: from, ...forwardTo(to) })),

  // Any other path (keep last).
  {
    path: '*',
    handle: { title: 'Page Not Found' },
    ...lazyPage(() => import('@client/features/not-found/pages/not-found-page').then((m) => m.NotFoundPage)),
  },
];

/**
 * Declarative routing (decision 015): the layout, the §4 navigation guard before every page,
 * and the pages. React Router's data router (loaders, useBlocker, useMatches) is not loaded.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [{ element: <NavigationGuard />, children: pageRoutes }],
  },
];

/**
 * Loads the chunks of the page a path opens, so that its first render shows the page at once
 * (the app mounting over the server's first paint, docs/decisions/020-server-first-paint.md).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map((m) => {
      const preload = m.route.element ? pagePreloads.get(m.route.element as ReactElement) : undefined;
      return preload?.();
    }),
  );
}

export function AppRoutes() {
  return <RouteTree routes={routes} />;
}
