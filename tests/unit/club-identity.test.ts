import { copyrightLine, defaultClubIdentity, initialsOf } from '@shared/club-identity';
import { roleBadgeText } from '@shared/roles';
import { describe, expect, it } from 'vitest';

describe('avatar initials (§3)', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane van doe', 'JD'],
    ['  Madonna  ', 'M'],
    ['Ana María López García', 'AG'],
    ['', '??'],
    ['   ', '??'],
    [null, '??'],
    [undefined, '??'],
  ])('%j → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('copyright line (§2 Footer)', () => {
  it('has the current year and the years since 1974', () => {
    expect(defaultClubIdentity.foundedYear).toBe(1974);
    const line = copyrightLine(defaultClubIdentity, new Date(2026, 5, 1));
    expect(line).toContain('2026');
    expect(line).toContain('52 years');
    expect(line).toContain(defaultClubIdentity.name);
  });

  it('counts from the founding year it is given', () => {
    expect(copyrightLine({ name: 'X', foundedYear: 2000 }, new Date(2030, 0, 1))).toBe(
      '© 2030 X. Serving our tennis community for 30 years.',
    );
  });

  it('uses the current year by default', () => {
    const year = new Date().getFullYear();
    expect(copyrightLine(defaultClubIdentity)).toContain(`© ${year}`);
    expect(copyrightLine(defaultClubIdentity)).toContain(`${year - 1974} years`);
  });
});

describe('role badge text (§6)', () => {
  it.each([
    [[], 'Guest'],
    [['guest'], 'Guest'],
    [['member'], 'Member'],
    [['member', 'guest'], 'Member'],
    [['admin', 'executive'], 'Admin, Executive'],
    [['captain', 'rep', 'board'], 'Captain, Rep, Board'],
  ])('%j → %s', (roleList, expected) => {
    expect(roleBadgeText(roleList)).toBe(expected);
  });
});
