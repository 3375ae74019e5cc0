import { expect, test } from "./fixtures";
import { localDay } from "./support/days";
import { watch } from "./support/page-problems";
import { signUpThroughScreens } from "./support/people";
import { settled } from "./support/settled";

test.describe("the Content-Security-Policy", () => {
  test("is never violated on any screen, with no inline styles or scripts", async ({ freshPage, apiAs }) => {
    // A walk through every screen, a recipe, cook mode and two dialogs: at 1.5–5 s a screen on a
    // machine shared with another worker it outlasts the default minute without anything hanging.
    test.slow();
    const page = await freshPage({ width: 1280, height: 900 });
    const problems = await watch(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Simplify your life" }).waitFor();
    await signUpThroughScreens(page);
    const api = apiAs(await page.evaluate(() => localStorage.getItem("token")));

    // Data so the charts, the journal and the grocery list have something to draw.
    for (const [offset, weight] of [
      [-7, 180],
      [0, 178],
    ] as const) {
      await api.mutate("metrics.create", {
        name: "Sam",
        height: 70,
        weight,
        dob: "1995-06-15",
        gender: "male",
        activityLevel: "moderately-active",
        goal: "fat loss",
        entryDate: localDay(offset),
        targetWeight: 165,
      });
    }
    await api.mutate("journal.create", {
      date: localDay(0),
      entry_time: "08:10",
      meal: "Breakfast",
      name: "Eggs and toast",
      serving_size: 2,
      calories: 450,
      protein: 26,
      carbs: 30,
      fat: 22,
      sat_fat: 7,
    });
    const listing = (await api.get("/api/recipes?limit=1")) as { recipes: { recipe_id: number }[] };
    const cart = (await api.mutate("carts.add", { name: "Weekend" })) as { id: number };
    await api.mutate("carts.addRecipe", { recipe_id: listing.recipes[0]?.recipe_id, cart_id: cart.id, quantity: 2 });
    await api.mutate("carts.combine", { cart_ids: [cart.id] });
    const sent = (await api.mutate("carts.send", { title: "Weekend list" })) as { shoppingListUrl: string };

    const screens: [string, string][] = [
      ["/dashboard/Dash", "Metrics Over Time"],
      ["/dashboard/browse", "Browse"],
      ["/dashboard/grocery-plan", "Grocery List"],
      ["/dashboard/recipes", "Your Recipes"],
      ["/dashboard/your-kitchen", "Your Kitchen"],
      ["/dashboard/user-metrics", "User Metrics (New Entry)"],
      ["/dashboard/journal", "Food Logging Journal"],
      ["/upload-image", "Upload an image"],
      [new URL(sent.shoppingListUrl).pathname, "Weekend list"],
      ["/order-confirmation", "Thanks for your order!"],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      await settled(page);
      // Chart tooltips are positioned with style properties: bring them up too. Only the charts
      // (svg role="img"): hovering every icon of Browse's starter rows would outlast the test.
      for (const chart of await page.locator('svg[role="img"]').all())
        await chart.hover({ trial: false, force: true }).catch(() => undefined);
    }
    // A recipe opened from Browse, on its page, and in cook mode.
    await page.goto("/dashboard/browse");
    await page.getByRole("button", { name: "Add Filter" }).click();
    const strip = page.getByRole("list", { name: "Recipes in New Filter" });
    await expect.poll(() => strip.locator(".browse-card").count()).toBeGreaterThan(0);
    await strip.locator(".browse-card").first().getByRole("link").first().click();
    await page.waitForURL(/\/dashboard\/recipes\/\d+$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await settled(page);
    await page.getByRole("button", { name: "Cook mode" }).click();
    await page.getByRole("button", { name: "Exit cook mode" }).click();
    // The recipe form, in its modal.
    await page.goto("/dashboard/recipes");
    await page.getByRole("button", { name: "Add Recipe" }).click();
    await page.getByRole("dialog").first().waitFor();
    await settled(page);
    await page.keyboard.press("Escape");

    const ended = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL(/\/login(\?.*)?$/);
    expect((await ended).status()).toBe(200);
    await page.goto("/signup");
    await page.getByRole("heading", { name: "Create an Account" }).waitFor();
    expect(problems).toEqual([]);
  });
});
