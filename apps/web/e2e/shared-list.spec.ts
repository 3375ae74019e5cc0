import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseURL, freshPage, launchBrowser, signUpAndLogIn } from "./browser";
import { addRecipe, mutate } from "./cart-helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A signed-in owner whose soup's list was sent as a shared page; answers the page's address. */
async function sharedSoup(page: Page): Promise<string> {
  await signUpAndLogIn(page);
  const soup = await addRecipe(page, "E2E soup", 2, [
    ["carrots", "4", "units"],
    ["celery", "2", "units"],
    ["black pepper", "1", "teaspoons"],
  ]);
  const cart = (await mutate(page, "carts.add", { name: "Soup" })) as { id: number };
  await mutate(page, "carts.addRecipe", { recipe_id: soup, cart_id: cart.id, quantity: 2 });
  await mutate(page, "carts.combine", { cart_ids: [cart.id] });
  const sent = (await mutate(page, "carts.send", { title: "Soup for Saturday" })) as { shoppingListUrl: string };
  return new URL(sent.shoppingListUrl).pathname;
}

/** What the owner's own list says is in the basket, as shopping mode reads it. */
async function ownerBasket(page: Page): Promise<string[]> {
  const list = (await page.evaluate(async () => {
    const res = await fetch("/trpc/shopping.list", { headers: { authorization: `Bearer ${localStorage.getItem("token")}` } });
    return (await res.json()).result.data;
  })) as { items: Array<{ name: string; in_basket: boolean }> };
  return list.items.filter((item) => item.in_basket).map((item) => item.name).sort();
}

