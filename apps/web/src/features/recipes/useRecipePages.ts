import { useCallback, useEffect, useRef, useState } from "react";
import type { TRecipeCard } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { notify } from "../ui/notifications";
import { LIST_MESSAGES } from "@simmer/contracts";

/** Your Recipes constants (spec §9). */
export const YOUR_RECIPES = {
  pageSize: 120,
  initialPages: 2,
  scrollMarginPx: 800,
  searchDebounceMs: 300,
  importPollMs: 1200,
} as const;

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function mergeById(current: TRecipeCard[], more: TRecipeCard[]): TRecipeCard[] {
  const seen = new Set(current.map((r) => r.recipe_id));
  return [...current, ...more.filter((r) => !seen.has(r.recipe_id))];
}

/**
 * The user's own recipes, 120 a page: a search resets the list and loads up to two pages, then
 * further pages load on demand. Responses to an older search are dropped.
 */
export function useRecipePages(search: string) {
  const utils = trpc.useUtils();
  const [reloadTick, setReloadTick] = useState(0);
  const requestKey = `${reloadTick}:${search}`;
  const [list, setList] = useState<{ key: string; items: TRecipeCard[]; total: number; error: string | null }>({
    key: "",
    items: [],
    total: 0,
    error: null,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const latestKey = useRef(requestKey);
  const busy = useRef(false);
  const loading = list.key !== requestKey;

  const fetchPage = useCallback(
    (offset: number) =>
      utils.client.recipes.list.query({ scope: "mine", limit: YOUR_RECIPES.pageSize, offset, search: search || undefined }),
    [utils, search],
  );

  useEffect(() => {
    latestKey.current = requestKey;
    busy.current = true;
    void (async () => {
      try {
        let page = await fetchPage(0);
        let loaded = page.recipes;
        for (let p = 1; p < YOUR_RECIPES.initialPages && loaded.length < page.total && page.recipes.length > 0; p += 1) {
          if (latestKey.current !== requestKey) return;
          page = await fetchPage(loaded.length);
          loaded = mergeById(loaded, page.recipes);
        }
        if (latestKey.current !== requestKey) return;
        setList({ key: requestKey, items: loaded, total: page.total, error: null });
      } catch {
        if (latestKey.current !== requestKey) return;
        setList({ key: requestKey, items: [], total: 0, error: LIST_MESSAGES.loadFailed });
        notify(LIST_MESSAGES.loadFailed, "error");
      } finally {
        if (latestKey.current === requestKey) busy.current = false;
      }
    })();
  }, [fetchPage, requestKey]);

  const loadMore = useCallback(async () => {
    if (busy.current || loading || list.items.length >= list.total) return;
    const key = requestKey;
    busy.current = true;
    setLoadingMore(true);
    try {
      const page = await fetchPage(list.items.length);
      if (latestKey.current !== key) return;
      setList((current) =>
        current.key === key ? { ...current, items: mergeById(current.items, page.recipes), total: page.total } : current,
      );
    } catch {
      if (latestKey.current !== key) return;
      notify(LIST_MESSAGES.loadMoreFailed, "error");
    } finally {
      if (latestKey.current === key) busy.current = false;
      setLoadingMore(false);
    }
  }, [fetchPage, list.items.length, list.total, loading, requestKey]);

  /** After a delete the card goes and the total drops by 1, never below 0 (spec §4). */
  const removeLocally = useCallback((recipeId: number) => {
    setList((current) => ({
      ...current,
      items: current.items.filter((r) => r.recipe_id !== recipeId),
      total: Math.max(0, current.total - 1),
    }));
  }, []);

  const replaceLocally = useCallback((card: TRecipeCard) => {
    setList((current) => ({ ...current, items: current.items.map((r) => (r.recipe_id === card.recipe_id ? card : r)) }));
  }, []);

  const reload = useCallback(() => setReloadTick((n) => n + 1), []);

  return {
    items: loading ? [] : list.items,
    total: loading ? 0 : list.total,
    loading,
    loadingMore,
    error: loading ? null : list.error,
    loadMore,
    removeLocally,
    replaceLocally,
    reload,
  };
}
