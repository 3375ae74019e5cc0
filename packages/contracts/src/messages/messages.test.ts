import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as contracts from "../index";

const here = path.dirname(new URL(import.meta.url).pathname);
const repo = path.resolve(here, "../../../..");

/** Every TypeScript source file of the apps and packages (tests and dependencies aside). */
function sources(): string[] {
  const found: string[] = [];
  for (const top of ["apps", "packages"]) {
    for (const entry of fs.readdirSync(path.join(repo, top), { recursive: true, encoding: "utf8" })) {
      if (entry.includes("node_modules") || entry.includes("dist") || !/\/src\/.*\.tsx?$/.test(`/${entry}`)) continue;
      if (/\.(test|spec)\.tsx?$/.test(entry)) continue;
      found.push(path.join(repo, top, entry));
    }
  }
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
    expect(files.sort()).toEqual(["account.ts", "auth.ts", "backup.ts", "carts.ts", "filters.ts", "images.ts", "input.ts", "jobs.ts", "journal.ts", "kitchen.ts", "metrics.ts", "recipes.ts"]);
    for (const name of ["AUTH_MESSAGES", "BACKUP_MESSAGES", "YOUR_DATA_MESSAGES", "CART_MESSAGES", "FILTER_MESSAGES", "BROWSE_MESSAGES", "IMAGE_MESSAGES", "INPUT_MESSAGES", "INTERRUPTED_MESSAGES", "JOURNAL_MESSAGES", "KITCHEN_MESSAGES", "METRICS_MESSAGES", "RECIPE_MESSAGES", "IMPORT_GATE_MESSAGES", "LIST_MESSAGES"]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });
});
