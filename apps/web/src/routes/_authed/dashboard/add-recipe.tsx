import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ZSearchText } from "../../../search-params";

/** Your Recipes' old address (ADR 137): bookmarks and shared links keep working. */
export const Route = createFileRoute("/_authed/dashboard/add-recipe")({
  validateSearch: z.object({ search: ZSearchText }),
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/dashboard/recipes", search: search.search ? { search: search.search } : {}, replace: true });
  },
});
