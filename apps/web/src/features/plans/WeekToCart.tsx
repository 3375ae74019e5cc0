import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc } from "../../trpc";
import { cartListQuery } from "../carts/queries";
import { serverMessage } from "../carts/server-errors";
import { notify } from "../ui/notifications";

/** 'Add week to cart': every planned recipe with its servings summed, into the chosen cart. */
export function WeekToCart({ weekStart, hasMeals }: { weekStart: string; hasMeals: boolean }) {
  const carts = useQuery(cartListQuery());
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<number | null>(null);
  const [filled, setFilled] = useState<number | null>(null);
  const id = useId();
  const add = trpc.plans.addToCart.useMutation();
  const list = carts.data ?? [];
  const cart = list.find((c) => c.id === chosen) ?? list[0] ?? null;

  async function onAdd() {
    if (!cart) {
      notify("Create a cart on the Grocery List first.", "error", { scope: "plans.cart" });
      return;
    }
    try {
      const result = await add.mutateAsync({ weekStart, cart_id: cart.id });
      notify(result.message, result.added.length > 0 ? "success" : "info", { scope: "plans.cart" });
      if (result.added.length > 0) setFilled(cart.id);
      await Promise.all([utils.carts.recipes.invalidate({ cartId: cart.id }), utils.carts.recipeStatus.invalidate()]);
    } catch (error) {
      notify(serverMessage(error, "Could not add the week to the cart."), "error", { scope: "plans.cart" });
    }
  }

  if (carts.isSuccess && list.length === 0) {
    return (
      <p className="empty-state">
        No carts yet. <Link to="/dashboard/grocery-plan">Create one on the Grocery List</Link>.
      </p>
    );
  }
  return (
    <div className="inline-form plan-cart">
      <label htmlFor={id} className="visually-hidden">
        Cart for this week
      </label>
      <select id={id} value={cart?.id ?? ""} onChange={(e) => setChosen(Number(e.target.value))}>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-secondary" onClick={() => void onAdd()} disabled={add.isPending || !hasMeals}>
        Add week to cart
      </button>
      {filled !== null && (
        <Link to="/dashboard/grocery-plan" search={{ cart: filled }}>
          Open the cart
        </Link>
      )}
    </div>
  );
}
