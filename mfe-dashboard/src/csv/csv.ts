/** One cell of an export: text, a number, or empty. */
export type CsvCell = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as CSV text. Text starting with = + - @ gets a leading `'` so a spreadsheet shows it instead of
 * running it (names come from users); quotes are doubled and cells with commas, quotes or line breaks quoted.
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV (CRLF between rows) with a UTF-8 byte order mark, which Excel needs to read non-Latin text. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** `switchboard-<what>-<from>_<to>.csv` (`what` lowercased, anything but letters and digits as dashes). */
export function csvFileName(what: string, from: string, to: string): string {
  const slug = what
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `switchboard-${slug}-${from}_${to}.csv`;
}

/** Saves `csv` as a file through a Blob and a temporary `<a download>`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
