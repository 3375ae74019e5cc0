import crypto from "node:crypto";
import { expect } from "vitest";
import type { TShoppingApplyResult, TShoppingItem, TShoppingList } from "@simmer/contracts";
import { signUpAndLogIn, type TestApp } from "./harness";
import { insertFixtureRecipe, type FixtureLine } from "./carts-fixtures";

export type Auth = { authorization: string };
export const uuid = () => crypto.randomUUID();

/** A device-clock instant, minutes after a start three hours ago (so never clamped as "ahead"). */
const START = Math.floor(Date.now() / 60_000) * 60_000 - 3 * 3600_000;
export const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();

let titles = 0;
/** A signed-in person whose grocery list holds the given recipe's lines (Stew by default). */
export async function personWithList(t: TestApp, lines?: FixtureLine[], title = "Stew") {
  const person = await signUpAndLogIn(t.app);
  titles += 1;
  const recipe = await insertFixtureRecipe(t.handle.db, {
    title: `${title} ${titles}`,
    servings: 2,
    lines: lines ?? [
      { name: "carrots", quantity: "2", unit: "units" },
      { name: "butter", quantity: "1", unit: "tablespoons" },
      { name: "black pepper", quantity: "1", unit: "teaspoons" },
    ],
  });
  const cart = (
    await t.app.inject({ method: "POST", url: "/api/user-carts/add", headers: person.auth, payload: { name: "Week" } })
  ).json() as { id: number };
  await t.app.inject({
    method: "POST",
    url: "/api/grocery-cart/add",
    headers: person.auth,
    payload: { recipe_id: recipe, cart_id: cart.id, quantity: 2 },
  });
  const generated = await regenerate(t, person.auth, cart.id);
  expect(generated.statusCode, generated.body).toBe(200);
  return { ...person, cartId: cart.id, recipeId: recipe, recipeTitle: `${title} ${titles}` };
}

export function regenerate(t: TestApp, auth: Auth, cartId: number) {
  return t.app.inject({ method: "GET", url: `/api/grocery-cart/combined-ingredients?cart_ids=${cartId}`, headers: auth });
}

export async function list(t: TestApp, auth: Auth): Promise<TShoppingList> {
  const res = await t.app.inject({ method: "GET", url: "/api/shopping", headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TShoppingList;
}

export async function itemNamed(t: TestApp, auth: Auth, name: string): Promise<TShoppingItem> {
  const found = (await list(t, auth)).items.find((item) => item.name === name);
  if (!found) throw new Error(`no item ${name}`);
  return found;
}

export function send(t: TestApp, auth: Auth, commands: object[], device = uuid()) {
  return t.app.inject({ method: "POST", url: "/api/shopping/commands", headers: auth, payload: { device_id: device, commands } });
}

export async function apply(t: TestApp, auth: Auth, commands: object[], device = uuid()): Promise<TShoppingApplyResult> {
  const res = await send(t, auth, commands, device);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TShoppingApplyResult;
}

export const tick = (uid: string, minutes: number, base_version = 0, type: "tick" | "untick" = "tick") => ({
  id: uuid(),
  type,
  uid,
  at: at(minutes),
  base_version,
});
export const add = (name: string, minutes: number, note?: string | null, uid = uuid()) => ({
  id: uuid(),
  type: "add",
  uid,
  at: at(minutes),
  name,
  ...(note === undefined ? {} : { note }),
});
export const move = (uid: string, section: string, minutes: number, base_version = 0) => ({
  id: uuid(),
  type: "move",
  uid,
  at: at(minutes),
  section,
  base_version,
});
export const remove = (uid: string, minutes: number, base_version = 0) => ({
  id: uuid(),
  type: "remove",
  uid,
  at: at(minutes),
  base_version,
});

export function finish(t: TestApp, auth: Auth, id: string = uuid()) {
  return t.app.inject({ method: "POST", url: "/api/shopping/finish", headers: auth, payload: { id } });
}
