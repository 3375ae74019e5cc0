/**
 * Text cells that a spreadsheet program could run as a formula (they begin with =, +, -, @, a tab
 * or a carriage return) are written with a leading apostrophe. Text that already begins with
 * apostrophes before such a character gets one more, so reading back is exact.
 */
const RISKY = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

export function escapeSpreadsheetText(text: string): string {
  return RISKY.test(text) ? `'${text}` : text;
}

export function unescapeSpreadsheetText(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}
