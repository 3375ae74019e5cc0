import type { FirstRenderAnswer } from "@simmer/contracts/transport";

/**
 * What the server's first render of a signed-in screen knows of its request (ADR 146): the
 * session's token and a way to run one of its read-only procedures in the server's own process.
 * The server render (entry-server.tsx) keeps one per request and hands it out here; in the browser
 * there is none, and every caller falls back to what the browser has (localStorage, /trpc).
 */
export interface FirstRenderScope {
  token: string;
  /** One query of the app's router for this request's person: its data, or why it failed. */
  call: (path: string, input: unknown) => Promise<FirstRenderAnswer>;
  /** The person's own time zone (IANA name) as their browser last told it, when known. */
  timeZone?: string;
  /** The language their browser asks pages in, when the server can format in it. */
  locale?: string;
}

/**
 * The names the server writes (FIRST_RENDER of the shared contracts), written out here because the
 * plain login page shares this file through token.ts and carries none of the contracts
 * (scope.test.ts holds the two together).
 */
export const FIRST_RENDER_DATA_ID = "simmer-first-data";
export const SESSION_COOKIE = "simmer_session";
export const ZONE_COOKIE = "simmer_zone";

/** Where entry-server.tsx leaves the function that reads the current request's scope. */
export const FIRST_RENDER_SCOPE_GLOBAL = "__simmerFirstRenderScope";

export function firstRenderScope(): FirstRenderScope | undefined {
  const current = (globalThis as Record<string, unknown>)[FIRST_RENDER_SCOPE_GLOBAL];
  return typeof current === "function" ? (current as () => FirstRenderScope | undefined)() : undefined;
}

/**
 * True while the screen on show is the server's first render, until the app's own first render
 * has replaced it: screens that draw their data in a second, background render (the Dashboard's
 * charts, the Plan's week) draw it at once instead, so the app's first render shows what the
 * server's did, not a spinner in its place. Always true in the server's render.
 */
let drawnByServer: boolean = import.meta.env.SSR;
export const isDrawnByServer = (): boolean => drawnByServer;
export function setDrawnByServer(value: boolean): void {
  drawnByServer = value;
}

/**
 * Now, as the person's own clock reads it: in the browser simply now; in the server's first render
 * a Date whose local fields (getDate, getDay, getHours…) show the time in the person's time zone, so
 * "today", this week and the meal of the hour are theirs and not the server's.
 */
export function clockNow(): Date {
  if (import.meta.env.SSR) {
    const zone = firstRenderScope()?.timeZone;
    if (zone) return wallClock(new Date(), zone);
  }
  return new Date();
}

/** The locale dates are written in: the browser's own, or in the server's render the request's. */
export function displayLocale(): string | undefined {
  return import.meta.env.SSR ? firstRenderScope()?.locale : undefined;
}

/** The time zone an instant is written in: the browser's own, or in the server's render the person's. */
export function displayZone(): string | undefined {
  return import.meta.env.SSR ? firstRenderScope()?.timeZone : undefined;
}

/** The instant's wall-clock time in `zone`, as a Date whose local fields read that time. */
export function wallClock(instant: Date, zone: string): Date {
  const parts = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  for (const part of format.formatToParts(instant)) if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, instant.getMilliseconds());
}
