import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { localDay } from "./support/days";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Today as the planner numbers it: 0 = Monday … 6 = Sunday. */
const today = () => (new Date().getDay() + 6) % 7;

const metric = {
  name: "Sam",
  height: 70,
  weight: 180,
  dob: "1995-06-15",
  gender: "male",
  activityLevel: "moderately-active",
  goal: "fat loss",
  entryDate: localDay(-1),
  targetWeight: 165,
};

const slot = (page: Page, day: number, meal: string) => page.getByRole("group", { name: `${DAYS[day]} ${meal}`, exact: true });
const titleButton = (page: Page, day: number, meal: string) =>
  slot(page, day, meal).getByRole("button", { name: new RegExp(`^Move ${DAYS[day]} ${meal}: `) });
async function titleOf(page: Page, day: number, meal: string): Promise<string> {
  // The button's text starts with its visually hidden "Move <slot>: " prefix.
  return ((await titleButton(page, day, meal).textContent()) ?? "").replace(/^Move [^:]*: /, "").trim();
}
const alert = (page: Page, text: string | RegExp) => page.getByRole("alert").filter({ hasText: text }).first();

async function openPlan(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plan", exact: true }).click();
  await page.getByRole("heading", { name: "Week Plan", level: 1 }).waitFor();
}

/** Clicks a button that runs the planner, and waits for its answer to be on screen. */
async function planWith(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((res) => res.url().includes("/trpc/plans.generate")), button.click()]);
  await alert(page, /The week is planned/).waitFor();
  await page.getByRole("button", { name: "Generate", exact: true }).waitFor();
  await expect.poll(() => page.getByRole("button", { name: "Generate", exact: true }).isEnabled()).toBe(true);
}

const generateWeek = (page: Page) => planWith(page, page.getByRole("button", { name: "Generate", exact: true }));

async function filled(locator: Locator) {
  return (await locator.count()) > 0;
}

