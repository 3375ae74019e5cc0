import { createFileRoute } from "@tanstack/react-router";
import { ShoppingScreen } from "../../../features/shopping/ShoppingScreen";
import { startLoading } from "../../../features/layout/loaders";

export const Route = createFileRoute("/_authed/dashboard/shop")({
  // The device's copy of the list and its waiting changes are read first (a few milliseconds of
  // IndexedDB), so the list shows at once, with or without a connection. The loader stays in the
  // route tree every screen downloads, so what it needs comes in shopping mode's own chunks.
  loader: async ({ context: { queryClient } }) => {
    const [sync, queries] = await Promise.all([
      import("../../../features/shopping/shopping-sync"),
      import("../../../features/shopping/queries"),
    ]);
    // The device's copy is the browser's: the server's first render (ADR 146) draws the server's list.
    if (!import.meta.env.SSR) await sync.startShoppingSync().catch(() => undefined);
    startLoading(queryClient.ensureQueryData(queries.shoppingListQuery()));
  },
  component: ShoppingScreen,
});
