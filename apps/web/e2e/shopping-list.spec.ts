import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { Api } from "./support/api";
import { addRecipe } from "./support/shopping";

/** Gives the person a "Stew" cart holding one serving of a six-serving stew; answers its id. */
async function stewCart(api: Api) {
  const stew = await addRecipe(api, "E2E stew", 6, [
    ["bay leaf", "1", "units"],
    ["crushed tomatoes", "1 1/2", "cans"],
    ["black pepper", "2.75", "teaspoons"],
  ]);
  const cart = (await api.mutate("carts.add", { name: "Stew" })) as { id: number };
  await api.mutate("carts.addRecipe", { recipe_id: stew, cart_id: cart.id, quantity: 1 });
  return cart.id;
}

async function openCombinedList(page: Page) {
  await page.goto("/dashboard/grocery-plan");
  await page.getByRole("button", { name: "Generate Shopping List" }).click();
  const dialog = page.getByRole("dialog", { name: "Grocery List" });
  const stew = dialog.getByRole("button", { name: "Stew" });
  if ((await stew.getAttribute("aria-pressed")) !== "true") await stew.click();
  await dialog.getByRole("button", { name: "Generate Ingredient List" }).click();
  await dialog
    .getByRole("region", { name: /Ingredients You Need/ })
    .getByRole("checkbox")
    .first()
    .waitFor();
  return dialog;
}

async function confirm(page: Page, question: string | RegExp) {
  await page.getByRole("dialog", { name: question }).getByRole("button", { name: "OK" }).click();
}

test.describe("The shopping list", () => {
  test("shows amounts a person can buy: whole items and cans, spoon measures as fractions", async ({ signedInPage: page, api }) => {
    await stewCart(api);
    const dialog = await openCombinedList(page);
    const needs = dialog.getByRole("region", { name: /Ingredients You Need/ });
    // Stored: 0.17 units, 0.46 teaspoons, 0.25 cans; under each, what the recipe itself needs (ADR 131).
    expect(await needs.getByRole("listitem").allTextContents()).toEqual([
      "bay leaf 1 E2E stew: ⅛",
      "black pepper ½ teaspoon E2E stew: ½ teaspoon",
      "crushed tomatoes 1 can E2E stew: ¼ can",
    ]);
    expect(await dialog.getByText(/0\.(17|46|25)/).count()).toBe(0);

    await dialog.getByRole("button", { name: "Create shareable link" }).click();
    await confirm(page, "Create a shareable link for 3 items?");
    const open = dialog.getByRole("link", { name: "Open shared list" });
    const [shared] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
    const items = shared.getByRole("list", { name: "Items" }).getByRole("listitem");
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(["1 bay leaf", "½ teaspoon black pepper", "1 can crushed tomatoes"]);
  });

  test("stops sharing a link, after which the page says it is no longer shared", async ({ signedInPage: page, api, freshPage }) => {
    await stewCart(api);
    const dialog = await openCombinedList(page);
    await dialog.getByRole("button", { name: "Create shareable link" }).click();
    await confirm(page, "Create a shareable link for 3 items?");
    const href = await dialog.getByRole("link", { name: "Open shared list" }).getAttribute("href");
    expect(href).toBeTruthy();

    const visitor = await freshPage();
    await visitor.goto(href ?? "");
    await visitor.getByText("½ teaspoon black pepper").waitFor();

    await dialog.getByRole("button", { name: "Stop sharing", exact: true }).click();
    await confirm(page, /Stop sharing this list\?/);
    await page.getByRole("alert").filter({ hasText: "This list is no longer shared." }).waitFor();
    await dialog.getByRole("button", { name: "Create shareable link" }).waitFor();

    await visitor.reload();
    await visitor.getByRole("heading", { name: "This list is no longer shared", level: 1 }).waitFor();
    expect(await visitor.getByText("black pepper").count()).toBe(0);
  });

  test("lists the links still shared so an earlier one can be stopped later", async ({ signedInPage: page, api, freshPage }) => {
    await stewCart(api);
    let dialog = await openCombinedList(page);
    await dialog.getByRole("button", { name: "Create shareable link" }).click();
    await confirm(page, "Create a shareable link for 3 items?");
    const first = await dialog.getByRole("link", { name: "Open shared list" }).getAttribute("href");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    dialog = await openCombinedList(page);
    await dialog.getByText("Lists you are sharing (1)").click();
    await dialog.getByRole("button", { name: /^Stop sharing Grocery List - / }).click();
    await confirm(page, /Stop sharing this list\?/);
    await page.getByRole("alert").filter({ hasText: "This list is no longer shared." }).waitFor();
    await expect.poll(() => dialog.getByText(/Lists you are sharing/).count()).toBe(0);

    const visitor = await freshPage();
    await visitor.goto(first ?? "");
    await visitor.getByRole("heading", { name: "This list is no longer shared" }).waitFor();
  });
});

test.describe("Grocery Plan's selected cart", () => {
  test("lives in the address, so a reload shows the same cart", async ({ signedInPage: page, api, secondPerson }) => {
    const cartId = await stewCart(api);
    await api.mutate("carts.add", { name: "Other" });
    await page.goto("/dashboard/grocery-plan");
    await page.getByRole("button", { name: "Select Cart" }).click();
    await page.getByRole("option", { name: "Stew" }).click();
    await page.waitForURL(new RegExp(`/dashboard/grocery-plan\\?cart=${cartId}$`));
    await page.getByRole("link", { name: "E2E stew", exact: true }).waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Stew", level: 2 }).waitFor();
    await page.getByRole("button", { name: "Cart: Stew" }).waitFor();
    await page.getByRole("link", { name: "E2E stew", exact: true }).waitFor();

    // Another person opening the same address sees no cart of this user's, and no error.
    const other = secondPerson.page;
    await other.goto(`/dashboard/grocery-plan?cart=${cartId}`);
    await other.getByRole("heading", { name: "Grocery List" }).waitFor();
    await other.getByRole("button", { name: "Select Cart" }).waitFor();
    await other.getByText("No recipes in your current cart.").waitFor();
    for (const bad of ["999999999", "abc", "-1"]) {
      await other.goto(`/dashboard/grocery-plan?cart=${bad}`);
      await other.getByRole("button", { name: "Select Cart" }).waitFor();
    }
    expect(await other.getByRole("alert").count()).toBe(0);
    expect(await other.getByText("E2E stew").count()).toBe(0);
  });
});
