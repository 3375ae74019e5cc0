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
