import type { BrowserContext, Page } from "playwright-core";
import { PASSWORD, baseURL, newEmail } from "./browser";

export interface Shopper {
  email: string;
  token: string;
}

async function call(path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { result?: { data?: unknown } };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return (json.result?.data ?? json) as Record<string, unknown>;
}

/**
 * A person with a grocery list made from one recipe (through the API: the shopping screens are
 * what these tests drive). Each name is a catalogue-style ingredient the recipe adds.
 */
export async function shopperWithList(recipeTitle: string, lines: [string, string, string][]): Promise<Shopper & { cartId: number }> {
  const email = newEmail("shop");
  await call("/api/auth/signup", { email, password: PASSWORD });
  const { token } = (await call("/api/auth/login", { email, password: PASSWORD })) as { token: string };
  const recipe = await call(
    "/trpc/recipes.add",
    {
      title: recipeTitle,
      servings: 2,
      instructions: [{ step_number: 1, instruction: "Cook." }],
      sections: [{ section_name: "", ingredients: lines.map(([ingredient_name, quantity, unit]) => ({ ingredient_name, quantity, unit, optional: false })) }],
      tags: ["e2e"],
      equipment: [],
    },
    token,
  );
  const cart = (await call("/trpc/carts.add", { name: "This week" }, token)) as { id: number };
  await call("/trpc/carts.addRecipe", { recipe_id: recipe.recipe_id, cart_id: cart.id, quantity: 2 }, token);
  await call("/trpc/carts.combine", { cart_ids: [cart.id] }, token);
  return { email, token, cartId: cart.id };
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
export async function serverList(shopper: Shopper): Promise<ListItem[]> {
  const res = await fetch(`${baseURL()}/api/shopping`, { headers: { authorization: `Bearer ${shopper.token}` } });
  if (!res.ok) throw new Error(`GET /api/shopping answered ${res.status}`);
  return ((await res.json()) as { items: ListItem[] }).items;
}

export async function sendToSimmer(shopper: Shopper): Promise<string> {
  const sent = (await call("/trpc/carts.send", { title: "Shared stew list", link_type: "shopping_list" }, shopper.token)) as { shoppingListUrl: string };
  return new URL(sent.shoppingListUrl).pathname;
}

/** Signs the page in with the shopper's token, as the login screen would leave it. */
export async function signIn(page: Page, shopper: Shopper) {
  await page.goto("/login");
  await page.evaluate((token) => localStorage.setItem("token", token), shopper.token);
}

/** Waits until the service worker controls the page, so later loads can come from its cache. */
export async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
  });
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
  const reached = await page.evaluate(() => fetch("/api/health").then(
    () => true,
    () => false,
  ));
  if (reached) throw new Error("The page still reaches the server while offline");
}

export function itemBox(page: Page, name: string | RegExp) {
  return page.getByRole("checkbox", { name });
}

/** The online or offline indicator with its "n changes waiting". */
export function syncStatus(page: Page) {
  return page.getByRole("status").filter({ hasText: /^(Online|Offline)/ });
}
