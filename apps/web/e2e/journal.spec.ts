import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { localDay } from "./support/days";
import { settled } from "./support/settled";

const form = (page: Page) => page.getByRole("form", { name: "New Entry" });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).first();

async function addNutrient(page: Page, nutrient: string, amount: string) {
  await form(page).getByLabel("Nutrient", { exact: true }).selectOption(nutrient);
  await form(page).getByLabel("Amount", { exact: true }).fill(amount);
  await page.getByRole("button", { name: "Add Nutrient" }).click();
}

test.describe("food journal", () => {
  test("logs meals and water on two days, reuses an earlier food, edits and deletes inline", async ({ signedInPage: page }) => {
    await page.getByRole("link", { name: "Journal" }).click();
    await page.getByRole("heading", { name: "Food Logging Journal" }).waitFor();
    await page.getByText("No entries yet. Start logging your meals today!").waitFor();

    await page.getByRole("button", { name: "Save Entry" }).click();
    await alert(page, "Food name cannot be empty.").waitFor();

    // Yesterday's breakfast, 1.5 servings of 320 kcal.
    await expect(form(page).getByLabel("Serving size", { exact: true })).toHaveAccessibleDescription("1 serving");
    await form(page).getByLabel("Food name", { exact: true }).fill("Oatmeal");
    await form(page).getByLabel("Serving size", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Save Entry" }).click();
    await alert(page, "Please enter a valid numeric serving size for calculation.").waitFor();
    await form(page).getByLabel("Serving size", { exact: true }).fill("1.5");
    await expect(form(page).getByLabel("Serving size", { exact: true })).toHaveAccessibleDescription("1.5 servings");
    await form(page).getByLabel("Meal", { exact: true }).selectOption("Breakfast");
    await form(page).getByLabel("Date", { exact: true }).fill(localDay(-1));
    await form(page).getByLabel("Time", { exact: true }).fill("08:00");
    await addNutrient(page, "calories", "x");
    await alert(page, "Please enter a valid numeric value.").waitFor();
    await addNutrient(page, "calories", "320");
    await addNutrient(page, "calories", "300");
    await alert(page, "You have already added calories.").waitFor();
    await addNutrient(page, "protein", "12");
    await page.getByRole("row", { name: /Calories \(kcal\) 320 480/ }).waitFor();
    await page.getByRole("button", { name: "Save Entry" }).click();
    await alert(page, "Entry saved successfully!").waitFor();
    const entries = page.locator(".journal-entry");
    await entries.filter({ hasText: "Oatmeal" }).getByText("Calories 480 kcal").waitFor();

    // Water yesterday through the form (name 'water', total_weight in oz), and today in one action.
    await form(page).getByLabel("Food name", { exact: true }).fill("water");
    await form(page).getByLabel("Date", { exact: true }).fill(localDay(-1));
    await form(page).getByLabel("Time", { exact: true }).fill("10:00");
    await addNutrient(page, "total_weight", "24");
    await form(page).getByRole("button", { name: "Save Entry" }).click();
    await entries.filter({ hasText: "24 oz" }).waitFor();
    await page.getByLabel("Water (oz)").fill("16");
    await page.getByRole("button", { name: "Log Water" }).click();
    await alert(page, "Logged 16 oz of water.").waitFor();
    await entries.filter({ hasText: "16 oz" }).waitFor();

    // Today's lunch from the earlier food: the template fills nutrients for one serving.
    await page.getByLabel("Search foods").fill("oatm");
    await page.getByRole("button", { name: /Oatmeal.*last logged/ }).click();
    expect(await form(page).getByLabel("Food name", { exact: true }).inputValue()).toBe("Oatmeal");
    expect(await form(page).getByLabel("Serving size", { exact: true }).inputValue()).toBe("1");
    await page.getByRole("row", { name: /Calories \(kcal\) 320 320/ }).waitFor();
    // The form kept yesterday's date from the last save; this lunch is today's.
    expect(await form(page).getByLabel("Date", { exact: true }).inputValue()).toBe(localDay(-1));
    await form(page).getByLabel("Date", { exact: true }).fill(localDay(0));
    await form(page).getByLabel("Meal", { exact: true }).selectOption("Lunch");
    await form(page).getByLabel("Time", { exact: true }).fill("12:30");
    await form(page).getByLabel("Serving size", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Save Entry" }).click();
    await entries.filter({ hasText: "Calories 640 kcal" }).waitFor();

    // Grouped by day, newest day first.
    const days = page.locator(".journal-day h3");
    expect(await days.count()).toBe(2);
    const [todayEntries, yesterdayEntries] = [page.locator(".journal-day").nth(0), page.locator(".journal-day").nth(1)];
    expect(await todayEntries.textContent()).toContain("16 oz");
    expect(await todayEntries.textContent()).toContain("Calories 640 kcal");
    expect(await yesterdayEntries.textContent()).toContain("Calories 480 kcal");
    expect(await yesterdayEntries.textContent()).toContain("24 oz");

    // Inline edit: halving the serving size halves the nutrients.
    await todayEntries.getByRole("button", { name: "Edit Oatmeal" }).click();
    const editor = page.getByRole("group", { name: "Edit Oatmeal" });
    await editor.getByLabel("Serving size", { exact: true }).fill("1");
    expect(await editor.getByLabel("Calories (kcal)").inputValue()).toBe("320");
    await editor.getByLabel("Meal", { exact: true }).selectOption("Dinner");
    await editor.getByRole("button", { name: "Save" }).click();
    await alert(page, "Entry updated successfully!").waitFor();
    await todayEntries.getByText("Calories 320 kcal").waitFor();
    expect(await todayEntries.textContent()).toContain("Dinner");

    // Delete yesterday's breakfast after confirming.
    await yesterdayEntries.getByRole("button", { name: "Delete Oatmeal" }).click();
    await page.getByText("Are you sure you want to delete this entry?").waitFor();
    await page.getByRole("button", { name: "OK" }).click();
    await alert(page, "Entry deleted successfully!").waitFor();
    await yesterdayEntries.getByRole("button", { name: "Delete Oatmeal" }).waitFor({ state: "detached" });
    expect(await yesterdayEntries.textContent()).toContain("24 oz");

    // A USDA food: two large eggs (2 × 50 g at 143 kcal per 100 g) make one serving.
    await page.getByLabel("Search foods").fill("egg whole raw");
    await page.getByRole("button", { name: /Egg, whole, raw, fresh/ }).click();
    const amount = page.getByRole("group", { name: "Amount of Egg, whole, raw, fresh" });
    await amount.getByLabel("Measure").selectOption({ label: "1 large (50 g)" });
    await amount.getByLabel("Quantity").fill("2");
    await amount.getByText("100 g · 143 kcal").waitFor();
    await amount.getByRole("button", { name: "Use this food" }).click();
    expect(await form(page).getByLabel("Food name", { exact: true }).inputValue()).toBe("Egg, whole, raw, fresh");
    await page.getByRole("row", { name: /Calories \(kcal\) 143 143/ }).waitFor();
    await page.getByRole("row", { name: /Cholesterol \(mg\) 372 372/ }).waitFor();
    await form(page).getByRole("button", { name: "Save Entry" }).click();
    await todayEntries.getByText("Calories 143 kcal").waitFor();
  });
});

test.describe("journal wording and confirmations", () => {
  test("gives the confirm dialog's focus to the safe choice, so Enter deletes nothing", async ({ signedInPage: page, api }) => {
    await api.rest("POST", "/api/journal", {
      date: localDay(0),
      entry_time: "08:00",
      meal: "Breakfast",
      name: "Porridge",
      serving_size: 1,
      calories: 300,
    });
    await page.goto("/dashboard/journal");
    const entry = page.getByRole("listitem").filter({ hasText: "Porridge" });
    await entry.getByRole("button", { name: /Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete this entry?" });
    await confirm.waitFor();
    // Opened with the mouse, the default still shows as the focused one.
    const cancel = confirm.getByRole("button", { name: "Cancel" });
    expect(await cancel.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await cancel.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await page.keyboard.press("Enter");
    await confirm.waitFor({ state: "hidden" });
    await settled(page);
    expect(await entry.count()).toBe(1);

    // The go-ahead is styled as the dangerous choice it is.
    await entry.getByRole("button", { name: /Delete/ }).click();
    await confirm.waitFor();
    const ok = confirm.getByRole("button", { name: "OK" });
    expect(await ok.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(179, 38, 30)");
    await ok.click();
    await entry.waitFor({ state: "detached" });
  });

  test("names journal nutrients in words, sending the same keys", async ({ signedInPage: page }) => {
    await page.goto("/dashboard/journal");
    const form = page.getByRole("form", { name: "New Entry" });
    const nutrient = form.getByLabel("Nutrient", { exact: true });
    await nutrient.waitFor();
    const options = await nutrient.locator("option").allTextContents();
    expect(options).toContain("Saturated fat (g)");
    expect(options).toContain("Total weight (oz)");
    expect(options.filter((text) => /_/.test(text))).toEqual([]);
    await nutrient.selectOption("sat_fat");
    await form.getByLabel("Amount", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Add Nutrient" }).click();
    await form.getByLabel("Amount", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Add Nutrient" }).click();
    await page.getByRole("alert").filter({ hasText: "You have already added saturated fat." }).waitFor();
  });
});
