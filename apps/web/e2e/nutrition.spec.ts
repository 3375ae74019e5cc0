import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const alertWith = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).first().waitFor();

async function addLine(form: Locator, n: number, name: string, quantity: string, unit: string) {
  if (n > 1) await form.getByRole("button", { name: "Add Ingredient to section 1" }).click();
  await form.getByLabel(`Name, section 1 ingredient ${n}`).fill(name);
  await form.getByLabel(`Quantity, section 1 ingredient ${n}`).fill(quantity);
  await form.getByLabel(`Unit, section 1 ingredient ${n}`).selectOption(unit);
}

async function openAddForm(page: Page) {
  await page.getByRole("link", { name: "Your Recipes" }).click();
  await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
  await page.getByRole("button", { name: "Add Recipe" }).click();
  const form = page.getByRole("dialog", { name: "Add Recipe" });
  await form.waitFor();
  return form;
}

test.describe("nutrition from ingredients in the recipe form", () => {
  test("fills the nutrition fields, shows each line's USDA food and keeps a corrected match", async ({ signedInPage: page }) => {
    const form = await openAddForm(page);
    await form.getByLabel("Title").fill("Scrambled Eggs");
    await form.getByLabel("Servings").fill("2");

    await form.getByRole("button", { name: "Calculate from ingredients" }).click();
    await alertWith(page, "Add ingredients before calculating nutrition.");

    await addLine(form, 1, "large eggs", "4", "units");
    await addLine(form, 2, "butter", "1", "tablespoons");
    await addLine(form, 3, "milk", "2", "tablespoons");
    await addLine(form, 4, "xqzvwj", "1", "cups");
    await form.getByRole("button", { name: "Calculate from ingredients" }).click();
    await alertWith(page, "Nutrition calculated; 1 line was not counted.");

    // 4 × 50 g egg (143 kcal/100 g) + 14.2 g butter (717) + 30 g milk (61) = 406.11 kcal, ÷ 2 servings.
    const calories = Number(await form.getByLabel("Calories (kcal)").inputValue());
    expect(calories).toBeCloseTo(203.06, 1);
    const saltedSodium = Number(await form.getByLabel("Sodium (mg)").inputValue());
    expect(saltedSodium).toBeGreaterThan(50);

    const table = form.getByRole("table", { name: "Matched foods" });
    await table.getByRole("row", { name: /large eggs.*Egg, whole, raw, fresh.*200 g/ }).waitFor();
    await table.getByRole("row", { name: /butter.*Butter, salted.*14\.2 g/ }).waitFor();
    await table.getByRole("row", { name: /xqzvwj.*No matching food/ }).waitFor();

    // Pick unsalted butter instead: the figures are recalculated with the choice.
    await table.getByRole("button", { name: "Change food for butter" }).click();
    const search = form.getByRole("searchbox", { name: "Food for butter" });
    await search.fill("butter without salt");
    await form.getByRole("button", { name: /^Butter, without salt/ }).click();
    await table.getByRole("row", { name: /butter.*Butter, without salt \(your choice\)/ }).waitFor();
    await expect.poll(async () => Number(await form.getByLabel("Sodium (mg)").inputValue())).toBeLessThan(saltedSodium - 40);

    await form.getByRole("button", { name: "Delete Ingredient, section 1 ingredient 4" }).click();
    await form.getByLabel("Step 1", { exact: true }).fill("Whisk and cook gently in the butter.");
    await form.getByRole("button", { name: "Add Recipe" }).click();
    await alertWith(page, "Recipe added!");

    // The choice was stored on the line: recalculating in the edit form still uses it.
    await page.locator("article.recipe-card", { hasText: "Scrambled Eggs" }).waitFor();
    await page.waitForTimeout(200); // a modal just closed cannot reopen for 160 ms
    await page.getByRole("button", { name: "Edit Scrambled Eggs, recipe" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Recipe" });
    await edit.getByRole("button", { name: "Save Changes" }).waitFor();
    await edit.getByRole("button", { name: "Calculate from ingredients" }).click();
    await edit
      .getByRole("table", { name: "Matched foods" })
      .getByRole("row", { name: /butter.*Butter, without salt \(your choice\)/ })
      .waitFor();
  });

  test("says how sure each line is, counts 'to taste' as 0 g, and stops calling a fixed recipe a guess", async ({ signedInPage: page }) => {
    const form = await openAddForm(page);
    await form.getByLabel("Title").fill("Pumpkin Loaf");
    await form.getByLabel("Servings").fill("8");
    await addLine(form, 1, "pumpkin purée (15 oz)", "1", "cans");
    await addLine(form, 2, "coconut sugar", "3/4", "cups");
    await addLine(form, 3, "salt and pepper to taste", "", "");
    await addLine(form, 4, "quince paste", "100", "grams");
    await form.getByRole("button", { name: "Calculate from ingredients" }).click();

    const table = form.getByRole("table", { name: "Matched foods" });
    await table.getByRole("row", { name: /pumpkin purée.*Pumpkin, canned, without salt.*425\.24 g.*Sure/ }).waitFor();
    await table.getByRole("row", { name: /coconut sugar.*Sugars, granulated.*150 g.*Sure/ }).waitFor();
    await table.getByRole("row", { name: /salt and pepper to taste.*Salt, table.*0 g: to taste/ }).waitFor();
    await table.getByRole("row", { name: /quince paste.*check/ }).waitFor();
    const summary = form.getByRole("status", { name: "Nutrition confidence" });
    await expect(summary).toContainText("These figures rest on guesses.");

    // A person fixes the guess with the Change control: the line is theirs, and sure.
    await table.getByRole("button", { name: "Change food for quince paste" }).click();
    await form.getByRole("searchbox", { name: "Food for quince paste" }).fill("quinces raw");
    await form.getByRole("button", { name: /^Quinces, raw/ }).click();
    await table.getByRole("row", { name: /quince paste.*Quinces, raw \(your choice\).*Sure/ }).waitFor();
    await expect(summary).toContainText("Confident figures. 100% of the calories come from sure matches.");
  });
});
