import { useEffect, useId, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { RecipeCard } from "../recipes/RecipeCard";
import { Spinner } from "../ui/Spinner";
import { confirmDialog } from "../ui/confirm";
import { clearNotices, notify } from "../ui/notifications";
import { trpc } from "../../trpc";
import { CartSelector } from "./CartSelector";
import { cartToOpen, rememberCart, storedCartId } from "./selected-cart";
import { GroceryListModal } from "./GroceryListModal";
import { QuantityStepper } from "./QuantityStepper";
import { serverMessage } from "./server-errors";
import { cartListQuery, cartRecipesQuery } from "./queries";
import "./carts.css";

/** Integer of at least 1, or null (docs/product.md#validation meal plan). */
export function parseMealCount(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

interface GroceryPlanScreenProps {
  /** The cart named in the address (?cart=ID), if any. */
  cartId: number | null;
  onCartChange: (id: number | null) => void;
}

export function GroceryPlanScreen({ cartId, onCartChange }: GroceryPlanScreenProps) {
  const utils = trpc.useUtils();
  const carts = useQuery(cartListQuery());
  const [newName, setNewName] = useState("");
  const [search, setSearch] = useState("");
  const [meals, setMeals] = useState("3");
  const [listOpen, setListOpen] = useState(false);
  const ids = { name: useId(), meals: useId(), search: useId() };

  const cartList = useMemo(() => carts.data ?? [], [carts.data]);
  // An id that is not one of the user's carts (deleted, mistyped, someone else's) shows 'Select Cart'.
  const selected = cartList.find((cart) => cart.id === cartId) ?? null;
  const recipes = useQuery({ ...cartRecipesQuery(selected?.id ?? 0), enabled: selected !== null });

  useEffect(() => {
    if (carts.isError) notify(serverMessage(carts.error, "Failed to fetch user carts"), "error");
  }, [carts.isError, carts.error]);
  useEffect(() => {
    if (recipes.isError) notify(serverMessage(recipes.error, "Failed to fetch grocery cart recipes"), "error");
  }, [recipes.isError, recipes.error]);

  useEffect(() => {
    if (cartId !== null || !carts.isSuccess) return;
    const opened = cartToOpen(carts.data, storedCartId());
    if (opened !== null) onCartChange(opened);
  }, [carts.isSuccess, carts.data, cartId, onCartChange]);

  function select(id: number | null) {
    rememberCart(id);
    onCartChange(id);
  }

  const addCart = trpc.carts.add.useMutation();
  const removeCart = trpc.carts.remove.useMutation();
  const mealPlan = trpc.carts.mealPlan.useMutation();
  const updateLine = trpc.carts.updateRecipe.useMutation();
  const removeLine = trpc.carts.removeRecipe.useMutation();

  async function onAddCart(event: React.FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!name) {
      notify("Cart name cannot be empty.", "error", { scope: "carts.add" });
      return;
    }
    try {
      const cart = await addCart.mutateAsync({ name });
      setNewName("");
      clearNotices("carts.add");
      await utils.carts.list.invalidate();
      select(cart.id);
    } catch (error) {
      notify(serverMessage(error, "Failed to add cart."), "error", { scope: "carts.add" });
    }
  }

  async function onDeleteCart() {
    if (!selected) {
      notify("No cart selected.", "error", { scope: "carts.delete" });
      return;
    }
    if (!(await confirmDialog("Are you sure you want to delete this cart?", { destructive: true }))) return;
    try {
      await removeCart.mutateAsync({ cart_id: selected.id });
      select(null);
      clearNotices("carts.delete");
      await Promise.all([utils.carts.list.invalidate(), utils.carts.recipeStatus.invalidate()]);
    } catch (error) {
      notify(serverMessage(error, "Failed to delete cart."), "error", { scope: "carts.delete" });
    }
  }

  async function onMealPlan(event: React.FormEvent) {
    event.preventDefault();
    const count = parseMealCount(meals);
    if (count === null) {
      notify("Please enter a valid number of meals.", "error", { scope: "carts.mealPlan" });
      return;
    }
    if (!selected) {
      notify("Please select a cart to generate a meal plan.", "error", { scope: "carts.mealPlan" });
      return;
    }
    try {
      const result = await mealPlan.mutateAsync({ cart_id: selected.id, number_of_meals: count });
      notify(result.message, result.added.length === count ? "success" : "info", { scope: "carts.mealPlan" });
      await Promise.all([utils.carts.recipes.invalidate({ cartId: selected.id }), utils.carts.recipeStatus.invalidate()]);
    } catch (error) {
      notify(serverMessage(error, "Failed to generate meal plan."), "error", { scope: "carts.mealPlan" });
    }
  }

  async function changeServings(recipeId: number, quantity: number) {
    if (!selected) return;
    try {
      if (quantity < 1) await removeLine.mutateAsync({ recipe_id: recipeId, cart_id: selected.id });
      else await updateLine.mutateAsync({ recipe_id: recipeId, cart_id: selected.id, quantity });
      await Promise.all([utils.carts.recipes.invalidate({ cartId: selected.id }), utils.carts.recipeStatus.invalidate({ recipeId })]);
    } catch (error) {
      notify(
        serverMessage(error, quantity < 1 ? "Failed to remove recipe from grocery cart" : "Failed to update recipe quantity"),
        "error",
      );
    }
  }

  const query = search.trim().toLowerCase();
  const inCart = recipes.data?.recipes ?? [];
  const shown = query ? inCart.filter((r) => r.title.toLowerCase().includes(query)) : inCart;

  return (
    <section className="page grocery-plan">
      <h1>Grocery List</h1>

      <div className="grocery-toolbar">
        <div className="card">
          <h2>Cart</h2>
          {carts.isPending ? (
            <Spinner label="Loading carts…" />
          ) : (
            <CartSelector carts={cartList} selectedId={selected?.id ?? null} onSelect={select} />
          )}
          <div className="inline-form">
            <button type="button" className="btn btn-ghost" onClick={() => void onDeleteCart()} disabled={removeCart.isPending}>
              Delete Cart
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setListOpen(true)}>
              Generate Shopping List
            </button>
            <Link to="/dashboard/shop" className="btn btn-secondary">
              Shopping mode
            </Link>
          </div>
        </div>

        <form className="card" noValidate onSubmit={(event) => void onAddCart(event)}>
          <h2>
            <label htmlFor={ids.name}>New cart name</label>
          </h2>
          <div className="inline-form">
            <input
              id={ids.name}
              placeholder="New cart name"
              value={newName}
              maxLength={100}
              onChange={(event) => setNewName(event.target.value)}
            />
            <button type="submit" className="btn btn-secondary" disabled={addCart.isPending}>
              Add Cart
            </button>
          </div>
        </form>

        <form className="card" noValidate onSubmit={(event) => void onMealPlan(event)}>
          <h2>
            <label htmlFor={ids.meals}>Number of meals</label>
          </h2>
          <div className="inline-form">
            <input
              id={ids.meals}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={meals}
              onChange={(event) => setMeals(event.target.value)}
            />
            <button type="submit" className="btn btn-secondary" disabled={mealPlan.isPending}>
              {mealPlan.isPending ? "Generating..." : "Generate Meal Plan"}
            </button>
          </div>
        </form>
      </div>

      <div className="cart-recipes-header">
        <h2>{selected ? selected.name : "Select Cart"}</h2>
        <label htmlFor={ids.search} className="visually-hidden">
          Search recipes in this cart
        </label>
        <input
          id={ids.search}
          type="search"
          placeholder="Search recipes..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {selected && recipes.isPending ? <Spinner label="Loading recipes…" /> : null}
      {!selected || (recipes.isSuccess && inCart.length === 0) ? (
        <p className="card empty-state">No recipes in your current cart.</p>
      ) : null}
      {inCart.length > 0 && shown.length === 0 ? <p className="card empty-state">No recipes match your search.</p> : null}
      {shown.length > 0 ? (
        <div className="recipe-grid">
          {shown.map((recipe) => (
            <RecipeCard key={recipe.recipe_id} recipe={recipe} page={{ servings: recipe.quantity || recipe.servings || 1 }}>
              <QuantityStepper
                quantity={recipe.quantity}
                servings={recipe.servings}
                disabled={updateLine.isPending || removeLine.isPending}
                label={`Servings of ${recipe.title}`}
                onChange={(quantity) => void changeServings(recipe.recipe_id, quantity)}
                onRemove={() => void changeServings(recipe.recipe_id, 0)}
              />
            </RecipeCard>
          ))}
        </div>
      ) : null}

      {listOpen ? <GroceryListModal carts={cartList} onClose={() => setListOpen(false)} /> : null}
    </section>
  );
}
