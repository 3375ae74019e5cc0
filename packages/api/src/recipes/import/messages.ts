/**
 * What the person reads when a spreadsheet cannot be imported (ADR 018). Parser and worker errors
 * describe the parser's insides ("Major Version: Expected 3 or 4 saw 18032"); these say what is
 * wrong with the file and what to do.
 */
export const IMPORT_FAILURES = {
  unreadable: "This file is not a spreadsheet Simmer can read. Save it as .xlsx and try again.",
  password: "This spreadsheet is protected with a password. Save a copy without the password as .xlsx and try again.",
  tooSlow: "Reading the spreadsheet took too long, so it was stopped. Split it into smaller files and try again.",
  tooBig: "Reading the spreadsheet needed too much memory, so it was stopped. Split it into smaller files and try again.",
} as const;

/** Turns the parser's own error text into one of the sentences above; never echoes it. */
export function describeParserError(raw: string): string {
  if (/password|encrypt|protected/i.test(raw)) return IMPORT_FAILURES.password;
  return IMPORT_FAILURES.unreadable;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a cell's text cannot be stored, or null when it can. PostgreSQL text cannot hold a NUL
 * character, and a lone UTF-16 surrogate is half of a character (usually a cut-off emoji).
 */
export function cellTextProblem(text: string): string | null {
  if (text.includes("\u0000")) {
    return "contains a NUL character (an invisible code 0), which cannot be stored. Delete it and try again.";
  }
  if (LONE_SURROGATE.test(text)) {
    return "contains a broken character (half of an emoji or symbol). Retype it and try again.";
  }
  return null;
}
