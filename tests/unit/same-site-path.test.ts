// @vitest-environment jsdom
// (this file reads window, document or localStorage)
import { takeRedirectPath } from '@client/lib/auth-store';
import { isSameSitePath, sameSitePathOr } from '@shared/same-site-path';
import { createBoardMemberSchema } from '@shared/schemas/contacts';
import { socialEventInputSchema } from '@shared/schemas/events-socials';
import { tournamentInputSchema } from '@shared/schemas/events-tournaments';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => localStorage.clear());

describe('isSameSitePath', () => {
  it.each(['/', '/social_events', '/api/uploads/board-0123.png', '/users/ann?tab=events#top', '/a/b%2Fc'])(
    'accepts %j',
    (path) => expect(isSameSitePath(path)).toBe(true),
  );

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash later', '/ok\\..\\\\evil.example'],
    ['tab before slash', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['NUL', '/a\u0000b'],
    ['DEL', '/a\u007fb'],
    ['space', '/ /evil.example'],
    ['scheme', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['relative', 'evil.example'],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s', (_label, value) => expect(isSameSitePath(value)).toBe(false));

  it('falls back for anything unsafe', () => {
    expect(sameSitePathOr('/\\evil.example')).toBe('/');
    expect(sameSitePathOr('/profile', '/')).toBe('/profile');
  });
});

describe('the redirect after sign-in', () => {
  it('goes to a safe stored path and clears it', () => {
    localStorage.setItem('redirectPath', '/admin/courts');
    expect(takeRedirectPath()).toBe('/admin/courts');
    expect(localStorage.getItem('redirectPath')).toBeNull();
  });

  it.each(['/\\evil.example', '//evil.example', 'javascript:alert(1)', '/\t/evil.example'])(
    'goes home instead of %j (stored or in the query)',
    (unsafe) => {
      localStorage.setItem('redirectPath', unsafe);
      expect(takeRedirectPath()).toBe('/');
      expect(takeRedirectPath('/', unsafe)).toBe('/');
    },
  );

  it('prefers the query over the stored path', () => {
    localStorage.setItem('redirectPath', '/stored');
    expect(takeRedirectPath('/', '/from-query')).toBe('/from-query');
  });
});

describe('same-site path fields in the shared schemas', () => {
  it.each(['/\\evil.example', '//evil.example', '/\t/evil.example'])('refuse %j', (value) => {
    expect(createBoardMemberSchema.shape.photoUrl.safeParse(value).success).toBe(false);
    expect(socialEventInputSchema.shape.imageUrl.safeParse(value).success).toBe(false);
    expect(tournamentInputSchema.shape.drawsFileUrl.safeParse(value).success).toBe(false);
  });

  it('accept a path on this site', () => {
    expect(createBoardMemberSchema.shape.photoUrl.safeParse('/api/uploads/board-1.png').success).toBe(true);
    expect(socialEventInputSchema.shape.imageUrl.safeParse('/api/uploads/event-1.png').success).toBe(true);
  });
});
