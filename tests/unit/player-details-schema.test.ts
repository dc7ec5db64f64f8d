import { playerDetailsSchema, updatePlayerDetailsSchema } from '@shared/player-details';
import { membershipFormSchema } from '@shared/schemas/membership';
import { describe, expect, it } from 'vitest';

const valid = {
  ntrpRating: '3.5',
  ratingType: 'S',
  ratingYear: 2025,
  ustaNumber: ' 2012345678 ',
  ustaExpiresOn: '2026-12-31',
  emergencyName: ' Jo Partner ',
  emergencyPhone: '+1 (555) 010-4000',
};

function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('playerDetailsSchema', () => {
  it('accepts full details and trims them', () => {
    expect(playerDetailsSchema.parse(valid)).toMatchObject({
      ustaNumber: '2012345678',
      emergencyName: 'Jo Partner',
    });
  });

  it('accepts "not given" for every optional field; the expiry may be left out', () => {
    const { ustaExpiresOn: _, ...withoutExpiry } = valid;
    expect(
      playerDetailsSchema.safeParse({
        ...withoutExpiry,
        ntrpRating: '',
        ratingType: '',
        ratingYear: null,
        ustaNumber: '',
      }).success,
    ).toBe(true);
  });

  it.each(['2.5', '3.0', '3.5', '4.0', '4.5', '5.0+'])('accepts the NTRP level %s', (ntrpRating) => {
    expect(playerDetailsSchema.safeParse({ ...valid, ntrpRating }).success).toBe(true);
  });

  it.each(['2.0', '3.7', '5.5', '4'])('refuses the NTRP value %s', (ntrpRating) => {
    expect(fieldsOf(playerDetailsSchema.safeParse({ ...valid, ntrpRating }))).toHaveProperty('ntrpRating');
  });

  it('refuses USTA numbers that are not 6–12 digits, a bad year, date or rating type, by path', () => {
    const result = playerDetailsSchema.safeParse({
      ...valid,
      ustaNumber: '12345',
      ratingYear: 1979,
      ustaExpiresOn: '2026-13-01',
      ratingType: 'X',
    });
    expect(fieldsOf(result)).toEqual({
      ustaNumber: 'A USTA number is 6–12 digits.',
      ratingYear: 'Enter a rating year from 1980.',
      ustaExpiresOn: 'Enter the expiry as a date, or leave it empty.',
      ratingType: 'Choose a rating type.',
    });
    expect(fieldsOf(playerDetailsSchema.safeParse({ ...valid, ustaNumber: '1234567890123' }))).toHaveProperty(
      'ustaNumber',
    );
  });

  it('needs an emergency contact with a valid phone', () => {
    expect(
      fieldsOf(playerDetailsSchema.safeParse({ ...valid, emergencyName: '  ', emergencyPhone: 'call' })),
    ).toEqual({
      emergencyName: 'Please name an emergency contact.',
      emergencyPhone: 'Please enter a valid phone number (digits, spaces, + ( ) - .).',
    });
  });
});

describe('updatePlayerDetailsSchema', () => {
  it('takes any one field alone', () => {
    expect(updatePlayerDetailsSchema.parse({ ustaNumber: '123456' })).toEqual({ ustaNumber: '123456' });
  });

  it('refuses an empty change and unknown fields', () => {
    expect(updatePlayerDetailsSchema.safeParse({}).success).toBe(false);
    const unknown = updatePlayerDetailsSchema.safeParse({ phone: '555 010 4000' });
    expect(unknown.error?.issues[0]?.message).toBe('That field cannot be changed here.');
  });
});

describe('the membership form', () => {
  it('checks its player part with the same field schemas', () => {
    for (const key of Object.keys(playerDetailsSchema.shape) as (keyof typeof playerDetailsSchema.shape)[]) {
      expect(membershipFormSchema.shape[key]).toBe(playerDetailsSchema.shape[key]);
    }
  });
});
