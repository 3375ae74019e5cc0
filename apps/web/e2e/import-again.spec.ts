import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The few calls of the spreadsheet library this test uses to write its own workbook. */
interface SheetWriter {
  utils: {
    book_new(): unknown;
    aoa_to_sheet(rows: unknown[][]): unknown;
    book_append_sheet(book: unknown, sheet: unknown, name: string): void;
  };
  write(book: unknown, options: { type: "buffer"; bookType: "xlsx" }): Buffer;
}
// Borrowed from the server's package: the web app itself does not depend on it.
const XLSX = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../packages/api/package.json"))(
  "xlsx",
) as SheetWriter;

function threeRecipes() {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ["recipe_ref", "title", "servings"],
      [1, "Tomato soup", 2],
      [2, "Flatbread", 4],
      [3, "Apple pie", 8],
    ]),
    "Recipes",
  );
  const buffer = XLSX.write(book, { type: "buffer", bookType: "xlsx" });
  return { name: "family-recipes.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer };
}

async function chooseFile(page: Page, file: ReturnType<typeof threeRecipes>) {
  await page.getByLabel("Spreadsheet to import").setInputFiles(file);
}

test.describe("importing a file that was imported before", () => {
  test("asks, and cancel, skip duplicates and import as copies each do what they say", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/dashboard/recipes");
    await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
    const file = threeRecipes();

    await chooseFile(page, file);
    await page.getByText("Import finished: 3 recipes added.").waitFor();
    await page.getByText("Showing 3 of 3").waitFor();

    // The same file again: a question, not three more recipes.
    await chooseFile(page, file);
    const question = page.getByRole("dialog", { name: "You already imported this file" });
    await question.waitFor();
    await question.getByText(/family-recipes\.xlsx was imported on .+ and added 3 recipes\./).waitFor();
    await expect(question.getByRole("button", { name: "Cancel" }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Import from Excel" }).isDisabled()).resolves.toBe(true);

    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });
    await expect(page.getByText("Showing 3 of 3").isVisible()).resolves.toBe(true);
    await expect(page.getByText(/^Import error/).count()).resolves.toBe(0);

    await chooseFile(page, file);
    await question.getByRole("button", { name: "Skip duplicates" }).click();
    await page.getByText("Import finished: 0 recipes added, 3 already in your collection skipped.").waitFor();
    await page.getByText("Showing 3 of 3").waitFor();

    await chooseFile(page, file);
    await question.getByRole("button", { name: "Import as copies" }).click();
    await page.getByText("Import finished: 3 recipes added.").waitFor();
    await page.getByText("Showing 6 of 6").waitFor();
    await page.getByRole("button", { name: "Edit Tomato soup (copy)" }).waitFor();
    await page.getByRole("button", { name: "Edit Apple pie (copy)" }).waitFor();
  });

  test("Escape closes the question as a cancel, on a phone-sized screen", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard/recipes");
    await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
    const file = threeRecipes();
    await chooseFile(page, file);
    await page.getByText("Import finished: 3 recipes added.").waitFor();
    await chooseFile(page, file);
    const question = page.getByRole("dialog", { name: "You already imported this file" });
    await question.waitFor();
    for (const name of ["Skip duplicates", "Import as copies", "Cancel"]) {
      await expect(question.getByRole("button", { name }).isVisible()).resolves.toBe(true);
    }
    await page.keyboard.press("Escape");
    await question.waitFor({ state: "detached" });
    await expect(page.getByRole("button", { name: "Import from Excel" }).isEnabled()).resolves.toBe(true);
    await expect(page.getByText("Showing 3 of 3").isVisible()).resolves.toBe(true);
  });
});
