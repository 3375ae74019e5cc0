import { expect, test } from "./fixtures";
import type { Api } from "./support/api";
import { addRecipe } from "./support/shopping";

/** The owner's soup's list, sent as a shared page; answers the page's address. */
async function sharedSoup(api: Api): Promise<string> {
  const soup = await addRecipe(api, "E2E soup", 2, [
    ["carrots", "4", "units"],
    ["celery", "2", "units"],
    ["black pepper", "1", "teaspoons"],
  ]);
  const cart = (await api.mutate("carts.add", { name: "Soup" })) as { id: number };
  await api.mutate("carts.addRecipe", { recipe_id: soup, cart_id: cart.id, quantity: 2 });
  await api.mutate("carts.combine", { cart_ids: [cart.id] });
  const sent = (await api.mutate("carts.send", { title: "Soup for Saturday" })) as { shoppingListUrl: string };
  return new URL(sent.shoppingListUrl).pathname;
}

/** What the owner's own list says is in the basket, as shopping mode reads it. */
async function ownerBasket(api: Api): Promise<string[]> {
  const list = await api.query<{ items: Array<{ name: string; in_basket: boolean }> }>("shopping.list");
  return list.items
    .filter((item) => item.in_basket)
    .map((item) => item.name)
    .sort();
}

test.describe("the shared shopping list", () => {
  test("ticks at once with JavaScript, keeps ticks made offline and sends them when back online", async ({ freshPage, api }) => {
    const path = await sharedSoup(api);

    const visitor = await freshPage();
    await visitor.goto(path);
    await visitor.getByRole("heading", { name: "Soup for Saturday", level: 1 }).waitFor();
    const items = visitor.getByRole("list", { name: "Items" }).getByRole("listitem");
    expect(await items.allTextContents()).toEqual(["1 teaspoon black pepper", "4 carrots", "2 celery"]);
    await visitor.getByRole("status").filter({ hasText: "Online · every tick is saved" }).waitFor();
    // With the script, ticks go out by themselves: there is no button to press.
    expect(await visitor.getByRole("button", { name: "Save ticks" }).isVisible()).toBe(false);

    await visitor.getByRole("checkbox", { name: "4 carrots" }).check();
    await visitor.getByRole("status").filter({ hasText: "every tick is saved" }).waitFor();
    await expect.poll(() => ownerBasket(api)).toEqual(["carrots"]);

    await visitor.context().setOffline(true);
    await visitor.getByRole("checkbox", { name: "2 celery" }).check();
    await visitor.getByRole("status").filter({ hasText: "Offline · 1 tick waiting to be sent" }).waitFor();
    expect(await visitor.getByRole("checkbox", { name: "2 celery" }).isChecked()).toBe(true);
    expect(await ownerBasket(api)).toEqual(["carrots"]);

    await visitor.context().setOffline(false);
    await visitor.getByRole("status").filter({ hasText: "Online · every tick is saved" }).waitFor();
    await expect.poll(() => ownerBasket(api)).toEqual(["carrots", "celery"]);

    // A fresh visit shows the ticks as the owner's list holds them.
    await visitor.reload();
    expect(await visitor.getByRole("checkbox", { name: "2 celery" }).isChecked()).toBe(true);
    expect(await visitor.getByRole("checkbox", { name: "1 teaspoon black pepper" }).isChecked()).toBe(false);

    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await visitor.setViewportSize({ width, height });
      await visitor.screenshot({ path: `/tmp/shared-list-${width}.png`, fullPage: true });
    }
    await visitor.emulateMedia({ media: "print" });
    await visitor.screenshot({ path: "/tmp/shared-list-print.png", fullPage: true });
  });

  test("re-opens offline for someone holding only the link, and their offline ticks reach the owner", async ({ freshPage, api }) => {
    test.setTimeout(150_000);
    const path = await sharedSoup(api);

    const visitor = await freshPage();
    await visitor.goto(path);
    await visitor.getByRole("heading", { name: "Soup for Saturday", level: 1 }).waitFor();
    // The page keeps itself, its script and its style for the app's service worker to answer offline.
    await expect
      .poll(
        () =>
          visitor.evaluate(async (own) => {
            const page = await (await caches.open("shared-lists")).match(own);
            const assets = await (await caches.open("shared-list-assets")).keys();
            return Boolean(page) && assets.length === 2 && Boolean(navigator.serviceWorker.controller);
          }, path),
        // Installing the worker fetches the app it precaches, which takes a while on a busy machine.
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(true);

    await visitor.context().setOffline(true);
    await visitor.reload();
    await visitor.getByRole("heading", { name: "Soup for Saturday", level: 1 }).waitFor();
    await visitor.getByRole("checkbox", { name: "4 carrots" }).check();
    await visitor.getByRole("status").filter({ hasText: "Offline · 1 tick waiting to be sent" }).waitFor();
    expect(await ownerBasket(api)).toEqual([]);

    await visitor.context().setOffline(false);
    await visitor.getByRole("status").filter({ hasText: "Online · every tick is saved" }).waitFor();
    await expect.poll(() => ownerBasket(api)).toEqual(["carrots"]);
  });

  test("reads without JavaScript, and its form saves ticks", async ({ browser, baseURL, api }) => {
    const path = await sharedSoup(api);

    const context = await browser.newContext({ baseURL: baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const reader = await context.newPage();
    await reader.goto(path);
    await reader.getByRole("heading", { name: "Soup for Saturday", level: 1 }).waitFor();
    expect(await reader.getByRole("list", { name: "Items" }).getByRole("listitem").count()).toBe(3);
    await reader.getByRole("checkbox", { name: "2 celery" }).check();
    await reader.getByRole("button", { name: "Save ticks" }).click();
    await reader.getByText("Your ticks are saved.").waitFor();
    expect(await reader.getByRole("checkbox", { name: "2 celery" }).isChecked()).toBe(true);
    expect(await ownerBasket(api)).toEqual(["celery"]);
    await reader.screenshot({ path: "/tmp/shared-list-nojs-390.png", fullPage: true });
  });

  test("says the list is no longer shared once the owner stops sharing it, with JavaScript or without", async ({
    freshPage,
    browser,
    baseURL,
    api,
  }) => {
    const path = await sharedSoup(api);
    const token = path.split("/").at(-1) ?? "";

    const visitor = await freshPage();
    await visitor.goto(path);
    await visitor.getByRole("checkbox", { name: "4 carrots" }).waitFor();
    const plain = await browser.newContext({ baseURL: baseURL, javaScriptEnabled: false });
    const reader = await plain.newPage();
    await reader.goto(path);

    await api.mutate("carts.stopSharing", { token });

    // The open page's next tick is refused and the page says why.
    await visitor.getByRole("checkbox", { name: "4 carrots" }).check();
    await visitor.getByRole("status").filter({ hasText: "This list is no longer shared" }).waitFor();
    expect(await ownerBasket(api)).toEqual([]);

    await visitor.reload();
    await visitor.getByRole("heading", { name: "This list is no longer shared", level: 1 }).waitFor();
    expect(await visitor.getByText("carrots").count()).toBe(0);

    await reader.getByRole("checkbox", { name: "2 celery" }).check();
    await reader.getByRole("button", { name: "Save ticks" }).click();
    await reader.getByRole("heading", { name: "This list is no longer shared", level: 1 }).waitFor();
    await reader.screenshot({ path: "/tmp/shared-list-gone-390.png", fullPage: true });
    expect(await ownerBasket(api)).toEqual([]);
    await plain.close();
  });
});
