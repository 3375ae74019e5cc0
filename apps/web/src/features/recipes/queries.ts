import { infiniteQueryOptions } from "@tanstack/react-query";
import type { TRecipeCard } from "@simmer/contracts";
import { trpcClient } from "../../trpc";

/** Your Recipes constants (docs/product.md#limits). */
export const YOUR_RECIPES = {
  pageSize: 120,
  initialPages: 2,
  scrollMarginPx: 800,
  searchDebounceMs: 300,
  importPollMs: 1200,
} as const;

/** The search text as the server is asked it: trimmed and lower-cased, empty for none. */
export const normalisedSearch = (text: string) => text.trim().toLowerCase();

/** Every Your Recipes list, whatever its search: a reload starts them all again. */
export const YOUR_RECIPES_KEY = ["your-recipes"] as const;

export interface RecipePage {
  recipes: TRecipeCard[];
  total: number;
}

export function mergeById(current: TRecipeCard[], more: TRecipeCard[]): TRecipeCard[] {
  const seen = new Set(current.map((r) => r.recipe_id));
  return [...current, ...more.filter((r) => !seen.has(r.recipe_id))];
}

const fetchPage = (search: string, offset: number): Promise<RecipePage> =>
  trpcClient.recipes.list.query({ scope: "mine", limit: YOUR_RECIPES.pageSize, offset, search: search || undefined });

/** The first screenful is up to two pages, shown together once both have arrived. */
async function fetchFirstPages(search: string): Promise<RecipePage> {
  let page = await fetchPage(search, 0);
  let loaded = page.recipes;
  for (let p = 1; p < YOUR_RECIPES.initialPages && loaded.length < page.total && page.recipes.length > 0; p += 1) {
    page = await fetchPage(search, loaded.length);
    loaded = mergeById(loaded, page.recipes);
  }
  return { recipes: loaded, total: page.total };
}

/**
 * The person's own recipes for one search (already normalised), 120 a page after the first
 * screenful; further pages load on demand. Always revalidated when shown, as the list was before it
 * was cached; a failure is reported at once, not retried.
 */
export const yourRecipesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...YOUR_RECIPES_KEY, { search }],
    queryFn: ({ pageParam }) => (pageParam === 0 ? fetchFirstPages(search) : fetchPage(search, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.recipes.length, 0);
      return loaded < last.total && last.recipes.length > 0 ? loaded : undefined;
    },
    staleTime: 0,
    retry: false,
  });
