import { formatDate, formatMonthYear } from '@client/features/content/format';
import { describe, expect, it } from 'vitest';

// A club page's and a news post's date are on the club's clock, not the reader's: the server
// (UTC) paints public pages and the browser takes them over with the same text (decision 020).
describe('dates of club pages and news', () => {
  it("are the day on the club's clock, whatever the zone of the machine", () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in Denver.
    expect(formatDate('2026-11-24T03:00:00.000Z', 'America/Denver')).toBe('November 23, 2026');
    expect(formatDate('2026-11-24T03:00:00.000Z', 'UTC')).toBe('November 24, 2026');
    expect(formatMonthYear('2026-12-01T03:00:00.000Z', 'America/Denver')).toBe('November 2026');
  });
});
