import {
  isEmailIdentifier,
  passwordStrength,
  registerFormSchema,
  signUpBodySchema,
} from '@shared/schemas/accounts';
import { updateProfileSchema, usernameSchema } from '@shared/schemas/profiles';
import { assignRoleSchema } from '@shared/schemas/roles';
import { describe, expect, it } from 'vitest';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('account schemas', () => {
  it('accepts a valid registration and checks the confirmation', () => {
    const ok = registerFormSchema.safeParse({
      fullName: 'Ann Lee',
      username: 'ann_lee',
      email: 'ann@example.org',
      password: 'ten-chars!',
      confirmPassword: 'ten-chars!',
    });
    expect(ok.success).toBe(true);
    const mismatch = registerFormSchema.safeParse({
      fullName: 'Ann Lee',
      username: 'ann_lee',
      email: 'ann@example.org',
      password: 'ten-chars!',
      confirmPassword: 'ten-chars?',
    });
    expect(firstMessage(mismatch)).toBe('The passwords do not match.');
  });

  it('enforces 10–128 character passwords', () => {
    const base = { name: 'A', username: 'abc', email: 'a@example.org' };
    expect(firstMessage(signUpBodySchema.safeParse({ ...base, password: '123456789' }))).toMatch(
      /at least 10/,
    );
    expect(signUpBodySchema.safeParse({ ...base, password: '1234567890' }).success).toBe(true);
    expect(firstMessage(signUpBodySchema.safeParse({ ...base, password: 'x'.repeat(129) }))).toMatch(
      /at most 128/,
    );
  });

  it('checks usernames: length, characters, reserved words', () => {
    expect(usernameSchema.safeParse('Ann.Lee_2').success).toBe(true);
    expect(firstMessage(usernameSchema.safeParse('ab'))).toMatch(/at least 3/);
    expect(firstMessage(usernameSchema.safeParse('ann lee'))).toMatch(/letters, digits/);
    expect(firstMessage(usernameSchema.safeParse('Profile'))).toMatch(/reserved/);
  });

  it('parses profile edits: clears phone, refuses unknown fields and ratings', () => {
    expect(updateProfileSchema.parse({ phone: '' })).toEqual({ phone: null });
    expect(updateProfileSchema.safeParse({ ntrpRating: '5.0+' }).success).toBe(true);
    expect(firstMessage(updateProfileSchema.safeParse({ ntrpRating: '6.0' }))).toMatch(/NTRP/);
    expect(firstMessage(updateProfileSchema.safeParse({ role: 'admin' }))).toBe(
      'That field cannot be changed here.',
    );
  });

  it('names unknown roles', () => {
    expect(firstMessage(assignRoleSchema.safeParse({ role: 'wizard' }))).toBe(
      'Unknown role "wizard". Roles are: admin, executive, board, rep, captain, member, guest.',
    );
  });

  it('rates password strength and tells e-mail from username', () => {
    expect(passwordStrength('short')).toBe('weak');
    expect(passwordStrength('abcdefghij')).toBe('fair');
    expect(passwordStrength('Abcdefgh1!')).toBe('good');
    expect(passwordStrength('Abcdefgh1!-longer-pass')).toBe('strong');
    expect(isEmailIdentifier('a@b.org')).toBe(true);
    expect(isEmailIdentifier('ann_lee')).toBe(false);
  });
});
