import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function openAddForm(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add Recipe" }).click();
  const form = page.getByRole("dialog", { name: "Add Recipe" });
  await form.getByLabel("Title").waitFor();
  return form;
}

const discard = (page: Page) => page.getByRole("dialog", { name: "Discard changes?" });

/** The label of the element that has focus. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

test.describe("the recipe form keeps typed work", () => {
  test("closes at once when nothing changed, and asks before throwing changes away", async ({ signedInPage: page }) => {
    await page.goto("/dashboard/recipes");
    await page.getByRole("heading", { name: "Your Recipes" }).waitFor();

    // Untouched: Escape, the cross, Close and the overlay each close it with no question.
    for (const close of [
      () => page.keyboard.press("Escape"),
      (form: Locator) => form.getByRole("button", { name: "Close dialog" }).click(),
      (form: Locator) => form.getByRole("button", { name: "Close", exact: true }).click(),
      () => page.mouse.click(4, 400),
    ]) {
      const form = await openAddForm(page);
      await close(form);
      await form.waitFor({ state: "detached" });
      expect(await discard(page).isVisible()).toBe(false);
      await page.waitForTimeout(200);
    }

    // Typed work: each way out asks first, and the safe answer keeps the form as it was.
    const form = await openAddForm(page);
    await form.getByLabel("Title").fill("Grandma's stew");
    await form.getByLabel("Name, section 1 ingredient 1").fill("Beef shin");

    await page.keyboard.press("Escape");
    await discard(page).waitFor();
    expect(await focusedText(page)).toBe("Keep editing");
    await page.keyboard.press("Enter");
    await discard(page).waitFor({ state: "hidden" });
    expect(await form.getByLabel("Title").inputValue()).toBe("Grandma's stew");

    await page.mouse.click(4, 400);
    await discard(page).waitFor();
    await page.keyboard.press("Escape");
    await discard(page).waitFor({ state: "hidden" });
    expect(await form.isVisible()).toBe(true);

    await form.getByRole("button", { name: "Close dialog" }).click();
    await discard(page).getByRole("button", { name: "Keep editing" }).click();
    await discard(page).waitFor({ state: "hidden" });
    expect(await form.getByLabel("Name, section 1 ingredient 1").inputValue()).toBe("Beef shin");

    await form.getByRole("button", { name: "Close", exact: true }).click();
    await discard(page).getByRole("button", { name: "Discard" }).click();
    await form.waitFor({ state: "detached" });
    await page.waitForTimeout(200);
    const fresh = await openAddForm(page);
    expect(await fresh.getByLabel("Title").inputValue()).toBe("");
    await page.keyboard.press("Escape");
    await fresh.waitFor({ state: "detached" });
  });

  test("shows every field of an ingredient in full at 1366 and 390 px", async ({ freshPage, signUp }) => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await freshPage(viewport);
      await signUp(page);
      await page.goto("/dashboard/recipes");
      await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
      const form = await openAddForm(page);
      const line = form.getByRole("group", { name: "Ingredient 1 of section 1" });
      await line.getByLabel("Name, section 1 ingredient 1").fill("extra virgin olive oil, cold pressed");
      await line.getByLabel("Quantity, section 1 ingredient 1").fill("1 1/2");
      await line.getByLabel("Unit, section 1 ingredient 1").selectOption("tablespoons");
      await line.getByLabel("Method, section 1 ingredient 1").fill("finely chopped");
      await line.getByLabel("Brand, section 1 ingredient 1").fill("Colavita Premium");

      const clipped = await line.evaluate((group) => {
        const canvas = document.createElement("canvas").getContext("2d")!;
        return [...group.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")].flatMap((field) => {
          const style = getComputedStyle(field);
          canvas.font = style.font;
          const text = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? "") : field.value;
          // A select also draws its arrow, about 20 px.
          const room =
            field.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            (field instanceof HTMLSelectElement ? 20 : 0);
          return canvas.measureText(text).width > room ? [field.getAttribute("aria-label")] : [];
        });
      });
      expect(clipped, `at ${viewport.width} px`).toEqual([]);
      await page.context().close();
    }
  });
});
