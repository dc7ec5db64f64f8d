/**
 * Who sees a member's e-mail and phone (issue 18): the member chooses per field, and every place
 * that shows contact details (profile, rosters, teammates) asks this one rule.
 */

export const contactVisibilities = ['private', 'teammates', 'members'] as const;
export type ContactVisibility = (typeof contactVisibilities)[number];

export const contactVisibilityLabels: Record<ContactVisibility, string> = {
  private: 'Only me',
  teammates: 'My teammates and captains',
  members: 'All signed-in members',
};

/**
 * How the viewer stands to the member: the member themself, a club officer who keeps the members
 * list (they see every contact there anyway), someone on a team with them (captains included,
 * only once the member accepted their place), any other signed-in person, or a visitor.
 */
export type ContactViewer = 'self' | 'officer' | 'teammate' | 'signedIn' | 'anonymous';

export function isContactShown(visibility: ContactVisibility, viewer: ContactViewer): boolean {
  if (viewer === 'self' || viewer === 'officer') return true;
  if (viewer === 'anonymous' || visibility === 'private') return false;
  return visibility === 'members' || viewer === 'teammate';
}
