import { paprikaExport } from "@simmer/api/testing/app-exports";
import { expect, test } from "./fixtures";

test.describe("importing another app's export", () => {
  test("a Paprika file brings its recipes, with their photos, to Your Recipes", async ({ freshPage, signUp }) => {
    const page = await freshPage({ width: 1280, height: 900 });
    await signUp(page);
    await page.goto("/dashboard/add-recipe");
    await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
    await page.getByText(/Import takes .*exports from Paprika, Mealie, Tandoor/).waitFor();

    await page.getByLabel("Spreadsheet to import, or another app's export").setInputFiles({
      name: "My Recipes.paprikarecipes",
      mimeType: "application/octet-stream",
      buffer: await paprikaExport(),
    });
    await page.getByText("Import finished: 2 recipes added.").waitFor();
    await page.getByText("Showing 2 of 2").waitFor();

    const tart = page.getByRole("button", { name: /Lemon Tart/ }).first();
    await tart.waitFor();
    await page
      .getByRole("button", { name: /Skillet Flatbread/ })
      .first()
      .waitFor();
    const photo = tart.locator("img");
    await expect(photo).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]+-card\.webp$/);
    await expect.poll(() => photo.evaluate((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0)).toBe(true);

    // Opening the recipe shows its stored photo.
    await tart.click();
    await page.getByRole("img", { name: "Selected recipe image preview" }).waitFor();
  });

  test("a broken export says why on the import line and adds nothing", async ({ freshPage, signUp }) => {
    const page = await freshPage({ width: 390, height: 844 });
    await signUp(page);
    await page.goto("/dashboard/add-recipe");
    await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
    const whole = await paprikaExport();
    await page.getByLabel("Spreadsheet to import, or another app's export").setInputFiles({
      name: "My Recipes.paprikarecipes",
      mimeType: "application/octet-stream",
      buffer: whole.subarray(0, 900),
    });
    const line = page.getByText(/^Import error: /);
    await line.waitFor();
    await expect(line).toHaveText(/damaged or cut short/);
    await page.getByText("No recipes", { exact: true }).waitFor();
  });
});
