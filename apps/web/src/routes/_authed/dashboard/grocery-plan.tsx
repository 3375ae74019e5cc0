import { createFileRoute } from "@tanstack/react-router";
import { ComingScreen } from "../../../features/layout/ComingScreen";

export const Route = createFileRoute("/_authed/dashboard/grocery-plan")({
  component: () => (
    <ComingScreen title="Grocery Plan">
      <p>Your grocery carts and the shopping lists made from them will appear here.</p>
    </ComingScreen>
  ),
});
