import { type AccessRule, adminExec, boardStaff, coordinatorOr, leagueStaff, ownerOr, staff } from './access';

/**
 * The second half of the access table (access.ts has the pages, the role groups and the rules):
 * role-based feature offers and decisions that are not one route's. Each API route carries its
 * own rule in its definition (src/shared/api, decision 029); a decision that used to borrow a
 * route's rule ("who sees roles on a profile") is named here instead, so changing one route's
 * rule never silently changes another screen.
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
  /** Who sees a member's account id and roles on their public profile (besides the member). */
  seeProfileRoles: ['admin'],
  /**
   * Who sees every team in the captains' lists (teams, rosters, open leagues); a captain sees
   * their own teams there.
   */
  seeAllTeams: leagueStaff,
  /** Who sees unpublished (draft) socials and tournaments on the public event pages. */
  seeDraftEvents: adminExec,
} as const satisfies Record<string, AccessRule>;
