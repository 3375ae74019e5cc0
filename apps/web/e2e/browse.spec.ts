import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { watch } from "./support/page-problems";
import type { Api } from "./support/api";
import { settled } from "./support/settled";

/** Adds a two-serving recipe of the given calories, one of each ingredient. */
async function addRecipe(api: Api, title: string, calories: number, ingredients: string[]) {
  await api.mutate("recipes.add", {
    title,
    servings: 2,
    calories,
    instructions: [{ step_number: 1, instruction: "Cook it." }],
    sections: [
      {
        section_name: "",
        ingredients: ingredients.map((ingredient_name) => ({ ingredient_name, quantity: "1", unit: "units", optional: false })),
      },
    ],
    tags: ["e2e"],
    equipment: [],
  });
}

async function rowTitles(page: Page) {
  return page.locator(".browse-title-button").evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent ?? ""));
}

/** The rows these tests count are the ones they add: the starter rows a new account has go first (ADR 118). */
async function emptyBrowse(page: Page, api: Api) {
  const rows = await api.get<{ id: number }[]>("/api/users-filters");
  for (const row of rows) await api.rest("DELETE", `/api/users-filters/${row.id}`);
  await page.reload();
}

test.describe("Browse", () => {
  test("adds a filter row, shows only matching cards, keeps a new order after a reload and opens a recipe with what is missing", async ({
    signedInPage: page,
    api,
  }) => {
    await emptyBrowse(page, api);
    const p = `zq${Math.random().toString(36).slice(2, 6)}`;
    await addRecipe(api, `${p} Omelette`, 300, [`${p} egg`, `${p} chive`, `${p} truffle`]);
    await addRecipe(api, `${p} Heavy Stew`, 900, [`${p} egg`]);
    await addRecipe(api, `${p} Apple Pie`, 400, [`${p} flour`, `${p} apple`, `${p} sugar`]);

    // Mark what we own in Your Kitchen: egg and chive (the truffle is missing).
    await page.goto("/dashboard/your-kitchen");
    await page.getByRole("heading", { name: "Your Kitchen" }).waitFor();
    const ingredients = page.getByRole("list", { name: "Manage Ingredients" });
    for (const name of ["egg", "chive"]) {
      await page.getByPlaceholder("Search ingredients...").fill(`${p} ${name}`);
      const item = ingredients.getByRole("button", { name: new RegExp(`^${p} ${name}`) });
      await item.click();
      await expect.poll(() => item.getAttribute("aria-pressed")).toBe("true");
    }

    await page.getByRole("link", { name: "Browse" }).click();
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    await page.getByText("No filters available. Add a filter to get started!").waitFor();
    await page.getByRole("button", { name: "Add Filter" }).click();
    await page.getByRole("button", { name: "New Filter (edit filters)" }).click();

    const dialog = page.getByRole("dialog", { name: "Filter Options" });
    await dialog.waitFor();
    await dialog.getByLabel("Header Title").fill("Light and ready");
    await dialog.getByLabel("Filter 1 type").selectOption("calories");
    await dialog.getByLabel("Operator for filter 1").selectOption("<=");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Calories needs both an operator and a value." }).waitFor();
    await dialog.getByLabel("Value for filter 1").fill("500");
    await dialog.getByRole("button", { name: "Add Another Filter" }).click();
    await dialog.getByLabel("Filter 2 type").selectOption("maxMissingIngredients");
    await dialog.getByLabel("Value for filter 2").fill("1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });

    // Only the omelette is light enough with at most one missing ingredient.
    await page.getByLabel("Search recipes by title in Light and ready").fill(p);
    const strip = page.getByRole("list", { name: "Recipes in Light and ready" });
    await strip.getByRole("link", { name: `${p} Omelette` }).waitFor();
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(1);
    expect(await strip.getByRole("link", { name: `${p} Heavy Stew` }).count()).toBe(0);
    expect(await strip.getByRole("link", { name: `${p} Apple Pie` }).count()).toBe(0);

    // A second row, then reorder: move it up and find the order kept after a reload.
    await page.getByRole("button", { name: "Add Filter" }).click();
    await page.getByRole("button", { name: "New Filter (edit filters)" }).waitFor();
    expect(await rowTitles(page)).toEqual(["Light and ready", "New Filter"]);
    const saved = page.waitForResponse((res) => res.url().includes("filters.move"));
    await page.getByRole("button", { name: "Move Up New Filter" }).click();
    await expect.poll(() => rowTitles(page)).toEqual(["New Filter", "Light and ready"]);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Light and ready (edit filters)" }).waitFor();
    expect(await rowTitles(page)).toEqual(["New Filter", "Light and ready"]);

    // Opening the omelette shows the truffle as missing.
    await page.getByLabel("Search recipes by title in Light and ready").fill(p);
    await page
      .getByRole("list", { name: "Recipes in Light and ready" })
      .getByRole("link", { name: `${p} Omelette` })
      .click();
    const detail = page.getByRole("article", { name: `${p} Omelette` });
    await detail.waitFor();
    await detail.getByRole("button", { name: "Available / missing" }).click();
    await detail.getByRole("heading", { name: "Missing (1)" }).waitFor();
    await detail.getByText(`${p} truffle`).waitFor();
    await detail.getByRole("heading", { name: "Available (2)" }).waitFor();
  });

  test("filters by ingredients picked from the catalogue names, partly matched", async ({ signedInPage: page, api }) => {
    await emptyBrowse(page, api);
    const p = `zp${Math.random().toString(36).slice(2, 6)}`;
    await addRecipe(api, `${p} Saffron Rice`, 350, [`${p} saffron`, `${p} basmati rice`]);
    await addRecipe(api, `${p} Plain Rice`, 200, [`${p} basmati rice`]);
    await page.goto("/dashboard/browse");
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Add Filter" }).click();
    await page.getByRole("button", { name: "New Filter (edit filters)" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter Options" });
    await dialog.getByLabel("Filter 1 type").selectOption("filterIngredients");
    await dialog.getByLabel("Add a name to filter 1").fill(`${p} saffron`);
    await dialog.getByLabel("Add a name to filter 1").press("Enter");
    await expect.poll(() => dialog.getByLabel("Value for filter 1").inputValue()).toBe(`${p} saffron`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByLabel("Search recipes by title in New Filter").fill(p);
    const strip = page.getByRole("list", { name: "Recipes in New Filter" });
    await strip.getByRole("link", { name: `${p} Saffron Rice` }).waitFor();
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(1);

    // Partial matching: "basmati" alone matches neither name exactly, but both as a substring.
    await page.getByRole("button", { name: "New Filter (edit filters)" }).click();
    await dialog.getByLabel("Value for filter 1").fill("basmati");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("No recipes found.").waitFor();
    await page.getByRole("button", { name: "New Filter (edit filters)" }).click();
    await dialog.getByLabel("Partial match").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(2);
  });

  test("reverts the order and alerts when the server refuses a move, and alerts when a save fails", async ({ signedInPage: page, api }) => {
    await emptyBrowse(page, api);
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    for (const title of ["First", "Second"]) {
      await page.getByRole("button", { name: "Add Filter" }).click();
      await page.getByRole("button", { name: "New Filter (edit filters)" }).click();
      const dialog = page.getByRole("dialog", { name: "Filter Options" });
      await dialog.getByLabel("Header Title").fill(title);
      await dialog.getByRole("button", { name: "Clear" }).click();
      await dialog.getByRole("button", { name: "Save" }).click();
      await page.getByRole("button", { name: `${title} (edit filters)` }).waitFor();
    }
    expect(await rowTitles(page)).toEqual(["First", "Second"]);

    // The network refuses the move: the swap shows at once, then the alert and the server's order.
    await page.route("**/trpc/filters.move**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.getByRole("button", { name: "Move Up Second" }).click();
    await page.getByRole("alert").filter({ hasText: "Error updating filter order. Reverting." }).waitFor();
    await expect.poll(() => rowTitles(page)).toEqual(["First", "Second"]);

    await page.route("**/trpc/filters.update**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await page.getByRole("button", { name: "First (edit filters)" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter Options" });
    await dialog.getByLabel("Filter 1 type").selectOption("filterByEquipment");
    await dialog.getByLabel("Only recipes whose equipment I own").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("alert").filter({ hasText: "Error saving this filter. Your last change may not have persisted." }).waitFor();
  });

  test("loads the next 48 cards at the strip's right end, then removes the row and shows the empty state again", async ({
    signedInPage: page,
    api,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await emptyBrowse(page, api);
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Add Filter" }).click();

    // A row without filters lists every recipe (the starter catalogue holds well over 96).
    const strip = page.getByRole("list", { name: "Recipes in New Filter" });
    await strip.waitFor();
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(48);
    await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(96);
    const ids = await strip.locator("[data-recipe-id]").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-recipe-id")));
    expect(new Set(ids).size).toBe(96);

    await page.getByRole("button", { name: "Remove New Filter" }).click();
    await page.getByText("No filters available. Add a filter to get started!").waitFor();
    await page.reload();
    await page.getByText("No filters available. Add a filter to get started!").waitFor();
  });

  test("shows each catalogue recipe's own illustrated art, in the card and the detail, and draws art for a recipe of one's own", async ({
    signedInPage: page,
    api,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await emptyBrowse(page, api);
    const p = `za${Math.random().toString(36).slice(2, 6)}`;
    await addRecipe(api, `${p} Sunday Stew`, 500, [`${p} beef`]);
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Add Filter" }).click();
    const strip = page.getByRole("list", { name: "Recipes in New Filter" });
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(48);

    // The first cards on screen each show their own picture, loaded from the built art files.
    const shown = () =>
      strip
        .locator(".browse-card img")
        .evaluateAll((images) =>
          images.slice(0, 4).map((img) => ({ src: img.getAttribute("src") ?? "", width: (img as HTMLImageElement).naturalWidth })),
        );
    await expect.poll(async () => (await shown()).every((image) => image.width === 480)).toBe(true);
    const first = await shown();
    expect(first.every((image) => /^\/card-art\/[a-z0-9-]+\.svg$/.test(image.src))).toBe(true);
    expect(new Set(first.map((image) => image.src)).size).toBe(4);
    expect(await strip.locator(".recipe-card-placeholder").count()).toBe(0);

    // The detail view shows the same art.
    const firstCard = strip.locator(".browse-card").first();
    const title = (await firstCard.locator(".recipe-card-title").getAttribute("title")) ?? "";
    await firstCard.getByRole("link", { name: title }).click();
    const detail = page.getByRole("article", { name: title });
    await detail.waitFor();
    await expect
      .poll(() =>
        detail
          .locator("img")
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(480);
    expect(await detail.locator("img").first().getAttribute("src")).toBe(first[0]!.src);
    await page.goBack();
    await detail.waitFor({ state: "detached" });

    // A person's own recipe without a photo gets art drawn in the browser.
    await page.getByLabel("Search recipes by title in New Filter").fill(p);
    const own = strip.getByRole("link", { name: `${p} Sunday Stew` }).locator("img");
    await expect.poll(() => own.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(480);
    expect(await own.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  });
});

test.describe("Browse cards and filters", () => {
  test("closes a card's cart list on Escape or an outside click, focus back on its button", async ({ signedInPage: page, api }) => {
    await api.rest("POST", "/api/user-carts/add", { name: "Weeknight" });
    await page.goto("/dashboard/browse");
    const card = page.getByRole("region", { name: "All recipes" }).locator("article.recipe-card").first();
    await card.waitFor();

    await card.hover();
    const button = card.getByRole("button", { name: /Add to Cart/ });
    await button.click();
    const list = card.getByRole("group", { name: /^Carts for / });
    await list.getByRole("checkbox", { name: "Weeknight" }).waitFor();
    await list.getByRole("checkbox", { name: "Weeknight" }).focus();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await button.click();
    await list.waitFor();
    await page.getByRole("heading", { name: "Browse", level: 1 }).click();
    await list.waitFor({ state: "detached" });
  });

  test("shows whole kilocalories on cards", async ({ signedInPage: page }) => {
    const row = page.getByRole("region", { name: "All recipes" });
    await row.locator("article.recipe-card").nth(3).waitFor();
    const calories = await row.getByText(/ kcal$/).allTextContents();
    expect(calories.length).toBeGreaterThan(3);
    for (const text of calories) expect(text).toMatch(/^\d+ kcal$/);
  });

  test("names data sources in words, sending the same keys", async ({ signedInPage: page }) => {
    await page.goto("/dashboard/browse");
    await page.getByRole("button", { name: "Add Filter" }).click();
    await page.getByRole("button", { name: "New Filter (edit filters)" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter Options" });
    await dialog.getByLabel("Filter 1 type").selectOption("data_source");
    const source = dialog.getByLabel("Value for filter 1");
    expect(await source.locator("option").allTextContents()).toEqual(["Starter catalogue", "Added by me", "Imported from a spreadsheet"]);
    expect(await source.locator("option").evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "catalog",
      "user",
      "import",
    ]);
    await source.selectOption("user");
    const saved = page.waitForRequest((request) => request.url().includes("filters.update"));
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await saved).postData()).toContain('"value":"user"');
    await page.getByText("Data Source: Added by me").waitFor();
  });
});

test.describe("Browse by my own notes (ADR 142)", () => {
  test("rates a recipe on its page, then finds it by rating and by not cooked in N weeks", async ({ signedInPage: page, api }) => {
    // Three screens and two edits of a row, on a machine other people's tests share.
    test.setTimeout(150_000);
    await emptyBrowse(page, api);
    const p = `zr${Math.random().toString(36).slice(2, 6)}`;
    await addRecipe(api, `${p} Favourite Curry`, 500, [`${p} rice`]);
    await addRecipe(api, `${p} Weeknight Pasta`, 600, [`${p} pasta`]);
    await addRecipe(api, `${p} Untried Salad`, 200, [`${p} lettuce`]);
    const listed = await api.get<{ recipes: { id: number; title: string }[] }>(`/api/recipes?scope=mine&search=${p}`);
    const idOf = (name: string) => listed.recipes.find((r) => r.title === `${p} ${name}`)?.id as number;
    // The pasta: two stars, cooked today.
    const today = new Date().toISOString().slice(0, 10);
    await api.rest("PUT", `/api/recipes/${idOf("Weeknight Pasta")}/notes`, { rating: 2, note: "", cooked: [today] });

    // Five stars for the curry, on its page.
    await page.goto(`/dashboard/recipes/${idOf("Favourite Curry")}`);
    const notes = page.getByRole("region", { name: "Your notes" });
    await notes.getByRole("radio", { name: "5 stars" }).check({ force: true });
    await notes.getByRole("button", { name: "Save notes" }).click();
    await page.getByRole("alert").filter({ hasText: "Your notes are saved." }).waitFor();

    await page.getByRole("link", { name: "Browse" }).click();
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Add Filter" }).click();
    await page.getByRole("button", { name: "New Filter (edit filters)" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter Options" });
    await dialog.getByLabel("Header Title").fill("Favourites");
    await dialog.getByLabel("Filter 1 type").selectOption({ label: "My Rating (stars)" });
    await dialog.getByLabel("Value for filter 1").selectOption({ label: "★★★★ (4 stars)" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Rated ≥ 4 ★").waitFor();
    await page.getByLabel("Search recipes by title in Favourites").fill(p);
    const strip = page.getByRole("list", { name: "Recipes in Favourites" });
    await strip.getByRole("link", { name: `${p} Favourite Curry` }).waitFor();
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(1);

    // Not cooked in two weeks: the curry and the salad, not the pasta cooked today.
    await page.getByRole("button", { name: "Favourites (edit filters)" }).click();
    await dialog.getByLabel("Filter 1 type").selectOption({ label: "Not Cooked In (weeks)" });
    await dialog.getByLabel("Value for filter 1").fill("0");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Not Cooked In (weeks) needs a whole number of weeks from 1 to 520." }).waitFor();
    await dialog.getByLabel("Value for filter 1").fill("2");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Not cooked in 2 weeks").waitFor();
    await strip.getByRole("link", { name: `${p} Untried Salad` }).waitFor();
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(2);
    await expect(strip.getByRole("link", { name: `${p} Favourite Curry` })).toBeVisible();

    // Cooking the curry today takes it off the row; ticking "cooked before" leaves none.
    await page.goto(`/dashboard/recipes/${idOf("Favourite Curry")}`);
    await notes.getByRole("button", { name: "Cooked it today" }).click();
    await expect(notes.getByRole("listitem")).toHaveCount(1);
    await page.getByRole("link", { name: "Browse" }).click();
    await page.getByLabel("Search recipes by title in Favourites").fill(p);
    await strip.getByRole("link", { name: `${p} Untried Salad` }).waitFor();
    await expect.poll(() => strip.locator(".browse-card").count()).toBe(1);
    await page.getByRole("button", { name: "Favourites (edit filters)" }).click();
    await dialog.getByLabel("Only recipes I have cooked before").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("No recipes found.").waitFor();
    expect(await api.get<{ filters: unknown[] }[]>("/api/users-filters")).toEqual([
      expect.objectContaining({ filters: [{ filterType: "notCookedWeeks", operator: "", value: "2", checked: true, order: 1 }] }),
    ]);
  });
});

test.describe("a busy Browse screen", () => {
  test("loads nine rows and the carts with no console error and no failed request", async ({ signedInPage: page, api }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const titles = Array.from({ length: 9 }, (_, i) => `Row ${i + 1}`);
    for (const [i, header_title] of titles.entries()) {
      const filters = i % 3 === 0 ? [] : [{ filterType: "calories", operator: "<=", value: String(300 + i * 100), order: 1 }];
      await api.mutate("filters.create", { header_title, filters });
    }
    const carts = [];
    for (const name of ["Weekdays", "Weekend", "Party"]) carts.push(await api.mutate("carts.add", { name }));

    const problems = await watch(page);
    await page.goto("/dashboard/browse");
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    for (const title of titles) {
      const strip = page.getByRole("list", { name: `Recipes in ${title}` });
      await strip.scrollIntoViewIfNeeded();
      await expect.poll(() => strip.locator(".browse-card").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    }
    // A card's cart menu lists the carts.
    await page.getByRole("list", { name: "Recipes in Row 1" }).locator(".browse-card").first().hover();
    await settled(page);
    expect(carts).toHaveLength(3);
    expect(problems).toEqual([]);
  });
});
