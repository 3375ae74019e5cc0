/**
 * How large a tRPC batch may be. The web client splits its batches to fit and the server accepts
 * anything within these bounds (a longer procedure list in the URL, or more calls, is refused), so
 * every batch the client makes is answered.
 */
export const TRPC_BATCH = {
  /** Calls in one request. */
  maxItems: 20,
  /** Characters in one request's URL, path and query; below common proxies' 8 KB request line. */
  maxUrlLength: 6000,
} as const;

/**
 * The names a signed-in screen's first render shares between the server that draws it and the app
 * that takes it over (ADR 146).
 */
export const FIRST_RENDER = {
  /** The cookie mirroring the session token, read only to draw a signed-in screen's first render. */
  sessionCookie: "simmer_session",
  /** The cookie naming the browser's time zone, so that the first render's "today" is the person's. */
  zoneCookie: "simmer_zone",
  /** The id of the element carrying the first render's data into the browser's query cache. */
  dataElementId: "simmer-first-data",
  /** The meta element naming the app's entry and files, started after the first paint. */
  appMeta: "simmer-app",
} as const;

/** One query of a first render, as the server answers it: its data, or why it failed. */
export type FirstRenderAnswer = { ok: true; data: unknown } | { ok: false; code: string; httpStatus: number; message: string };
