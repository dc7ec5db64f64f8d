import { utcToZonedWallTime } from './club-time';

/*
 * The one CSV writer, for the server's exports and the client's downloads alike (issue 19:
 * spreadsheets that add up). A column says what it holds, and the writer writes each kind one way:
 * - `value`: text, or a number (written as it is: a spreadsheet sums it); text that a spreadsheet
 *   would run as a formula (=, +, -, @) gets a leading apostrophe — numbers never do;
 * - `cents`: money, as a plain number of dollars with two decimals ("-60.00": negative where
 *   money went out, a refund); the header names the currency;
 * - `at`: an instant, on the club's clock as "2026-11-24 18:30", which every spreadsheet reads
 *   as a date and time; the header names the zone ("Signed up (America/Denver)");
 * - `day`: a calendar date, "2026-11-24" (an instant given as a day is taken on the club's clock).
 */

export type CsvValue = string | number | boolean | null | undefined;

/** A column of text or numbers: it needs no time zone. */
export type CsvValueColumn<T> = { header: string; value: (row: T) => CsvValue };

export type CsvColumn<T> =
  | CsvValueColumn<T>
  | { header: string; cents: (row: T) => number | null | undefined }
  | { header: string; at: (row: T) => Date | string | null | undefined }
  | { header: string; day: (row: T) => Date | string | null | undefined };

export interface CsvOptions {
  /** The club's time zone (resolveClubTimeZone): dates are written on its clock. */
  timeZone: string;
}

// Cells starting with these are run as formulas by spreadsheet apps (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;
const dateOnly = /^\d{4}-\d\d-\d\d$/;

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function textCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = String(value);
  return quoted(typeof value === 'string' && formulaStart.test(text) ? `'${text}` : text);
}

/** "2026-11-24 18:30" on the club's clock. */
function clubDateTime(value: Date | string, timeZone: string): string {
  return utcToZonedWallTime(value, timeZone).replace('T', ' ');
}

function cellOf<T>(column: CsvColumn<T>, row: T, timeZone: string): string {
  if ('cents' in column) {
    const cents = column.cents(row);
    return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
  }
  if ('at' in column) {
    const at = column.at(row);
    return at ? clubDateTime(at, timeZone) : '';
  }
  if ('day' in column) {
    const day = column.day(row);
    if (!day) return '';
    return typeof day === 'string' && dateOnly.test(day) ? day : clubDateTime(day, timeZone).slice(0, 10);
  }
  return textCell(column.value(row));
}

function headerOf<T>(column: CsvColumn<T>, timeZone: string): string {
  return 'at' in column || 'day' in column ? `${column.header} (${timeZone})` : column.header;
}

/**
 * RFC 4180 CSV (CRLF line ends) with a header row. Columns of dates need the club's time zone;
 * columns of text and numbers only need none.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvValueColumn<T>[]): string;
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], options: CsvOptions): string;
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], options?: CsvOptions): string {
  // The overloads give a zone to every date column; "UTC" is never reached.
  const timeZone = options?.timeZone ?? 'UTC';
  const lines = [columns.map((c) => textCell(headerOf(c, timeZone))).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cellOf(c, row, timeZone)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Reads RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF, a leading BOM) into rows of
 * cells; blank lines are skipped. Each row keeps the line it started on, for error messages.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  const input = text.replace(/^\uFEFF/, '');
  let cells: string[] = [];
  let field = '';
  let isQuoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(field);
    if (cells.length > 1 || cells[0]!.trim() !== '') rows.push({ line: rowLine, cells });
    cells = [];
    field = '';
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (isQuoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') isQuoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') isQuoted = true;
    else if (ch === ',') {
      cells.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += ch;
  }
  if (field !== '' || cells.length > 0) endRow();
  return rows;
}
