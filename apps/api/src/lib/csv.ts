/**
 * CSV for Polish Excel, shared by every export (history, orders). Cells a spreadsheet would run
 * as a formula are prefixed with an apostrophe (DESIGN.md §3, formula injection).
 */
const formulaStart = /^[=+\-@\t\r\0]/;

export const csvSeparator = ';';
/** Polish Excel opens UTF-8 correctly only with the byte-order mark. */
export const csvBom = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(csvSeparator)}\r\n`;
}
