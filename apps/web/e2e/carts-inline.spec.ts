import { expect, test } from "./fixtures";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`carts at ${viewport.width} px`, () => {
    test("'Add to Cart' with no carts makes one inline; a second cart of the same name is refused beside the field", async ({
      freshPage,
      signUp,
    }) => {
      const page = await freshPage(viewport);
      await signUp(page);
      const card = page.getByRole("region", { name: "All recipes" }).locator("article.recipe-card").first();
      await card.waitFor();
      await card.hover();
      await card.getByRole("button", { name: /Add to Cart/ }).click();
      await card.getByText("No carts yet. Name one to add this recipe to it.").waitFor();
      await card.getByLabel("New cart for this recipe").fill("Weeknight");
      await card.getByRole("button", { name: "Create cart" }).click();
      await card.getByRole("checkbox", { name: "Weeknight" }).waitFor();
      await expect.poll(() => card.getByRole("checkbox", { name: "Weeknight" }).isChecked()).toBe(true);
      // The stepper reads plainly.
      await card.getByText(/^Servings: 1 \(recipe makes \d+\)$/).waitFor();

      await card.getByLabel("New cart for this recipe").fill("  weeknight ");
      await card.getByRole("button", { name: "Create cart" }).click();
      await card.getByText('You already have a cart named "weeknight". Please choose another name.').waitFor();

      // The Grocery List opens on the cart just made, with the recipe in it.
      await page.goto("/dashboard/grocery-plan");
      await page.getByRole("button", { name: "Cart: Weeknight" }).waitFor();
      await page.waitForURL(/cart=\d+/);
    });

    test("the Grocery List keeps the chosen cart in its address and on return", async ({ freshPage, signUp }) => {
      const page = await freshPage(viewport);
      await signUp(page);
      await page.goto("/dashboard/grocery-plan");
      await page.getByRole("heading", { name: "Grocery List", level: 1 }).waitFor();
      for (const name of ["Weekday", "Weekend"]) {
        await page.getByLabel("New cart name").fill(name);
        await page.getByRole("button", { name: "Add Cart" }).click();
        await page.getByRole("button", { name: `Cart: ${name}` }).waitFor();
      }
      await page.waitForURL(/cart=\d+/);
      const chosen = new URL(page.url()).searchParams.get("cart");
      await page.goto("/dashboard/browse");
      await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
      await page.goto("/dashboard/grocery-plan");
      await page.getByRole("button", { name: "Cart: Weekend" }).waitFor();
      await page.waitForURL((url) => url.searchParams.get("cart") === chosen);
    });
  });
}
