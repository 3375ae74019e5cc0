import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import yauzl from "yauzl";
import type { TRecipeDetail, TWebImportResult } from "@simmer/contracts";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { addRecipe, fileMultipart, sampleRecipe } from "./recipes-fixtures";
import { startTestSite, type TestSite } from "./web-import-site";

type Auth = Record<string, string>;

let t: TestApp;
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
  t = await startTestApp({ webImport: { allowHosts: [`localhost:${site.port}`], ports: "any", timeoutMs: 1500 } });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

/** The metric page's lines as they must be stored (ADR 110) and the one with no amount (ADR 121). */
const EXPECTED = [
  ["500", "milliliters", "milk"],
  ["2", "deciliters", "cream"],
  ["1", "pinches", "salt"],
  ["2", "cloves", "garlic"],
  ["3", "sprigs", "thyme"],
  ["1", "packages", "yeast"],
  ["", "units", "fresh parsley"],
];

const amounts = (lines: { quantity: string; unit: string; ingredient_name: string }[]) =>
  lines.map((l) => [l.quantity, l.unit, l.ingredient_name]);

async function detail(auth: Auth, id: number): Promise<TRecipeDetail> {
  const res = await t.app.inject({ method: "GET", url: `/api/recipes/${id}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as TRecipeDetail;
}

async function importedAndSaved(auth: Auth) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/recipes/import-url",
    headers: auth,
    payload: { url: `${site.origin}/metric-soup` },
  });
  expect(res.statusCode).toBe(200);
  const { recipe } = res.json() as TWebImportResult;
  const { image_url: _image, ...rest } = recipe;
  const saved = await addRecipe(t.app, auth, sampleRecipe({ ...rest, image_url: null }));
  return { recipe, id: saved.recipe_id };
}

async function zipEntry(zip: Buffer, name: string): Promise<string> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  for await (const entry of file.eachEntry()) {
    if (entry.fileName !== name) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }
  throw new Error(`${name} is not in the archive`);
}

describe("units as written through web import, save and detail", () => {
  it("keeps 500 ml, 2 dl, a pinch, cloves, sprigs and a package as written, and no amount as none", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const { recipe, id } = await importedAndSaved(auth);
    expect(amounts(recipe.sections.flatMap((s) => s.ingredients))).toEqual(EXPECTED);
    expect(amounts((await detail(auth, id)).sections.flatMap((s) => s.ingredients))).toEqual(EXPECTED);
  });

  it("accepts a line with no amount and no unit through the form's REST door, and returns it empty", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const saved = await addRecipe(
      t.app,
      auth,
      sampleRecipe({
        sections: [
          {
            section_name: "",
            ingredients: [
              { ingredient_name: "Salt", quantity: "", unit: "", method: "to taste" },
              { ingredient_name: "Milk", quantity: "2,5", unit: "deciliters" },
            ],
          },
        ],
      }),
    );
    const lines = (await detail(auth, saved.recipe_id)).sections.flatMap((s) => s.ingredients);
    expect(lines.map((l) => [l.quantity, l.unit, l.ingredient_name])).toEqual([
      ["", "units", "Salt"],
      ["2,5", "deciliters", "Milk"],
    ]);
  });

  it("refuses an amount without a unit with 400 naming the field", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/trpc/recipes.add",
      headers: auth,
      payload: {
        ...sampleRecipe(),
        sections: [{ section_name: "", ingredients: [{ ingredient_name: "Milk", quantity: "500", unit: "" }] }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/unit is required with a quantity/);
  });
});

describe("units as written in the spreadsheet and the backup", () => {
  it("exports the new units and an empty amount, and a spreadsheet import brings them back unchanged", async () => {
    const a = await signUpAndLogIn(t.app);
    const { id } = await importedAndSaved(a.auth);
    const res = await t.app.inject({ method: "GET", url: "/api/recipes/export", headers: a.auth });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: "buffer" });
    const sheet = book.Sheets.Ingredients;
    if (!sheet) throw new Error("no Ingredients sheet");
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: "" });
    expect(rows.map((r) => [String(r.quantity), r.unit, r.ingredient_name])).toEqual(EXPECTED);

    const b = await signUpAndLogIn(t.app);
    const form = fileMultipart("file", res.rawPayload, "recipes.xlsx");
    const started = await t.app.inject({
      method: "POST",
      url: "/api/recipes/import/start",
      headers: { ...b.auth, ...form.headers },
      payload: form.payload,
    });
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    const deadline = Date.now() + 30_000;
    for (;;) {
      const status = (await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: b.auth })).json() as {
        state: string;
        error: string | null;
      };
      if (status.state === "done") break;
      expect(status.state === "error" ? status.error : null).toBeNull();
      if (Date.now() > deadline) throw new Error(`job still ${status.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const list = (await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: b.auth })).json() as {
      recipes: { recipe_id: number }[];
    };
    const [imported] = list.recipes;
    if (!imported) throw new Error("nothing imported");
    expect(amounts((await detail(b.auth, imported.recipe_id)).sections.flatMap((s) => s.ingredients))).toEqual(EXPECTED);
    expect(amounts((await detail(a.auth, id)).sections.flatMap((s) => s.ingredients))).toEqual(EXPECTED);
  });

  it("reads units as people write them in a spreadsheet's unit column", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ["recipe_ref", "title", "servings"],
        [1, "Pannkakor", 4],
      ]),
      "Recipes",
    );
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ["recipe_ref", "section", "ingredient_name", "quantity", "unit"],
        [1, "", "mjölk", "6", "dl"],
        [1, "", "vetemjöl", "2,5", "dl"],
        [1, "", "smör", "2", "msk"],
        [1, "", "salt", "", ""],
        [1, "", "2 cloves garlic", "", ""],
      ]),
      "Ingredients",
    );
    const bytes = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    const form = fileMultipart("file", bytes, "pannkakor.xlsx");
    const started = await t.app.inject({
      method: "POST",
      url: "/api/recipes/import/start",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(started.statusCode).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    for (let i = 0; i < 300; i += 1) {
      const status = (await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth })).json() as {
        state: string;
        error: string | null;
      };
      if (status.state === "done") break;
      expect(status.error).toBeNull();
      await new Promise((r) => setTimeout(r, 100));
    }
    const list = (await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: auth })).json() as {
      recipes: { recipe_id: number }[];
    };
    const lines = (await detail(auth, list.recipes[0]?.recipe_id ?? 0)).sections.flatMap((s) => s.ingredients);
    expect(amounts(lines)).toEqual([
      ["6", "deciliters", "mjölk"],
      ["2.5", "deciliters", "vetemjöl"],
      ["2", "tablespoons", "smör"],
      ["", "units", "salt"],
      ["2", "cloves", "garlic"],
    ]);
  });

  it("keeps the new units and an empty amount in the account backup", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    await importedAndSaved(auth);
    const res = await t.app.inject({ method: "GET", url: "/api/account/backup", headers: auth });
    expect(res.statusCode).toBe(200);
    const recipes = (await zipEntry(res.rawPayload, "recipes.jsonl"))
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { sections: { lines: { quantity: string; unit: string; name: string }[] }[] });
    const lines = recipes.flatMap((r) => r.sections.flatMap((s) => s.lines));
    expect(lines.map((l) => [l.quantity, l.unit])).toEqual(EXPECTED.map(([q, u]) => [q, u]));
  });
});

