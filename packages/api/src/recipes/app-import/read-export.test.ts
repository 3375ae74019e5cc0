import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { toRecipeInput, type AppRecipe } from "./app-recipe";
import * as fx from "./fixtures/exports";
import { ExportRefused } from "./limits";
import { NOT_AN_EXPORT, readAppExport } from "./read-export";
import { fromMealie } from "./readers/mealie";

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

async function read(file: Uint8Array) {
  const found = await readAppExport(file);
  if (!found) throw new Error("not read as an export");
  return found;
}

function lines(recipe: AppRecipe) {
  return recipe.groups.map((g) => [g.name, g.lines.length]);
}

async function refusal(file: Uint8Array | Promise<Uint8Array>): Promise<string> {
  const err = await readAppExport(await file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExportRefused);
  return (err as Error).message;
}

describe("Paprika", () => {
  it("reads a .paprikarecipes zip of gzipped recipes: groups, steps, times, tags, source, notes and the photo", async () => {
    const { format, recipes } = await read(await fx.paprikaExport());
    expect(format).toBe("paprika");
    expect(recipes.map((r) => r.title)).toEqual(["Lemon Tart", "Skillet Flatbread"]);
    const [tart, bread] = recipes as [AppRecipe, AppRecipe];
    expect(lines(tart)).toEqual([
      ["For the pastry", 3],
      ["For the filling", 4],
    ]);
    expect(tart).toMatchObject({
      servings: 8,
      prep: 30,
      cook: 45,
      total: 75,
      tags: ["Desserts", "Baking"],
      sourceName: "Family notebook",
      sourceLink: "https://example.org/lemon-tart",
    });
    expect(tart.steps).toHaveLength(4);
    expect(tart.steps[3]).toBe("Notes: Best the day after.");
    expect(tart.image?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(bread.steps).toEqual([
      "Mix everything into a soft dough.",
      "Rest 10 minutes, divide into 6.",
      "Cook each in a hot dry skillet, 2 minutes a side.",
    ]);
    expect(bread.image).toBeNull();
  });

  it("reads a single gzipped .paprikarecipe", async () => {
    const { recipes } = await read(await fx.paprikaRecipe("flatbread.json"));
    expect(recipes.map((r) => r.title)).toEqual(["Skillet Flatbread"]);
  });

  it("refuses a recipe whose JSON is cut short, naming the file", async () => {
    const file = await fx.zip({ "Cut Short Soup.paprikarecipe": zlib.gzipSync(fx.fixtureText("paprika/broken.json")) });
    expect(await refusal(file)).toBe(
      "The file 'Cut Short Soup.paprikarecipe' in the export is not valid JSON (it may be cut short); export it again and retry.",
    );
  });

  it("refuses a truncated archive", async () => {
    const whole = await fx.paprikaExport();
    expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)))).toMatch(/damaged or cut short/);
  });

  it("refuses a photo larger than an upload before decoding it", async () => {
    const huge = JSON.parse(fx.fixtureText("paprika/flatbread.json")) as Record<string, unknown>;
    huge.photo_data = "A".repeat(14 * 1024 * 1024);
    expect(await refusal(zlib.gzipSync(JSON.stringify(huge)))).toBe(
      "Recipe 1 'Skillet Flatbread' in Paprika export: its photo is larger than 10 MB, so the export was refused.",
    );
  });
});

describe("Mealie", () => {
  it("reads recipe JSON with structured lines, sections from titles, and the original photo", async () => {
    const { format, recipes } = await read(await fx.mealieExport());
    expect(format).toBe("mealie");
    const [tart, oats] = recipes as [AppRecipe, AppRecipe];
    expect(tart.groups).toEqual([
      { name: "Pastry", lines: ["200 g plain flour", "100 g butter, cold, diced"] },
      { name: "Filling", lines: ["3 lemons, zested and juiced", "4 eggs"] },
    ]);
    expect(tart).toMatchObject({
      servings: 8,
      prep: 30,
      cook: 45,
      total: 75,
      tags: ["Dessert", "Baking"],
      sourceLink: "https://example.org/lemon-tart",
    });
    expect(tart.steps).toHaveLength(2);
    expect(tart.image).not.toBeNull();
    expect(oats).toMatchObject({ servings: 2, total: 490, tags: ["Breakfast"], image: null });
    expect(oats.groups[0]?.lines).toEqual(["1 cup rolled oats", "1 cup milk", "a pinch of salt"]);
  });

  it("a recipe without ingredients is named when its lines are read", async () => {
    const { recipes } = await read(
      await fx.mealieExport({ "recipes/lemon-water/lemon-water.json": fx.fixtureText("mealie/no-ingredients.json") }),
    );
    expect(() => toRecipeInput(recipes[2] as AppRecipe, 3, "mealie")).toThrow("Recipe 3 'Lemon Water' in Mealie export: no ingredients");
  });

  it("refuses a recipe file that is not JSON", async () => {
    expect(await refusal(fx.mealieExport({ "recipes/bad/bad.json": '{"name": "Bad", "slug": ' }))).toMatch(
      /'recipes\/bad\/bad\.json' in the export is not valid JSON/,
    );
  });
});

