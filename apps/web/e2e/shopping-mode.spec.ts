import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  goOffline,
  itemBox,
  openShoppingMode,
  seedCart,
  sendToSimmer,
  serverList,
  syncStatus,
  untilServiceWorkerControls,
} from "./support/shopping";

const PHONE = { width: 390, height: 844 };

/** A phone-sized page with its browser context. */
async function phone(freshPage: (viewport: typeof PHONE) => Promise<Page>) {
  const page = await freshPage(PHONE);
  return { context: page.context(), page };
}

const titleOf = () => `Stew ${Math.random().toString(36).slice(2, 7)}`;

test.describe("the installed app", () => {
  test("serves its service worker and manifest as the browser needs them", async ({ freshPage }) => {
    const page = await freshPage(PHONE);
    const sw = await page.request.get("/sw.js");
    expect(sw.headers()["content-type"]).toMatch(/javascript/);
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    const manifest = await page.request.get("/manifest.webmanifest");
    expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({ name: "Simmer", theme_color: "#b4532a", display: "standalone" });
    await page.goto("/");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
  });

  test("opens offline on any route after one visit", async ({ seededCart: _list, user, freshPage, signIn }) => {
    const { context, page } = await phone(freshPage);
    await signIn(page, user);
    await openShoppingMode(page);
    await goOffline(context, page);

    await page.reload();
    await page.getByRole("heading", { name: "Shopping mode", level: 1 }).waitFor();
    await itemBox(page, /carrots$/).waitFor();
    await syncStatus(page).filter({ hasText: "Offline" }).waitFor();
    // Other screens open too: the shell and each screen's own heading, with their data to come.
    for (const [route, heading] of [
      ["/dashboard/your-kitchen", "Your Kitchen"],
      ["/dashboard/journal", "Food Logging Journal"],
      ["/dashboard/browse", "Browse"],
    ] as const) {
      await page.goto(route);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      expect(await page.getByRole("link", { name: "Simmer" }).isVisible()).toBe(true);
    }
    // Addresses the server answers are never replaced by the app offline.
    await expect(page.goto("/api/health")).rejects.toThrow();
  });
});

test.describe("shopping mode offline", () => {
  test("keeps ticks and added items through an offline reload, and sends them when the connection returns", async ({
    seededCart: _list,
    user,
    api,
    freshPage,
    signIn,
  }) => {
    const { context, page } = await phone(freshPage);
    await signIn(page, user);
    await openShoppingMode(page);
    await goOffline(context, page);

    await itemBox(page, /carrots$/).click();
    await page.getByLabel("Add an item").fill("dish soap");
    await page.getByLabel("Amount").fill("1 big bottle");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByLabel(/^Section for .*butter$/).selectOption("frozen");
    await syncStatus(page).filter({ hasText: "3 changes waiting" }).waitFor();
    expect(await page.getByRole("button", { name: "Done shopping" }).isDisabled()).toBe(true);
    await page.getByText("Done shopping needs a connection.").waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Shopping mode", level: 1 }).waitFor();
    await syncStatus(page).filter({ hasText: "3 changes waiting" }).waitFor();
    expect(await itemBox(page, /carrots$/).isChecked()).toBe(true);
    expect(await itemBox(page, "dish soap").isChecked()).toBe(false);
    const basket = page.getByRole("region", { name: /In the basket/ });
    expect(await basket.getByRole("checkbox").count()).toBe(1);
    await page
      .getByRole("region", { name: /Frozen/ })
      .getByRole("checkbox", { name: /butter$/ })
      .waitFor();
    // Nothing reached the server yet.
    expect((await serverList(api)).find((i) => i.name === "carrots")?.in_basket).toBe(false);

    await context.setOffline(false);
    await syncStatus(page).filter({ hasText: "All changes saved" }).waitFor();
    const saved = await serverList(api);
    expect(saved.find((i) => i.name === "carrots")?.in_basket).toBe(true);
    expect(saved.find((i) => i.name === "butter")?.section).toBe("frozen");
    expect(saved.filter((i) => i.name === "dish soap").map((i) => [i.source, i.note, i.in_basket])).toEqual([
      ["added", "1 big bottle", false],
    ]);
  });

  test("merges two devices that edited the same list offline: each item keeps the latest change by the device clock", async ({
    seededCart: _list,
    user,
    api,
    freshPage,
    signIn,
  }) => {
    const one = await phone(freshPage);
    const two = await phone(freshPage);
    for (const device of [one, two]) {
      await signIn(device.page, user);
      await openShoppingMode(device.page);
      await goOffline(device.context, device.page);
    }

    // Device two ticks the onions first; device one ticks and then unticks them later, so by the
    // clock the onions are last "not in the basket".
    await itemBox(two.page, /onions?$/).click();
    await itemBox(two.page, /butter$/).click();
    await two.page.getByLabel("Add an item").fill("foil");
    await two.page.getByRole("button", { name: "Add", exact: true }).click();
    await syncStatus(two.page).filter({ hasText: "3 changes waiting" }).waitFor();
    await itemBox(one.page, /carrots$/).click();
    await itemBox(one.page, /onions?$/).click();
    await itemBox(one.page, /onions?$/).click();
    await syncStatus(one.page).filter({ hasText: "3 changes waiting" }).waitFor();

    // Device one comes back first; device two's older tick of the onions then arrives later.
    await one.context.setOffline(false);
    await syncStatus(one.page).filter({ hasText: "All changes saved" }).waitFor();
    await two.context.setOffline(false);
    await syncStatus(two.page).filter({ hasText: "All changes saved" }).waitFor();

    const merged = await serverList(api);
    const state = Object.fromEntries(merged.map((i) => [i.name, i.in_basket]));
    expect(state).toEqual({ carrots: true, butter: true, onions: false, foil: false });
    // Device two was told its tick lost, and shows the newer state; neither device lost the other's work.
    await expect.poll(() => itemBox(two.page, /onions?$/).isChecked()).toBe(false);
    await one.page.reload();
    await itemBox(one.page, "foil").waitFor();
    expect(await itemBox(one.page, /butter$/).isChecked()).toBe(true);
    expect(await itemBox(one.page, /onions?$/).isChecked()).toBe(false);
    await one.context.close();
    await two.context.close();
  });

  test("re-opens a shared list page offline once it has been opened, and its link can be withdrawn from shopping mode", async ({
    seededCart: _list,
    user,
    api,
    freshPage,
    signIn,
  }) => {
    const { context, page } = await phone(freshPage);
    await signIn(page, user);
    await openShoppingMode(page);
    const shared = await sendToSimmer(api);
    await page.goto(shared);
    await page
      .getByText(/carrots/)
      .first()
      .waitFor();
    await goOffline(context, page);
    await page.reload();
    await page
      .getByText(/carrots/)
      .first()
      .waitFor();

    await context.setOffline(false);
    await openShoppingMode(page);
    await page.getByText("Lists you are sharing (1)").click();
    await page.getByRole("button", { name: "Stop sharing Shared stew list" }).click();
    await page
      .getByRole("dialog", { name: /Stop sharing this list\?/ })
      .getByRole("button", { name: "OK" })
      .click();
    await page.getByRole("alert").filter({ hasText: "This list is no longer shared." }).waitFor();
    await page.goto(shared);
    await page.getByText("This list is no longer shared").first().waitFor();
  });
});

