import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ZSearchId } from "../../../search-params";
import { GroceryPlanScreen } from "../../../features/carts/GroceryPlanScreen";
import { cartListQuery, cartRecipesQuery } from "../../../features/carts/queries";
import { startLoading } from "../../../features/layout/loaders";

/** ?cart=ID keeps the selected cart across reloads and shared links; anything else is ignored. */
const ZGroceryPlanSearch = z.object({ cart: ZSearchId });

export const Route = createFileRoute("/_authed/dashboard/grocery-plan")({
  validateSearch: ZGroceryPlanSearch,
  loaderDeps: ({ search }) => ({ cart: search.cart }),
  loader: ({ context: { queryClient }, deps: { cart } }) =>
    startLoading(
      queryClient.ensureQueryData(cartListQuery()).then(async (carts) => {
        // Only one of the person's own carts is asked for: any other id shows 'Select Cart'.
        if (cart !== undefined && carts.some(({ id }) => id === cart)) await queryClient.ensureQueryData(cartRecipesQuery(cart));
      }),
    ),
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
