import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { catalogRecipes } from "./index";

/**
 * The seeded catalogue is exactly what these files produce. The figures were taken from the
 * TypeScript catalogue the data files were converted from, so the conversion changed nothing a
 * database sees; a deliberate edit of the content updates them (existing installs keep the
 * catalogue they were seeded with, ADR 030).
 */
describe("starter catalogue content as seeded", () => {
  const recipes = catalogRecipes();

  it("holds 212 recipes in 264 sections with 2,039 ingredient lines and 1,064 steps", () => {
    expect(recipes).toHaveLength(212);
    expect(recipes.flatMap((r) => r.sections)).toHaveLength(264);
    expect(recipes.flatMap((r) => r.sections.flatMap((s) => s.ingredients))).toHaveLength(2039);
    expect(recipes.flatMap((r) => r.instructions)).toHaveLength(1064);
    expect(recipes.flatMap((r) => r.tags)).toHaveLength(899);
  });

  it("deals the courses out in turn, starting as it always has", () => {
    expect(recipes.slice(0, 4).map((r) => r.title)).toEqual([
      "Buttermilk Pancakes",
      "Spaghetti Bolognese",
      "Garlic Butter Shrimp Scampi",
      "Chana Masala",
    ]);
  });

  it("is byte for byte the catalogue it was converted from", () => {
    const checksum = crypto.createHash("sha256").update(JSON.stringify(recipes)).digest("hex");
    expect(checksum).toBe("6c8118a4bc2c5b7e532060f6f7a60998c6b6acf094070890332dcfd784033b85");
  });
});
