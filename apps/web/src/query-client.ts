import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type Query } from "@tanstack/react-query";

/**
 * The app's query cache. A write invalidates the queries it changed; TanStack Query then reuses a
 * fetch already under way for a query that has no answer yet, and that fetch may have started
 * before the write: its older answer would stay on screen (a new invite missing from "Open
 * invites"). Here such a first fetch is cancelled, so the invalidation asks again.
 */
export class AppQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    const firstFetchUnderWay = (query: Query) =>
      query.state.data === undefined && query.state.fetchStatus === "fetching" && (filters?.predicate?.(query) ?? true);
    await this.cancelQueries({ ...filters, predicate: firstFetchUnderWay });
    return super.invalidateQueries(filters, options);
  }
}
