import { createFileRoute } from "@tanstack/react-router";
import { ComingScreen } from "../../../features/layout/ComingScreen";

export const Route = createFileRoute("/_authed/dashboard/add-recipe")({
  component: () => (
    <ComingScreen title="Your Recipes">
      <p>The recipes you write or import will appear here.</p>
    </ComingScreen>
  ),
});
