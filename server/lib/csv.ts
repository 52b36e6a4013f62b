/*
 * CSV downloads of the dashboard (docs/product.md §7): RFC 4180 (CRLF rows, fields with a comma, quote
 * or line break quoted, quotes doubled), UTF-8 with a byte-order mark so Excel reads Arabic, and cells
 * that a spreadsheet would run as a formula made inert.
 */

/** A number we wrote ourselves ("1.500", "-2.000", 12): written as is, so the spreadsheet sums it. */
export type TCsvNumber = { readonly number: string };
export type TCsvCell = string | number | null | TCsvNumber;

const BOM = '\uFEFF';
const NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * A text cell starting with one of these is read as a formula by Excel, LibreOffice or Sheets (OWASP
 * "CSV injection"): `=`, `+`, `-`, `@`, and tab or carriage return that some of them skip first.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvNumber(value: string | number): TCsvNumber {
  return { number: String(value) };
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvCell(value: TCsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return NUMBER.test(value.number) ? value.number : csvCell(value.number);
  // A leading apostrophe makes the spreadsheet show the text as typed instead of evaluating it.
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

/** The whole file: BOM, header row, data rows, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly TCsvCell[])[]): string {
  const lines = [header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => `${cells.join(',')}\r\n`);
  return BOM + lines.join('');
}

/** Headers of a CSV download named `filename` (ASCII letters, digits, dot, dash and underscore only). */
export function csvHeaders(filename: string): Record<string, string> {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${safe}"`,
    // Customers' names and emails: never kept by a shared cache.
    'cache-control': 'no-store',
  };
}
