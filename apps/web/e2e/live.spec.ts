import { expect, test } from "./fixtures";
import { itemBox, openShoppingMode } from "./support/shopping";

const PHONE = { width: 390, height: 844 };

// Live notices (ADR 139). Shopping mode polls its list only every 30 s, longer than any wait here:
// what paints on the other device comes through its live stream.
test.describe("live changes between devices", () => {
  test("a tick in Shopping mode on one phone paints on the same person's other phone without a reload", async ({
    seededCart: _list,
    user,
    freshPage,
    signIn,
  }) => {
    const mine = await freshPage(PHONE);
    await signIn(mine, user);
    await openShoppingMode(mine);
    const theirs = await freshPage(PHONE);
    await signIn(theirs, user);
    await openShoppingMode(theirs);
    await expect(itemBox(theirs, /carrots$/)).not.toBeChecked();

    await itemBox(mine, /carrots$/).click();
    await expect(itemBox(theirs, /carrots$/)).toBeChecked();

    // And back the other way: the second phone unticks, the first one follows.
    await itemBox(theirs, /carrots$/).click();
    await expect(itemBox(mine, /carrots$/)).not.toBeChecked();
  });

  test("a recipe taken out of a cart elsewhere leaves the open Grocery Plan without a reload", async ({
    seededCart,
    user,
    api,
    freshPage,
    signIn,
  }) => {
    const page = await freshPage({ width: 1280, height: 800 });
    await signIn(page, user);
    await page.goto("/dashboard/grocery-plan");
    await expect(page.getByText(seededCart.title).first()).toBeVisible();
    await api.mutate("carts.removeRecipe", { cart_id: seededCart.cartId, recipe_id: seededCart.recipeId });
    await expect(page.getByText(seededCart.title)).toHaveCount(0);
  });
});