describe("the shared shopping list", () => {
  it("ticks at once with JavaScript, keeps ticks made offline and sends them when back online", async () => {
    const owner = await freshPage(browser);
    const path = await sharedSoup(owner);

    const visitor = await freshPage(browser);
    await visitor.goto(path);
    await visitor.getByRole("heading", { name: "Soup for Saturday", level: 1 }).waitFor();
    const items = visitor.getByRole("list", { name: "Items" }).getByRole("listitem");
    expect(await items.allTextContents()).toEqual(["1 teaspoon black pepper", "4 carrots", "2 celery"]);
    await visitor.getByRole("status").filter({ hasText: "Online · every tick is saved" }).waitFor();
    // With the script, ticks go out by themselves: there is no button to press.
    expect(await visitor.getByRole("button", { name: "Save ticks" }).isVisible()).toBe(false);

    await visitor.getByRole("checkbox", { name: "4 carrots" }).check();
    await visitor.getByRole("status").filter({ hasText: "every tick is saved" }).waitFor();
    await expect.poll(() => ownerBasket(owner)).toEqual(["carrots"]);

    await visitor.context().setOffline(true);
    await visitor.getByRole("checkbox", { name: "2 celery" }).check();
    await visitor.getByRole("status").filter({ hasText: "Offline · 1 tick waiting to be sent" }).waitFor();
    expect(await visitor.getByRole("checkbox", { name: "2 celery" }).isChecked()).toBe(true);
    expect(await ownerBasket(owner)).toEqual(["carrots"]);

    await visitor.context().setOffline(false);
    await visitor.getByRole("status").filter({ hasText: "Online · every tick is saved" }).waitFor();
    await expect.poll(() => ownerBasket(owner)).toEqual(["carrots", "celery"]);

    // A fresh visit shows the ticks as the owner's list holds them.
    await visitor.reload();
    expect(await visitor.getByRole("checkbox", { name: "2 celery" }).isChecked()).toBe(true);
    expect(await visitor.getByRole("checkbox", { name: "1 teaspoon black pepper" }).isChecked()).toBe(false);

    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      await visitor.setViewportSize({ width, height });
      await visitor.screenshot({ path: `/tmp/shared-list-${width}.png`, fullPage: true });
    }
    await visitor.emulateMedia({ media: "print" });
    await visitor.screenshot({ path: "/tmp/shared-list-print.png", fullPage: true });
    await visitor.context().close();
    await owner.context().close();
  });

  it("re-opens offline for someone holding only the link, and their offline ticks reach the owner", { timeout: 150_000 }, async () => {
    const owner = await freshPage(browser);
    const path = await sharedSoup(owner);

    const visitor = await freshPage(browser);
    await visitor.goto(path);
    await visitor.getByRole("heading", { name: "Soup for Saturday", level: 1 }).waitFor();
    // The page keeps itself, its script and its style for the app's service worker to answer offline.
    await expect
      .poll(() =>
        visitor.evaluate(async (own) => {
          const page = await (await caches.open("shared-lists")).match(own);
          const assets = await (await caches.open("shared-list-assets")).keys();
          return Boolean(page) && assets.length === 2 && Boolean(navigator.serviceWorker.controller);
        }, path),
        // Installing the worker fetches the app it precaches, which takes a while on a busy machine.
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true);

    await visitor.context().setOffline(true);
    await visitor.reload();
    await visitor.getByRole("heading", { name: "Soup for Saturday", level: 1 }).waitFor();
    await visitor.getByRole("checkbox", { name: "4 carrots" }).check();
    await visitor.getByRole("status").filter({ hasText: "Offline · 1 tick waiting to be sent" }).waitFor();
    expect(await ownerBasket(owner)).toEqual([]);

    await visitor.context().setOffline(false);
    await visitor.getByRole("status").filter({ hasText: "Online · every tick is saved" }).waitFor();
    await expect.poll(() => ownerBasket(owner)).toEqual(["carrots"]);
    await visitor.context().close();
    await owner.context().close();
  });

  it("reads without JavaScript, and its form saves ticks", async () => {
    const owner = await freshPage(browser);
    const path = await sharedSoup(owner);

    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const reader = await context.newPage();
    await reader.goto(path);
    await reader.getByRole("heading", { name: "Soup for Saturday", level: 1 }).waitFor();
    expect(await reader.getByRole("list", { name: "Items" }).getByRole("listitem").count()).toBe(3);
    await reader.getByRole("checkbox", { name: "2 celery" }).check();
    await reader.getByRole("button", { name: "Save ticks" }).click();
    await reader.getByText("Your ticks are saved.").waitFor();
    expect(await reader.getByRole("checkbox", { name: "2 celery" }).isChecked()).toBe(true);
    expect(await ownerBasket(owner)).toEqual(["celery"]);
    await reader.screenshot({ path: "/tmp/shared-list-nojs-390.png", fullPage: true });
    await context.close();
    await owner.context().close();
  });

  it("says the list is no longer shared once the owner stops sharing it, with JavaScript or without", async () => {
    const owner = await freshPage(browser);
    const path = await sharedSoup(owner);
    const token = path.split("/").at(-1) ?? "";

    const visitor = await freshPage(browser);
    await visitor.goto(path);
    await visitor.getByRole("checkbox", { name: "4 carrots" }).waitFor();
    const plain = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const reader = await plain.newPage();
    await reader.goto(path);

    await mutate(owner, "carts.stopSharing", { token });

    // The open page's next tick is refused and the page says why.
    await visitor.getByRole("checkbox", { name: "4 carrots" }).check();
    await visitor.getByRole("status").filter({ hasText: "This list is no longer shared" }).waitFor();
    expect(await ownerBasket(owner)).toEqual([]);

    await visitor.reload();
    await visitor.getByRole("heading", { name: "This list is no longer shared", level: 1 }).waitFor();
    expect(await visitor.getByText("carrots").count()).toBe(0);

    await reader.getByRole("checkbox", { name: "2 celery" }).check();
    await reader.getByRole("button", { name: "Save ticks" }).click();
    await reader.getByRole("heading", { name: "This list is no longer shared", level: 1 }).waitFor();
    await reader.screenshot({ path: "/tmp/shared-list-gone-390.png", fullPage: true });
    expect(await ownerBasket(owner)).toEqual([]);
    await plain.close();
    await visitor.context().close();
    await owner.context().close();
  });
});
