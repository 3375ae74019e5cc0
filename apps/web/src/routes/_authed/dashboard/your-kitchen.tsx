import { createFileRoute } from "@tanstack/react-router";
import { KitchenScreen } from "../../../features/kitchen/KitchenScreen";
import { kitchenQueries } from "../../../features/kitchen/queries";
import { startLoading } from "../../../features/layout/loaders";

export const Route = createFileRoute("/_authed/dashboard/your-kitchen")({
  loader: ({ context: { queryClient } }) => {
    const [equipment, ingredients, ownedEquipment, ownedIngredients] = kitchenQueries();
    startLoading(
      queryClient.ensureQueryData(equipment),
      queryClient.ensureQueryData(ingredients),
      queryClient.ensureQueryData(ownedEquipment),
      queryClient.ensureQueryData(ownedIngredients),
    );
  },
  component: KitchenScreen,
});
