import {
  type AccessRule,
  adminExec,
  boardStaff,
  captainOrCoordinatorOr,
  coordinatorOr,
  leagueStaff,
  leagueStaffAndCaptains,
  lookingForTeamStaff,
  ownerOr,
  staff,
  teamCaptainOr,
  teamMemberOr,
} from './access';

/**
 * The second half of the access table (access.ts has the pages, the role groups and the rules):
 * API operations and role-based feature offers. The server's requireAccess and the
 * authorization-matrix test read apiAccess; the client shell does not load this file.
 */

/** Things the client offers by role that are not a page or an API call. */
export const featureAccess = {
  /** Holders are asked to turn on two-factor login (issue 3 §1). */
  twoFactorPrompt: adminExec,
  /** A no-pay membership (issue 9 §2) is granted at once for these; anyone else's waits for approval. */
  membershipWaiverAtOnce: boardStaff,
  /** Who approves or refuses a waiting no-pay membership (the treasurer sits on the board). */
  membershipWaiverApproval: boardStaff,
  /**
   * Club officers who keep the members list (GET /api/members): they see every member's e-mail
   * and phone wherever contacts are shown, whatever the member's privacy settings.
   */
  seeAllContacts: staff,
  /**
   * Who puts a member on a roster without the member's acceptance (audited in the roster's
   * history); a team's captains invite instead (issue 18).
   */
  addRosterPlayerDirectly: coordinatorOr(leagueStaff),
  /** Who may change a team match's score once it is confirmed (captains ask them). */
  correctConfirmedScore: leagueStaff,
  /**
   * Who may sign a family person up for a social or a tournament (issue 9 §2): only the login
   * that manages them (the record's owner); organisers add anyone through walk-ins instead.
   */
  signUpFamilyMember: ownerOr([]),
} as const satisfies Record<string, AccessRule>;

/**
 * API operations, keyed "METHOD /api/path" exactly as the server registers them.
 * A registered route missing here fails the authorization-matrix test.
 */
