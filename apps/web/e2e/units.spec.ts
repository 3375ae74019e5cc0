import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { localDay } from "./support/days";
import type { Api } from "./support/api";
import { addRecipe, openShoppingMode } from "./support/shopping";

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** With E2E_SCREENSHOT_DIR set, the screen as it is at 1280 and at 390 px wide. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
}

async function chooseMetric(page: Page, api: Api) {
  // A new account's first visit saves its browser's system (ADR 126): the choice comes after it.
  await expect.poll(async () => (await api.get<{ chosen: boolean }>("/api/account/preferences")).chosen).toBe(true);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("group", { name: "Account" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  // The choice shows once the server has kept it, so it is clicked, not checked at once.
  await page.getByRole("radio", { name: /Metric kitchen/ }).click();
  await page.getByText("Amounts now read in metric units.").waitFor();
  await expect(page.getByRole("radio", { name: /Metric kitchen/ })).toBeChecked();
}

test.describe("a metric kitchen (ADR 126, ADR 131, ADR 132, ADR 142)", () => {
  // Long walks through several screens, on a machine other people's tests share.
  test.describe.configure({ timeout: 150_000 });
  test("reads the recipe view, the merged grocery list, shopping mode and Metrics in metric after switching in Settings", async ({
    signedInPage: page,
    api,
  }) => {
    const tag = Math.random().toString(36).slice(2, 7);
    const soup = `Soup ${tag}`;
    const salad = `Salad ${tag}`;
    const soupId = await addRecipe(api, soup, 2, [
      ["whole milk", "2", "cups"],
      ["onion", "1", "units"],
    ]);
    const saladId = await addRecipe(api, salad, 1, [["onion", "100", "grams"]]);
    const cart = await api.mutate<{ id: number }>("carts.add", { name: "Onion week" });
    await api.mutate("carts.addRecipe", { recipe_id: soupId, cart_id: cart.id, quantity: 2 });
    await api.mutate("carts.addRecipe", { recipe_id: saladId, cart_id: cart.id, quantity: 1 });

    await chooseMetric(page, api);

    // The recipe view: 2 cups of milk are 473 ml, written in 10 ml steps above 100 ml.
    await page.goto(`/dashboard/recipes/${soupId}`);
    await page.getByRole("heading", { name: soup, level: 1 }).waitFor();
    const ingredients = page.getByRole("region", { name: "Ingredients" });
    await ingredients.getByText("470 milliliters").waitFor();
    await expect(ingredients.getByText("2 cups")).toHaveCount(0);

    // The grocery list: milk bought in 10 ml steps up, and one onion line for both recipes, with each recipe's part.
    await page.goto("/dashboard/grocery-plan");
    await page.getByRole("button", { name: "Generate Shopping List" }).click();
    const dialog = page.getByRole("dialog", { name: "Grocery List" });
    await dialog.getByRole("button", { name: "Onion week" }).click();
    await dialog.getByRole("button", { name: "Generate Ingredient List" }).click();
    const needs = dialog.getByRole("region", { name: /Ingredients You Need/ });
    await needs.getByText("480 milliliters").waitFor();
    await expect(needs.getByRole("checkbox", { name: /onion/ })).toHaveCount(1);
    await needs.getByText(`${soup}: 1 · ${salad}: 100 grams`).waitFor();
    await shots(page, "units-grocery-list");
    await page.keyboard.press("Escape");

    // Shopping mode writes the owner's system too.
    await openShoppingMode(page);
    await page.getByText("480 milliliters whole milk").waitFor();
    await page.getByText("2 onion", { exact: true }).waitFor();
    // The merged onion line says what each recipe needs of it (ADR 142), as the grocery list does.
    await page.getByText(`${soup}: 1 · ${salad}: 100 grams`).waitFor();
    await shots(page, "units-shopping-mode");

    // So does the page shared with someone else, in the owner's system.
    const shared = await api.rest<{ shoppingListUrl: string }>("POST", "/api/send-to-instacart", {});
    await page.goto(new URL(shared.shoppingListUrl).pathname);
    await page.getByRole("checkbox", { name: /2 onion/ }).waitFor();
    await page.getByText(`${soup}: 1 · ${salad}: 100 grams`).waitFor();
    await page.getByRole("checkbox", { name: "480 milliliters whole milk" }).waitFor();
    await shots(page, "units-shared-page");

    // Metrics: height and weights in centimetres and kilograms; the API keeps inches and pounds.
    await page.goto("/dashboard/user-metrics");
    await page.getByRole("heading", { name: "User Metrics (New Entry)" }).waitFor();
    expect(await page.getByLabel("Height (cm)").inputValue()).toBe("177.8");
    await page.getByLabel("Weight (kg)", { exact: true }).fill("80");
    await page.getByLabel("Target Weight (kg)").fill("75");
    await page.getByRole("button", { name: "Recalculate" }).click();
    await expect(page.getByLabel("Water Intake (ml)")).not.toHaveValue("");
    await page.getByRole("button", { name: "Save Entry" }).click();
    await page.getByRole("alert").filter({ hasText: "Entry saved successfully!" }).first().waitFor();
    await page.getByRole("columnheader", { name: "Weight (kg)" }).waitFor();
    await page.getByRole("cell", { name: "80", exact: true }).waitFor();
    await shots(page, "units-metrics");
    const [entry] = await api.query<{ height: number; weight: number; target_weight: number }[]>("metrics.list", undefined);
    expect(entry).toMatchObject({ height: 70, weight: 176.4, target_weight: 165.3 });
  });

  test("reads the dashboard's weights and the journal's water in kilograms and millilitres, stored as pounds and ounces", async ({
    signedInPage: page,
    api,
  }) => {
    const entry = {
      name: "Sam",
      height: 70,
      dob: "1995-06-15",
      gender: "male",
      activityLevel: "moderately-active",
      goal: "fat loss",
      targetWeight: 165,
    };
    await api.rest("POST", "/api/metrics", { ...entry, weight: 182, entryDate: localDay(-7) });
    await api.rest("POST", "/api/metrics", { ...entry, weight: 180, entryDate: localDay(0) });
    await api.rest("POST", "/api/journal", { date: localDay(0), entry_time: "09:00", name: "water", total_weight: 8 });

    await chooseMetric(page, api);
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { name: "Metrics Over Time" }).waitFor();
    // 180 lb is 81.6 kg, the 165 lb target 74.8 kg.
    const figure = (term: string) => page.locator(".user-details > div", { hasText: term }).locator("dd");
    await expect(figure("Current Weight (kg)")).toHaveText("81.6");
    await expect(figure("Target Weight (kg)")).toHaveText("74.8");
    await expect(figure("Weight Difference (kg)")).toHaveText("-6.8");
    await page.getByText("Weight (kg)", { exact: true }).first().waitFor();
    await page.getByText("Water consumed (ml)").waitFor();
    await expect(page.getByText("Weight (lbs)")).toHaveCount(0);
    await shots(page, "units-dashboard");

    // The journal: a glass is 250 ml, the 8 oz logged earlier 237 ml.
    await page.getByRole("link", { name: "Journal" }).click();
    await expect(page.getByLabel("Water (ml)")).toHaveValue("250");
    await page.getByRole("button", { name: "Log Water" }).click();
    await page.getByRole("alert").filter({ hasText: "Logged 250 ml of water." }).waitFor();
    await page.getByText("250 ml", { exact: true }).waitFor();
    await page.getByText("237 ml", { exact: true }).waitFor();
    await shots(page, "units-journal");
    const stored = await api.get<{ entries: { name: string; total_weight: number }[] }>("/api/journal");
    expect(stored.entries.map((e) => e.total_weight).sort((a, b) => a - b)).toEqual([8, 8.45]);

    // Editing a water entry reads and writes millilitres too.
    await page.getByRole("button", { name: "Edit water" }).first().click();
    const editing = page.getByRole("group", { name: "Edit water" });
    await editing.getByLabel("Water (ml)").fill("500");
    await editing.getByRole("button", { name: "Save" }).click();
    await page.getByText("500 ml", { exact: true }).waitFor();
    const edited = await api.get<{ entries: { total_weight: number }[] }>("/api/journal");
    expect(edited.entries.map((e) => e.total_weight).sort((a, b) => a - b)).toContain(16.91);
  });
});
