import { expect, test } from "./fixtures";
import { addRecipe } from "./support/shopping";

test.describe("Grocery Plan", () => {
  test("builds carts, combines them into one list, unticks an item, sends it and opens the shared page", async ({
    signedInPage: page,
    api,
    baseURL,
  }) => {
    const pancakes = await addRecipe(api, "E2E pancakes", 4, [
      ["flour", "2", "cups"],
      ["whole milk", "1 1/2", "cups"],
      ["egg", "2", "units"],
    ]);
    const crepes = await addRecipe(api, "E2E crepes", 2, [
      ["flour", "1", "cups"],
      ["whole milk", "1", "cups"],
    ]);

    await page.goto("/dashboard/grocery-plan");
    await page.getByRole("heading", { name: "Grocery List" }).waitFor();

    // Adding a cart needs a name.
    await page.getByRole("button", { name: "Add Cart" }).click();
    await page.getByRole("alert").filter({ hasText: "Cart name cannot be empty." }).waitFor();
    for (const name of ["Brunch", "Dinner"]) {
      await page.getByLabel("New cart name").fill(name);
      await page.getByRole("button", { name: "Add Cart" }).click();
      await page.getByRole("button", { name: `Cart: ${name}` }).waitFor();
    }
    const carts = await page.evaluate(async () => {
      const res = await fetch("/api/user-carts", { headers: { authorization: `Bearer ${localStorage.getItem("token")}` } });
      return res.json();
    });
    const byName = Object.fromEntries((carts as { id: number; name: string }[]).map((c) => [c.name, c.id]));
    await api.mutate("carts.addRecipe", { recipe_id: pancakes, cart_id: byName.Brunch, quantity: 4 });
    await api.mutate("carts.addRecipe", { recipe_id: crepes, cart_id: byName.Dinner, quantity: 2 });

    // The selected cart lists its recipes; servings change with plus; search filters.
    await page.getByRole("button", { name: "Cart: Dinner" }).click();
    await page.getByRole("option", { name: "Brunch" }).click();
    await page.getByRole("heading", { name: "Brunch", level: 2 }).waitFor();
    await page.getByRole("link", { name: "E2E pancakes", exact: true }).waitFor();
    await page.getByRole("button", { name: "Increase Servings of E2E pancakes" }).click();
    await expect.poll(() => page.getByLabel("Servings of E2E pancakes", { exact: true }).inputValue()).toBe("5");
    await page.getByPlaceholder("Search recipes...").fill("zzz");
    await page.getByText("No recipes match your search.").waitFor();
    await page.getByPlaceholder("Search recipes...").fill("");

    // The Grocery List modal: combine both carts and generate.
    await page.getByRole("button", { name: "Generate Shopping List" }).click();
    const dialog = page.getByRole("dialog", { name: "Grocery List" });
    await dialog.getByText("No ingredients to display. Please combine a cart.").waitFor();
    await dialog.getByRole("button", { name: "Generate Ingredient List" }).click();
    await page.getByRole("alert").filter({ hasText: "Please select at least one cart." }).waitFor();
    await dialog.getByRole("button", { name: "Brunch" }).click();
    await dialog.getByRole("button", { name: "Dinner" }).click();
    await dialog.getByRole("button", { name: "Generate Ingredient List" }).click();
    // flour: 2 cups x 5/4 + 1 cup x 2/2 = 3.5 cups; milk: 1.5 x 5/4 + 1 = 2.88 cups; egg: 2 x 5/4 = 2.5
    await dialog.getByText("3½ cups").waitFor();
    const needs = dialog.getByRole("region", { name: /Ingredients You Need/ });
    expect(await needs.getByRole("checkbox").count()).toBe(3);
    await needs.getByRole("checkbox", { name: /whole milk/ }).uncheck();
    await expect.poll(() => needs.getByRole("checkbox", { name: /whole milk/ }).isChecked()).toBe(false);

    // Without an Instacart key the list becomes Simmer's own shared page, and the buttons say so.
    await dialog.getByRole("button", { name: "Create shareable link" }).click();
    await page
      .getByRole("dialog", { name: /Create a shareable link for 2 items\?/ })
      .getByRole("button", { name: "OK" })
      .click();
    await page.getByRole("alert").filter({ hasText: "Shareable link created." }).waitFor();
    const open = dialog.getByRole("link", { name: "Open shared list" });
    await open.waitFor();
    expect(await dialog.getByRole("button", { name: "Create shareable link", exact: true }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Create a new shareable link" }).waitFor();
    expect(await dialog.getByText(/Instacart/).count()).toBe(0);
    // The link is built from the address the browser used, not from localhost.
    expect(await open.getAttribute("href")).toMatch(new RegExp(`^${baseURL!.replace(/\./g, "\\.")}/shopping-list/[A-Za-z0-9_-]{32}$`));

    const [shared] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
    await shared.getByRole("heading", { level: 1 }).waitFor();
    const items = await shared.getByRole("list", { name: "Items" }).getByRole("listitem").allTextContents();
    // A line two recipes need says what each needs (ADR 142), right after its amount.
    expect(items).toEqual(["3 egg", "3½ cups flourE2E pancakes: 2½ cups · E2E crepes: 1 cup"]);

    // Changing carts hides the send section again.
    await dialog.getByRole("button", { name: "Dinner" }).click();
    expect(await dialog.getByRole("link", { name: "Open shared list" }).count()).toBe(0);
    await dialog.getByText("No ingredients to display. Please combine a cart.").waitFor();
    await page.keyboard.press("Escape");

    // Deleting a cart asks first. The only cart left then opens, as the Grocery List opens on an
    // only cart (ADR 119); "Select Cart" shows just between the delete and the new list.
    await page.getByRole("button", { name: "Delete Cart" }).click();
    await page.getByRole("dialog", { name: "Are you sure you want to delete this cart?" }).getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("heading", { name: "Dinner", level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Cart: Dinner" }).click();
    await expect(page.getByRole("listbox", { name: "Your carts" }).getByRole("option")).toHaveText(["Dinner"]);
  });

  test("adds recipes from Browse to two carts and sends their combined list", async ({ signedInPage: page }) => {
    await page.goto("/dashboard/grocery-plan");
    await page.getByRole("heading", { name: "Grocery List" }).waitFor();
    for (const name of ["Weekday", "Weekend"]) {
      await page.getByLabel("New cart name").fill(name);
      await page.getByRole("button", { name: "Add Cart" }).click();
      await page.getByRole("button", { name: `Cart: ${name}` }).waitFor();
    }

    await page.getByRole("link", { name: "Browse" }).click();
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    // A new account's Browse starts with the starter rows (ADR 118).
    const row = page.getByRole("region", { name: "All recipes" });
    const cards = row.locator("article.recipe-card");
    await cards.nth(1).waitFor();

    // First card: into Weekday, then two servings more, then also into Weekend.
    const first = cards.nth(0);
    await first.hover();
    await first.getByRole("button", { name: /Add to Cart/ }).click();
    await first.getByRole("checkbox", { name: "Weekday" }).check();
    await first.getByRole("img", { name: "In your grocery cart(s)" }).waitFor();
    await first.getByText("Servings: 1 (recipe makes", { exact: false }).waitFor();
    const servings = first.getByRole("spinbutton");
    await expect.poll(() => servings.inputValue()).toBe("1");
    await first.getByRole("button", { name: /^Increase Servings of/ }).click();
    await expect.poll(() => servings.inputValue()).toBe("2");
    await first.getByRole("checkbox", { name: "Weekend" }).check();
    await expect.poll(() => first.getByRole("checkbox", { name: "Weekend" }).isChecked()).toBe(true);

    // Second card: into Weekend only.
    const second = cards.nth(1);
    await second.hover();
    await second.getByRole("button", { name: /Add to Cart/ }).click();
    await second.getByRole("checkbox", { name: "Weekend" }).check();
    await second.getByRole("img", { name: "In your grocery cart(s)" }).waitFor();

    await page.getByRole("link", { name: "Grocery List" }).click();
    await page.getByRole("heading", { name: "Grocery List" }).waitFor();
    await page.getByRole("button", { name: "Generate Shopping List" }).click();
    const dialog = page.getByRole("dialog", { name: "Grocery List" });
    await dialog.getByRole("button", { name: "Weekday" }).click();
    await dialog.getByRole("button", { name: "Weekend" }).click();
    await dialog.getByRole("button", { name: "Generate Ingredient List" }).click();
    const needs = dialog.getByRole("region", { name: /Ingredients You Need/ });
    await needs.getByRole("checkbox").first().waitFor();
    const needed = await needs.getByRole("checkbox").count();
    expect(needed).toBeGreaterThan(2);
    await needs.getByRole("checkbox").first().uncheck();
    await expect.poll(() => needs.getByRole("checkbox").first().isChecked()).toBe(false);

    await dialog.getByRole("button", { name: "Create shareable link", exact: true }).click();
    await page
      .getByRole("dialog", { name: `Create a shareable link for ${needed - 1} items?` })
      .getByRole("button", { name: "OK" })
      .click();
    const open = dialog.getByRole("link", { name: "Open shared list" });
    await open.waitFor();
    const [shared] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
    await shared.getByRole("list", { name: "Items" }).waitFor();
    expect(await shared.getByRole("list", { name: "Items" }).getByRole("listitem").count()).toBe(needed - 1);
  });

  test("asks for a valid number of meals and a cart before planning, then fills the cart", async ({ signedInPage: page, api }) => {
    await addRecipe(api, "E2E soup", 2, [["onion", "1", "units"]]);
    await page.goto("/dashboard/grocery-plan");
    await page.getByRole("heading", { name: "Grocery List" }).waitFor();
    await page.getByLabel("Number of meals").fill("0");
    await page.getByRole("button", { name: "Generate Meal Plan" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a valid number of meals." }).waitFor();
    await page.getByLabel("Number of meals").fill("1");
    await page.getByRole("button", { name: "Generate Meal Plan" }).click();
    await page.getByRole("alert").filter({ hasText: "Please select a cart to generate a meal plan." }).waitFor();

    await page.getByLabel("New cart name").fill("Plan");
    await page.getByRole("button", { name: "Add Cart" }).click();
    await page.getByRole("button", { name: "Cart: Plan" }).waitFor();
    await page.getByRole("button", { name: "Generate Meal Plan" }).click();
    await page.getByRole("alert").filter({ hasText: "Meal plan generated and added to your grocery cart!" }).waitFor();
    await expect.poll(() => page.locator(".recipe-grid .recipe-card").count()).toBe(1);
  });
});