export const apiAccess = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/check-email-subscription': 'public',
  'POST /api/subscribe-email': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  // Redirects a browser opening the List-Unsubscribe URL to the landing page; never acts.
  'GET /api/newsletter/unsubscribe': 'public',
  // The club's bulk mail (shared/mail-lists.ts): leaving a list from its e-mail's link.
  'GET /api/mail-lists/subscription': 'public',
  'POST /api/mail-lists/unsubscribe': 'public',
  // Redirects a browser opening the List-Unsubscribe URL to the landing page; never acts.
  'GET /api/mail-lists/unsubscribe': 'public',
  'POST /api/mail-lists/resubscribe': 'public',
  'POST /api/log-error': 'public',
  'GET /api/club': 'public',
  // Accounts. Better Auth's endpoints (sign-up, sign-in, sessions, resets, 2FA) check
  // sessions themselves: one public entry per method covers /api/auth/*.
  'GET /api/auth/*': 'public',
  'GET /api/auth/get-session': 'public',
  'POST /api/auth/*': 'public',
  'GET /api/me': 'signedIn',
  'GET /api/check-duplicate-email': 'public',
  'GET /api/profiles/:username': 'public',
  'PATCH /api/profiles/me': 'signedIn',
  'POST /api/profiles/me/avatar': 'signedIn',
  'DELETE /api/profiles/me/avatar': 'signedIn',
  // A member's own player details; admins correct a member's (issue 8 §4).
  'PATCH /api/users/:userId/player-details': ownerOr(['admin']),
  'GET /api/uploads/:file': 'public',
  'GET /api/admin/users': ['admin'],
  'GET /api/admin/users.csv': ['admin'],
  'POST /api/admin/users/:id/roles': ['admin'],
  'DELETE /api/admin/users/:id/roles/:role': ['admin'],
  'GET /api/admin/users/:id/profile': ['admin'],
  'PATCH /api/admin/users/:id/profile': ['admin'],
  'POST /api/admin/users/:id/avatar': ['admin'],
  'DELETE /api/admin/users/:id/avatar': ['admin'],
  'GET /api/admin/role-audit': ['admin'],
  'PUT /api/club': adminExec,
  'GET /api/pages/:key': 'public',
  'PUT /api/pages/:key': adminExec,
  'GET /api/pages/:key/versions': adminExec,
  'POST /api/pages/:key/versions/:versionId/restore': adminExec,
  'GET /api/admin/pages': adminExec,
  'GET /api/news': 'public',
  'GET /api/news/:slug': 'public',
  'GET /api/admin/news': adminExec,
  'GET /api/admin/news.csv': adminExec,
  'POST /api/admin/news': adminExec,
  'GET /api/admin/news/:id': adminExec,
  'PUT /api/admin/news/:id': adminExec,
  'DELETE /api/admin/news/:id': adminExec,
  'POST /api/admin/news/:id/publish': adminExec,
  'POST /api/admin/news/:id/unpublish': adminExec,
  'GET /api/admin/news/:id/versions': adminExec,
  'POST /api/admin/news/:id/versions/:versionId/restore': adminExec,
  'POST /api/admin/content/images': adminExec,
  'GET /api/courts': 'public',
  'GET /api/courts/:slug': 'public',
  'POST /api/courts': adminExec,
  'PATCH /api/courts/:id': adminExec,
  'DELETE /api/courts/:id': adminExec,
  'GET /api/admin/courts': adminExec,
  'GET /api/admin/courts.csv': adminExec,
  'GET /api/admin/courts/:id': adminExec,
  'GET /api/contacts': 'public',
  'POST /api/contacts/:id/message': 'public',
  'POST /api/contacts': adminExec,
  'PATCH /api/contacts/:id': adminExec,
  'DELETE /api/contacts/:id': adminExec,
  'PUT /api/contacts/order': adminExec,
  'POST /api/contacts/:id/photo': adminExec,
  'GET /api/admin/contacts': adminExec,
  'GET /api/admin/contacts.csv': adminExec,
  'GET /api/admin/contacts/:id': adminExec,
  // Social events and tournaments (issue 4 §1–2).
  'GET /api/social-events': 'public',
  'GET /api/social-events/:slug': 'public',
  'GET /api/social-events/:slug/live': 'public',
  'GET /api/social-events/:slug/ics': 'public',
  'POST /api/social-events/:slug/registrations': 'public',
  'GET /api/registrations/cancel': 'public',
  'POST /api/registrations/cancel': 'public',
  // A visitor confirms a held place from the e-mail (signed link; the page confirms with a POST).
  'GET /api/registrations/confirm': 'public',
  'POST /api/registrations/confirm': 'public',
  'GET /api/tournaments': 'public',
  'GET /api/tournaments/:slug': 'public',
  'GET /api/tournaments/:slug/ics': 'public',
  'POST /api/tournaments/:slug/divisions/:divisionId/entries': 'public',
  'GET /api/event-files/:file': 'public',
  'GET /api/events/upcoming': 'public',
  // The signed-in person's own sign-ups; the domain answers only with their own records.
  'GET /api/me/registrations': 'signedIn',
  'POST /api/me/registrations/:id/cancel': 'signedIn',
  // My week (issue 21 §1): always the signed-in member's own; the feed's key names its member.
  'GET /api/me/week': 'signedIn',
  'POST /api/me/calendar-key': 'signedIn',
  'DELETE /api/me/calendar-key': 'signedIn',
  'GET /api/me/calendar.ics': 'public',
  // Mounted outside /api (calendar apps poll this address); keyed here all the same.
  'GET /calendar.ics': 'public',
  'GET /api/admin/social-events': adminExec,
  'GET /api/admin/social-events.csv': adminExec,
  'POST /api/admin/social-events': adminExec,
  'GET /api/admin/social-events/:id': adminExec,
  'PATCH /api/admin/social-events/:id': adminExec,
  'DELETE /api/admin/social-events/:id': adminExec,
  'POST /api/admin/social-events/:id/publish': adminExec,
  'POST /api/admin/social-events/:id/unpublish': adminExec,
  'POST /api/admin/social-events/:id/duplicate': adminExec,
  'POST /api/admin/social-events/:id/cancel': adminExec,
  'GET /api/admin/social-events/:id/registrations': adminExec,
  'GET /api/admin/social-events/:id/registrations.csv': adminExec,
  'POST /api/admin/social-events/:id/registrations': adminExec,
  'POST /api/admin/registrations/:id/check-in': adminExec,
  'POST /api/admin/registrations/:id/move': adminExec,
  'POST /api/admin/registrations/:id/cancel': adminExec,
  'DELETE /api/admin/registrations/:id': adminExec,
  'POST /api/admin/event-files': adminExec,
  'GET /api/admin/social-players': boardStaff,
  'GET /api/admin/social-players.csv': boardStaff,
  'GET /api/admin/social-players/:id': boardStaff,
  'GET /api/admin/tournaments': adminExec,
  'GET /api/admin/tournaments.csv': adminExec,
  'POST /api/admin/tournaments': adminExec,
  'GET /api/admin/tournaments/:id': adminExec,
  'PATCH /api/admin/tournaments/:id': adminExec,
  'DELETE /api/admin/tournaments/:id': adminExec,
  'POST /api/admin/tournaments/:id/publish': adminExec,
  'POST /api/admin/tournaments/:id/cancel': adminExec,
  'GET /api/admin/tournaments/:id/entries': adminExec,
  'GET /api/admin/tournaments/:id/entries.csv': adminExec,
  'POST /api/admin/tournaments/:id/divisions/:divisionId/entries': adminExec,
  // Leagues and teams (issue 10). Lists open to captains answer with the captain's own teams
  // only; a single team's routes are "a captain of this team, or league staff".
  'GET /api/admin/leagues': leagueStaff,
  'GET /api/admin/leagues.csv': leagueStaff,
  'POST /api/admin/leagues': leagueStaff,
  'GET /api/admin/leagues/:id': leagueStaff,
  'PATCH /api/admin/leagues/:id': leagueStaff,
  'DELETE /api/admin/leagues/:id': leagueStaff,
  'POST /api/admin/leagues/:id/message': leagueStaff,
  'GET /api/admin/usta-teams': leagueStaff,
  'GET /api/admin/usta-teams.csv': leagueStaff,
  'PATCH /api/admin/usta-teams/:id': leagueStaff,
  'GET /api/admin/league-coordination': leagueStaff,
  'GET /api/admin/league-coordination.csv': leagueStaff,
  'POST /api/admin/teams/:id/decision': leagueStaff,
  'GET /api/leagues/open': leagueStaffAndCaptains,
  'GET /api/leagues/member-options': leagueStaffAndCaptains,
  'GET /api/teams': leagueStaffAndCaptains,
  'GET /api/teams.csv': leagueStaffAndCaptains,
  'POST /api/teams': leagueStaffAndCaptains,
  'GET /api/rosters': leagueStaffAndCaptains,
  'GET /api/teams/:id': teamCaptainOr(leagueStaff),
  'PATCH /api/teams/:id': teamCaptainOr(leagueStaff),
  'GET /api/teams/:id/roster': teamCaptainOr(leagueStaff),
  'GET /api/teams/:id/roster.csv': teamCaptainOr(leagueStaff),
  'POST /api/teams/:id/roster': teamCaptainOr(leagueStaff),
  'DELETE /api/teams/:id/roster/:entryId': teamCaptainOr(leagueStaff),
  // Roster places by consent (issue 18): captains withdraw invitations and answer requests; any
  // member may ask to join; the player answers on their profile (the domain checks it is theirs)
  // or from the e-mailed link (signed, answered by POST).
  'DELETE /api/teams/:id/invitations/:invitationId': teamCaptainOr(leagueStaff),
  'POST /api/teams/:id/join-requests/:invitationId': teamCaptainOr(leagueStaff),
  'POST /api/teams/:id/join-requests': 'signedIn',
  'GET /api/me/roster-invitations': 'signedIn',
  'POST /api/me/roster-invitations/:id': 'signedIn',
  'GET /api/roster-invitations/link': 'public',
  'POST /api/roster-invitations/link': 'public',
  // Match day: schedule and availability (issue 11 §1–2). Players of the team read the schedule
  // and answer; captains (and league staff) write it. The e-mail link and the calendar feed carry
  // signed tokens instead of a session (calendar apps and mail clients have no cookie).
  'GET /api/teams/:id/schedule': teamMemberOr(leagueStaff),
  'POST /api/teams/:id/matches': teamCaptainOr(leagueStaff),
  'POST /api/teams/:id/matches/import': teamCaptainOr(leagueStaff),
  'PATCH /api/teams/:id/matches/:matchId': teamCaptainOr(leagueStaff),
  'PUT /api/teams/:id/match-settings': teamCaptainOr(leagueStaff),
  'GET /api/teams/:id/availability': teamCaptainOr(leagueStaff),
  'POST /api/teams/:id/matches/:matchId/remind': teamCaptainOr(leagueStaff),
  // The feed's key is the player's own (their roster place); they rotate it from the schedule page.
  'GET /api/teams/:id/calendar.ics': 'public',
  'POST /api/teams/:id/calendar-key': teamMemberOr(leagueStaff),
  'GET /api/team-matches/:id': teamMemberOr(leagueStaff),
  'GET /api/team-matches/:id/calendar.ics': teamMemberOr(leagueStaff),
  'PUT /api/team-matches/:id/availability': teamMemberOr(leagueStaff),
  'GET /api/availability/link': 'public',
  'POST /api/availability/link': 'public',
  // Payments (issue 9 §3–4). Stripe's webhook is signed, not signed in. A payment's status and
  // its Checkout page are reached by the payment's random id (what the payer's redirect carries).
  'POST /api/payments/stripe-webhook': 'public',
  'GET /api/payments/config': 'public',
  'GET /api/payments/:id/status': 'public',
  'POST /api/payments/:id/checkout': 'public',
  'GET /api/users/:userId/payments': ownerOr(boardStaff),
  'GET /api/payment-intents': staff,
  'GET /api/payment-intents.csv': staff,
  'GET /api/payment-intents/:id': staff,
  'GET /api/admin/payments/summary': boardStaff,
  'GET /api/admin/payments/open-dues': boardStaff,
  'POST /api/admin/payments/:id/record': boardStaff,
  'POST /api/admin/payments/:id/verify': boardStaff,
  'POST /api/admin/payments/:id/refund': boardStaff,
  'POST /api/admin/payments/:id/cancel': boardStaff,
  'GET /api/admin/user-purchases/:userId': boardStaff,
  // Membership (issue 9 §1, §2, §5). Joining is public (a visitor gets an account from the form).
  'GET /api/membership/options': 'public',
  'POST /api/membership': 'public',
  'GET /api/me/memberships': 'signedIn',
  'GET /api/me/family': 'signedIn',
  'GET /api/admin/membership-seasons': adminExec,
  'PUT /api/admin/membership-seasons/:year': adminExec,
  'POST /api/admin/membership-types': adminExec,
  'PATCH /api/admin/membership-types/:id': adminExec,
  'DELETE /api/admin/membership-types/:id': adminExec,
  'GET /api/admin/membership-waivers': boardStaff,
  'POST /api/admin/membership-waivers/:id/approve': boardStaff,
  'POST /api/admin/membership-waivers/:id/refuse': boardStaff,
  'GET /api/members': staff,
  'GET /api/members.csv': staff,
  'GET /api/members/:id': staff,
  'POST /api/members/:id/merge': adminExec,
  // Looking for a team (issue 10 §6): the public form and withdraw link, the reps' list.
  'POST /api/looking-for-team': 'public',
  'GET /api/looking-for-team/prefill': 'signedIn',
  'GET /api/looking-for-team/leagues': 'public',
  'GET /api/looking-for-team/withdraw': 'public',
  'POST /api/looking-for-team/withdraw': 'public',
  'GET /api/admin/looking-for-team': lookingForTeamStaff,
  'GET /api/admin/looking-for-team.csv': lookingForTeamStaff,
  'GET /api/admin/looking-for-team/:id': lookingForTeamStaff,
  'POST /api/admin/looking-for-team/:id/contacts': lookingForTeamStaff,
  'POST /api/admin/looking-for-team/:id/place': lookingForTeamStaff,
  'POST /api/admin/looking-for-team/:id/withdraw': lookingForTeamStaff,
  // The captains page (issue 10 §5): names only; messages are relayed (lib/contact-relay).
  'GET /api/captains': 'public',
  'POST /api/captains/:teamId/message': 'public',
  // Match-day results (issue 11 §3–4). A shared lineup is read by its unguessable token.
  'GET /api/team-matches/:id/lineup': teamCaptainOr(leagueStaff),
  'PUT /api/team-matches/:id/lineup': teamCaptainOr(leagueStaff),
  'POST /api/team-matches/:id/lineup/publish': teamCaptainOr(leagueStaff),
  'GET /api/team-matches/:id/lineup/published': teamMemberOr(leagueStaff),
  'GET /api/lineups/:token': 'public',
  'GET /api/team-matches/:id/score': captainOrCoordinatorOr(leagueStaff),
  'PUT /api/team-matches/:id/score': teamCaptainOr(leagueStaff),
  'POST /api/team-matches/:id/score/confirm': captainOrCoordinatorOr(leagueStaff),
  'POST /api/team-matches/:id/score/dispute': captainOrCoordinatorOr(leagueStaff),
  'GET /api/team-matches/:id/scorecard.csv': captainOrCoordinatorOr(leagueStaff),
  'GET /api/leagues/:id/standings': 'public',
  'GET /api/leagues/:id/standings.csv': 'public',
  'GET /api/teams/:id/standings': 'public',
  'PUT /api/leagues/:id/standings-rules': coordinatorOr(leagueStaff),
  // Team success (issue 11 §5): anyone reports a win (with a photo) and reads published stories;
  // staff review, edit and publish.
  'POST /api/team-success': 'public',
  'POST /api/team-success/photos': 'public',
  'GET /api/team-success/teams': 'public',
  'GET /api/team-success': 'public',
  'GET /api/admin/team-success': staff,
  'GET /api/admin/team-success.csv': staff,
  'GET /api/admin/team-success/:id': staff,
  'PATCH /api/admin/team-success/:id': staff,
  'POST /api/admin/team-success/:id/approve': staff,
  'POST /api/admin/team-success/:id/reject': staff,
  'POST /api/admin/team-success/:id/publish': staff,
  'POST /api/admin/team-success/:id/unpublish': staff,
} as const satisfies Record<string, AccessRule>;

export type ApiOperation = keyof typeof apiAccess;
