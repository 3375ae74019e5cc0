import type { QueryClient } from "@tanstack/react-query";
import type { TFilterRow } from "@simmer/contracts";
import { filtersToQuery } from "@simmer/domain";
import { recipeStripQuery, stripInput } from "./queries";

/**
 * Starts each row's first cards loading without waiting for them: the rows show at once, each
 * strip with its own spinner until its cards arrive. Loaded on demand by Browse's route, so the
 * filter rules stay out of the first visit's JavaScript.
 */
export function prefetchStrips(queryClient: QueryClient, rows: readonly TFilterRow[], searchByRow: Readonly<Record<string, string>>) {
  for (const row of rows) {
    void queryClient.prefetchInfiniteQuery(recipeStripQuery(stripInput(filtersToQuery(row.filters), searchByRow[row.id] ?? "")));
  }
}
