import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as contracts from "../index";

const here = path.dirname(new URL(import.meta.url).pathname);
const repo = path.resolve(here, "../../../..");

/** Every TypeScript source file of the apps and packages (tests and dependencies aside). */
function sources(): string[] {
  const found: string[] = [];
  // Walks by hand so dependency and build folders are never entered: a recursive readdir would
  // list every file under node_modules first and take seconds on a busy machine.
  const walk = (dir: string, inSrc: boolean) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, inSrc || entry.name === "src");
      else if (inSrc && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  for (const top of ["apps", "packages"]) walk(path.join(repo, top), false);
  return found;
}

describe("one vocabulary", () => {
  it("defines every set of user-facing messages in packages/contracts/src/messages", () => {
    const elsewhere = sources()
      .filter((file) => !file.startsWith(here + path.sep))
      .filter((file) => /export const [A-Z_]*MESSAGES?\b/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(repo, file));
    expect(elsewhere).toEqual([]);
  });

  it("keeps one file per domain, each read through the contracts package", () => {
    const files = fs.readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(files.sort()).toEqual([
      "account.ts",
      "auth.ts",
      "backup.ts",
      "carts.ts",
      "filters.ts",
      "household.ts",
      "images.ts",
      "input.ts",
      "jobs.ts",
      "journal.ts",
      "kitchen.ts",
      "metrics.ts",
      "plans.ts",
      "recipes.ts",
      "shopping.ts",
    ]);
    for (const name of [
      "ACCOUNT_MESSAGES",
      "SETTINGS_MESSAGES",
      "AUTH_MESSAGES",
      "BACKUP_MESSAGES",
      "YOUR_DATA_MESSAGES",
      "CART_MESSAGES",
      "FILTER_MESSAGES",
      "HOUSEHOLD_MESSAGES",
      "BROWSE_MESSAGES",
      "IMAGE_MESSAGES",
      "INPUT_MESSAGES",
      "INTERRUPTED_MESSAGES",
      "JOURNAL_MESSAGES",
      "KITCHEN_MESSAGES",
      "METRICS_MESSAGES",
      "PLAN_MESSAGES",
      "RECIPE_MESSAGES",
      "IMPORT_GATE_MESSAGES",
      "LIST_MESSAGES",
      "SHOPPING_MESSAGES",
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });
});
