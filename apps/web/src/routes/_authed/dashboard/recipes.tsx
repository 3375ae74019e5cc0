import { createFileRoute } from "@tanstack/react-router";
import { ComingScreen } from "../../../features/layout/ComingScreen";

export const Route = createFileRoute("/_authed/dashboard/recipes")({
  component: () => (
    <ComingScreen title="Browse">
      <p>Your saved filter rows of recipes will appear here.</p>
    </ComingScreen>
  ),
});