describe("a line with no amount on the combined list", () => {
  it("is listed as needed, with no quantity and no unit, beside counted cloves, sprigs and packages", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const { id } = await importedAndSaved(auth);
    const cart = (
      await t.app.inject({ method: "POST", url: "/api/user-carts/add", headers: auth, payload: { name: "Soup night" } })
    ).json() as { id: number };
    const added = await t.app.inject({
      method: "POST",
      url: "/api/grocery-cart/add",
      headers: auth,
      payload: { recipe_id: id, cart_id: cart.id, quantity: 8 },
    });
    expect(added.statusCode).toBe(201);
    const res = await t.app.inject({ method: "GET", url: `/api/grocery-cart/combined-ingredients?cart_ids=${cart.id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    type Line = { ingredient_name: string; quantity: number | null; unit: string | null };
    const { userNeeds } = res.json() as { userNeeds: Line[] };
    const row = (name: string) => userNeeds.filter((l) => l.ingredient_name === name).map((l) => [l.quantity, l.unit]);
    // The page serves 4; the cart wants 8, so every amount doubles and the parsley stays as needed.
    expect(row("fresh parsley")).toEqual([[null, null]]);
    expect(row("garlic")).toEqual([[4, "cloves"]]);
    expect(row("thyme")).toEqual([[6, "sprigs"]]);
    expect(row("yeast")).toEqual([[2, "packages"]]);
  });
});
