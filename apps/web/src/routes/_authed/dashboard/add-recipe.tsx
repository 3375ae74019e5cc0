import { createFileRoute } from "@tanstack/react-router";
import { YourRecipesScreen } from "../../../features/recipes/YourRecipesScreen";

export const Route = createFileRoute("/_authed/dashboard/add-recipe")({
  component: YourRecipesScreen,
});
