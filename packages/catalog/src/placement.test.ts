import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogRecipes, INGREDIENTS } from "./index";

const apiSrc = fileURLToPath(new URL("../../api/src", import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|json)$/.test(entry.name) ? [full] : [];
  });
}

/** The API package holds logic only: the recipes and their vocabulary live here (ADR 032). */
describe("where the catalogue lives", () => {
  const files = sourceFiles(apiSrc).map((file) => ({ file: path.relative(apiSrc, file), text: fs.readFileSync(file, "utf8") }));

  it("names no catalogue recipe anywhere in packages/api/src", () => {
    const titles = catalogRecipes().map((r) => r.title);
    const found = files.flatMap(({ file, text }) =>
      titles.filter((title) => text.includes(`"${title}"`)).map((title) => `${file}: ${title}`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it("keeps no copy of the ingredient vocabulary in the code of packages/api/src", () => {
    const names = Object.keys(INGREDIENTS);
    // Code may name a few ingredients (a matcher test names many); a vocabulary names hundreds.
    const heavy = files
      .filter(({ file }) => !file.endsWith(".test.ts"))
      .map(({ file, text }) => ({ file, count: names.filter((name) => text.includes(`"${name}"`) || text.includes(` ${name}:`)).length }))
      .filter(({ count }) => count > 25);
    expect(heavy).toEqual([]);
  });
});
