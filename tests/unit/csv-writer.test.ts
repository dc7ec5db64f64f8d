import { type CsvColumn, parseCsv, toCsv } from '@shared/csv';
import { describe, expect, it } from 'vitest';

// The one CSV writer (issue 19: spreadsheets that add up): numbers stay numbers, money is a
// number (negative where it went out), every date is on the club's clock in one format a
// spreadsheet reads, with the zone named in the header; text that would run as a formula does not.

interface Row {
  name: string;
  count: number;
  cents: number;
  at: string | null;
  day: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Count', value: (r) => r.count },
  { header: 'Amount (USD)', cents: (r) => r.cents },
  { header: 'Paid', at: (r) => r.at },
  { header: 'Due', day: (r) => r.day },
];

const csvOf = (rows: Row[]) =>
  parseCsv(toCsv(rows, columns, { timeZone: 'America/Denver' })).map((r) => r.cells);

describe('toCsv', () => {
  it('names the club time zone in the header of every date column', () => {
    expect(csvOf([])[0]).toEqual([
      'Name',
      'Count',
      'Amount (USD)',
      'Paid (America/Denver)',
      'Due (America/Denver)',
    ]);
  });

  it('writes numbers and money as numbers, negative ones too; a refund is -60.00, not text', () => {
    const [, row] = csvOf([{ name: 'Refund', count: -3, cents: -6000, at: null, day: null }]);
    expect(row).toEqual(['Refund', '-3', '-60.00', '', '']);
  });

  it('guards text a spreadsheet would run as a formula, and only text', () => {
    const [, row] = csvOf([{ name: '=SUM(A1)', count: 0, cents: 1999, at: null, day: null }]);
    expect(row!.slice(0, 3)).toEqual(["'=SUM(A1)", '0', '19.99']);
    for (const risky of ['+1 555 0100', '-minus', '@cmd', '\tTab'])
      expect(csvOf([{ name: risky, count: 1, cents: 0, at: null, day: null }])[1]![0]).toBe(`'${risky}`);
  });

  it("writes an instant on the club's clock: an evening stays on its day", () => {
    // 8:30 PM in Denver on 24 November is 03:30 UTC on the 25th.
    const [, row] = csvOf([
      {
        name: 'Evening',
        count: 1,
        cents: 0,
        at: '2026-11-25T03:30:00.000Z',
        day: '2026-11-25T03:30:00.000Z',
      },
    ]);
    expect(row!.slice(3)).toEqual(['2026-11-24 20:30', '2026-11-24']);
    // A calendar date is written as it is.
    expect(csvOf([{ name: 'D', count: 1, cents: 0, at: null, day: '2026-12-31' }])[1]![4]).toBe('2026-12-31');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and reads back the same', () => {
    const name = 'Smith, "Ace"\nJr';
    expect(csvOf([{ name, count: 1, cents: 0, at: null, day: null }])[1]![0]).toBe(name);
  });

  it("writes text and number columns without a time zone (the client's downloads)", () => {
    const rows: Array<Array<string | number | null>> = [
      ['=SUM(A1)', 3, null],
      ['About, "us"', 12, '2026-11-24T18:30:00.000Z'],
    ];
    const header = ['Title', 'Version', 'Last updated'];
    const csv = toCsv(
      rows,
      header.map((h, i) => ({ header: h, value: (r: (typeof rows)[number]) => r[i] })),
    );
    expect(csv).toBe(
      `Title,Version,Last updated\r\n'=SUM(A1),3,\r\n"About, ""us""",12,2026-11-24T18:30:00.000Z\r\n`,
    );
  });
});
