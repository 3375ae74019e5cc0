import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import type { TRecipeDetail } from "@simmer/contracts";
import { trpcClient } from "../../../trpc";

/** Every recipe page's data: a save, delete or new note starts them again. */
export const RECIPE_PAGE_KEY = ["recipe-page"] as const;

/** The server answered (404, 400, 401...), as opposed to the request never arriving. */
export const isServerAnswer = (error: unknown) => error instanceof TRPCClientError && typeof error.data?.httpStatus === "number";
export const isNotFound = (error: unknown) => error instanceof TRPCClientError && error.data?.httpStatus === 404;

/**
 * One recipe's detail for its page, with the person's notes. Whether the person may see it is the
 * server's answer alone (404); without a connection the copy this device kept when it last showed
 * the recipe is used, so a recipe opened before opens offline (ADR 138).
 */
export const recipePageQuery = (recipeId: number) =>
  queryOptions({
    queryKey: [...RECIPE_PAGE_KEY, recipeId],
    queryFn: async (): Promise<TRecipeDetail> => {
      try {
        const recipe = await trpcClient.recipes.detail.query({ id: recipeId });
        void import("./offline-recipes").then((kept) => kept.keepRecipe(recipe));
        return recipe;
      } catch (error) {
        if (isServerAnswer(error)) throw error;
        const kept = await import("./offline-recipes").then((store) => store.keptRecipe(recipeId));
        if (kept) return kept;
        throw error;
      }
    },
    staleTime: 0,
    retry: (count, error) => !isServerAnswer(error) && count < 1,
  });

/** The recipe id an address names ("/dashboard/recipes/42"), or null for anything else. */
export function recipeIdOf(param: string): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id >= 1 && id < 2 ** 31 && String(id) === param ? id : null;
}

export function loadRecipePage(queryClient: QueryClient, param: string): Promise<unknown> {
  const id = recipeIdOf(param);
  return id === null ? Promise.resolve() : queryClient.ensureQueryData(recipePageQuery(id));
}
