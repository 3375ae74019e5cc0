import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The zip reader the server uses, borrowed from its package to look inside the download. */
interface ZipReader {
  fromBufferPromise(buffer: Buffer, options: { lazyEntries: boolean }): Promise<{ eachEntry(): AsyncIterable<{ fileName: string }> }>;
}
const yauzl = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../packages/api/package.json"))(
  "yauzl",
) as ZipReader;

async function openSettings(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("heading", { name: "Your data" }).waitFor();
}

async function entryNames(zip: Buffer): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of (await yauzl.fromBufferPromise(zip, { lazyEntries: true })).eachEntry()) names.push(entry.fileName);
  return names;
}

test.describe("Settings → Your data", () => {
  test("downloads all of a person's data as a zip, and restores it into another, empty account", async ({
    signedInPage: page,
    freshPage,
    signUp,
  }) => {
    // A recipe to take along, added through the API with the page's own session.
    const status = await page.evaluate(async () => {
      const res = await fetch("/api/recipes/add", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` },
        body: JSON.stringify({
          title: "Quince jam",
          servings: 6,
          sections: [{ section_name: "", ingredients: [{ ingredient_name: "Quince", quantity: "1", unit: "units" }] }],
        }),
      });
      return res.status;
    });
    expect(status).toBe(201);
    await openSettings(page);
    // An account with data may not take a restore.
    await page.getByText("Restoring is possible only into an empty account").waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download all my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^simmer-backup-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    const names = await entryNames(bytes);
    expect(names).toContain("manifest.json");
    expect(names).toContain("recipes.jsonl");

    const other = await freshPage();
    await signUp(other);
    await openSettings(other);
    await other.getByLabel("Backup file").setInputFiles(file);
    await other.getByRole("button", { name: "Restore from a backup" }).click();
    await other.getByText("Restored 1 recipe and everything else in the backup.").waitFor();
    await other.getByText("Restoring is possible only into an empty account").waitFor();
    await other.goto("/dashboard/recipes");
    await other.getByText("Quince jam").first().waitFor();
  });
});
