import { anonymousViewer, type Viewer } from '@shared/access';
import { adminMenu, isLinkVisible, protectedMenu, publicMenu, visibleLinks } from '@shared/menu';
import { type Role, roles } from '@shared/roles';
import { describe, expect, it } from 'vitest';

const as = (...r: Role[]): Viewer => ({ isSignedIn: true, roles: r });
const titles = (viewer: Viewer) => visibleLinks(adminMenu, viewer).map((l) => l.title);

/** §2 admin tools table: title → roles. */
const adminTable: Record<string, Role[]> = {
  Admin: ['admin', 'executive'],
  'Member No-Pay': ['admin', 'board', 'rep', 'executive', 'member', 'guest'],
  'Members List': ['admin', 'board', 'rep', 'executive'],
  'Team Success List': ['admin', 'board', 'rep', 'executive'],
  'Looking for Team List': ['rep', 'admin', 'executive'],
  'USTA League Admin': ['admin', 'executive', 'rep'],
  'League Coordination': ['admin', 'executive', 'rep'],
  'Team Management': ['admin', 'executive', 'rep'],
  'Payment Intents': ['admin', 'board', 'rep', 'executive'],
  'Assign Roles': ['admin'],
  'Edit Social Events': ['admin', 'executive'],
  'Social Players List': ['admin', 'executive', 'board'],
};

describe('menu visibility (§6)', () => {
  it('shows every public link to anyone, signed in or not', () => {
    expect(visibleLinks(publicMenu, anonymousViewer).map((l) => l.title)).toEqual([
      'Membership',
      'Social Events',
      'Tournaments',
      'Captains',
      'Looking for Team',
      'Court Locations',
      'Contacts',
      'Team Success',
    ]);
    expect(visibleLinks(publicMenu, as()).length).toBe(8);
  });

  it('hides Team Registration from anonymous visitors and from roles without access', () => {
    const [teamRegistration] = protectedMenu;
    expect(teamRegistration?.title).toBe('Team Registration');
    expect(isLinkVisible(teamRegistration!, anonymousViewer)).toBe(false);
    for (const role of roles) {
      const expected = ['admin', 'executive', 'rep', 'captain'].includes(role);
      expect(isLinkVisible(teamRegistration!, as(role)), role).toBe(expected);
    }
  });

  it('shows no admin tools to anonymous visitors, whatever roles they claim', () => {
    expect(titles(anonymousViewer)).toEqual([]);
    expect(titles({ isSignedIn: false, roles: ['admin'] })).toEqual([]);
  });

  it.each(roles)('shows %s exactly the admin tools of the §2 table', (role) => {
    const expected = Object.entries(adminTable)
      .filter(([, allowed]) => allowed.includes(role))
      .map(([title]) => title);
    expect(titles(as(role))).toEqual(expected);
  });

  it('a signed-in user without roles sees no admin tools', () => {
    expect(titles(as())).toEqual([]);
  });

  it('a user with several roles sees the union', () => {
    expect(titles(as('captain', 'board'))).toEqual([
      'Member No-Pay',
      'Members List',
      'Team Success List',
      'Payment Intents',
      'Social Players List',
    ]);
  });

  it('admin tools are hidden from the main bar; auth pages are never menu entries', () => {
    expect(adminMenu.every((l) => l.isAdminFunction && !l.show && l.requiresAuth)).toBe(true);
    const all = [...publicMenu, ...protectedMenu, ...adminMenu].map((l) => l.to);
    for (const authPage of ['/login', '/register', '/forgot-password', '/set-password']) {
      expect(all).not.toContain(authPage);
    }
  });
});