test.describe("the week planner", () => {
  test("generates a week against the targets of a saved metric entry, and keeps a locked slot through regeneration", async ({
    signedInPage: page,
    api,
  }) => {
    // Three plannings of a whole week, each settling every eater's portions: slow on a busy machine.
    test.slow();
    const saved = await api.rest<{ calories_passive: number; calories_aggressive: number }>("POST", "/api/metrics", metric);
    const target = Math.round((saved.calories_passive + saved.calories_aggressive) / 2).toLocaleString("en-US");
    await openPlan(page);
    await generateWeek(page);

    // Every day shows its planned calories against the metric entry's goal, in words as well as colour.
    const monday = page.getByRole("region", { name: /^Monday/ });
    const calories = monday
      .getByRole("list", { name: "Planned per person against your targets" })
      .getByRole("listitem")
      .filter({ hasText: "Calories" });
    expect(await calories.textContent()).toMatch(
      new RegExp(`Calories [\\d,]+ / ${target} kcal (on track|over by [\\d,]+|under by [\\d,]+)`),
    );
    expect(await filled(titleButton(page, 0, "Dinner"))).toBe(true);

    // Lock Monday's dinner; regenerating Monday and the whole week leaves it as it was.
    const dinner = await titleOf(page, 0, "Dinner");
    await slot(page, 0, "Dinner").getByRole("button", { name: "Lock Monday Dinner" }).click();
    await slot(page, 0, "Dinner").getByText("Locked", { exact: true }).first().waitFor();
    expect(await slot(page, 0, "Dinner").getByRole("button", { name: "Lock Monday Dinner" }).getAttribute("aria-pressed")).toBe("true");
    const tuesday = await titleOf(page, 1, "Lunch");
    await planWith(page, page.getByRole("button", { name: "Regenerate Monday", exact: true }));
    expect(await titleOf(page, 0, "Dinner")).toBe(dinner);
    expect(await titleOf(page, 1, "Lunch")).toBe(tuesday);
    expect(await slot(page, 0, "Dinner").getByRole("button", { name: "Regenerate Monday Dinner" }).isDisabled()).toBe(true);
    await generateWeek(page);
    expect(await titleOf(page, 0, "Dinner")).toBe(dinner);

    // The week is remembered: a reload shows the same plan.
    await page.reload();
    await page.getByRole("heading", { name: "Week Plan", level: 1 }).waitFor();
    expect(await titleOf(page, 0, "Dinner")).toBe(dinner);
  });

  test("offers up to two portions per person by default, explains why, and remembers a change", async ({ signedInPage: page, api }) => {
    await openPlan(page);
    await page.getByText("Planner rules", { exact: true }).click();
    const rules = page.getByRole("form", { name: "Planner rules" });
    const portions = rules.getByLabel("Portions per person, at most");
    expect(await portions.inputValue()).toBe("2");
    expect(await portions.locator("option:checked").textContent()).toBe("Up to 2 servings");
    const hint = await portions.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${hint}"]`).textContent()).toMatch(/calorie target/);

    await portions.selectOption("1");
    await rules.getByRole("button", { name: "Save rules" }).click();
    await alert(page, "Planner rules saved.").waitFor();
    expect((await api.rest<{ rules: { maxServingsPerPerson: number } }>("GET", "/api/plans/rules")).rules.maxServingsPerPerson).toBe(1);
    await page.reload();
    await page.getByText("Planner rules", { exact: true }).click();
    expect(await page.getByRole("form", { name: "Planner rules" }).getByLabel("Portions per person, at most").inputValue()).toBe("1");
  });

  test("drags a recipe into a slot, swaps two slots by dragging, and does both with the keyboard", async ({ signedInPage: page }) => {
    await openPlan(page);
    const search = page.getByRole("complementary", { name: "Recipes" });
    await search.getByPlaceholder("Search recipes...").fill("pancakes");
    const pancakes = search.getByRole("button", { name: /^Plan .*Pancakes/i }).first();
    const pancakeTitle = ((await pancakes.locator(".plan-search-title").textContent()) ?? "").trim();

    await pancakes.dragTo(slot(page, 0, "Breakfast"));
    await expect.poll(() => titleOf(page, 0, "Breakfast")).toBe(pancakeTitle);

    await search.getByPlaceholder("Search recipes...").fill("soup");
    const soup = search.getByRole("button", { name: /^Plan .*Soup/i }).first();
    const soupTitle = ((await soup.locator(".plan-search-title").textContent()) ?? "").trim();
    await soup.dragTo(slot(page, 0, "Dinner"));
    await expect.poll(() => titleOf(page, 0, "Dinner")).toBe(soupTitle);

    // Drag Monday's breakfast onto Monday's dinner: the two swap.
    await titleButton(page, 0, "Breakfast").dragTo(slot(page, 0, "Dinner"));
    await expect.poll(() => titleOf(page, 0, "Dinner")).toBe(pancakeTitle);
    expect(await titleOf(page, 0, "Breakfast")).toBe(soupTitle);

    // The keyboard: pick up a search result with Enter, move with the arrows, place with Enter.
    await search.getByPlaceholder("Search recipes...").fill("pancakes");
    await search.getByRole("button", { name: `Plan ${pancakeTitle}` }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(`Picked up ${pancakeTitle}.`, { exact: false }).waitFor({ state: "attached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Place in Monday Breakfast");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Place in Tuesday Lunch");
    await page.keyboard.press("Enter");
    await expect.poll(() => titleOf(page, 1, "Lunch")).toBe(pancakeTitle);
    await page.getByText(`Placed ${pancakeTitle} in Tuesday Lunch.`).waitFor({ state: "attached" });

    // A slot picked up with Space swaps with the slot chosen by the arrows; Escape cancels a move.
    await titleButton(page, 1, "Lunch").focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Swap with Monday Breakfast");
    await page.keyboard.press("Escape");
    await page.getByText("Move cancelled.").waitFor({ state: "attached" });
    expect(await page.locator("[data-slot-target]").count()).toBe(0);
    await titleButton(page, 1, "Lunch").focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect.poll(() => titleOf(page, 0, "Lunch")).toBe(pancakeTitle);
    expect(await filled(titleButton(page, 1, "Lunch"))).toBe(false);
    await page.getByText("Swapped Tuesday Lunch with Monday Lunch.").waitFor({ state: "attached" });
  });

  test("adds the week to a cart, whose combined list then holds the week's ingredients", async ({ signedInPage: page, api }) => {
    test.slow();
    await api.mutate("carts.add", { name: "Plan week" });
    // Made behind the app's back, after Browse (with its starter rows) cached the carts for 60 s.
    await page.reload();
    await openPlan(page);
    await generateWeek(page);
    const summary = (await page.getByLabel("Week summary", { exact: true }).textContent()) ?? "";
    const recipes = Number(/(\d+) recipes?/.exec(summary)?.[1]);
    expect(recipes).toBeGreaterThan(0);

    await page.getByLabel("Cart for this week").selectOption({ label: "Plan week" });
    await page.getByRole("button", { name: "Add week to cart" }).click();
    await alert(page, new RegExp(`Added ${recipes} recipes? \\(\\d+ servings?\\) to your grocery cart\\.`)).waitFor();

    await page.getByRole("link", { name: "Open the cart" }).click();
    await page.getByRole("heading", { name: "Plan week", level: 2 }).waitFor();
    await page.getByRole("button", { name: "Generate Shopping List" }).click();
    const dialog = page.getByRole("dialog", { name: "Grocery List" });
    await dialog.getByRole("button", { name: "Plan week" }).click();
    await dialog.getByRole("button", { name: "Generate Ingredient List" }).click();
    const needs = dialog.getByRole("region", { name: /Ingredients You Need/ });
    await needs.getByRole("checkbox").first().waitFor();
    expect(await needs.getByRole("checkbox").count()).toBeGreaterThan(3);
  });

  test("logs today's dinner as eaten, and the dashboard's Daily Progress counts it", async ({ signedInPage: page, api }) => {
    const saved = await api.rest<{ calories_passive: number; calories_aggressive: number }>("POST", "/api/metrics", metric);
    await openPlan(page);
    await generateWeek(page);
    const day = today();
    const title = await titleOf(page, day, "Dinner");
    await slot(page, day, "Dinner")
      .getByRole("button", { name: `Log ${DAYS[day]} Dinner as eaten` })
      .click();
    await slot(page, day, "Dinner").getByText("Logged ✓").waitFor();
    const journal = await api.get<{ entries: Array<{ name: string; date: string; meal: string; calories: number | null }> }>(
      "/api/journal",
    );
    // The dinner at the person's own portion, and each food the planner put beside it (ADR 144).
    expect(journal.entries).toContainEqual(expect.objectContaining({ name: title, date: localDay(0), meal: "Dinner" }));
    for (const entry of journal.entries) expect(entry).toMatchObject({ date: localDay(0), meal: "Dinner" });

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { name: "Metrics Over Time" }).waitFor();
    const progress = page.getByRole("complementary", { name: `Daily Progress (${localDay(0)})` });
    await progress.waitFor();
    // Energy shows in whole kilocalories.
    const eaten = journal.entries.reduce((sum, e) => sum + (e.calories ?? 0), 0);
    const remaining = (saved.calories_passive + saved.calories_aggressive) / 2 - eaten;
    const onTrack = Math.abs(remaining) <= Math.abs(saved.calories_passive - saved.calories_aggressive) / 2;
    // Each entry is rounded on its own, so the sum may differ from the unrounded one by a kilocalorie.
    const shown = (await progress.locator("dl > div", { hasText: "Calories" }).textContent()) ?? "";
    const match = /^Calories(-?[\d,]+) kcal \((on track|off track)\)$/.exec(shown);
    expect(match, shown).not.toBeNull();
    expect(Math.abs(Number(match![1]!.replace(/,/g, "")) - remaining)).toBeLessThanOrEqual(1);
    if (Math.abs(Math.abs(remaining) - Math.abs(saved.calories_passive - saved.calories_aggressive) / 2) > 1)
      expect(match![2]).toBe(onTrack ? "on track" : "off track");
  });
});
