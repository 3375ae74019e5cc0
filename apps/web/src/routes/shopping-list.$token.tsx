import { createFileRoute } from "@tanstack/react-router";
import { ShoppingListPage } from "../features/carts/ShoppingListPage";
import { shoppingListQuery } from "../features/carts/queries";
import { startLoading } from "../features/layout/loaders";

export const Route = createFileRoute("/shopping-list/$token")({
  loader: ({ context: { queryClient }, params }) => startLoading(queryClient.ensureQueryData(shoppingListQuery(params.token))),
  component: function ShoppingList() {
    const { token } = Route.useParams();
    return <ShoppingListPage token={token} />;
  },
});
