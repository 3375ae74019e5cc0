import { createFileRoute } from "@tanstack/react-router";
import { KitchenScreen } from "../../../features/kitchen/KitchenScreen";

export const Route = createFileRoute("/_authed/dashboard/your-kitchen")({
  component: KitchenScreen,
});
