import type { BrowserContext, Page } from "@playwright/test";
import type { Api } from "./api";

export type IngredientLine = [name: string, quantity: string, unit: string];

/** The recipe shape the tests add through the API: one section of the given lines. */
export function recipeInput(title: string, servings: number, lines: IngredientLine[], instruction = "Mix and cook.") {
  return {
    title,
    servings,
    instructions: [{ step_number: 1, instruction }],
    sections: [
      {
        section_name: "",
        ingredients: lines.map(([ingredient_name, quantity, unit]) => ({ ingredient_name, quantity, unit, optional: false })),
      },
    ],
    tags: ["e2e"],
    equipment: [],
  };
}

/** Adds a recipe of the given lines and answers its id. */
export async function addRecipe(api: Api, title: string, servings: number, lines: IngredientLine[]): Promise<number> {
  const recipe = await api.mutate<{ recipe_id: number }>("recipes.add", recipeInput(title, servings, lines));
  return recipe.recipe_id;
}

export interface SeededCart {
  cartId: number;
  recipeId: number;
}

/**
 * Gives the person a grocery list made from one recipe (through the API: the shopping screens are
 * what the tests drive): a cart "This week" with two of the recipe, combined into the list.
 */
export async function seedCart(api: Api, recipeTitle: string, lines: IngredientLine[]): Promise<SeededCart> {
  const recipeId = (await api.mutate<{ recipe_id: number }>("recipes.add", recipeInput(recipeTitle, 2, lines, "Cook."))).recipe_id;
  const cart = await api.mutate<{ id: number }>("carts.add", { name: "This week" });
  await api.mutate("carts.addRecipe", { recipe_id: recipeId, cart_id: cart.id, quantity: 2 });
  await api.mutate("carts.combine", { cart_ids: [cart.id] });
  return { cartId: cart.id, recipeId };
}

export interface ListItem {
  uid: string;
  name: string;
  in_basket: boolean;
  note: string | null;
  section: string;
  source: string;
}

/** The list as the server holds it (GET /api/shopping). */
export async function serverList(api: Api): Promise<ListItem[]> {
  return (await api.get<{ items: ListItem[] }>("/api/shopping")).items;
}

/** Sends the combined list to Simmer's shared page and answers its path. */
export async function sendToSimmer(api: Api): Promise<string> {
  const sent = await api.mutate<{ shoppingListUrl: string }>("carts.send", { title: "Shared stew list", link_type: "shopping_list" });
  return new URL(sent.shoppingListUrl).pathname;
}

/**
 * Waits until the service worker controls the page, so later loads can come from its cache.
 * Chromium may leave unclaimed a page whose navigation was under way while the new worker
 * activated (seen once in CI: the worker was active, the page stayed uncontrolled for 54 s); a
 * person's next load is controlled, so the page is loaded again then, as they would.
 */
export async function untilServiceWorkerControls(page: Page) {
  const controlledWithin = (ms: number) =>
    page.evaluate(async (wait) => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return true;
      return new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), { once: true });
        setTimeout(() => resolve(navigator.serviceWorker.controller !== null), wait);
      });
    }, ms);
  if (await controlledWithin(10_000)) return;
  await page.reload();
  if (!(await controlledWithin(10_000))) throw new Error("The service worker did not control the page, even after a reload");
}

/** Opens shopping mode and waits for its list; the first visit also installs the app for offline. */
export async function openShoppingMode(page: Page) {
  await page.goto("/dashboard/shop");
  await page.getByRole("heading", { name: "Shopping mode", level: 1 }).waitFor();
  await page.getByRole("checkbox").first().waitFor();
  await untilServiceWorkerControls(page);
}

/** Cuts the context's network, service worker included, and checks that nothing gets through. */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  const reached = await page.evaluate(() =>
    fetch("/api/health").then(
      () => true,
      () => false,
    ),
  );
  if (reached) throw new Error("The page still reaches the server while offline");
}

export function itemBox(page: Page, name: string | RegExp) {
  return page.getByRole("checkbox", { name });
}

/** The online or offline indicator with its "n changes waiting". */
export function syncStatus(page: Page) {
  return page.getByRole("status").filter({ hasText: /^(Online|Offline)/ });
}
