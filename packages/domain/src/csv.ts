/**
 * CSV as spreadsheets read it (RFC 4180; docs/product.md#csv-export): UTF-8 with a byte-order
 * mark so Excel picks the encoding, CRLF line ends, and a cell quoted when it holds a comma, a
 * quote or a line break (quotes doubled inside).
 */

/** The byte-order mark that tells spreadsheet apps the file is UTF-8. */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * A cell that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or a carriage
 * return first) gets a leading apostrophe: text typed into a ticket must never run as a formula
 * in whoever opens the export (OWASP's CSV injection advice). Numbers we write ourselves are not
 * text from people and are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line end. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + CSV_LINE_END;
}
