import { createFileRoute } from "@tanstack/react-router";
import { BrowseScreen } from "../../../features/browse/BrowseScreen";

export const Route = createFileRoute("/_authed/dashboard/recipes")({
  component: BrowseScreen,
});
