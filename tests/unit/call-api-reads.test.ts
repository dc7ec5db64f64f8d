import { apiQuery, fieldQuery, linkQuery } from '@client/lib/call-api';
import { courtsApi } from '@shared/api/courts';
import { subsApi } from '@shared/api/team-matches';
import { describe, expect, it } from 'vitest';

describe('fieldQuery', () => {
  it('reads under the call’s own key and shows one field of the answer', () => {
    const read = fieldQuery(courtsApi.bySlug, 'court', { params: { slug: 'riverside' } });
    expect(read.queryKey).toEqual(apiQuery(courtsApi.bySlug, { params: { slug: 'riverside' } }).queryKey);
    const court = { slug: 'riverside' } as never;
    expect(read.select({ court } as never)).toBe(court);
  });
});

describe('linkQuery', () => {
  it('asks nothing without a token and never retries a signed link', () => {
    expect(linkQuery(subsApi.link, '')).toMatchObject({ enabled: false, retry: false });
    const read = linkQuery(subsApi.link, 'abc');
    expect(read).toMatchObject({ enabled: true, retry: false });
    expect(read.queryKey).toEqual(apiQuery(subsApi.link, { query: { token: 'abc' } }).queryKey);
  });
});
