import { expect, test } from "./fixtures";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`a new person's Browse at ${viewport.width} px`, () => {
    test("starts with the starter rows full of recipes, which they can rename and delete", async ({ freshPage, signUp }) => {
      const page = await freshPage(viewport);
      await signUp(page);
      await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
      expect(await page.getByText("No filters available").count()).toBe(0);
      for (const title of ["Quick dinners", "Cook now with what you have", "Vegetarian", "All recipes"]) {
        await page.getByRole("region", { name: title }).waitFor();
      }
      await page.getByRole("region", { name: "Quick dinners" }).locator("article.recipe-card").first().waitFor();
      await page.getByRole("region", { name: "Vegetarian" }).locator("article.recipe-card").first().waitFor();

      await page.getByRole("button", { name: "Vegetarian (edit filters)" }).click();
      const dialog = page.getByRole("dialog", { name: "Filter Options" });
      await dialog.getByLabel("Header Title").fill("Meat-free");
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByRole("region", { name: "Meat-free" }).waitFor();

      await page.getByRole("button", { name: "Remove Quick dinners" }).click();
      await page.reload();
      await page.getByRole("region", { name: "Meat-free" }).waitFor();
      expect(await page.getByRole("region", { name: "Quick dinners" }).count()).toBe(0);
    });
  });
}
