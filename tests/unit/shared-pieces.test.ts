import { isForeignKeyViolation, isUniqueViolation, pgErrorCode } from '@server/lib/db-errors';
import { isUuid } from '@shared/uuid';
import { describe, expect, it } from 'vitest';

describe('isUuid', () => {
  it('accepts database ids in either case and refuses anything else', () => {
    expect(isUuid('0b6f3a52-9c1e-4d2a-8f3b-1c2d3e4f5a6b')).toBe(true);
    expect(isUuid('0B6F3A52-9C1E-4D2A-8F3B-1C2D3E4F5A6B')).toBe(true);
    expect(isUuid('matrix-test-param')).toBe(false);
    expect(isUuid('0b6f3a52-9c1e-4d2a-8f3b-1c2d3e4f5a6')).toBe(false);
    expect(isUuid(' 0b6f3a52-9c1e-4d2a-8f3b-1c2d3e4f5a6b')).toBe(false);
  });
});

describe('database error codes', () => {
  it('finds the SQLSTATE through the causes drizzle wraps it in', () => {
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('dup'), { code: '23505' }) });
    expect(pgErrorCode(wrapped)).toBe('23505');
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isForeignKeyViolation(wrapped)).toBe(false);
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBe(false);
  });
});
