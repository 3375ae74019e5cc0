import { useCallback } from "react";
import { Navigate, createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ZSearchId, ZSearchText, ZSearchTextById } from "../../../../search-params";
import { YourRecipesScreen } from "../../../../features/recipes/YourRecipesScreen";
import { normalisedSearch, yourRecipesQuery } from "../../../../features/recipes/queries";
import { startLoading } from "../../../../features/layout/loaders";

/**
 * ?search=text keeps Your Recipes' search across reloads and shared links. This address was
 * Browse's until Browse moved to /dashboard/browse (ADR 137): a link made then still lands where
 * it meant, ?recipe=ID on that recipe's page and ?find=... on Browse.
 */
const ZYourRecipesSearch = z.object({ search: ZSearchText, recipe: ZSearchId, find: ZSearchTextById });

export const Route = createFileRoute("/_authed/dashboard/recipes/")({
  validateSearch: ZYourRecipesSearch,
  loaderDeps: ({ search }) => ({ search: normalisedSearch(search.search ?? "") }),
  loader: ({ context: { queryClient }, deps }) => startLoading(queryClient.ensureInfiniteQueryData(yourRecipesQuery(deps.search))),
  component: function YourRecipes() {
    const { search, recipe, find } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (text: string) => void navigate({ search: { search: text === "" ? undefined : text }, replace: true }),
      [navigate],
    );
    // Sent from the component, not beforeLoad, to keep these old links' rules off the first screen's budget.
    if (recipe !== undefined) return <Navigate to="/dashboard/recipes/$recipeId" params={{ recipeId: String(recipe) }} replace />;
    if (find !== undefined) return <Navigate to="/dashboard/browse" search={{ find }} replace />;
    return <YourRecipesScreen search={search ?? ""} onSearch={onSearch} />;
  },
});
