import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { freshPage, launchBrowser, signUpAndLogIn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe.each(VIEWPORTS)("a new person's Browse at $width px", (viewport) => {
  it("starts with the starter rows full of recipes, which they can rename and delete", async () => {
    const page = await freshPage(browser, viewport);
    await signUpAndLogIn(page);
    await page.getByRole("heading", { name: "Browse", level: 1 }).waitFor();
    expect(await page.getByText("No filters available").count()).toBe(0);
    for (const title of ["Quick dinners", "Cook now with what you have", "Vegetarian", "All recipes"]) {
      await page.getByRole("region", { name: title }).waitFor();
    }
    await page.getByRole("region", { name: "Quick dinners" }).locator("article.recipe-card").first().waitFor();
    await page.getByRole("region", { name: "Vegetarian" }).locator("article.recipe-card").first().waitFor();

    await page.getByRole("button", { name: "Vegetarian (edit filters)" }).click();
    const dialog = page.getByRole("dialog", { name: "Filter Options" });
    await dialog.getByLabel("Header Title").fill("Meat-free");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByRole("region", { name: "Meat-free" }).waitFor();

    await page.getByRole("button", { name: "Remove Quick dinners" }).click();
    await page.reload();
    await page.getByRole("region", { name: "Meat-free" }).waitFor();
    expect(await page.getByRole("region", { name: "Quick dinners" }).count()).toBe(0);
    await page.context().close();
  });
});
