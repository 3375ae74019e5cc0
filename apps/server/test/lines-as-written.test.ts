import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TRecipeDetail, TWebImportResult } from "@simmer/contracts";
import * as fx from "@simmer/api/testing/app-exports";
import { entriesOf, zipOf } from "./backup-archives";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { addRecipe, fileMultipart, sampleRecipe } from "./recipes-fixtures";
import { PIE_LINES, startTestSite, type TestSite } from "./web-import-site";

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

async function detail(auth: Auth, id: number): Promise<TRecipeDetail> {
  const res = await t.app.inject({ method: "GET", url: `/api/recipes/${id}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as TRecipeDetail;
}

const originals = (recipe: { sections: { ingredients: { original?: string | null }[] }[] }) =>
  recipe.sections.flatMap((s) => s.ingredients.map((l) => l.original ?? null));

/** The pie page read by web import and saved through the form's REST door, as the screen does. */
async function pieSaved(auth: Auth) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/recipes/import-url",
    headers: auth,
    payload: { url: `${site.origin}/apple-pies` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { recipe } = res.json() as TWebImportResult;
  const { image_url: _image, nutrition: _nutrition, ...rest } = recipe;
  const saved = await addRecipe(t.app, auth, sampleRecipe({ ...rest, image_url: null }));
  return { recipe, id: saved.recipe_id };
}

async function trpc(auth: Auth, procedure: string, input: unknown) {
  return t.app.inject({ method: "POST", url: `/trpc/${procedure}`, headers: auth, payload: input as Record<string, unknown> });
}

describe("lines as written and yields as text from a web page (ADR 143)", () => {
  it("answers each line's original text and the yield, and keeps both when the recipe is saved", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const { recipe, id } = await pieSaved(auth);
    expect(recipe.yield_text).toBe("2 pies");
    expect(recipe.servings).toBe(2);
    expect(originals(recipe)).toEqual(PIE_LINES);
    const saved = await detail(auth, id);
    expect(saved.yield_text).toBe("2 pies");
    expect(originals(saved)).toEqual(PIE_LINES);
    expect(saved.sections[0]?.ingredients[0]).toMatchObject({
      ingredient_name: "all-purpose flour (315 g)",
      quantity: "2.5",
      unit: "cups",
    });
  });

  it("an edit that leaves the yield out keeps it, an empty one clears it, and a typed line has no original", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const { id } = await pieSaved(auth);
    const before = await detail(auth, id);
    const sections = before.sections.map((s) => ({
      section_name: s.section_name,
      ingredients: [
        ...s.ingredients.map((l) => ({ ingredient_name: l.ingredient_name, quantity: l.quantity, unit: l.unit, original: l.original })),
        { ingredient_name: "sugar", quantity: "1", unit: "cups" },
      ],
    }));
    const kept = await trpc(auth, "recipes.edit", { id, recipe: { title: "Apple Pies", servings: 2, sections } });
    expect(kept.statusCode, kept.body).toBe(200);
    const edited = await detail(auth, id);
    expect(edited.yield_text).toBe("2 pies");
    expect(originals(edited)).toEqual([...PIE_LINES, null]);

    const cleared = await trpc(auth, "recipes.edit", { id, recipe: { title: "Apple Pies", servings: 2, yield_text: "", sections } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await detail(auth, id)).yield_text).toBeNull();

    const restated = await trpc(auth, "recipes.edit", {
      id,
      recipe: { title: "Apple Pies", servings: 12, yield_text: "12 hand pies", sections },
    });
    expect(restated.statusCode, restated.body).toBe(200);
    expect((await detail(auth, id)).yield_text).toBe("12 hand pies");
  });

  it("refuses a yield or an original over its bound with 400 naming the field", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const long = await trpc(auth, "recipes.add", { ...sampleRecipe(), yield_text: "x".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toMatch(/yield_text must be at most 100 characters/);
    const line = await trpc(auth, "recipes.add", {
      ...sampleRecipe(),
      sections: [{ section_name: "", ingredients: [{ ingredient_name: "salt", original: "y".repeat(1001) }] }],
    });
    expect(line.statusCode).toBe(400);
    expect(line.body).toMatch(/original must be at most 1000 characters/);
  });
});

describe("backup and restore keep them", () => {
  it("restores a recipe's yield and its lines as written into another account", async () => {
    const alice = await signUpAndLogIn(t.app);
    await pieSaved(alice.auth);
    const backup = await t.app.inject({ method: "GET", url: "/api/account/backup", headers: alice.auth });
    expect(backup.statusCode).toBe(200);
    const bob = await signUpAndLogIn(t.app);
    const restored = await t.app.inject({
      method: "POST",
      url: "/api/account/restore",
      headers: { ...bob.auth, "content-type": "application/zip" },
      payload: backup.rawPayload,
    });
    expect(restored.statusCode, restored.body).toBe(201);
    const list = (await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: bob.auth })).json() as {
      recipes: { recipe_id: number }[];
    };
    const pie = await detail(bob.auth, list.recipes[0]?.recipe_id ?? 0);
    expect(pie.yield_text).toBe("2 pies");
    expect(originals(pie)).toEqual(PIE_LINES);
  });

  it("restores an archive written before either was kept, with none", async () => {
    const alice = await signUpAndLogIn(t.app);
    await pieSaved(alice.auth);
    const backup = await t.app.inject({ method: "GET", url: "/api/account/backup", headers: alice.auth });
    const entries = await entriesOf(backup.rawPayload);
    const older = String(entries.get("recipes.jsonl"))
      .trim()
      .split("\n")
      .map((line) => {
        const { yield_text: _yield, ...recipe } = JSON.parse(line) as Record<string, unknown> & {
          sections: { lines: Record<string, unknown>[] }[];
        };
        return JSON.stringify({
          ...recipe,
          sections: recipe.sections.map((s) => ({ ...s, lines: s.lines.map(({ original: _original, ...l }) => l) })),
        });
      })
      .join("\n");
    entries.set("recipes.jsonl", Buffer.from(`${older}\n`));
    const bob = await signUpAndLogIn(t.app);
    const restored = await t.app.inject({
      method: "POST",
      url: "/api/account/restore",
      headers: { ...bob.auth, "content-type": "application/zip" },
      payload: await zipOf(entries),
    });
    expect(restored.statusCode, restored.body).toBe(201);
    const list = (await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: bob.auth })).json() as {
      recipes: { recipe_id: number }[];
    };
    const pie = await detail(bob.auth, list.recipes[0]?.recipe_id ?? 0);
    expect(pie.yield_text).toBeNull();
    expect(originals(pie)).toEqual(PIE_LINES.map(() => null));
  });
});

describe("another app's export keeps them", () => {
  it("stores each Paprika line as the app wrote it", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const form = fileMultipart("file", await fx.paprikaExport(), "Recipes.paprikarecipes");
    const started = await t.app.inject({
      method: "POST",
      url: "/api/recipes/import/start",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json() as { jobId: string };
    const deadline = Date.now() + 30_000;
    for (;;) {
      const status = (await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth })).json() as {
        state: string;
        error: string | null;
      };
      if (status.state === "done") break;
      expect(status.state === "error" ? status.error : null).toBeNull();
      if (Date.now() > deadline) throw new Error(`job still ${status.state}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const list = (await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: auth })).json() as {
      recipes: { recipe_id: number; title: string }[];
    };
    const bread = list.recipes.find((r) => r.title === "Skillet Flatbread");
    expect(originals(await detail(auth, bread?.recipe_id ?? 0))).toEqual([
      "2 cups flour",
      "3/4 cup warm water",
      "1 tsp salt",
      "2 tbsp olive oil",
      "salt to taste",
    ]);
  });
});
