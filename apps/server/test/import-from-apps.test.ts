import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { images } from "@simmer/db";
import * as fx from "@simmer/api/testing/app-exports";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { fileMultipart } from "./recipes-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;
type Status = { state: string; error: string | null; imported: number | null; skipped: number | null; source: string | null };
type Detail = {
  title: string;
  image_url: string | null;
  servings: number;
  sections: { section_name: string; ingredients: { ingredient_name: string; quantity: string; unit: string }[] }[];
  instructions: unknown[];
};

function start(auth: Auth, bytes: Buffer, name = "export.bin", query = "") {
  const form = fileMultipart("file", bytes, name);
  return t.app.inject({
    method: "POST",
    url: `/api/recipes/import/start${query}`,
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

async function finished(auth: Auth, jobId: string): Promise<Status> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth });
    const status = res.json() as Status;
    if (status.state === "done" || status.state === "error") return status;
    if (Date.now() > deadline) throw new Error(`job still ${status.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function imported(auth: Auth, bytes: Buffer, name?: string, query?: string): Promise<Status> {
  const res = await start(auth, bytes, name, query);
  expect(res.statusCode, res.body).toBe(202);
  return finished(auth, (res.json() as { jobId: string }).jobId);
}

async function mine(auth: Auth): Promise<Detail[]> {
  const res = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=500", headers: auth });
  const ids = (res.json() as { recipes: { id: number }[] }).recipes.map((r) => r.id);
  const details = await Promise.all(
    ids.map((id) => t.app.inject({ method: "GET", url: `/api/recipes/${id}`, headers: auth }).then((r) => r.json() as Detail)),
  );
  return details.sort((a, b) => a.title.localeCompare(b.title));
}

async function storedImages(userId: number): Promise<number> {
  return (await t.handle.db.select({ id: images.id }).from(images).where(eq(images.ownerId, userId))).length;
}

const formats: [string, () => Promise<Buffer>, string, string[]][] = [
  ["Paprika (.paprikarecipes)", fx.paprikaExport, "Recipes.paprikarecipes", ["Lemon Tart", "Skillet Flatbread"]],
  ["Paprika (one .paprikarecipe)", () => fx.paprikaRecipe("flatbread.json"), "Flatbread.paprikarecipe", ["Skillet Flatbread"]],
  ["Mealie", () => fx.mealieExport(), "mealie.zip", ["Lemon Tart", "Overnight Oats"]],
  ["Tandoor", () => fx.tandoorExport(), "export.zip", ["Lemon Tart", "Lemon Tart (Sunday)"]],
  ["Nextcloud Cookbook", fx.nextcloudExport, "cookbook.zip", ["Lemon Tart", "Skillet Flatbread"]],
  ["CopyMeThat", () => fx.copyMeThatExport(), "copymethat.zip", ["Lemon Tart", "Skillet Flatbread"]],
  ["Recipe Keeper", () => fx.recipeKeeperExport(), "recipekeeper.zip", ["Lemon Tart", "Skillet Flatbread"]],
  ["Chowdown", fx.chowdownExport, "chowdown.zip", ["Lemon Tart", "Skillet Flatbread"]],
  [
    "Plan to Eat",
    async () => Buffer.from(fx.fixtureText("csv/plan-to-eat.csv")),
    "plantoeat.csv",
    ["Lemon Tart", "Skillet Flatbread, quick"],
  ],
  ["MyRecipeBox", async () => Buffer.from(fx.fixtureText("csv/myrecipebox.csv")), "recipes.csv", ["Overnight Oats"]],
  ["schema.org JSON-LD", async () => Buffer.from(fx.fixtureText("schema/graph.jsonld")), "recipe.json", ["Lemon Tart"]],
];

/** What a finished import names as its source, per row above. */
const SOURCE_NAMES: Record<string, string> = {
  "Plan to Eat": "Plan to Eat / MyRecipeBox",
  MyRecipeBox: "Plan to Eat / MyRecipeBox",
  "schema.org JSON-LD": "schema.org Recipe",
};

describe("each app's export through the import job", () => {
  it.each(formats)("%s", async (_name, build, fileName, titles) => {
    const { auth } = await signUpAndLogIn(t.app);
    const status = await imported(auth, await build(), fileName);
    expect(status).toMatchObject({ state: "done", error: null, imported: titles.length });
    // The answer names the app the file came from, so the screen can say so.
    const app = _name.split(" (")[0] ?? _name;
    expect(status.source).toBe(SOURCE_NAMES[app] ?? app);
    const recipes = await mine(auth);
    expect(recipes.map((r) => r.title)).toEqual(titles);
    for (const recipe of recipes) expect(recipe.sections.flatMap((s) => s.ingredients).length).toBeGreaterThan(0);
  });

  it("Paprika: lines are structured by the web import's reader, groups kept, the photo stored as WebP like an upload", async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    await imported(auth, await fx.paprikaExport(), "Recipes.paprikarecipes");
    expect(await storedImages(user.id)).toBe(1);
    const [tart, bread] = await mine(auth);
    expect(tart?.sections.map((s) => s.section_name)).toEqual(["For the pastry", "For the filling"]);
    expect(tart?.servings).toBe(8);
    expect(bread?.sections[0]?.ingredients[0]).toMatchObject({ ingredient_name: "flour", quantity: "2", unit: "cups" });
    expect(tart?.image_url).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);
    expect(bread?.image_url).toBeNull();
    const photo = await t.app.inject({ method: "GET", url: tart?.image_url ?? "", headers: auth });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("the same file again asks first, and 'skip' leaves the recipes already there", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const file = await fx.mealieExport();
    await imported(auth, file, "mealie.zip");
    const again = await start(auth, file, "mealie.zip");
    expect(again.statusCode).toBe(409);
    expect(await imported(auth, file, "mealie.zip", "?duplicates=skip")).toMatchObject({ state: "done", imported: 0, skipped: 2 });
    expect((await mine(auth)).length).toBe(2);
  });
});

describe("a broken or hostile export is answered 400 and nothing is stored", () => {
  const hostile: [string, () => Promise<Buffer> | Buffer, RegExp][] = [
    ["a truncated zip", async () => (await fx.paprikaExport()).subarray(0, 900), /damaged or cut short/],
    [
      "a recipe of bad JSON",
      async () => fx.zip({ "Soup.paprikarecipe": zlib.gzipSync(fx.fixtureText("paprika/broken.json")) }),
      /'Soup\.paprikarecipe' in the export is not valid JSON/,
    ],
    ["a CSV cut short in a quoted cell", () => Buffer.from(fx.fixtureText("csv/cut-short.csv")), /ends inside a quoted field/],
    ["a zip slip path", fx.zipSlipExport, /path leads outside its folder/],
    ["a zip bomb", () => fx.zipBomb(1, 17), /larger than 16 MB/],
    ["a gzip bomb", () => fx.paprikaGzipBomb(), /larger than 16 MB/],
    ["zips nested too deep", fx.nestedTooDeep, /nest at most 1 deep/],
    [
      "a gzipped file that is not a Paprika recipe",
      () => zlib.gzipSync(JSON.stringify({ name: 42, ingredients: {} })),
      /not a spreadsheet or an export Simmer can read/,
    ],
    [
      "a huge base64 photo",
      () => {
        const recipe = JSON.parse(fx.fixtureText("paprika/flatbread.json")) as Record<string, unknown>;
        recipe.photo_data = "/9j/".padEnd(14 * 1024 * 1024, "A");
        return zlib.gzipSync(JSON.stringify(recipe));
      },
      /its photo is larger than 10 MB/,
    ],
  ];

  it.each(hostile)("%s", async (_name, build, message) => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const res = await start(auth, await build());
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message?: string; error?: string };
    expect(JSON.stringify(body)).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js|node_modules|yauzl|zlib|RangeError/);
    expect(await mine(auth)).toEqual([]);
    expect(await storedImages(user.id)).toBe(0);
  });
});

describe("all or nothing", () => {
  it("a recipe the form refuses fails the job naming it, and no recipe or photo of the export stays", async () => {
    const { auth, user } = await signUpAndLogIn(t.app);
    const file = await fx.mealieExport({ "recipes/lemon-water/lemon-water.json": fx.fixtureText("mealie/no-ingredients.json") });
    const status = await imported(auth, file, "mealie.zip");
    expect(status).toMatchObject({ state: "error", error: "Recipe 3 'Lemon Water' in Mealie export: no ingredients", imported: null });
    expect(await mine(auth)).toEqual([]);
    expect(await storedImages(user.id)).toBe(0);
  });
});

describe("the image quota", () => {
  it("recipes past the quota come without their photos; the recipes themselves all land", async () => {
    const small = await startTestApp({ images: { quotaBytes: 1 } });
    try {
      const { auth, user } = await signUpAndLogIn(small.app);
      const form = fileMultipart("file", await fx.copyMeThatExport(), "copymethat.zip");
      const res = await small.app.inject({
        method: "POST",
        url: "/api/recipes/import/start",
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(202);
      const jobId = (res.json() as { jobId: string }).jobId;
      let status: Status;
      do {
        await new Promise((r) => setTimeout(r, 50));
        status = (await small.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: auth })).json() as Status;
      } while (status.state !== "done" && status.state !== "error");
      expect(status).toMatchObject({ state: "done", imported: 2 });
      // A one-byte quota holds no photo: the recipe that had one comes without it.
      expect((await small.handle.db.select({ id: images.id }).from(images).where(eq(images.ownerId, user.id))).length).toBe(0);
      const list = (await small.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=10", headers: auth })).json() as {
        recipes: { title: string; image_url: string | null }[];
      };
      expect(list.recipes.map((r) => [r.title, r.image_url]).sort()).toEqual([
        ["Lemon Tart", null],
        ["Skillet Flatbread", null],
      ]);
    } finally {
      await small.close();
    }
  });
});
