import { pathPatterns, paths } from '@shared/paths';
import type { PageRow } from './page-table';

/**
 * The pages a visitor opens without signing in: the club's content, courts and contacts,
 * socials and tournaments, sign-up forms, sign-in and the links that e-mails carry (a token in the
 * address instead of a session).
 * Rows as page-table.ts describes them.
 */
export const publicPages: PageRow[] = [
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
    path: paths.contacts,
    page: () => import('@client/features/contacts/pages/contacts-page').then((m) => m.ContactsPage),
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
  // Club content: pages written in /admin/content, news, and the footer's redirects; the membership form.
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
    path: paths.paymentSuccess,
    title: 'Payment',
    page: () =>
      import('@client/features/payments/pages/payment-success-page').then((m) => m.PaymentSuccessPage),
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
  // Accounts (issue 3): sign-up, sign-in, passwords. Never in menus.
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
    path: paths.unauthorized,
    title: 'Access Denied',
    page: () => import('@client/features/accounts/pages/unauthorized-page').then((m) => m.UnauthorizedPage),
  },
  // Tournament draws, order of play and results (issue 23 §1–2).
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
  // Team registration (issue 10 §1–4).
  {
    path: paths.leagues,
    title: 'Team Registration',
    page: () => import('@client/features/leagues/pages/leagues-page').then((m) => m.LeaguesPage),
  },
  // Links that match-day e-mails carry (issue 11 §1–4): availability, invitation, sub request, lineup.
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
  // Team success (issue 11 §5).
  {
    path: paths.formsTeamSuccess,
    page: () =>
      import('@client/features/team-success/pages/team-success-form-page').then((m) => m.TeamSuccessFormPage),
  },
  {
    path: paths.teamSuccessStories,
    title: 'Team Success Stories',
    page: () =>
      import('@client/features/team-success/pages/team-success-stories-page').then(
        (m) => m.TeamSuccessStoriesPage,
      ),
  },
  // The newsletter's archive (issue 22).
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
];
