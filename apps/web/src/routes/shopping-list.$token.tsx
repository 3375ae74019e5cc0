import { createFileRoute } from "@tanstack/react-router";
import { ShoppingListPage } from "../features/carts/ShoppingListPage";

export const Route = createFileRoute("/shopping-list/$token")({
  component: function ShoppingList() {
    const { token } = Route.useParams();
    return <ShoppingListPage token={token} />;
  },
});
