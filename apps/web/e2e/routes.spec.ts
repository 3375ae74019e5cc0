import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addRecipe } from "./support/shopping";

const searchParams = (page: Page) => new URL(page.url()).searchParams;

/** The tRPC procedures the page asks for from now on, one entry per procedure of each batch. */
function watchProcedures(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/trpc/")) seen.push(...decodeURIComponent(pathname.slice("/trpc/".length)).split(","));
  });
  return seen;
}

test.describe("Screens kept in the address", () => {
  test("come back the same after a reload: Browse's row search and open recipe, Your Recipes' search, the Grocery Plan's cart", async ({
    signedInPage: page,
    api,
    freshPage,
  }) => {
    const p = `rq${Math.random().toString(36).slice(2, 6)}`;
    const lentils = await addRecipe(api, `Lentil ${p} Soup`, 4, [["lentils", "1", "cups"]]);
    await addRecipe(api, `Tomato ${p} Soup`, 2, [["tomato", "4", "units"]]);
    await addRecipe(api, `Apple ${p} Pie`, 8, [["apple", "6", "units"]]);
    await api.mutate("filters.create", { header_title: "Everything", filters: [] });

    // Browse: one row searched, one recipe opened on its own page.
    await page.goto("/dashboard/browse");
    const row = page.getByRole("region", { name: "Everything" });
    await row.getByLabel("Search recipes by title in Everything").fill(`${p} soup`);
    await row.getByText("2 recipes").waitFor();
    await expect.poll(() => searchParams(page).get("find")).not.toBeNull();
    await row.getByRole("link", { name: `Lentil ${p} Soup`, exact: true }).click();
    await page.getByRole("heading", { name: `Lentil ${p} Soup`, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/dashboard/recipes/${lentils}`);

    await page.reload();
    await page.getByRole("heading", { name: `Lentil ${p} Soup`, level: 1 }).waitFor();
    // Back on Browse the search stays.
    await page.goBack();
    expect(await row.getByLabel("Search recipes by title in Everything").inputValue()).toBe(`${p} soup`);
    await row.getByText("2 recipes").waitFor();
    expect(await row.getByRole("link", { name: `Apple ${p} Pie`, exact: true }).count()).toBe(0);
    expect(searchParams(page).get("find")).not.toBeNull();

    // Your Recipes: a search.
    await page.getByRole("link", { name: "Your Recipes" }).click();
    await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
    await page.getByText("Showing 3 of 3").waitFor();
    await page.getByLabel("Search Recipes (server-side)").fill(`${p} pie`);
    await page.getByText("Showing 1 of 1").waitFor();
    await expect.poll(() => searchParams(page).get("search")).toBe(`${p} pie`);

    await page.reload();
    await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
    await page.getByText("Showing 1 of 1").waitFor();
    expect(await page.getByLabel("Search Recipes (server-side)").inputValue()).toBe(`${p} pie`);
    await page.getByRole("link", { name: `Apple ${p} Pie`, exact: true }).waitFor();

    // Grocery Plan: the selected cart, even where this browser has no memory of it.
    const brunch = await api.mutate("carts.add", { name: "Brunch" });
    await api.mutate("carts.add", { name: "Dinner" });
    await api.mutate("carts.addRecipe", { recipe_id: lentils, cart_id: brunch.id, quantity: 4 });
    await page.getByRole("link", { name: "Grocery List" }).click();
    await page.getByRole("heading", { name: "Grocery List" }).waitFor();
    await page.getByRole("button", { name: "Select Cart" }).click();
    await page.getByRole("option", { name: "Brunch" }).click();
    await page.getByRole("link", { name: `Lentil ${p} Soup`, exact: true }).waitFor();
    await expect.poll(() => searchParams(page).get("cart")).toBe(String(brunch.id));
    await page.evaluate(() => localStorage.removeItem("groceryPlan.cartId"));

    await page.reload();
    await page.getByRole("button", { name: "Cart: Brunch" }).waitFor();
    await page.getByRole("heading", { name: "Brunch", level: 2 }).waitFor();
    await page.getByRole("link", { name: `Lentil ${p} Soup`, exact: true }).waitFor();

    // A shared link opens the same view in a browser that has never seen it.
    const shared = page.url();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const other = await freshPage();
    await other.goto("/login");
    await other.evaluate((t) => localStorage.setItem("token", t ?? ""), token);
    await other.goto(shared);
    await other.getByRole("button", { name: "Cart: Brunch" }).waitFor();
    await other.getByRole("link", { name: `Lentil ${p} Soup`, exact: true }).waitFor();
  });

  test("loads a screen's data when its link is hovered, before it is clicked", async ({ signedInPage: page }) => {
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    const seen = watchProcedures(page);

    await page.getByRole("link", { name: "Your Kitchen" }).hover();
    await expect.poll(() => seen.includes("kitchen.equipment") && seen.includes("kitchen.ownedIngredients")).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/dashboard/browse");
    await page.getByRole("link", { name: "Your Kitchen" }).click();
    await page.getByRole("heading", { name: "Your Kitchen" }).waitFor();

    await page.getByRole("link", { name: "Journal" }).hover();
    await expect.poll(() => seen.includes("journal.list")).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/dashboard/your-kitchen");
    await page.getByRole("link", { name: "Journal" }).click();
    await page.getByRole("heading", { name: "Food Logging Journal" }).waitFor();
  });
});