describe("Tandoor", () => {
  it("reads a zip of zips: steps' ingredients become sections, header lines open one, times and keywords kept", async () => {
    const { format, recipes } = await read(await fx.tandoorExport());
    expect(format).toBe("tandoor");
    const tart = recipes[0] as AppRecipe;
    expect(tart.groups).toEqual([
      { name: "Pastry", lines: ["200 g plain flour", "100 g butter, cold, diced"] },
      { name: "Filling", lines: ["3 lemons, zested", "salt"] },
    ]);
    expect(tart).toMatchObject({ servings: 8, prep: 30, wait: 45, tags: ["dessert", "baking"] });
    expect(tart.steps).toHaveLength(2);
    expect(tart.image).not.toBeNull();
    expect(recipes[1]?.image).toBeNull();
  });

  it("an inner zip without recipe.json, or nested deeper, is refused", async () => {
    expect(await refusal(fx.zip({ "1.zip": await fx.zip({ "image.jpg": await fx.jpeg() }) }))).toBe(
      "The archive '1.zip' in the export has no recipe.json.",
    );
    expect(await refusal(fx.nestedTooDeep())).toMatch(/holds another archive \(inner\.zip\); exports nest at most 1 deep/);
  });

  it("a recipe with no steps has no ingredients", async () => {
    const { recipes } = await read(await fx.tandoorExport("tandoor/missing-steps.json"));
    expect(() => toRecipeInput(recipes[1] as AppRecipe, 2, "tandoor")).toThrow(
      "Recipe 2 'Stepless Stew' in Tandoor export: no ingredients",
    );
  });
});

describe("Nextcloud Cookbook", () => {
  it("reads folders of schema.org recipe.json through the web import's mapping, with full.jpg", async () => {
    const { format, recipes } = await read(await fx.nextcloudExport());
    expect(format).toBe("nextcloud");
    const [tart, bread] = recipes as [AppRecipe, AppRecipe];
    expect(tart).toMatchObject({
      title: "Lemon Tart",
      servings: 8,
      prep: 30,
      cook: 45,
      total: 75,
      sourceLink: "https://example.org/lemon-tart",
    });
    expect(tart.tags).toEqual(expect.arrayContaining(["Dessert", "baking", "citrus"]));
    expect(tart.groups[0]?.lines).toHaveLength(5);
    expect(tart.image).not.toBeNull();
    expect(bread.image).toBeNull();
    expect(bread.steps).toEqual(["Mix, rest and cook in a dry skillet."]);
  });

  it("fields of the wrong type are read as text where they can be and never break the reader", async () => {
    const found = await read(await fx.zip({ "Recipes/Odd/recipe.json": fx.fixtureText("nextcloud/wrong-types.json") }));
    const recipe = found.recipes[0] as AppRecipe;
    expect(recipe).toMatchObject({ servings: null, steps: [], image: null });
    expect(recipe.groups.flatMap((g) => g.lines).every((l) => typeof l === "string")).toBe(true);
    const { recipe: stored } = toRecipeInput(recipe, 1, "nextcloud");
    expect(stored.servings).toBe(1);
  });
});

