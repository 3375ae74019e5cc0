import { createFileRoute } from "@tanstack/react-router";
import { GroceryPlanScreen } from "../../../features/carts/GroceryPlanScreen";

export const Route = createFileRoute("/_authed/dashboard/grocery-plan")({
  component: GroceryPlanScreen,
});
