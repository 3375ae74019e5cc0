import type { QueryClient } from "@tanstack/react-query";

/**
 * What every route's loader receives. Its own file, so the root route reads it without importing
 * the router that is built from the route tree (no import cycle, ADR 114).
 */
export interface RouterContext {
  queryClient: QueryClient;
}
