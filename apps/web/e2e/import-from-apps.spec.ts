import { paprikaExport } from "@simmer/api/testing/app-exports";
import { expect, test } from "./fixtures";

test.describe("importing another app's export", () => {
  test("a Paprika file brings its recipes, with their photos, to Your Recipes", async ({ freshPage, signUp }) => {
    const page = await freshPage({ width: 1280, height: 900 });
    await signUp(page);
    await page.goto("/dashboard/recipes");
    await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
    await page.getByText(/Import takes .*exports from Paprika, Mealie, Tandoor/).waitFor();

    await page.getByLabel("Spreadsheet to import, or another app's export").setInputFiles({
      name: "My Recipes.paprikarecipes",
      mimeType: "application/octet-stream",
      buffer: await paprikaExport(),
    });
    await page.getByText("Import finished: 2 recipes added.").waitFor();
    // The toast names what was read, not a spreadsheet.
    await page.getByRole("alert").filter({ hasText: "2 recipes imported from the Paprika export." }).first().waitFor();
    await page.getByText("Showing 2 of 2").waitFor();

    const tart = page.getByRole("link", { name: /Lemon Tart/ }).first();
    await tart.waitFor();
    await page
      .getByRole("link", { name: /Skillet Flatbread/ })
      .first()
      .waitFor();
    const photo = tart.locator("img");
    await expect(photo).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]+-card\.webp$/);
    await expect.poll(() => photo.evaluate((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0)).toBe(true);

    // Opening the recipe shows its stored photo on its page.
    await tart.click();
    const full = page.getByRole("article", { name: /Lemon Tart/ }).getByRole("img", { name: /Lemon Tart/ });
    await expect(full).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]+\.webp$/);

    // The yield the app wrote is kept as text, and each line can be read as the app wrote it (ADR 143).
    const article = page.getByRole("article", { name: /Lemon Tart/ });
    await expect(article.getByText("Makes 8 slices")).toBeVisible();
    const ingredients = article.getByRole("region", { name: "Ingredients" });
    const asWritten = ingredients.getByRole("button", { name: "As written" });
    await asWritten.click();
    await expect(asWritten).toHaveAttribute("aria-pressed", "true");
    await expect(ingredients.getByText("The lines as the page or app wrote them, not scaled.")).toBeVisible();
    await expect(ingredients.getByRole("listitem")).toHaveText([
      "200 g plain flour",
      "100 g cold butter, diced",
      "1 egg yolk",
      "3 lemons, zested and juiced",
      "150 g caster sugar",
      "4 eggs",
      "150 ml double cream",
    ]);
    await expect(ingredients.getByRole("heading", { name: "For the filling" })).toBeVisible();
  });

  test("a broken export says why on the import line and adds nothing", async ({ freshPage, signUp }) => {
    const page = await freshPage({ width: 390, height: 844 });
    await signUp(page);
    await page.goto("/dashboard/recipes");
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
