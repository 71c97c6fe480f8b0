/** CSV as spreadsheets read it: RFC 4180 (CRLF rows, quoted fields), safe to open. */

export const CSV_BOM = '\uFEFF';

/**
 * A spreadsheet runs a cell that starts with = + - @ (and tab or CR, which some strip before
 * looking) as a formula: `=HYPERLINK(...)` in a title would be a live link or worse. A leading
 * apostrophe makes it plain text in Excel, LibreOffice and Google Sheets (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote, CR or LF; quotes doubled. */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
