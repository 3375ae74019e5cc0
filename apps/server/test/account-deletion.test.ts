import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { count, eq, inArray, is, type SQL } from "drizzle-orm";
import { PgTable, getTableConfig, type PgColumn } from "drizzle-orm/pg-core";
import * as db from "@simmer/db";
import { ACCOUNT_MESSAGES } from "@simmer/contracts";
import { createLocalImageStore } from "../src/images/local-image-store";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { recipeMultipart, sampleRecipe } from "./recipes-fixtures";

type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-deletion-test-"));
  t = await startTestApp({ imageStore: createLocalImageStore(path.join(dir, "uploads")) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every table of the schema, found from the exports so a new table cannot be left out. */
const tables: PgTable[] = (Object.values(db) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Tables a person owns rows of directly: a user_id or owner_id column (and `users` itself). */
const ownerColumn = (table: PgTable): PgColumn | undefined =>
  getTableConfig(table).columns.find((column) => column.name === "user_id" || column.name === "owner_id") ??
  (getTableConfig(table).name === "users" ? db.users.id : undefined);
const owned = tables.filter((table) => ownerColumn(table));

/** Tables whose rows belong to an owned row through a foreign key (recipe lines, cart lines). */
const children = tables.flatMap((table) =>
  getTableConfig(table).foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    if (ownerColumn(table) || !owned.includes(ref.foreignTable) || getTableConfig(ref.foreignTable).name === "users") return [];
    return [{ table, column: ref.columns[0]!, parent: ref.foreignTable, parentKey: ref.foreignColumns[0]! }];
  }),
);
const nameOf = (table: PgTable) => getTableConfig(table).name;

/** Rows per table that belong to the user, keyed `table` or `table via parent`. */
async function countRows(userId: number, parentIds: Map<PgTable, unknown[]>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const rows = async (table: PgTable, where: SQL) => Number((await t.handle.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
  for (const table of owned) counts[nameOf(table)] = await rows(table, eq(ownerColumn(table)!, userId));
  for (const { table, column, parent } of children) {
    const ids = parentIds.get(parent) ?? [];
    counts[`${nameOf(table)} via ${nameOf(parent)}`] = ids.length ? await rows(table, inArray(column, ids)) : 0;
  }
  return counts;
}

/** The ids of the user's parent rows, taken before deletion so their children can be counted after. */
async function parentIdsOf(userId: number): Promise<Map<PgTable, unknown[]>> {
  const ids = new Map<PgTable, unknown[]>();
  for (const { parent, parentKey } of children) {
    const found = await t.handle.db
      .select({ id: parentKey })
      .from(parent)
      .where(eq(ownerColumn(parent)!, userId));
    ids.set(
      parent,
      found.map((row) => row.id),
    );
  }
  return ids;
}

function photo(seed: number) {
  const pixels = Buffer.alloc(64 * 48 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + seed * 31) % 251;
  return sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toBuffer();
}

/** Gives the person at least one row in every table they can own, through the API where it reaches. */
async function fillAccount(who: Who, seed: number): Promise<{ imageUrl: string; token: string }> {
  const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as Record<string, unknown>;
  };
  const form = recipeMultipart(sampleRecipe({ title: `Stew ${seed}`, equipment: [`Pot ${seed}`] }), {
    bytes: await photo(seed),
    name: "p.png",
    type: "image/png",
  });
  const added = await t.app.inject({
    method: "POST",
    url: "/api/recipes/add",
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
  });
  expect(added.statusCode).toBe(201);
  const recipe = added.json() as { recipe_id: number; image_url: string };
  const cart = await call("POST", "/api/user-carts/add", { name: "Week" });
  await call("POST", "/api/grocery-cart/add", { recipe_id: recipe.recipe_id, cart_id: cart.id });
  // A food the week plan put beside its recipes (ADR 144), as adding a planned week leaves it.
  await t.handle.db.insert(db.cartFoods).values({ cartId: Number(cart.id), food: "yogurt", portions: 2 });
  await call("GET", `/api/grocery-cart/combined-ingredients?cart_ids=${String(cart.id)}`);
  await call("POST", "/api/send-to-instacart", {});
  // Shopping mode: an added item moved to a section, another removed, and a finished trip.
  const [kept, dropped, now] = [crypto.randomUUID(), crypto.randomUUID(), new Date().toISOString()];
  await call("POST", "/api/shopping/commands", {
    device_id: crypto.randomUUID(),
    commands: [
      { id: crypto.randomUUID(), type: "add", uid: kept, at: now, name: `Foil ${seed}` },
      { id: crypto.randomUUID(), type: "move", uid: kept, at: now, section: "other", base_version: 1 },
      { id: crypto.randomUUID(), type: "add", uid: dropped, at: now, name: "Candles" },
      { id: crypto.randomUUID(), type: "remove", uid: dropped, at: now, base_version: 1 },
    ],
  });
  await call("POST", "/api/shopping/finish", { id: crypto.randomUUID() });
  await call("POST", "/api/users-filters", { header_title: "Fast" });
  await call("POST", "/api/journal", { date: "2025-03-01", name: "Oats", calories: 150 });
  await call("POST", "/api/metrics", {
    name: "Sam",
    height: 70,
    weight: 180,
    dob: "1995-06-15",
    gender: "male",
    activityLevel: "moderately-active",
    entryDate: "2025-06-15",
    targetWeight: 165,
  });
  const equipment = (await call("GET", "/api/equipment")) as unknown as { id: number }[] | { equipment: { id: number }[] };
  const firstEquipment = Array.isArray(equipment) ? equipment[0] : equipment.equipment[0];
  if (firstEquipment) await call("POST", "/api/equipment/toggle", { equipment_id: firstEquipment.id });
  const ingredients = (await call("GET", "/api/ingredients")) as unknown as { id: number }[] | { ingredients: { id: number }[] };
  const firstIngredient = Array.isArray(ingredients) ? ingredients[0] : ingredients.ingredients[0];
  if (firstIngredient) await call("POST", "/api/ingredients/toggle", { ingredient_id: firstIngredient.id });
  const rules = (await call("GET", "/api/plans/rules")) as { rules: Record<string, unknown> };
  await call("PUT", "/api/plans/rules", { ...rules.rules, people: 2 });
  await call("PUT", "/api/plans/2025-03-03/slots/0/Dinner", { recipeId: recipe.recipe_id, servings: 2 });
  await call("POST", "/api/plans/2025-03-03/slots/0/Dinner/log");
  await call("POST", "/api/plans/templates", { weekStart: "2025-03-03", name: "Busy week" });
  await call("PUT", `/api/recipes/${recipe.recipe_id}/notes`, { rating: 4, note: "Less salt", cooked: ["2025-03-03"] });
  const token = await call("POST", "/api/account/tokens", { name: "Backup script" });
  // Owning a household moves the kitchen, carts, list and plan under its own account (ADR 127), which
  // would leave this person's rows in those tables empty: a household of their own with nothing in it
  // stands for membership here. Deleting the account takes a household its owner is alone in.
  const [account] = await t.handle.db
    .insert(db.users)
    .values({ email: `household-${crypto.randomUUID()}@households.invalid`, passwordHash: "!", kind: "household" })
    .returning({ id: db.users.id });
  const [house] = await t.handle.db
    .insert(db.households)
    .values({ name: `Home ${seed}`, scopeUserId: account!.id })
    .returning({ id: db.households.id });
  await t.handle.db.insert(db.householdMembers).values({ householdId: house!.id, userId: who.user.id, role: "owner" });
  // A remembered food fix needs the USDA foods loaded; its row stands for it here.
  await t.handle.db.insert(db.foodFixes).values({ userId: who.user.id, name: "kefir", foodNdbNo: "01077" });
  // An import job needs a spreadsheet upload; a finished job row stands for it here.
  await t.handle.db.insert(db.jobs).values({ id: crypto.randomUUID(), userId: who.user.id, kind: "import", state: "done" });
  return { imageUrl: recipe.image_url, token: String(token.secret) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const statusWith = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/trpc/auth.me", headers: bearer(token) })).statusCode;
const served = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;

describe("deleting an account", () => {
  it("finds the tables a person owns rows in", () => {
    expect(owned.map(nameOf).sort()).toEqual(
      [
        "carts",
        "equipment",
        "food_fixes",
        "grocery_ingredients",
        "household_members",
        "images",
        "ingredients",
        "jobs",
        "journal_entries",
        "metric_entries",
        "plan_rules",
        "plan_templates",
        "plans",
        "recipe_notes",
        "recipes",
        "sessions",
        "shopping_added_items",
        "shopping_commands",
        "shopping_finishes",
        "shopping_lists",
        "shopping_sections",
        "shopping_states",
        "shopping_tombstones",
        "user_equipment",
        "user_filters",
        "user_ingredients",
        "users",
      ].sort(),
    );
    expect(children.map(({ table, parent }) => `${nameOf(table)} via ${nameOf(parent)}`)).toContain("recipe_ingredients via recipes");
  });

  it("removes every row the person owns, counted per table, and leaves another person's untouched", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const alices = await fillAccount(alice, 1);
    const bobs = await fillAccount(bob, 2);
    const aliceIds = await parentIdsOf(alice.user.id);
    const bobIds = await parentIdsOf(bob.user.id);

    const before = await countRows(alice.user.id, aliceIds);
    const bobBefore = await countRows(bob.user.id, bobIds);
    // Every table is covered: the fixture reaches each one, so a new table must be added to it.
    const empty = Object.entries(before)
      .filter(([, n]) => n === 0)
      .map(([table]) => table);
    expect(empty).toEqual([]);
    expect(await served(alices.imageUrl)).toBe(200);

    const res = await t.app.inject({ method: "DELETE", url: "/api/account", headers: alice.auth, payload: { password: alice.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });

    const after = await countRows(alice.user.id, aliceIds);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    expect(await countRows(bob.user.id, bobIds)).toEqual(bobBefore);

    // The image files go too (both sizes); the other person's stay.
    expect(await served(alices.imageUrl)).toBe(404);
    expect(await served(alices.imageUrl.replace(/\.webp$/, "-card.webp"))).toBe(404);
    expect(await served(bobs.imageUrl)).toBe(200);

    // Sessions and tokens of the deleted account stop at once; the other person's keep working.
    expect(await statusWith(alice.token)).toBe(401);
    expect(await statusWith(alices.token)).toBe(401);
    expect(await statusWith(bob.token)).toBe(200);
    expect(await statusWith(bobs.token)).toBe(200);

    // Nobody can sign in as the deleted person; the address can be used for a new account.
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: alice.email, password: alice.password } });
    expect(login.statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: alice.email, password: alice.password },
    });
    expect(again.statusCode).toBe(201);
  });

  it("needs the right password, and a wrong one removes nothing and keeps the session", async () => {
    const alice = await signUpAndLogIn(t.app);
    await fillAccount(alice, 3);
    const ids = await parentIdsOf(alice.user.id);
    const before = await countRows(alice.user.id, ids);
    for (const payload of [{ password: "not my password" }, {}, { password: "" }, { password: 12 }]) {
      const res = await t.app.inject({ method: "DELETE", url: "/api/account", headers: alice.auth, payload });
      expect(res.statusCode).toBe(400);
    }
    const wrong = await t.app.inject({
      method: "POST",
      url: "/trpc/account.remove",
      headers: alice.auth,
      payload: { password: "not my password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(ACCOUNT_MESSAGES.wrongPassword);
    expect(await countRows(alice.user.id, ids)).toEqual(before);
    expect(await statusWith(alice.token)).toBe(200);
  });

  it("works through tRPC too, and a second deletion with the same session is 401", async () => {
    const alice = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/account.remove",
      headers: alice.auth,
      payload: { password: alice.password },
    });
    expect(res.statusCode).toBe(200);
    const again = await t.app.inject({ method: "DELETE", url: "/api/account", headers: alice.auth, payload: { password: alice.password } });
    expect(again.statusCode).toBe(401);
    expect(await t.handle.db.select().from(db.users).where(eq(db.users.id, alice.user.id))).toEqual([]);
  });
});
