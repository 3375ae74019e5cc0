import { infiniteQueryOptions } from "@tanstack/react-query";
import type { TRecipeListInput } from "@simmer/contracts";
import { BROWSE_PAGE_SIZE, type RecipeQueryParams } from "@simmer/domain";
import { trpcClient, trpcQueries } from "../../trpc";
import { BROWSE_STRIP_KEY } from "./strip-key";

/** Browse's saved rows; a failure is shown at once, not retried (docs/product.md#errors). */
export const filterRowsQuery = () => trpcQueries.filters.list.queryOptions(undefined, { retry: false });

/** What one row asks the server for: its filters, and its title search when there is one. */
export function stripInput(params: RecipeQueryParams, search: string): Omit<TRecipeListInput, "limit" | "offset"> {
  const text = search.trim().toLowerCase();
  return { ...params, ...(text ? { search: text } : {}) } as Omit<TRecipeListInput, "limit" | "offset">;
}

/**
 * One row's recipes, 48 at a time (docs/product.md#limits). A change of search text or filters is a new key, so the
 * list starts again at page 1.
 */
export const recipeStripQuery = (input: Omit<TRecipeListInput, "limit" | "offset">) =>
  infiniteQueryOptions({
    queryKey: [BROWSE_STRIP_KEY, input],
    queryFn: ({ pageParam }) => trpcClient.recipes.list.query({ ...input, limit: BROWSE_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.recipes.length, 0);
      return loaded < last.total && last.recipes.length > 0 ? loaded : undefined;
    },
  });
