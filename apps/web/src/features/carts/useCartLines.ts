import { useCallback } from "react";
import { trpc } from "../../trpc";
import { clearNotices, notify } from "../ui/notifications";
import { httpStatus, serverMessage } from "./server-errors";

/** Carts are cached for 60 s in Browse (docs/product.md#limits); so is each recipe's cart status. */
export const CART_CACHE_MS = 60_000;

/** One recipe's cart-line changes report as one action: the latest outcome is the one shown. */
const lineScope = (recipeId: number) => `carts.line.${recipeId}`;

export interface CartStatus {
  cart_id: number;
  quantity: number;
}

/**
 * The cart lines of one recipe: which carts hold it and how many servings, with add, remove and
 * quantity changes that keep the cached status in step. A 409 on add counts as already there.
 */
export function useRecipeCartLines(recipeId: number, enabled: boolean) {
  const utils = trpc.useUtils();
  const status = trpc.carts.recipeStatus.useQuery({ recipeId }, { enabled, staleTime: CART_CACHE_MS, retry: false });
  const carts = trpc.carts.list.useQuery(undefined, { enabled, staleTime: CART_CACHE_MS });
  // The status call failing falls back to reading each cart's recipes (docs/product.md#api).
  const fallback = trpc.useQueries((t) =>
    status.isError ? (carts.data ?? []).map((cart) => t.carts.recipes({ cartId: cart.id }, { staleTime: CART_CACHE_MS })) : [],
  );
  const fallbackStatuses: CartStatus[] = fallback.flatMap((query, index) => {
    const cart = carts.data?.[index];
    const line = query.data?.recipes.find((r) => r.recipe_id === recipeId);
    return cart && line ? [{ cart_id: cart.id, quantity: line.quantity }] : [];
  });
  const statuses: CartStatus[] = status.data?.statuses ?? fallbackStatuses;

  const setLocal = useCallback(
    (cartId: number, quantity: number | null) => {
      utils.carts.recipeStatus.setData({ recipeId }, (old) => {
        const rest = (old?.statuses ?? []).filter((s) => s.cart_id !== cartId);
        const next = quantity === null ? rest : [...rest, { cart_id: cartId, quantity }];
        return { statuses: next.sort((a, b) => a.cart_id - b.cart_id) };
      });
      void utils.carts.recipes.invalidate({ cartId });
    },
    [recipeId, utils],
  );

  const addMutation = trpc.carts.addRecipe.useMutation();
  const removeMutation = trpc.carts.removeRecipe.useMutation();
  const updateMutation = trpc.carts.updateRecipe.useMutation();

  const add = useCallback(
    async (cartId: number) => {
      try {
        await addMutation.mutateAsync({ recipe_id: recipeId, cart_id: cartId, quantity: 1 });
        setLocal(cartId, 1);
        clearNotices(lineScope(recipeId));
      } catch (error) {
        if (httpStatus(error) === 409) {
          setLocal(cartId, statuses.find((s) => s.cart_id === cartId)?.quantity ?? 1);
          return;
        }
        notify(serverMessage(error, "Failed to add recipe to grocery cart"), "error", { scope: lineScope(recipeId) });
      }
    },
    [addMutation, recipeId, setLocal, statuses],
  );

  const remove = useCallback(
    async (cartId: number) => {
      try {
        await removeMutation.mutateAsync({ recipe_id: recipeId, cart_id: cartId });
        setLocal(cartId, null);
        clearNotices(lineScope(recipeId));
      } catch (error) {
        notify(serverMessage(error, "Failed to remove recipe from grocery cart"), "error", { scope: lineScope(recipeId) });
      }
    },
    [removeMutation, recipeId, setLocal],
  );

  /** Sets the servings; below 1 removes the line (docs/product.md#states). */
  const setQuantity = useCallback(
    async (cartId: number, quantity: number) => {
      if (quantity < 1) return remove(cartId);
      try {
        await updateMutation.mutateAsync({ recipe_id: recipeId, cart_id: cartId, quantity });
        setLocal(cartId, quantity);
        clearNotices(lineScope(recipeId));
      } catch (error) {
        notify(serverMessage(error, "Failed to update recipe quantity"), "error", { scope: lineScope(recipeId) });
      }
    },
    [recipeId, remove, setLocal, updateMutation],
  );

  const busy = addMutation.isPending || removeMutation.isPending || updateMutation.isPending;
  return { carts: carts.data ?? [], statuses, loaded: status.isSuccess || fallback.length > 0, busy, add, remove, setQuantity };
}
