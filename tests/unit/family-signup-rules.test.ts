import { familyEmailKeyOf } from '@server/features/events/family-signups';
import { signupPersonOf } from '@server/features/events/registrations';
import { isAllowed, type Viewer } from '@shared/access';
import { featureAccess } from '@shared/api-access';
import { registrationInputSchema } from '@shared/schemas/events-registrations';
import { describe, expect, it } from 'vitest';

const signedIn = (userId: string, ...roles: string[]): Viewer => ({ isSignedIn: true, userId, roles });

describe('who may sign up a family person (access table)', () => {
  const rule = featureAccess.signUpFamilyMember;
  const facts = { ownerId: 'parent' };

  it('only the account that manages the person', () => {
    expect(isAllowed(rule, signedIn('parent', 'member'), facts)).toBe(true);
    expect(isAllowed(rule, signedIn('other', 'member'), facts)).toBe(false);
    // No role stands in for the family: organisers add people as walk-ins instead.
    expect(isAllowed(rule, signedIn('boss', 'admin', 'executive', 'board'), facts)).toBe(false);
    expect(isAllowed(rule, { isSignedIn: false, roles: [], userId: 'parent' }, facts)).toBe(false);
    expect(isAllowed(rule, signedIn('parent'), { ownerId: null })).toBe(false);
  });
});

describe('whose place a sign-up takes', () => {
  const input = { name: 'Typed Name', email: 'Typed@Example.org' };

  it('a visitor or the account itself: the person the form names, known by e-mail', () => {
    expect(signupPersonOf(input, {})).toMatchObject({
      name: 'Typed Name',
      emailKey: 'typed@example.org',
      userId: null,
      familyMemberId: null,
      signedUpBy: null,
      isOwner: false,
    });
    expect(signupPersonOf(input, { userId: 'u1', accountEmail: 'typed@example.org' })).toMatchObject({
      userId: 'u1',
      isOwner: true,
    });
    expect(signupPersonOf(input, { userId: 'u1', accountEmail: 'me@example.org' }).isOwner).toBe(false);
  });

  it("a family person: their own key and name, the account's e-mail, signed up by the account", () => {
    const familyMember = { id: '6f1c1c1e-8d1e-4a43-9a57-5d3b0e0c9f11', fullName: 'Sam Family' };
    expect(signupPersonOf(input, { userId: 'u1', accountEmail: 'me@example.org', familyMember })).toEqual({
      name: 'Sam Family',
      email: 'me@example.org',
      emailKey: familyEmailKeyOf(familyMember.id),
      userId: null,
      familyMemberId: familyMember.id,
      signedUpBy: 'u1',
      isOwner: true,
    });
    expect(familyEmailKeyOf(familyMember.id)).not.toContain('@');
  });
});

describe('the "who" field of the sign-up schema', () => {
  const base = { name: 'A', email: 'a@example.org', phone: '555 010 1000', ntrp: '' };

  it('is optional; empty means the person signing in; anything else must be an id', () => {
    expect(registrationInputSchema.parse(base).who).toBeUndefined();
    expect(registrationInputSchema.parse({ ...base, who: '' }).who).toBeUndefined();
    const id = '6f1c1c1e-8d1e-4a43-9a57-5d3b0e0c9f11';
    expect(registrationInputSchema.parse({ ...base, who: id }).who).toBe(id);
    expect(registrationInputSchema.safeParse({ ...base, who: 'sam' }).success).toBe(false);
  });
});
