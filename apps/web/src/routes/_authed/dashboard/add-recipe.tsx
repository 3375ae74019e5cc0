import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ZSearchText } from "../../../search-params";
import { YourRecipesScreen } from "../../../features/recipes/YourRecipesScreen";
import { normalisedSearch, yourRecipesQuery } from "../../../features/recipes/queries";
import { startLoading } from "../../../features/layout/loaders";

/** ?search=text keeps Your Recipes' search across reloads and shared links. */
const ZYourRecipesSearch = z.object({ search: ZSearchText });

export const Route = createFileRoute("/_authed/dashboard/add-recipe")({
  validateSearch: ZYourRecipesSearch,
  loaderDeps: ({ search }) => ({ search: normalisedSearch(search.search ?? "") }),
  loader: ({ context: { queryClient }, deps }) => startLoading(queryClient.ensureInfiniteQueryData(yourRecipesQuery(deps.search))),
  component: function YourRecipes() {
    const { search } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback(
      (text: string) => void navigate({ search: { search: text === "" ? undefined : text }, replace: true }),
      [navigate],
    );
    return <YourRecipesScreen search={search ?? ""} onSearch={onSearch} />;
  },
});
