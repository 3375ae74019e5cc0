import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).first();

async function fillMetrics(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test.describe("body metrics", () => {
  test("saves three entries on different dates, edits one inline and deletes one", async ({ signedInPage: page }) => {
    await page.getByRole("link", { name: "Metrics" }).click();
    await page.getByRole("heading", { name: "User Metrics (New Entry)" }).waitFor();
    await page.getByText("No past entries found.").waitFor();

    // The documented form defaults.
    expect(await page.getByLabel("Date of Birth").inputValue()).toBe("1997-01-31");
    expect(await page.getByLabel("Height (in)").inputValue()).toBe("70");
    expect(await page.getByLabel("Gender").inputValue()).toBe("male");
    expect(await page.getByLabel("Activity Level").inputValue()).toBe("sedentary");
    expect(await page.getByLabel("Goal").inputValue()).toBe("muscle increase");

    await page.getByRole("button", { name: "Save Entry" }).click();
    await alert(page, "Please fill in all fields.").waitFor();

    // The worked example: 30-year-old male, 70 in, 180 lb, moderately active, fat loss, target 165.
    await fillMetrics(page, {
      Name: "Sam",
      "Date of Birth": "1995-06-15",
      "Weight (lbs)": "180",
      "Activity Level": "moderately-active",
      Goal: "fat loss",
      "Entry Date": "2025-06-15",
      "Target Weight (lbs)": "165",
    });
    await page.getByRole("button", { name: "Recalculate" }).click();
    expect(await page.getByLabel("Water Intake (oz)").inputValue()).toBe("120.6");
    expect(await page.getByLabel("Sodium Intake (mg)").inputValue()).toBe("1850");
    expect(await page.getByLabel("Cholesterol Intake (mg)").inputValue()).toBe("215");
    expect(await page.getByLabel("Fiber Intake (g)").inputValue()).toBe("40.6");
    await page.getByText("Calculation Details").click();
    const details = page.locator(".calc-grid");
    await details.getByText("Maintenance Calories").waitFor();
    expect(await details.textContent()).toContain("Maintenance Calories (kcal)2902");
    expect(await details.textContent()).toContain("Time to Goal, Passive (weeks)30");

    await page.getByRole("button", { name: "Save Entry" }).click();
    await alert(page, "Entry saved successfully!").waitFor();
    await page.getByRole("cell", { name: "2025-06-15", exact: true }).waitFor();

    await fillMetrics(page, { "Entry Date": "2025-06-22", "Weight (lbs)": "178" });
    await page.getByText("Your inputs changed: press Recalculate to update the figures").waitFor();
    await page.getByRole("button", { name: "Save Entry" }).click();
    await page.getByRole("cell", { name: "2025-06-22", exact: true }).waitFor();
    await fillMetrics(page, { "Entry Date": "2025-06-29", "Weight (lbs)": "176" });
    await page.getByRole("button", { name: "Save Entry" }).click();
    await page.getByRole("cell", { name: "2025-06-29", exact: true }).waitFor();
    const rows = page.locator(".metrics-table tbody tr");
    expect(await rows.count()).toBe(3);
    // Newest first.
    expect(await rows.first().textContent()).toContain("2025-06-29");

    // Inline edit of the middle entry.
    await page.getByRole("button", { name: "Edit entry of 2025-06-22" }).click();
    const editor = page.getByRole("group", { name: "Edit entry of 2025-06-22" });
    await editor.getByLabel("Weight (lbs)", { exact: true }).fill("");
    await editor.getByRole("button", { name: "Save" }).click();
    await alert(page, "Please fill in all fields for the inline edit.").waitFor();
    await editor.getByLabel("Weight (lbs)", { exact: true }).fill("177.5");
    await editor.getByRole("button", { name: "Save" }).click();
    await alert(page, "Entry updated successfully!").waitFor();
    const edited = page.locator(".metrics-table tbody tr", { hasText: "2025-06-22" });
    await edited.getByRole("cell", { name: "177.5", exact: true }).waitFor();
    // BMI 177.5/4900×703 = 25.47 → 25.5
    expect(await edited.textContent()).toContain("25.5");

    // Cancel leaves the entry as it was.
    await page.getByRole("button", { name: "Edit entry of 2025-06-15" }).click();
    const other = page.getByRole("group", { name: "Edit entry of 2025-06-15" });
    await other.getByLabel("Weight (lbs)", { exact: true }).fill("999");
    await other.getByRole("button", { name: "Cancel" }).click();
    expect(await page.locator(".metrics-table tbody tr", { hasText: "2025-06-15" }).textContent()).toContain("180");

    // Delete with confirmation: Cancel keeps it, OK removes it.
    await page.getByRole("button", { name: "Delete entry of 2025-06-15" }).click();
    await page.getByText("Are you sure you want to delete this entry?").waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await rows.count()).toBe(3);
    await page.getByRole("button", { name: "Delete entry of 2025-06-15" }).click();
    await page.getByRole("button", { name: "OK" }).click();
    await alert(page, "Entry deleted successfully!").waitFor();
    await page.getByRole("cell", { name: "2025-06-15", exact: true }).waitFor({ state: "detached" });
    expect(await rows.count()).toBe(2);

    // A fresh visit starts from the latest entry, dated today.
    await page.reload();
    await page.getByRole("heading", { name: "User Metrics (New Entry)" }).waitFor();
    await page.getByRole("cell", { name: "2025-06-29", exact: true }).waitFor();
    expect(await page.getByLabel("Weight (lbs)", { exact: true }).first().inputValue()).toBe("176");
    expect(await page.getByLabel("Entry Date").first().inputValue()).toBe(localToday());
    expect(await page.getByLabel("Name").first().inputValue()).toBe("Sam");
  });
});
