import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { TRecipeCard } from "@simmer/contracts";
import type { RecipeQueryParams } from "@simmer/domain";
import { recipeStripQuery, stripInput } from "./queries";

/** One row's recipes as one list: pages merge by recipe id. */
export function useRecipeStrip(params: RecipeQueryParams, search: string) {
  const input = useMemo(() => stripInput(params, search), [params, search]);
  const query = useInfiniteQuery(recipeStripQuery(input));
  const recipes = useMemo(() => {
    const byId = new Map<number, TRecipeCard>();
    for (const page of query.data?.pages ?? []) for (const r of page.recipes) if (!byId.has(r.recipe_id)) byId.set(r.recipe_id, r);
    return [...byId.values()];
  }, [query.data]);
  return {
    recipes,
    total: query.data?.pages.at(-1)?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isFetchingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
