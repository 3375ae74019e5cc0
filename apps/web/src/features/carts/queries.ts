import { trpcQueries } from "../../trpc";

/** The person's carts. */
export const cartListQuery = () => trpcQueries.carts.list.queryOptions(undefined);

/** One cart's recipes, always revalidated when shown: Browse or another tab may have changed the cart. */
export const cartRecipesQuery = (cartId: number) => trpcQueries.carts.recipes.queryOptions({ cartId }, { staleTime: 0 });
