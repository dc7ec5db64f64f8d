import { needsTwoFactorPrompt } from '@client/lib/two-factor-prompt';
import { assertAllowed } from '@server/lib/require-access';
import {
  anonymousViewer,
  isAllowed,
  mayOpenPage,
  ownerOr,
  pageAccess,
  pageRuleFor,
  pages,
  rolesOf,
  teamCaptainOr,
  type Viewer,
} from '@shared/access';
import { allMenuLinks } from '@shared/menu';
import { pathPatterns, paths } from '@shared/paths';
import { describe, expect, it } from 'vitest';

const member = (userId: string, ...roles: string[]): Viewer => ({ isSignedIn: true, userId, roles });

describe('relation rules (owner, team captain)', () => {
  const ownRecord = ownerOr(['admin']);
  const teamRecord = teamCaptainOr(['admin', 'rep']);

  it("lets the record's owner in, and the listed roles, but nobody else", () => {
    const facts = { ownerId: 'u1' };
    expect(isAllowed(ownRecord, member('u1'), facts)).toBe(true);
    expect(isAllowed(ownRecord, member('u2'), facts)).toBe(false);
    expect(isAllowed(ownRecord, member('u2', 'admin'), facts)).toBe(true);
    expect(isAllowed(ownRecord, { ...anonymousViewer, userId: 'u1' }, facts)).toBe(false);
  });

  it('lets a captain of the team in', () => {
    const facts = { teamCaptainIds: ['c1', 'c2'] };
    expect(isAllowed(teamRecord, member('c2', 'captain'), facts)).toBe(true);
    expect(isAllowed(teamRecord, member('c3', 'captain'), facts)).toBe(false);
    expect(isAllowed(teamRecord, member('r1', 'rep'), facts)).toBe(true);
  });

  it('without the record, only the roles count (the server decides with the record)', () => {
    expect(isAllowed(ownRecord, member('u1'))).toBe(false);
    expect(isAllowed(ownRecord, member('u1', 'admin'))).toBe(true);
    expect(isAllowed(ownRecord, member('u1'), { ownerId: null })).toBe(false);
    expect(rolesOf(teamRecord)).toEqual(['admin', 'rep']);
  });

  it('a page with a relation rule opens for any signed-in viewer (its record decides on the server)', () => {
    expect(mayOpenPage(teamRecord, member('c1'))).toBe(true);
    expect(mayOpenPage(teamRecord, anonymousViewer)).toBe(false);
    expect(mayOpenPage(['admin'], member('c1'))).toBe(false);
    expect(mayOpenPage(['admin'], member('c1', 'admin'))).toBe(true);
  });

  it('the server refuses with 401 signed out and 403 for someone else', () => {
    const statusOf = (viewer: Viewer) => {
      try {
        assertAllowed(ownRecord, { email: null, userId: null, ...viewer }, { ownerId: 'u1' });
        return 200;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(statusOf(member('u1'))).toBe(200);
    expect(statusOf(member('u2'))).toBe(403);
    expect(statusOf(anonymousViewer)).toBe(401);
  });
});

describe('one page table', () => {
  it('keys every page by a path or route pattern of paths.ts, never a literal written twice', () => {
    const known = new Set<string>([
      ...(Object.values(paths) as unknown[]).filter((p): p is string => typeof p === 'string'),
      ...Object.values(pathPatterns),
    ]);
    expect(Object.keys(pages).filter((key) => !known.has(key))).toEqual([]);
  });

  it("builds each menu entry's requiresAuth and requiredRoles from the page's rule", () => {
    for (const link of allMenuLinks) {
      const rule = pageAccess[link.to as keyof typeof pageAccess];
      expect(rule, link.to).toBeDefined();
      expect(link.requiresAuth, link.to).toBe(rule !== 'public');
      expect(link.requiredRoles, link.to).toEqual(rolesOf(rule));
    }
  });

  it('the guard reads the same rules, patterns included', () => {
    expect(pageRuleFor(paths.adminCourt('c-1'))).toBe(pageAccess[pathPatterns.adminCourt]);
    expect(pageRuleFor('/forms/membership', '?nopay=true&reason=board')).toBe(pageAccess[paths.memberNoPay]);
  });

  it('asks exactly the roles of the access table to turn on two-factor login', () => {
    const user = { id: 'u', email: 'a@b.c', name: null, username: null, image: null, isAnonymous: false };
    expect(needsTwoFactorPrompt({ user, roles: ['executive'] })).toBe(true);
    expect(needsTwoFactorPrompt({ user, roles: ['board', 'member'] })).toBe(false);
    expect(needsTwoFactorPrompt({ user: { ...user, twoFactorEnabled: true }, roles: ['admin'] })).toBe(false);
  });
});
