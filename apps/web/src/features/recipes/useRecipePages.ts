import { useCallback, useEffect, useMemo } from "react";
import { hashKey, useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { TRecipeCard } from "@simmer/contracts";
import { notify } from "../ui/notifications";
import { mergeById, YOUR_RECIPES_KEY, yourRecipesQuery, type RecipePage } from "./queries";
import { LIST_MESSAGES } from "@simmer/contracts";

export { YOUR_RECIPES } from "./queries";

type Pages = InfiniteData<RecipePage, number>;

/**
 * The user's own recipes for one search (already normalised): a search starts the list again with
 * up to two pages, then further pages load on demand. Each search is its own cached list, so an
 * answer to an older search never shows under a newer one.
 */
export function useRecipePages(search: string) {
  const queryClient = useQueryClient();
  const options = useMemo(() => yourRecipesQuery(search), [search]);
  const query = useInfiniteQuery(options);
  const { queryKey } = options;
  const firstLoadFailed = query.isError && !query.data;
  const moreFailed = query.isFetchNextPageError;

  useEffect(() => {
    if (firstLoadFailed) notify(LIST_MESSAGES.loadFailed, "error");
  }, [firstLoadFailed, query.errorUpdatedAt]);
  useEffect(() => {
    if (moreFailed) notify(LIST_MESSAGES.loadMoreFailed, "error");
  }, [moreFailed, query.errorUpdatedAt]);

  const items = useMemo(
    () => (query.data?.pages ?? []).reduce<TRecipeCard[]>((all, page) => mergeById(all, page.recipes), []),
    [query.data],
  );
  const total = query.data?.pages.at(-1)?.total ?? 0;

  const { hasNextPage, isFetching, fetchNextPage } = query;
  const loadMore = useCallback(async () => {
    if (hasNextPage && !isFetching) await fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);

  /** A change made here applies to the list shown; the lists of other searches are forgotten, not shown stale. */
  const edit = useCallback(
    (change: (page: RecipePage) => RecipePage) => {
      const shown = hashKey(queryKey);
      queryClient.removeQueries({ queryKey: YOUR_RECIPES_KEY, predicate: (query) => query.queryHash !== shown });
      queryClient.setQueryData<Pages>(queryKey, (old) => (old ? { ...old, pages: old.pages.map(change) } : old));
    },
    [queryClient, queryKey],
  );

  /** After a delete the card goes and the total drops by 1, never below 0 (docs/product.md#states). */
  const removeLocally = useCallback(
    (recipeId: number) =>
      edit((page) => ({ recipes: page.recipes.filter((r) => r.recipe_id !== recipeId), total: Math.max(0, page.total - 1) })),
    [edit],
  );

  const replaceLocally = useCallback(
    (card: TRecipeCard) => edit((page) => ({ ...page, recipes: page.recipes.map((r) => (r.recipe_id === card.recipe_id ? card : r)) })),
    [edit],
  );

  /** Every search's list starts again from its first page, as after an import or an added recipe. */
  const reload = useCallback(() => void queryClient.resetQueries({ queryKey: YOUR_RECIPES_KEY }), [queryClient]);

  const loading = query.isPending;
  return {
    items: loading ? [] : items,
    total: loading ? 0 : total,
    loading,
    loadingMore: query.isFetchingNextPage,
    error: firstLoadFailed ? LIST_MESSAGES.loadFailed : null,
    loadMore,
    removeLocally,
    replaceLocally,
    reload,
  };
}
