import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { freshPage, launchBrowser, signUpAndLogIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Calls a tRPC mutation as the signed-in user of the page (test data only; the screens are driven by hand). */
async function call(page: Page, path: string, input: unknown) {
  return page.evaluate(
    async ([p, i]) => {
      const res = await fetch(`/trpc/${p}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${localStorage.getItem("token")}` },
        body: JSON.stringify(i),
      });
      if (!res.ok) throw new Error(`${p} answered ${res.status}`);
      return (await res.json()).result?.data;
    },
    [path, input] as const,
  );
}

/** Reads a documented REST path as the signed-in user of the page. */
async function get(page: Page, url: string) {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { authorization: `Bearer ${localStorage.getItem("token")}` } });
    if (!res.ok) throw new Error(`${u} answered ${res.status}`);
    return res.json();
  }, url);
}

/**
 * Everything that goes wrong on a page while it is watched: console errors, script errors, failed
 * or refused requests, and Content-Security-Policy violations.
 */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A request the page itself gave up on (the next navigation started) did not fail; a refused
    // one (net::ERR_BLOCKED_BY_CSP and the like) did.
    const why = request.failure()?.errorText ?? "";
    if (why !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()} ${why}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

describe("a busy Browse screen", () => {
  it("loads nine rows and the carts with no console error and no failed request", async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await signUpAndLogIn(page);
    const titles = Array.from({ length: 9 }, (_, i) => `Row ${i + 1}`);
    for (const [i, header_title] of titles.entries()) {
      const filters = i % 3 === 0 ? [] : [{ filterType: "calories", operator: "<=", value: String(300 + i * 100), order: 1 }];
      await call(page, "filters.create", { header_title, filters });
    }
    const carts = [];
    for (const name of ["Weekdays", "Weekend", "Party"]) carts.push(await call(page, "carts.add", { name }));

    const problems = await watch(page);
    await page.goto("/dashboard/recipes");
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    for (const title of titles) {
      const strip = page.getByRole("list", { name: `Recipes in ${title}` });
      await strip.scrollIntoViewIfNeeded();
      await expect.poll(() => strip.locator(".browse-card").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    }
    // A card's cart menu lists the carts.
    await page.getByRole("list", { name: "Recipes in Row 1" }).locator(".browse-card").first().hover();
    await page.waitForLoadState("networkidle");
    expect(carts).toHaveLength(3);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("the Content-Security-Policy", () => {
  it("is never violated on any screen, with no inline styles or scripts", async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    const problems = await watch(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Simplify your life" }).waitFor();
    await signUpAndLogIn(page);

    // Data so the charts, the journal and the grocery list have something to draw.
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    };
    for (const [offset, weight] of [[-7, 180], [0, 178]] as const) {
      await call(page, "metrics.create", {
        name: "Sam",
        height: 70,
        weight,
        dob: "1995-06-15",
        gender: "male",
        activityLevel: "moderately-active",
        goal: "fat loss",
        entryDate: day(offset),
        targetWeight: 165,
      });
    }
    await call(page, "journal.create", {
      date: day(0),
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
    const listing = (await get(page, "/api/recipes?limit=1")) as { recipes: { recipe_id: number }[] };
    const cart = (await call(page, "carts.add", { name: "Weekend" })) as { id: number };
    await call(page, "carts.addRecipe", { recipe_id: listing.recipes[0]?.recipe_id, cart_id: cart.id, quantity: 2 });
    await call(page, "carts.combine", { cart_ids: [cart.id] });
    const sent = (await call(page, "carts.send", { title: "Weekend list" })) as { shoppingListUrl: string };

    const screens: [string, string][] = [
      ["/dashboard/Dash", "Metrics Over Time"],
      ["/dashboard/recipes", "Browse"],
      ["/dashboard/grocery-plan", "Grocery List"],
      ["/dashboard/add-recipe", "Your Recipes"],
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
      await page.waitForLoadState("networkidle");
      // Chart tooltips are positioned with style properties: bring them up too.
      for (const chart of await page.locator("svg").all()) await chart.hover({ trial: false, force: true }).catch(() => undefined);
    }
    // A recipe opened from Browse, in its modal.
    await page.goto("/dashboard/recipes");
    await page.getByRole("button", { name: "Add Filter" }).click();
    const strip = page.getByRole("list", { name: "Recipes in New Filter" });
    await expect.poll(() => strip.locator(".browse-card").count()).toBeGreaterThan(0);
    await strip.locator(".browse-card").first().getByRole("button").first().click();
    await page.getByRole("dialog").first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Escape");
    // The recipe form, in its modal.
    await page.goto("/dashboard/add-recipe");
    await page.getByRole("button", { name: "Add Recipe" }).click();
    await page.getByRole("dialog").first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Escape");

    const ended = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL(/\/login(\?.*)?$/);
    expect((await ended).status()).toBe(200);
    await page.goto("/signup");
    await page.getByRole("heading", { name: "Create an Account" }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("logging out", () => {
  it("ends the token on the server, so a copy of it no longer works", async () => {
    const page = await freshPage(browser);
    await signUpAndLogIn(page);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const ended = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Log Out" }).click();
    expect((await ended).status()).toBe(200);
    await page.waitForURL(/\/login(\?.*)?$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const status = await page.evaluate(
      async (t) => (await fetch("/trpc/auth.me", { headers: { authorization: `Bearer ${t}` } })).status,
      token,
    );
    expect(status).toBe(401);
    await page.context().close();
  });

  it("still forgets the token on this device when the server cannot be reached", async () => {
    const page = await freshPage(browser);
    await signUpAndLogIn(page);
    await page.route("**/api/auth/logout", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL(/\/login(\?.*)?$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto("/dashboard/recipes");
    await page.waitForURL(/\/login(\?.*)?$/);
    await page.context().close();
  });
});
