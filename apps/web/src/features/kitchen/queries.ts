import { trpcQueries } from "../../trpc";

/** Everything Your Kitchen lists, and what of it the person owns. */
export const kitchenQueries = () =>
  [
    trpcQueries.kitchen.equipment.queryOptions(undefined),
    trpcQueries.kitchen.ingredients.queryOptions(undefined),
    trpcQueries.kitchen.ownedEquipment.queryOptions(undefined),
    trpcQueries.kitchen.ownedIngredients.queryOptions(undefined),
  ] as const;
