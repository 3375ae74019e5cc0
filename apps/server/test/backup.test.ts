import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeImage } from "@simmer/api";
import { BACKUP_MESSAGES } from "@simmer/contracts";
import { createLocalImageStore } from "../src/images/local-image-store";
import { entriesOf, zipOf } from "./backup-archives";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { recipeMultipart, sampleRecipe } from "./recipes-fixtures";

let t: TestApp;
let dir: string;
type Auth = Record<string, string>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-backup-test-"));
  t = await startTestApp({ imageStore: createLocalImageStore(path.join(dir, "uploads")) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function query<T = unknown>(auth: Auth, procedure: string, input?: unknown): Promise<T> {
  const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await t.app.inject({ method: "GET", url: `/trpc/${procedure}${search}`, headers: auth });
  if (res.statusCode !== 200) throw new Error(`${procedure}: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { data: T } }).result.data;
}

async function mutate<T = unknown>(auth: Auth, procedure: string, input: unknown): Promise<T> {
  const res = await t.app.inject({ method: "POST", url: `/trpc/${procedure}`, headers: auth, payload: input as object });
  if (res.statusCode !== 200) throw new Error(`${procedure}: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { data: T } }).result.data;
}

/** A photo whose pixels depend on the seed only. */
function photo(seed: number, width = 200, height = 150) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 5 + seed * 29 + ((i / 89) | 0) * 11) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function addWithPhoto(auth: Auth, recipe: Record<string, unknown>, bytes: Buffer) {
  const form = recipeMultipart(recipe, { bytes, name: "p.png", type: "image/png" });
  const res = await t.app.inject({ method: "POST", url: "/api/recipes/add", headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { recipe_id: number; image_url: string };
}

async function addJson(auth: Auth, recipe: Record<string, unknown>) {
  const res = await t.app.inject({ method: "POST", url: "/api/recipes/add", headers: auth, payload: recipe });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { recipe_id: number; image_url: string | null };
}

/** A person with something in every domain a backup holds. */
async function richAccount() {
  const who = await signUpAndLogIn(t.app);
  const pasta = await addWithPhoto(who.auth, sampleRecipe({ title: "Lemon Garlic Pasta" }), await photo(1));
  const toast = await addJson(
    who.auth,
    sampleRecipe({
      title: "Saffron toast",
      image_url: "https://example.com/toast.jpg",
      calories: null,
      tags: ["breakfast"],
      equipment: ["Toaster"],
      sections: [
        {
          section_name: "",
          ingredients: [{ ingredient_name: "Zzsaffron threads", quantity: "1", unit: "units", method: null, brand: null, optional: false }],
        },
      ],
      instructions: [{ step_number: 1, instruction: "Toast the bread, then add the saffron." }],
    }),
  );
  const stew = await addWithPhoto(who.auth, sampleRecipe({ title: "Winter stew", servings: 6, tags: ["dinner", "slow"] }), await photo(2));
  const ingredients = await query<Array<{ id: number; ingredient_name: string }>>(who.auth, "kitchen.ingredients");
  const equipment = await query<Array<{ id: number; equipment_name: string }>>(who.auth, "kitchen.equipment");
  await mutate(who.auth, "kitchen.toggleIngredient", { ingredient_id: ingredients.find((i) => /garlic/i.test(i.ingredient_name))?.id });
  await mutate(who.auth, "kitchen.toggleIngredient", { ingredient_id: ingredients.find((i) => /saffron/i.test(i.ingredient_name))?.id });
  await mutate(who.auth, "kitchen.toggleEquipment", { equipment_id: equipment.find((e) => /toaster/i.test(e.equipment_name))?.id });
  const weeknight = await mutate<{ id: number }>(who.auth, "carts.add", { name: "Weeknight" });
  const party = await mutate<{ id: number }>(who.auth, "carts.add", { name: "Party" });
  await mutate(who.auth, "carts.addRecipe", { cart_id: weeknight.id, recipe_id: pasta.recipe_id, quantity: 2 });
  await mutate(who.auth, "carts.addRecipe", { cart_id: weeknight.id, recipe_id: toast.recipe_id, quantity: 1 });
  await mutate(who.auth, "carts.addRecipe", { cart_id: party.id, recipe_id: stew.recipe_id, quantity: 12 });
  await mutate(who.auth, "carts.toggleCombined", { cart_id: party.id, combined: true });
  const list = await mutate<{ ingredients?: Array<{ id: number }> } | Array<{ id: number }>>(who.auth, "carts.combine", {
    cart_ids: [weeknight.id, party.id],
  });
  const items = Array.isArray(list) ? list : (Object.values(list).find(Array.isArray) as Array<{ id: number }>);
  if (items?.[0]) await mutate(who.auth, "carts.toggleSendOff", { id: items[0].id });
  // Shopping mode: a line ticked and moved, items added by hand (one matching an ingredient), sections remembered.
  const shopping = await query<{ items: Array<{ uid: string; name: string }> }>(who.auth, "shopping.list");
  const first = shopping.items[0]?.uid ?? "";
  const [towels, garlic, now] = [crypto.randomUUID(), crypto.randomUUID(), new Date().toISOString()];
  const command = (type: string, uid: string, extra: object) => ({ id: crypto.randomUUID(), type, uid, at: now, ...extra });
  await mutate(who.auth, "shopping.commands", {
    device_id: crypto.randomUUID(),
    commands: [
      command("tick", first, { base_version: 0 }),
      command("move", first, { section: "frozen", base_version: 1 }),
      command("add", towels, { name: "Paper towels", note: "two rolls" }),
      command("move", towels, { section: "pantry", base_version: 1 }),
      command("add", garlic, { name: "garlic" }),
      command("tick", garlic, { base_version: 1 }),
    ],
  });
  await mutate(who.auth, "filters.create", { header_title: "Quick dinners", filters: [] });
  await mutate(who.auth, "filters.create", { header_title: "Brunch", filters: [] });
  const metric = await t.app.inject({
    method: "POST",
    url: "/api/metrics",
    headers: who.auth,
    payload: {
      name: "Sam",
      height: 70,
      weight: 180,
      dob: "1995-06-15",
      gender: "male",
      activityLevel: "moderately-active",
      goal: "fat loss",
      entryDate: "2025-06-15",
      targetWeight: 165,
    },
  });
  expect(metric.statusCode).toBeLessThan(300);
  for (const entry of [
    {
      date: "2025-03-01",
      entry_time: "08:15",
      meal: "Breakfast",
      name: "Oatmeal",
      serving_size: 2,
      calories: 300,
      protein: 10,
      carbs: 54,
      fat: 6,
      fiber: 8,
      sugar: 2,
    },
    { date: "2025-03-02", meal: "Dinner", name: "Soup", calories: 410 },
  ]) {
    const res = await t.app.inject({ method: "POST", url: "/api/journal", headers: who.auth, payload: entry });
    expect(res.statusCode).toBeLessThan(300);
  }
  // The week planner: remembered rules, a week with a logged, a locked and a leftover-free slot, a template.
  const saffron = ingredients.find((i) => /saffron/i.test(i.ingredient_name))?.id;
  const rules = await query<{ rules: Record<string, unknown> }>(who.auth, "plans.rules.get");
  await mutate(who.auth, "plans.rules.update", {
    ...rules.rules,
    people: 2,
    maxServingsPerPerson: 3,
    excludeIngredientIds: [saffron],
    tagRules: [{ tag: "fish", min: 1 }],
  });
  await mutate(who.auth, "plans.slots.set", { weekStart: PLAN_WEEK, day: 0, meal: "Dinner", recipeId: stew.recipe_id, servings: 3 });
  await mutate(who.auth, "plans.slots.set", { weekStart: PLAN_WEEK, day: 1, meal: "Breakfast", recipeId: toast.recipe_id });
  await mutate(who.auth, "plans.slots.update", { weekStart: PLAN_WEEK, day: 2, meal: "Lunch", locked: true });
  await mutate(who.auth, "plans.logEaten", { weekStart: PLAN_WEEK, day: 1, meal: "Breakfast" });
  await mutate(who.auth, "plans.templates.create", { weekStart: PLAN_WEEK, name: "Busy week" });
  return who;
}

const PLAN_WEEK = "2025-03-03";

const ID_KEY = /(^id$|_id$|Id$|_ids$|Ids$)/;
const IMAGE = /\/uploads\/[0-9a-f-]{36}(-card)?\.webp/g;

/** The same answer with ids (which a restore remaps) and stored image names (new keys) left out. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value === "string") return value.replace(IMAGE, "/uploads/<image>");
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !ID_KEY.test(key))
        .map(([key, v]) => [key, withoutIds(v)]),
    );
  }
  return value;
}

/** What a person sees of every domain, through the same procedures the screens call. */
async function everything(auth: Auth) {
  const mine = await query<{ recipes: Array<{ id: number; title: string }>; total: number }>(auth, "recipes.list", {
    scope: "mine",
    limit: 500,
  });
  const details = [];
  for (const card of [...mine.recipes].sort((a, b) => a.title.localeCompare(b.title)))
    details.push(await query(auth, "recipes.detail", { id: card.id }));
  const carts = await query<Array<{ id: number; name: string }>>(auth, "carts.list");
  const cartLines = [];
  for (const cart of carts) cartLines.push(await query(auth, "carts.recipes", { cartId: cart.id }));
  const named = async (list: string, owned: string) => {
    const names = new Map(
      (await query<Array<{ id: number; ingredient_name?: string; equipment_name?: string }>>(auth, list)).map((i) => [
        i.id,
        i.ingredient_name ?? i.equipment_name,
      ]),
    );
    return (await query<number[]>(auth, owned)).map((id) => names.get(id)).sort();
  };
  const rest = async (url: string) => (await t.app.inject({ method: "GET", url, headers: auth })).json() as unknown;
  return withoutIds({
    list: mine,
    details,
    kitchenIngredients: await query(auth, "kitchen.ingredients"),
    kitchenEquipment: await query(auth, "kitchen.equipment"),
    ingredientNames: await query(auth, "kitchen.ingredientNames"),
    ownedIngredients: await named("kitchen.ingredientNames", "kitchen.ownedIngredients"),
    ownedEquipment: await named("kitchen.equipmentNames", "kitchen.ownedEquipment"),
    carts,
    cartLines,
    grocery: await query(auth, "carts.groceryList"),
    filters: await query(auth, "filters.list"),
    metrics: await rest("/api/metrics/all"),
    journal: await rest("/api/journal"),
    shopping: (await query<{ items: Array<{ uid: string }> }>(auth, "shopping.list")).items.map(({ uid: _uid, ...item }) => item),
    planRules: await query(auth, "plans.rules.get"),
    // Members are named after the account that looks (ADR 144): the restoring account has another name.
    plan: JSON.parse(
      JSON.stringify(await query(auth, "plans.get", { weekStart: PLAN_WEEK })).replace(/"name":"cook\.[^"]*"/g, '"name":"<person>"'),
    ),
    planLogged: (await query<{ slots: Array<{ journalEntryId: number | null }> }>(auth, "plans.get", { weekStart: PLAN_WEEK })).slots.map(
      (s) => s.journalEntryId !== null,
    ),
    planTemplates: await query(auth, "plans.templates.list"),
  });
}

async function download(auth: Auth) {
  const res = await t.app.inject({ method: "GET", url: "/api/account/backup", headers: auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="simmer-backup-\d{4}-\d{2}-\d{2}\.zip"$/);
  return res.rawPayload;
}

function upload(auth: Auth, bytes: Buffer) {
  return t.app.inject({
    method: "POST",
    url: "/api/account/restore",
    headers: { ...auth, "content-type": "application/zip" },
    payload: bytes,
  });
}

const storedFiles = () => fs.readdirSync(path.join(dir, "uploads")).filter((f) => f.endsWith(".webp")).length;
const imageBytes = async (url: string) => (await t.app.inject({ method: "GET", url })).rawPayload;

describe("backup and restore of a whole account", () => {
  it("restores into a fresh account everything the person sees, field by field, with the images re-encoded", async () => {
    const alice = await richAccount();
    const before = await everything(alice.auth);
    const archive = await download(alice.auth);

    const entries = await entriesOf(archive);
    const manifest = JSON.parse(String(entries.get("manifest.json"))) as {
      format: string;
      schema_version: number;
      counts: Record<string, number>;
    };
    expect(manifest).toMatchObject({
      format: "simmer-backup",
      schema_version: 1,
      counts: { recipes: 3, images: 2, carts: 2, filters: 6, metrics: 1, journal: 3, plans: 1, plan_templates: 1 },
    });
    expect([...entries.keys()].filter((name) => name.startsWith("images/"))).toHaveLength(2);

    const bob = await signUpAndLogIn(t.app);
    const restored = await upload(bob.auth, archive);
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json()).toMatchObject({
      counts: { recipes: 3, images: 2, carts: 2, cart_lines: 3, filters: 6, metrics: 1, journal: 3, plans: 1, plan_templates: 1 },
      warnings: [],
    });

    const after = await everything(bob.auth);
    expect(after).toEqual(before);
    expect((before as { details: unknown[] }).details).toHaveLength(3);

    // Each restored image is the archived one encoded again like an upload, under a new name of Bob's.
    const aliceRecipes = await query<{ recipes: Array<{ id: number; title: string }> }>(alice.auth, "recipes.list", {
      scope: "mine",
      limit: 10,
    });
    const bobRecipes = await query<{ recipes: Array<{ id: number; title: string }> }>(bob.auth, "recipes.list", {
      scope: "mine",
      limit: 10,
    });
    for (const title of ["Lemon Garlic Pasta", "Winter stew"]) {
      const hers = await query<{ image_url: string }>(alice.auth, "recipes.detail", {
        id: aliceRecipes.recipes.find((r) => r.title === title)?.id,
      });
      const his = await query<{ image_url: string }>(bob.auth, "recipes.detail", {
        id: bobRecipes.recipes.find((r) => r.title === title)?.id,
      });
      expect(his.image_url).not.toBe(hers.image_url);
      const archived = entries.get(`images/${hers.image_url.slice("/uploads/".length)}`) as Buffer;
      expect(Buffer.compare(archived, await imageBytes(hers.image_url))).toBe(0);
      const expected = await encodeImage(archived);
      expect(Buffer.compare(await imageBytes(his.image_url), expected.full)).toBe(0);
      expect(Buffer.compare(await imageBytes(his.image_url.replace(/\.webp$/, "-card.webp")), expected.card)).toBe(0);
    }
    // Bob's copy is his own: deleting Alice's recipes leaves his pictures in place.
    for (const card of aliceRecipes.recipes) await mutate(alice.auth, "recipes.delete", { id: card.id });
    expect(await everything(bob.auth)).toEqual(before);
  });

  it("refuses a second restore into the same account, and changes nothing", async () => {
    const alice = await richAccount();
    const archive = await download(alice.auth);
    const bob = await signUpAndLogIn(t.app);
    expect((await upload(bob.auth, archive)).statusCode).toBe(201);
    const once = await everything(bob.auth);
    const files = storedFiles();
    const again = await upload(bob.auth, archive);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", message: BACKUP_MESSAGES.notEmpty });
    expect(await everything(bob.auth)).toEqual(once);
    expect(storedFiles()).toBe(files);
    expect(await query(bob.auth, "backup.restorable")).toEqual({ empty: false });
  });

  it("refuses a damaged, foreign or oversized archive with a clear message and writes nothing", async () => {
    const alice = await richAccount();
    const archive = await download(alice.auth);
    const entries = await entriesOf(archive);
    const carol = await signUpAndLogIn(t.app);
    const files = storedFiles();
    const lines = String(entries.get("recipes.jsonl")).trimEnd().split("\n");
    const brokenLast = new Map(entries).set("recipes.jsonl", Buffer.from(`${lines.slice(0, -1).join("\n")}\n{"ref": 1, "title": \n`));
    const badServings = new Map(entries).set(
      "recipes.jsonl",
      Buffer.from(lines.map((l) => l.replace(/"servings":\d+/, '"servings":0')).join("\n")),
    );
    const noManifest = new Map(entries);
    noManifest.delete("manifest.json");
    const newer = new Map(entries).set(
      "manifest.json",
      Buffer.from(JSON.stringify({ ...JSON.parse(String(entries.get("manifest.json"))), schema_version: 99 })),
    );
    const bomb = new Map(entries).set(`images/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}.webp`, Buffer.alloc(11 * 1024 * 1024));
    const badCart = new Map(entries).set("carts.json", Buffer.from('[{"name": 5}]'));
    const cases: Array<[Buffer, RegExp]> = [
      [Buffer.from("not a zip at all"), /not a readable zip/],
      [archive.subarray(0, Math.floor(archive.length / 2)), /not a readable zip|damaged/],
      [await zipOf(brokenLast), /recipes\.jsonl: line 3 is not valid JSON/],
      [await zipOf(badServings), /recipes\.jsonl: line 1: servings/],
      [await zipOf(noManifest), /manifest\.json is missing/],
      [await zipOf(newer), /newer version/],
      [await zipOf(bomb), /larger than a backup can hold/],
      [await zipOf(badCart), /carts\.json: 0\.name/],
    ];
    for (const [bytes, message] of cases) {
      const res = await upload(carol.auth, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: "BAD_REQUEST" });
      expect((res.json() as { message: string }).message).toMatch(message);
      expect(res.body).not.toMatch(/at .*\.ts|\/tmp\/|select |insert /i);
      expect(await query(carol.auth, "backup.restorable")).toEqual({ empty: true });
      expect(storedFiles()).toBe(files);
    }
    expect((await upload(carol.auth, Buffer.alloc(0))).statusCode).toBe(400);
    // The intact archive still restores afterwards: nothing was left half-written.
    expect((await upload(carol.auth, archive)).statusCode).toBe(201);
  });

  it("reads and restores only the caller's own account; nobody signed out may do either", async () => {
    const alice = await richAccount();
    const aliceBefore = await everything(alice.auth);
    const bob = await signUpAndLogIn(t.app);
    await addJson(bob.auth, sampleRecipe({ title: "Bob's chili" }));
    const bobArchive = await entriesOf(await download(bob.auth));
    const bobRecipes = String(bobArchive.get("recipes.jsonl"));
    expect(bobRecipes).toContain("Bob's chili");
    expect(bobRecipes).not.toContain("Lemon Garlic Pasta");
    expect([...bobArchive.keys()].some((name) => name.startsWith("images/"))).toBe(false);

    expect((await t.app.inject({ method: "GET", url: "/api/account/backup" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/account/backup", headers: { authorization: "Bearer not-a-token" } })).statusCode,
    ).toBe(401);
    const archive = await download(alice.auth);
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/account/restore",
      headers: { "content-type": "application/zip" },
      payload: archive,
    });
    expect(signedOut.statusCode).toBe(401);

    // Bob's token restores into Bob's account only (refused: his holds a recipe); Alice's is untouched.
    expect((await upload(bob.auth, archive)).statusCode).toBe(409);
    expect(await everything(alice.auth)).toEqual(aliceBefore);
  });
});
