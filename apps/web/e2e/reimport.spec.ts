import fs from "node:fs";
import { test } from "./fixtures";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`bringing an export back at ${viewport.width} px`, () => {
    test("asks before adding recipes the person already has, and cancel, skip and copies do what they say", async ({
      freshPage,
      signUp,
      apiAs,
    }) => {
      test.setTimeout(120_000);
      const page = await freshPage(viewport);
      const api = apiAs(await signUp(page));
      await page.goto("/dashboard/recipes");
      await page.getByRole("heading", { name: "Your Recipes" }).waitFor();
      for (const title of ["Lentil soup", "Plain toast"]) {
        await api.post("/api/recipes/add", { title, servings: 2, instructions: [{ instruction: `Make the ${title}.` }] });
      }
      await page.reload();
      await page.getByText("Showing 2 of 2").waitFor();

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export to Excel" }).click();
      const exported = await (await download).path();
      const file = {
        name: "user_recipes_export.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: fs.readFileSync(exported),
      };

      await page.getByLabel("Spreadsheet to import").setInputFiles(file);
      const question = page.getByRole("dialog", { name: "You already have these recipes" });
      await question.getByText(/holds 2 recipes you already have/).waitFor();
      await question.getByRole("button", { name: "Cancel" }).click();
      await page.getByText("Showing 2 of 2").waitFor();

      await page.getByLabel("Spreadsheet to import").setInputFiles(file);
      await question.getByRole("button", { name: "Skip duplicates" }).click();
      await page.getByText(/Import finished/).waitFor();
      await page.getByText("Showing 2 of 2").waitFor();

      // Now that this very file was imported (with skip), it is the same-file question that comes.
      await page.getByLabel("Spreadsheet to import").setInputFiles(file);
      await page.getByRole("dialog", { name: "You already imported this file" }).getByRole("button", { name: "Import as copies" }).click();
      await page.getByText("Showing 4 of 4").waitFor();
      await page.getByText("Lentil soup (copy)").first().waitFor();
    });
  });
}
