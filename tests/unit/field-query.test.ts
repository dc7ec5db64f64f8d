import { apiQuery, fieldQuery } from '@client/lib/call-api';
import { courtsApi } from '@shared/api/courts';
import { describe, expect, it } from 'vitest';

describe('fieldQuery', () => {
  it('reads under the call’s own key and shows one field of the answer', () => {
    const read = fieldQuery(courtsApi.bySlug, 'court', { params: { slug: 'riverside' } });
    expect(read.queryKey).toEqual(apiQuery(courtsApi.bySlug, { params: { slug: 'riverside' } }).queryKey);
    const court = { slug: 'riverside' } as never;
    expect(read.select({ court } as never)).toBe(court);
  });
});
