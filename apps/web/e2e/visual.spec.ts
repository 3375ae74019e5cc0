import { expect } from "./fixtures";
import { test } from "./support/seeded-screens";

const LONG_TITLE = "Weeknight Tomato Lentil Soup with Smoked Paprika and Greens (copy)";

test.describe("what a person sees", () => {
  for (const width of [1280, 390]) {
    test(`clamps a long card title to two lines with an ellipsis, keeping the whole title at hand, at ${width} px`, async ({
      screenPage,
    }) => {
      const page = await screenPage({ viewport: { width, height: 844 } });
      await page.goto("/dashboard/recipes");
      const card = page.getByRole("link", { name: LONG_TITLE, exact: true });
      await card.waitFor();
      const title = card.locator(".recipe-card-title");
      await expect(title).toHaveAttribute("title", LONG_TITLE);
      const look = await title.evaluate((element) => {
        const style = getComputedStyle(element);
        const lineHeight = parseFloat(style.lineHeight);
        return {
          overflow: style.textOverflow,
          clamp: style.webkitLineClamp,
          lines: Math.round(element.clientHeight / lineHeight),
          clipped: element.scrollHeight > element.clientHeight,
        };
      });
      expect(look).toEqual({ overflow: "ellipsis", clamp: "2", lines: 2, clipped: true });
      // A title that fits in two lines shows whole, "v2" included, on a laptop's wider cards.
      const short = page
        .getByRole("link", { name: width > 500 ? "Lemon Garlic Chicken Traybake v2" : "Overnight Oats", exact: true })
        .locator(".recipe-card-title");
      expect(await short.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
      // With keyboard focus the whole long title shows.
      await card.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect.poll(() => title.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    });
  }

  test("gives each planned meal's Move button at least 24 px, and 44 px on a touch screen", async ({ screenPage }) => {
    for (const [options, least] of [
      [{ viewport: { width: 1280, height: 800 } }, 24],
      [{ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, 44],
    ] as const) {
      const page = await screenPage(options);
      await page.goto("/dashboard/plan");
      const moves = page.getByRole("button", { name: /^Move (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) / });
      await moves.first().waitFor();
      const sizes = await moves.evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect()).map((box) => ({ width: box.width, height: box.height })),
      );
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) {
        expect(size.height).toBeGreaterThanOrEqual(least);
        expect(size.width).toBeGreaterThanOrEqual(24);
      }
    }
  });

  test("shows energy on the Metrics page in whole kilocalories", async ({ screenPage }) => {
    const page = await screenPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/dashboard/user-metrics");
    const rows = page.locator(".metrics-table tbody tr");
    await rows.first().waitFor();
    const energy = await page.locator('.metrics-table td[data-label*="kcal"], .metrics-table td[data-label^="Calories"]').allTextContents();
    expect(energy.length).toBe(6);
    for (const text of energy) expect(text).toMatch(/^\d+( \/ \d+)?$/);
    await page.getByText("Calculation Details").click();
    const figures = await page.locator(".calc-grid div").allTextContents();
    const kcal = figures.filter((text) => text.includes("(kcal)"));
    expect(kcal.length).toBe(4);
    for (const text of kcal) expect(text).toMatch(/\(kcal\)\d+$/);
  });
});