test.describe("Done shopping", () => {
  test("puts the basket into Your Kitchen at once, clears added items, and Browse can cook the recipe now", async ({
    user,
    api,
    freshPage,
    signIn,
  }) => {
    const title = titleOf();
    const p = `zs${Math.random().toString(36).slice(2, 6)}`;
    await seedCart(api, title, [
      [`${p} carrots`, "2", "units"],
      [`${p} butter`, "1", "tablespoons"],
    ]);
    const page = await freshPage({ width: 1280, height: 900 });
    await signIn(page, user);

    // A Browse row of what can be cooked with nothing missing: not this recipe, yet.
    await page.goto("/dashboard/browse");
    await page.getByRole("button", { name: "Add Filter" }).click();
    await page.getByRole("button", { name: "New Filter (edit filters)" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter Options" });
    await dialog.getByLabel("Header Title").fill("Cook now");
    await dialog.getByLabel("Filter 1 type").selectOption("maxMissingIngredients");
    await dialog.getByLabel("Value for filter 1").fill("0");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByLabel("Search recipes by title in Cook now", { exact: true }).fill(title);
    const strip = page.getByRole("list", { name: "Recipes in Cook now", exact: true });
    await page.getByRole("region", { name: "Cook now", exact: true }).getByText("No recipes found.").waitFor();

    await openShoppingMode(page);
    await itemBox(page, new RegExp(`${p} carrots$`)).click();
    await itemBox(page, new RegExp(`${p} butter$`)).click();
    await page.getByLabel("Add an item").fill("birthday candles");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await itemBox(page, "birthday candles").click();
    await syncStatus(page).filter({ hasText: "All changes saved" }).waitFor();
    await page.getByRole("button", { name: "Done shopping" }).click();
    await page
      .getByRole("dialog", { name: /Done shopping\?/ })
      .getByRole("button", { name: "Done shopping" })
      .click();
    await page.getByText("2 items added to Your Kitchen; 1 other item cleared from the list.").waitFor();
    await page.getByText("Nothing to buy.").waitFor();
    expect(await serverList(api)).toEqual([]);

    await page.getByRole("link", { name: "Your Kitchen" }).first().click();
    await page.getByRole("heading", { name: "Your Kitchen", level: 1 }).waitFor();
    await page.getByPlaceholder("Search ingredients...").fill(`${p} carrots`);
    const carrots = page.getByRole("list", { name: "Manage Ingredients" }).getByRole("button", { name: new RegExp(`^${p} carrots`) });
    await expect.poll(() => carrots.getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("link", { name: "Browse" }).click();
    await page.getByLabel("Search recipes by title in Cook now", { exact: true }).fill(title);
    await strip.getByRole("link", { name: title }).waitFor();
  });
});

/** Replaces sw.js in the served app (and the compressed copies the server prefers) with `body`. */
function writeServiceWorker(webDist: string, body: Buffer) {
  const file = path.join(webDist, "sw.js");
  fs.writeFileSync(file, body);
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
}

test.describe("a new version", () => {
  // A deploy changes the served files, so this test has a server (and a copy of the app) of its own.
  test("waits for the person's Reload instead of switching under their feet", async ({ ownServer, browser }) => {
    const context = await browser.newContext({ baseURL: ownServer.baseURL, viewport: PHONE });
    const page = await context.newPage();
    // The signup screen is the app's (the landing and login pages as first opened are plain HTML
    // that starts no service worker, ADR 145).
    await page.goto("/signup");
    await untilServiceWorkerControls(page);
    const original = fs.readFileSync(path.join(ownServer.webDist, "sw.js"));
    // A deploy: the service worker's bytes change.
    writeServiceWorker(ownServer.webDist, Buffer.concat([original, Buffer.from(`\n// ${Date.now()}\n`)]));
    await page.reload();
    const banner = page.getByRole("status").filter({ hasText: "A new version is available" });
    await banner.waitFor();
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.state);
    expect(before).toBe("activated");
    await Promise.all([page.waitForEvent("load"), banner.getByRole("button", { name: "Reload" }).click()]);
    await page.getByRole("heading", { name: "Create an Account" }).waitFor();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