describe("CopyMeThat", () => {
  it("reads div.recipe blocks with subheaders, steps, notes, link and the photo from images/", async () => {
    const { format, recipes } = await read(await fx.copyMeThatExport());
    expect(format).toBe("copymethat");
    const [tart, bread] = recipes as [AppRecipe, AppRecipe];
    expect(lines(tart)).toEqual([
      ["Pastry", 2],
      ["Filling", 2],
    ]);
    expect(tart).toMatchObject({
      title: "Lemon Tart",
      servings: 8,
      prep: 30,
      cook: 45,
      tags: ["Dessert", "Baking"],
      sourceLink: "https://example.org/lemon-tart",
    });
    expect(tart.steps).toEqual([
      "Make the pastry and chill it for 30 minutes.",
      "Bake blind at 190°C, fill, and bake at 150°C until just set.",
      "Notes: Best the day after.",
    ]);
    expect(tart.image).not.toBeNull();
    expect(bread).toMatchObject({ title: "Skillet Flatbread", servings: 6, image: null });
  });

  it("a recipe with an empty list has no ingredients", async () => {
    const { recipes } = await read(await fx.copyMeThatExport("copymethat/no-ingredients.html"));
    expect(() => toRecipeInput(recipes[0] as AppRecipe, 1, "copymethat")).toThrow(
      "Recipe 1 'Lemon Water' in CopyMeThat export: no ingredients",
    );
  });
});

describe("Recipe Keeper", () => {
  it("reads its microdata scopes: paragraphs as lines, headings as groups, course and category as tags, the photo", async () => {
    const { format, recipes } = await read(await fx.recipeKeeperExport());
    expect(format).toBe("recipekeeper");
    const [tart, bread] = recipes as [AppRecipe, AppRecipe];
    expect(lines(tart)).toEqual([
      ["Pastry", 2],
      ["Filling", 2],
    ]);
    expect(tart).toMatchObject({
      title: "Lemon Tart",
      servings: 8,
      prep: 30,
      cook: 45,
      tags: ["Dessert", "Baking"],
      sourceName: "Family notebook",
    });
    expect(tart.steps).toHaveLength(3);
    expect(tart.image).not.toBeNull();
    expect(bread.groups[0]?.lines).toEqual(["2 cups flour", "3/4 cup warm water", "1 tsp salt"]);
  });

  it("a recipe without a name is named by its place", async () => {
    const { recipes } = await read(await fx.recipeKeeperExport("recipekeeper/untitled.html"));
    expect(() => toRecipeInput(recipes[0] as AppRecipe, 1, "recipekeeper")).toThrow("Recipe 1 in Recipe Keeper export: no title");
  });
});

describe("Chowdown", () => {
  it("reads Markdown front matter: lists, quoted items, inline tags, the body as notes, the photo", async () => {
    const { format, recipes } = await read(await fx.chowdownExport());
    expect(format).toBe("chowdown");
    const tart = recipes.find((r) => r.title === "Lemon Tart") as AppRecipe;
    const bread = recipes.find((r) => r.title === "Skillet Flatbread") as AppRecipe;
    expect(lines(tart)).toEqual([
      ["For the pastry", 2],
      ["For the filling", 2],
    ]);
    expect(tart.groups[1]?.lines[1]).toBe("150 g caster sugar");
    expect(tart).toMatchObject({ servings: 8, prep: 30, cook: 45, tags: ["dessert", "baking"] });
    expect(tart.steps.at(-1)).toBe("Notes: Best the day after.");
    expect(tart.image).not.toBeNull();
    expect(bread.tags).toEqual(["bread", "quick"]);
  });

  it("a file with an empty ingredients list has no ingredients", async () => {
    const { recipes } = await read(bytes(fx.fixtureText("chowdown/no-ingredients.md")));
    expect(() => toRecipeInput(recipes[0] as AppRecipe, 1, "chowdown")).toThrow(
      "Recipe 1 'Lemon Water' in Chowdown export: no ingredients",
    );
  });
});

describe("recipe CSV (Plan to Eat, MyRecipeBox)", () => {
  it("reads Plan to Eat's columns, quoted multi-line cells and commas in titles", async () => {
    const { format, recipes } = await read(bytes(fx.fixtureText("csv/plan-to-eat.csv")));
    expect(format).toBe("csv");
    expect(recipes.map((r) => r.title)).toEqual(["Lemon Tart", "Skillet Flatbread, quick"]);
    const tart = recipes[0] as AppRecipe;
    expect(lines(tart)).toEqual([
      ["Pastry", 2],
      ["Filling", 2],
    ]);
    expect(tart).toMatchObject({
      servings: 8,
      prep: 30,
      cook: 45,
      total: 75,
      sourceName: "Family notebook",
      sourceLink: "https://example.org/lemon-tart",
    });
    expect(tart.tags).toEqual(["Dessert", "French", "baking", "citrus"]);
  });

  it("reads MyRecipeBox's lower-case header", async () => {
    const { recipes } = await read(bytes(fx.fixtureText("csv/myrecipebox.csv")));
    expect(recipes[0]).toMatchObject({ title: "Overnight Oats", servings: 2, prep: 10, tags: ["Breakfast"] });
    expect(recipes[0]?.steps.at(-1)).toBe("Notes: Add fruit in the morning.");
  });

  it("refuses a file cut short inside a quoted cell", async () => {
    expect(await refusal(bytes(fx.fixtureText("csv/cut-short.csv")))).toMatch(/ends inside a quoted field/);
  });
});

