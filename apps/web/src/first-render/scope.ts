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
}

/**
 * The names the server writes (FIRST_RENDER of the shared contracts), written out here because the
 * plain login page shares this file through token.ts and carries none of the contracts
 * (scope.test.ts holds the two together).
 */
export const FIRST_RENDER_DATA_ID = "simmer-first-data";
export const SESSION_COOKIE = "simmer_session";

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
