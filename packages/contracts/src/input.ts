import { z } from "zod";
import { INPUT_LIMITS } from "./input-limits";
import { INPUT_MESSAGES } from "./messages/input";

export { INPUT_LIMITS };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a piece of text cannot be stored (PostgreSQL text holds neither), or null when it can. */
export function unsafeTextReason(text: string): string | null {
  if (text.includes("\u0000")) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.surrogate;
  return null;
}

// eslint-disable-next-line no-control-regex -- NUL is the character being removed
const UNSAFE_GLOBAL = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text without the characters `unsafeTextReason` refuses: only for a whole page's source, which a
 * browser shows whatever stray bytes it holds (ADR 133). Everything a person types is refused instead.
 */
export function withoutUnsafeText(text: string): string {
  return text.replace(UNSAFE_GLOBAL, "");
}

/** The check every text input carries; exported so a test can prove no input string lacks it. */
export const isSafeText = (text: string): boolean => unsafeTextReason(text) === null;

/**
 * Text from a person: NUL bytes and lone surrogates are refused before trimming or length checks.
 * Chain `.trim()`, `.min()`, `.max()` on it like on `z.string()`. `notText` is the message for a
 * value that is not a string at all (missing, a number).
 */
export function text(field: string, notText = `${field} must be text.`) {
  return z
    .string({ error: notText })
    .refine(isSafeText, { error: (issue) => `${field} ${unsafeTextReason(issue.input as string) ?? INPUT_MESSAGES.nul}`, abort: true });
}

const DECIMAL = /^\s*[-+]?\d+(\.\d*)?\s*$/;

/**
 * A row id: a whole number from 1 to 2^31-1, given as a number or as digits (path and query
 * parameters arrive as text). Anything else is a 400 naming the field, never a database error.
 */
export function zId(field = "id") {
  return z
    .union([z.number(), text(field)], { error: `${field} must be a number.` })
    .transform((v) => (typeof v === "string" ? (DECIMAL.test(v) ? Number(v) : Number.NaN) : v))
    .pipe(
      z
        .number({ error: `${field} must be a number.` })
        .max(INPUT_LIMITS.idMax, { error: `${field} is out of range.`, abort: true })
        .min(1, { error: `${field} must be a positive id.`, abort: true })
        .int(`${field} must be a whole number.`),
    );
}

export const ZId = zId("id");

/** True for a value ZId accepts as a number: what a token's user id must be. */
export function isId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= INPUT_LIMITS.idMax;
}

/**
 * How deeply `json` nests arrays and objects, counting only up to `stopAt` so that a hostile body
 * costs one linear scan and never a deep recursion. Brackets inside strings do not count.
 */
export function jsonNestingDepth(json: string, stopAt: number = INPUT_LIMITS.jsonDepthMax + 1): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest >= stopAt) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The first string (value or key) in parsed JSON that cannot be stored, as "path: reason";
 * null when there is none. Walks without recursion.
 */
export function findUnsafeText(value: unknown, rootPath = ""): string | null {
  const stack: Array<[unknown, string]> = [[value, rootPath]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === "string") {
      const reason = unsafeTextReason(current);
      if (reason) return `${path || "The request"} ${reason}`;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        const reason = unsafeTextReason(key);
        if (reason) return `A field name ${reason}`;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}