describe("schema.org Recipe JSON", () => {
  it("reads an @graph and an array", async () => {
    const graph = await read(bytes(fx.fixtureText("schema/graph.jsonld")));
    expect(graph.format).toBe("schema");
    expect(graph.recipes.map((r) => r.title)).toEqual(["Lemon Tart"]);
    expect(graph.recipes[0]?.steps).toHaveLength(2);
    const array = await read(bytes(fx.fixtureText("schema/array.json")));
    expect(array.recipes.map((r) => [r.title, r.servings])).toEqual([
      ["Skillet Flatbread", 6],
      ["Overnight Oats", 2],
    ]);
  });

  it("refuses JSON that is cut short", async () => {
    expect(await refusal(bytes(fx.fixtureText("schema/broken.json")))).toMatch(/not valid JSON/);
  });
});

describe("telling formats apart", () => {
  it("goes by content, not name: a Paprika zip named .xlsx is still Paprika, a workbook is left to the spreadsheet import", async () => {
    expect((await read(await fx.paprikaExport())).format).toBe("paprika");
    expect(await readAppExport(await fx.zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }))).toBeNull();
  });

  it("text or a zip with none of the apps' documents is left to the spreadsheet import; a zip of documents none of them wrote is refused", async () => {
    expect(await readAppExport(bytes("just some notes"))).toBeNull();
    expect(await readAppExport(await fx.zip({ "notes.txt": "hello" }))).toBeNull();
    expect(await refusal(fx.zip({ "notes.json": '{"hello": "world"}' }))).toBe(NOT_AN_EXPORT);
  });
});

describe("yields as text (ADR 143)", () => {
  it("keeps a yield that counts things, from each app's own field, and none for servings", async () => {
    const paprika = (await read(await fx.paprikaExport())).recipes;
    expect(paprika.map((r) => [r.title, r.servings, r.yieldText])).toEqual([
      ["Lemon Tart", 8, "8 slices"],
      ["Skillet Flatbread", 6, null],
    ]);
    const tandoor = (await read(await fx.tandoorExport())).recipes;
    expect(tandoor[0]).toMatchObject({ servings: 8, yieldText: "8 slices" });
    const graph = (await read(bytes(fx.fixtureText("schema/graph.jsonld")))).recipes;
    expect(graph[0]).toMatchObject({ servings: 8, yieldText: "8 slices" });
    const mealie = (await read(await fx.mealieExport())).recipes;
    expect(mealie.map((r) => r.yieldText)).toEqual([null, null]);
    const { recipe } = toRecipeInput(paprika[0] as AppRecipe, 1, "paprika");
    expect([recipe.servings, recipe.yield_text]).toEqual([8, "8 slices"]);
  });

  it("reads Mealie's count and word kept apart", () => {
    const made = fromMealie({ name: "Rye Loaves", recipeYieldQuantity: 2, recipeYield: "loaves", recipeIngredient: ["500 g rye flour"] });
    expect([made.servings, made.yieldText]).toEqual([2, "2 loaves"]);
  });
});

describe("the line reader", () => {
  it("every line goes through the web import's parser and keeps its original text", async () => {
    const { recipes } = await read(await fx.paprikaExport());
    const { recipe } = toRecipeInput(recipes[1] as AppRecipe, 2, "paprika");
    expect(recipe.sections[0]?.ingredients[0]).toMatchObject({ ingredient_name: "flour", quantity: "2", unit: "cups" });
    expect(recipe.sections[0]?.ingredients.map((l) => l.original)).toEqual([
      "2 cups flour",
      "3/4 cup warm water",
      "1 tsp salt",
      "2 tbsp olive oil",
      "salt to taste",
    ]);
  });
});
