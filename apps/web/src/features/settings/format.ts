import { displayLocale, displayZone } from "../../first-render/scope";

/** A date as the tokens table shows it, such as "23 Nov 2026"; null reads as `none`. */
export function formatDay(iso: string | null, none: string): string {
  if (!iso) return none;
  return new Date(iso).toLocaleDateString(displayLocale(), { year: "numeric", month: "short", day: "numeric", timeZone: displayZone() });
}

/** The server's sentence from a failed call, or the fallback when it gave none. */
export function messageOf(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : "";
  return message && !message.startsWith("{") && !/fetch/i.test(message) ? message : fallback;
}
