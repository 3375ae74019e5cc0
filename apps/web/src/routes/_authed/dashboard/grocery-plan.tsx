import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
// zod/mini: this schema sits in the route tree every page loads, so it must stay a few bytes.
import { z } from "zod/mini";
import { GroceryPlanScreen } from "../../../features/carts/GroceryPlanScreen";

/** ?cart=ID keeps the selected cart across reloads and shared links; anything else is ignored. */
const ZGroceryPlanSearch = z.object({
  cart: z.catch(z.optional(z.int().check(z.positive(), z.lte(2_147_483_647))), undefined),
});

export const Route = createFileRoute("/_authed/dashboard/grocery-plan")({
  validateSearch: ZGroceryPlanSearch,
  component: function GroceryPlan() {
    const { cart } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onCartChange = useCallback(
      (id: number | null) => void navigate({ search: id === null ? {} : { cart: id }, replace: true }),
      [navigate],
    );
    return <GroceryPlanScreen cartId={cart ?? null} onCartChange={onCartChange} />;
  },
});
