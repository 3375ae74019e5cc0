import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { TRecipeCard, TRecipeListInput } from "@simmer/contracts";
import { BROWSE_PAGE_SIZE, type RecipeQueryParams } from "@simmer/domain";
import { trpc } from "../../trpc";
import { BROWSE_STRIP_KEY } from "./strip-key";

/**
 * One row's recipes, 48 at a time (spec §9). A change of search text or filters is a new key, so the
 * list starts again at page 1; pages merge by recipe id.
 */
export function useRecipeStrip(params: RecipeQueryParams, search: string) {
  const utils = trpc.useUtils();
  const input = useMemo(() => {
    const text = search.trim().toLowerCase();
    return { ...params, ...(text ? { search: text } : {}) } as Omit<TRecipeListInput, "limit" | "offset">;
  }, [params, search]);
  const query = useInfiniteQuery({
    queryKey: [BROWSE_STRIP_KEY, input],
    queryFn: ({ pageParam }) => utils.client.recipes.list.query({ ...input, limit: BROWSE_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.recipes.length, 0);
      return loaded < last.total && last.recipes.length > 0 ? loaded : undefined;
    },
  });
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
