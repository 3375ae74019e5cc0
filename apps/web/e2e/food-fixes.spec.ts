import type { Locator, Page } from "@playwright/test";
import type { Api } from "./support/api";
import { axeViolations, formatViolations } from "./axe";
import { expect, test } from "./fixtures";

// ADR 141: the foods a person chose with "Change" are listed in Settings, and each can be
// forgotten there; their recipes are then computed with the automatic match again.

const SHOTS = process.env.E2E_SCREENSHOT_DIR;
/** With E2E_SCREENSHOT_DIR set, the section at a desktop and a phone width. */
async function shot(page: Page, part: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await part.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function remember(api: Api, ingredient: string, search: string): Promise<string> {
  const { foods } = await api.query<{ foods: Array<{ ndb_no: string; name: string }> }>("foods.search", { search, limit: 1 });
  const food = foods[0]!;
  await api.rest("PUT", "/api/nutrition/fixes", { ingredient_name: ingredient, food_ndb_no: food.ndb_no });
  return food.name;
}

async function addGuessyRecipe(api: Api, title: string): Promise<number> {
  const saved = await api.mutate<{ recipe_id: number }>("recipes.add", {
    title,
    servings: 4,
    nutrition_source: "ingredients",
    instructions: [{ step_number: 1, instruction: "Spread the paste on the toast." }],
    sections: [
      {
        section_name: "",
        ingredients: [
          { ingredient_name: "quince paste", quantity: "200", unit: "grams", optional: false },
          { ingredient_name: "butter", quantity: "1", unit: "tablespoons", optional: false },
        ],
      },
    ],
    tags: [],
    equipment: [],
  });
  return saved.recipe_id;
}

async function expectNoViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(where, violations)).toEqual([]);
}

test("Settings lists the remembered foods and forgets one, and the recipe counts the automatic match again", async ({
  signedInPage: page,
  api,
}) => {
  const title = `Quince Toast ${Math.random().toString(36).slice(2, 7)}`;
  const id = await addGuessyRecipe(api, title);
  const quince = await remember(api, "quince paste", "quinces raw");
  const basil = await remember(api, "2 tablespoons dried basil, crumbled", "spices basil dried");

  await page.goto(`/dashboard/recipes/${id}`);
  const confidence = page.getByRole("article", { name: title }).getByLabel("Nutrition confidence");
  await expect(confidence).toContainText("100% of the calories come from sure matches.");

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("group", { name: "Account" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  const section = page.getByRole("region", { name: "Remembered foods" });
  const list = section.getByRole("list", { name: "Your remembered foods" });
  // Listed by key, in order: the line's descriptions and amount are set aside.
  await expect(list.getByRole("listitem")).toHaveText([
    new RegExp(`^dried basil counts as ${literally(basil)} · chosen `),
    new RegExp(`^quince paste counts as ${literally(quince)} · chosen `),
  ]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoViolations(page, `Settings with remembered foods at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, section, "settings-remembered-foods");

  await section.getByRole("button", { name: "Forget quince paste" }).click();
  await page.getByRole("alert").filter({ hasText: "Forgot “quince paste”" }).waitFor();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(section.getByRole("button", { name: "Forget quince paste" })).toHaveCount(0);

  await section.getByRole("button", { name: "Forget dried basil" }).click();
  await section.getByText("You have no remembered foods.").waitFor();
  await expect(list).toHaveCount(0);
  await expectNoViolations(page, "Settings with no remembered foods");
  await shot(page, section, "settings-remembered-foods-empty");

  // Back on the recipe, in the same app: computed again without the fix, so the quince paste is a guess to check once more.
  await page.goBack();
  await expect(confidence).toContainText("These figures rest on guesses.");
  await page.getByRole("article", { name: title }).getByRole("heading", { name: "Lines to check" }).waitFor();

  // Gone on the server too, for the REST path and tRPC alike, and from Settings when opened afresh.
  expect(await api.get("/api/nutrition/fixes")).toEqual({ fixes: [] });
  expect(await api.query("foods.fixes")).toEqual({ fixes: [] });
  await page.goto("/dashboard/settings");
  await section.getByText("You have no remembered foods.").waitFor();
});

function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
