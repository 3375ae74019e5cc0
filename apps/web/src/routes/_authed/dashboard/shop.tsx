import { createFileRoute } from "@tanstack/react-router";
import { ShoppingScreen } from "../../../features/shopping/ShoppingScreen";
import { shoppingListQuery } from "../../../features/shopping/queries";
import { startShoppingSync } from "../../../features/shopping/shopping-sync";
import { startLoading } from "../../../features/layout/loaders";

export const Route = createFileRoute("/_authed/dashboard/shop")({
  // The device's copy of the list and its waiting changes are read first (a few milliseconds of
  // IndexedDB), so the list shows at once, with or without a connection.
  loader: async ({ context: { queryClient } }) => {
    await startShoppingSync().catch(() => undefined);
    startLoading(queryClient.ensureQueryData(shoppingListQuery()));
  },
  component: ShoppingScreen,
});
