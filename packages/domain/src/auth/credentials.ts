import { isCommonPassword } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** Emails are compared and stored trimmed and lower-cased, so "A@x.io " and "a@x.io" are one account. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * A pragmatic address check: one "@", no whitespace, a dotted domain whose labels are non-empty.
 * Deliverability is the mail server's business; this only catches typing mistakes.
 */
export function isPlausibleEmail(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const match = /^([^\s@]+)@([^\s@]+)$/.exec(email);
  if (!match) return false;
  const domain = match[2] ?? "";
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9-]+$/i.test(label) && !label.startsWith("-") && !label.endsWith("-"));
}

export type PasswordProblem = "missing" | "too-short" | "too-long" | "too-common" | null;

export function passwordProblem(password: string): PasswordProblem {
  if (password.length === 0) return "missing";
  if (password.length < PASSWORD_MIN_LENGTH) return "too-short";
  if (password.length > PASSWORD_MAX_LENGTH) return "too-long";
  if (isCommonPassword(password)) return "too-common";
  return null;
}

/** The password rule as a new account is told it, before and after typing (ADR 119). */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password like "password" or "12345678".`;

const PASSWORD_PROBLEM_MESSAGES: Record<Exclude<PasswordProblem, null>, string> = {
  missing: "Password is required.",
  "too-short": `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  "too-long": `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  "too-common": "This password is too common and easy to guess. Please choose another.",
};

export function passwordProblemMessage(problem: Exclude<PasswordProblem, null>): string {
  return PASSWORD_PROBLEM_MESSAGES[problem];
}
