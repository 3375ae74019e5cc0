import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ZSearchServings } from "../../../../search-params";
import { RecipePage } from "../../../../features/recipes/page/RecipePage";
import { startLoading } from "../../../../features/layout/loaders";

/**
 * A recipe's own page (ADR 137): ?servings=8 scales it, so a scaled link can be shared; ?cook=N
 * shows cook mode on step N, so a reload at the stove comes back to the same step. The id is read
 * with the page's code (`recipeIdOf`): an address that names no recipe shows the recipe 404.
 */
export const Route = createFileRoute("/_authed/dashboard/recipes/$recipeId")({
  validateSearch: z.object({ servings: ZSearchServings, cook: ZSearchServings }),
  // The query's code loads with the page, off the first screen's budget.
  loader: ({ context: { queryClient }, params: { recipeId } }) =>
    startLoading(import("../../../../features/recipes/page/queries").then((q) => q.loadRecipePage(queryClient, recipeId))),
  component: function Recipe() {
    const { recipeId } = Route.useParams();
    const { servings, cook } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onServings = useCallback(
      (next: number | undefined) => void navigate({ search: (prev) => ({ ...prev, servings: next }), replace: true }),
      [navigate],
    );
    const onCook = useCallback(
      (step: number | undefined) =>
        void navigate({ search: (prev) => ({ ...prev, cook: step }), replace: step !== undefined && cook !== undefined }),
      [navigate, cook],
    );
    return <RecipePage recipeParam={recipeId} servings={servings} onServings={onServings} cookStep={cook} onCook={onCook} />;
  },
});
