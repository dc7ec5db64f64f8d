import { mapLinksFor } from '@shared/map-links';
import { relayMessageSchema } from '@shared/schemas/contact-relay';
import { createBoardMemberSchema } from '@shared/schemas/contacts';
import { createCourtSchema } from '@shared/schemas/courts';
import { slugify } from '@shared/slug';
import { describe, expect, it } from 'vitest';

describe('slugify', () => {
  it.each([
    ['Riverside Park', 'riverside-park'],
    ["St. Mary's Park", 'st-marys-park'],
    ['  Café  Olé Courts!! ', 'cafe-ole-courts'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('stays within 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('mapLinksFor', () => {
  it('encodes the address once, collapsing spaces', () => {
    expect(mapLinksFor(' 1 Main   St, Anytown ').openStreetMap).toBe(
      'https://www.openstreetmap.org/search?query=1%20Main%20St%2C%20Anytown',
    );
  });
});

describe('createCourtSchema', () => {
  const court = {
    name: 'Riverside Park',
    address: '2200 Riverside Drive, Anytown',
    numberOfCourts: 6,
    surface: 'hard',
    hasLights: true,
    setting: 'outdoor',
    accessNotes: '',
    notes: '',
    sortOrder: 1,
  };

  it('accepts an empty slug (made from the name by the server)', () => {
    expect(createCourtSchema.safeParse({ ...court, slug: '' }).success).toBe(true);
  });

  it('says what is wrong with an empty number field (NaN from the form)', () => {
    const result = createCourtSchema.safeParse({ ...court, numberOfCourts: Number.NaN });
    expect(result.error?.issues[0]?.message).toBe('Enter the number of courts.');
  });
});

describe('relayMessageSchema', () => {
  it('trims and accepts a normal message; the spam trap is optional', () => {
    const parsed = relayMessageSchema.parse({
      name: '  Jamie  ',
      email: ' jamie@example.net ',
      message: 'Hello, how do I join?',
    });
    expect(parsed).toEqual({ name: 'Jamie', email: 'jamie@example.net', message: 'Hello, how do I join?' });
  });

  it('refuses line breaks in the name (header injection)', () => {
    const result = relayMessageSchema.safeParse({
      name: 'Eve\nBcc: x@example.com',
      email: 'eve@example.net',
      message: 'Hello there, friends.',
    });
    expect(result.success).toBe(false);
  });
});

describe('createBoardMemberSchema', () => {
  it.each(['https://elsewhere.example/p.jpg', 'javascript:alert(1)', '//evil.example/x.png'])(
    'refuses the photo address %s (uploads only)',
    (photoUrl) => {
      const result = createBoardMemberSchema.safeParse({
        position: 'Treasurer',
        name: 'Priya Natarajan',
        email: 'treasurer@example.org',
        photoUrl,
        isActive: true,
      });
      expect(result.success).toBe(false);
    },
  );
});
