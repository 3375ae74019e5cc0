import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { localDay } from "./support/days";
import { recipeInput } from "./support/shopping";

/** A big body building muscle: recipes alone fall short of its protein, so foods come beside them. */
const metric = {
  name: "Alex",
  height: 74,
  weight: 230,
  dob: "1992-04-02",
  gender: "male",
  activityLevel: "very-active",
  goal: "muscle increase",
  entryDate: localDay(-1),
  targetWeight: 240,
};

async function openPlan(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plan", exact: true }).click();
  await page.getByRole("heading", { name: "Week Plan", level: 1 }).waitFor();
}

test.describe("the week plan toward protein, carbs and fat", () => {
  test("generates with every nutrient's status, and removing a suggested food updates the day", async ({ signedInPage: page, api }) => {
    await api.rest("POST", "/api/metrics", metric);
    await openPlan(page);
    await Promise.all([
      page.waitForResponse((res) => res.url().includes("/trpc/plans.generate")),
      page.getByRole("button", { name: "Generate", exact: true }).click(),
    ]);
    await page
      .getByRole("alert")
      .filter({ hasText: /The week is planned/ })
      .first()
      .waitFor();

    // Each planned day says where each nutrient stands, in words as well as colour.
    const day = page.getByRole("region", { name: /^Wednesday/ });
    const status = day.getByRole("list", { name: "Planned per person against your targets" });
    for (const nutrient of ["Calories", "Protein", "Carbs", "Fat"])
      await expect(status.getByRole("listitem").filter({ hasText: nutrient })).toHaveText(/(on track|over by [\d,]+|under by [\d,]+)$/);

    // A food the planner put beside a recipe, removed: gone from the slot, and the day's totals move.
    const remove = day.getByRole("button", { name: /^Remove .+ from Wednesday / }).first();
    await remove.waitFor();
    const label = (await remove.getAttribute("aria-label")) ?? "";
    const meal = /from Wednesday (\w+)/.exec(label)?.[1] ?? "";
    const slot = page.getByRole("group", { name: `Wednesday ${meal}`, exact: true });
    const sidesBefore = await slot.getByRole("button", { name: /^Remove / }).count();
    const protein = status.getByRole("listitem").filter({ hasText: "Protein" });
    const before = await protein.textContent();
    await remove.click();
    await expect(slot.getByRole("button", { name: /^Remove / })).toHaveCount(sidesBefore - 1);
    await expect(protein).not.toHaveText(before ?? "");
    await expect(slot.getByText(/^Your portion: \d?½? ?servings?$/)).toBeVisible();
  });

  test("says which day's figures rest on guesses, naming the recipe", async ({ signedInPage: page, api }) => {
    await api.rest("POST", "/api/metrics", metric);
    // Cans of unknown size are weighed as 15 oz cans, a guess (ADR 135): all of this recipe's calories are unsure.
    const title = `Canned bean bowl ${Math.random().toString(36).slice(2, 7)}`;
    const { recipe_id } = await api.mutate<{ recipe_id: number }>("recipes.add", {
      ...recipeInput(title, 1, [["green beans", "2", "cans"]]),
      nutrition_source: "ingredients",
    });
    const today = new Date();
    const monday = localDay(-((today.getDay() + 6) % 7));
    await api.rest("PUT", `/api/plans/${monday}/slots/2/Lunch`, { recipeId: recipe_id, servings: 1 });
    await openPlan(page);
    const wednesday = page.getByRole("region", { name: /^Wednesday/ });
    await expect(wednesday.getByText(`These figures rest on guesses: ${title}.`)).toBeVisible();
    const shots = process.env.E2E_SCREENSHOT_DIR;
    if (shots) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await wednesday.getByText(/rest on guesses/).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/plan-guesses-${width}.png` });
      }
    }
    await expect(page.getByRole("region", { name: /^Tuesday/ }).getByText(/rest on guesses/)).toHaveCount(0);
  });

  test("in a household, the rules say daily calories and the macro split apply only when planning alone", async ({
    signedInPage: page,
    api,
    secondPerson,
  }) => {
    await api.mutate("household.create", { name: "Test kitchen" });
    const invite = await api.mutate<{ token: string }>("household.invites.create", {});
    await secondPerson.api.mutate("household.join", { token: invite.token });
    await openPlan(page);
    await page.getByText("Planner rules", { exact: true }).click();
    const rules = page.getByRole("form", { name: "Planner rules" });
    await expect(rules.getByLabel("Daily calories per person")).toHaveAccessibleDescription(
      /each member is planned toward their own Metrics/,
    );
    const shots = process.env.E2E_SCREENSHOT_DIR;
    if (shots) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await rules.getByLabel("Daily calories per person").scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/plan-rules-household-${width}.png` });
      }
    }
  });
});
