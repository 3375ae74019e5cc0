import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function alertWith(page: Page, text: string) {
  await page.getByRole("alert").filter({ hasText: text }).first().waitFor();
}

/** Adds a plain recipe through the API as the signed-in user, to give search something to skip. */
async function addByApi(page: Page, title: string) {
  const status = await page.evaluate(async (recipeTitle) => {
    const form = new FormData();
    form.append("title", recipeTitle);
    form.append("servings", "2");
    form.append(
      "sections",
      JSON.stringify([{ section_name: "", ingredients: [{ ingredient_name: "Rice", quantity: "1", unit: "cups" }] }]),
    );
    const res = await fetch("/api/recipes/add", {
      method: "POST",
      headers: { Authorization: `Bearer ${localStorage.getItem("token")}` },
      body: form,
    });
    return res.status;
  }, title);
  expect(status).toBe(201);
}

async function openYourRecipes(page: Page) {
  await page.goto("/dashboard/recipes");
  await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
}

test.describe("Your Recipes", () => {
  test("adds a recipe with an image and two sections, finds, opens, edits, exports, deletes and imports it back", async ({
    signedInPage: page,
  }) => {
    await openYourRecipes(page);
    await page.getByText("No recipes", { exact: true }).waitFor();
    await page.getByText("No recipes found.").waitFor();
    await addByApi(page, "Plain Rice");

    // Add, with an image and two ingredient sections.
    await page.getByRole("button", { name: "Add Recipe" }).click();
    const form = page.getByRole("dialog", { name: "Add Recipe" });
    await form.waitFor();
    await form.getByLabel("Title").fill("Sunday Pancakes");
    await form.getByLabel("Recipe image file").setInputFiles({ name: "pancakes.png", mimeType: "image/png", buffer: PNG });
    await form.getByRole("img", { name: "Selected recipe image preview" }).waitFor();
    await form.getByLabel("Data source link").fill("example.com/pancakes");
    await form.getByLabel("Prep time (min)").fill("10");
    await form.getByLabel("Cook time (min)").fill("15");
    await form.getByLabel("Servings").fill("4");
    await form.getByLabel("Calories (kcal)").fill("350");
    await form.getByLabel("Step 1", { exact: true }).fill("Whisk the batter.");
    await form.getByRole("button", { name: "Add Instruction" }).click();
    await form.getByLabel("Step 2", { exact: true }).fill("Fry in a hot pan.");

    await form.getByLabel("Section 1 name").fill("Batter");
    await form.getByLabel("Name, section 1 ingredient 1").fill("Flour");
    await form.getByLabel("Quantity, section 1 ingredient 1").fill("1 1/2");
    await form.getByLabel("Unit, section 1 ingredient 1").selectOption("cups");
    await form.getByRole("button", { name: "Add Ingredient to section 1" }).click();
    await form.getByLabel("Name, section 1 ingredient 2").fill("Milk");
    await form.getByLabel("Quantity, section 1 ingredient 2").fill("1");
    await form.getByLabel("Unit, section 1 ingredient 2").selectOption("cups");
    await form.getByRole("button", { name: "Add Section" }).click();
    await form.getByLabel("Section 2 name").fill("Topping");
    await form.getByLabel("Name, section 2 ingredient 1").fill("Maple syrup");
    await form.getByLabel("Quantity, section 2 ingredient 1").fill("2");
    await form.getByLabel("Unit, section 2 ingredient 1").selectOption("tablespoons");
    const optional = form.getByRole("button", { name: "Optional, section 2 ingredient 1" });
    await optional.click();
    await expect(optional.textContent()).resolves.toBe("Optional: Yes");
    await form.getByRole("button", { name: "Add Tag" }).click();
    await form.getByLabel("Tag 1", { exact: true }).fill("breakfast");
    await form.getByRole("button", { name: "Add Equipment" }).click();
    await form.getByLabel("Equipment 1", { exact: true }).fill("Frying pan");
    await form.getByRole("button", { name: "Add Recipe" }).click();
    await alertWith(page, "Recipe added!");
    await page.getByText("Showing 2 of 2").waitFor();
    const card = page.locator("article.recipe-card", { hasText: "Sunday Pancakes" });
    await expect(card.locator("img").getAttribute("src")).resolves.toMatch(/^\/uploads\/.+-card\.webp$/);

    // Find it by search.
    await page.getByPlaceholder("Search Recipes (server-side)").fill("  PANCAKE ");
    await page.getByText("Showing 1 of 1").waitFor();
    await expect(page.locator("article.recipe-card").count()).resolves.toBe(1);

    // Open it: servings scale the amounts, singular unit at 1.
    await page.getByRole("link", { name: "Sunday Pancakes", exact: true }).click();
    const detail = page.getByRole("article", { name: "Sunday Pancakes" });
    await detail.getByText("1½ cups").waitFor();
    await detail.getByText("1 cup", { exact: true }).waitFor();
    await detail.getByRole("link", { name: "example.com" }).waitFor();
    await detail.getByLabel("Servings", { exact: true }).fill("8");
    await detail.getByText("3 cups").waitFor();
    await detail.getByText("Whisk the batter.").waitFor();
    await page.goBack();

    // Edit it.
    await page.getByRole("button", { name: "Edit Sunday Pancakes, recipe" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Recipe" });
    await edit.getByRole("button", { name: "Save Changes" }).waitFor();
    await expect(edit.getByLabel("Section 2 name").inputValue()).resolves.toBe("Topping");
    await edit.getByLabel("Title").fill("Sunday Pancakes Deluxe");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await alertWith(page, "Recipe updated!");
    await page.locator("article.recipe-card", { hasText: "Sunday Pancakes Deluxe" }).waitFor();

    // Export.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export to Excel" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("user_recipes_export.xlsx");
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "simmer-e2e-export-")), "user_recipes_export.xlsx");
    await download.saveAs(saved);

    // Delete, with confirmation.
    await page.getByRole("button", { name: "Edit Sunday Pancakes Deluxe, recipe" }).click();
    const toDelete = page.getByRole("dialog", { name: "Edit Recipe" });
    await toDelete.getByRole("button", { name: "Delete Recipe" }).click();
    await page.getByText("Are you sure you want to delete this recipe?").waitFor();
    await page.getByRole("button", { name: "OK" }).click();
    await alertWith(page, "Recipe deleted.");
    await page.getByText("No recipes found.").waitFor();
    await page.getByPlaceholder("Search Recipes (server-side)").fill("");
    await page.getByText("Showing 1 of 1").waitFor();

    // Import the export back: both recipes return beside the one still there.
    await page.getByLabel("Spreadsheet to import").setInputFiles(saved);
    // The export also holds the recipe still here, so the import asks first (ADR 119); copies keep all three.
    await page.getByRole("dialog", { name: "You already have these recipes" }).getByRole("button", { name: "Import as copies" }).click();
    await page.getByLabel("Import progress").or(page.getByText("Import finished")).first().waitFor();
    await alertWith(page, "recipes imported from the Excel workbook.");
    await page.getByText("Showing 3 of 3").waitFor();
    await page.getByRole("link", { name: "Sunday Pancakes Deluxe", exact: true }).click();
    const reimported = page.getByRole("article", { name: "Sunday Pancakes Deluxe" });
    await reimported.getByText("Topping").waitFor();
    await reimported.getByText("Maple syrup").waitFor();
    await reimported.getByText("(optional)").waitFor();
  });

  test("loads two pages of 120 first, then the rest on scroll", async ({ signedInPage: page }) => {
    const created = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem("token")}` };
      let ok = 0;
      for (let start = 0; start < 250; start += 25) {
        const batch = Array.from({ length: 25 }, (_, i) => {
          const form = new FormData();
          form.append("title", `Paged recipe ${String(start + i).padStart(3, "0")}`);
          return fetch("/api/recipes/add", { method: "POST", headers, body: form }).then((r) => r.status === 201);
        });
        ok += (await Promise.all(batch)).filter(Boolean).length;
      }
      return ok;
    });
    expect(created).toBe(250);
    await openYourRecipes(page);
    await page.getByText("Showing 240 of 250").waitFor();
    await page.getByText("Scroll to load more…").waitFor();
    await page.getByText("Scroll to load more…").scrollIntoViewIfNeeded();
    await page.getByText("Showing 250 of 250").waitFor();
    await page.getByText("End of results").waitFor();
    await expect(page.locator("article.recipe-card").count()).resolves.toBe(250);
  });

  test("shows an import error in red with the reason", async ({ signedInPage: page }) => {
    await openYourRecipes(page);
    await page.getByLabel("Spreadsheet to import").setInputFiles({
      name: "notes.xlsx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("just some notes, not a spreadsheet at all\n"),
    });
    const line = page.getByText(/^Import error: /);
    await line.waitFor();
    await expect(line.textContent()).resolves.toMatch(/not an \.xlsx or \.xls spreadsheet/);
    await expect(line.evaluate((el) => getComputedStyle(el).color)).resolves.toBe("rgb(179, 38, 30)");
  });

  test("keeps focus inside the recipe form and closes it with Escape and the overlay", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openYourRecipes(page);
    await page.getByRole("button", { name: "Add Recipe" }).click();
    const form = page.getByRole("dialog", { name: "Add Recipe" });
    await form.waitFor();
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe("hidden");
    for (let i = 0; i < 40; i += 1) await page.keyboard.press("Tab");
    await expect(page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe("");
    await page.waitForTimeout(200);
    await page.getByRole("button", { name: "Add Recipe" }).click();
    await form.waitFor();
    await page.mouse.click(5, 5);
    await form.waitFor({ state: "detached" });
  });

  test("uploads an image on the standalone screen and previews it", async ({ signedInPage: page }) => {
    await page.goto("/upload-image");
    await page.getByRole("heading", { name: "Upload an image" }).waitFor();
    await page.getByLabel("Image file").setInputFiles({ name: "p.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("link", { name: /\/uploads\/.+\.webp/ }).waitFor();
    const width = await page.getByRole("img", { name: "Uploaded image preview" }).evaluate((img) => img.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(300);
  });
});
