import { describe, expect, it } from "vitest";
import { canSeeRecipe, recipeVisibility } from "./visibility";

const catalogue = { ownerId: null, published: true };
const ann = { ownerId: 1, published: true };
const annImporting = { ownerId: 1, published: false };

describe("who may see a recipe", () => {
  it("shows the catalogue to everyone, signed in or not", () => {
    expect(canSeeRecipe(null, catalogue)).toBe(true);
    expect(canSeeRecipe(1, catalogue)).toBe(true);
    expect(canSeeRecipe(2, catalogue)).toBe(true);
  });

  it("shows a person's own recipe to them alone", () => {
    expect(canSeeRecipe(1, ann)).toBe(true);
    expect(canSeeRecipe(2, ann)).toBe(false);
    expect(canSeeRecipe(null, ann)).toBe(false);
  });

  it("hides a recipe whose import is unfinished, even from its owner", () => {
    expect(canSeeRecipe(1, annImporting)).toBe(false);
    expect(canSeeRecipe(1, annImporting, "mine")).toBe(false);
  });

  it("narrows 'mine' to the person's own recipes", () => {
    expect(canSeeRecipe(1, ann, "mine")).toBe(true);
    expect(canSeeRecipe(1, catalogue, "mine")).toBe(false);
    expect(recipeVisibility(1, "mine")).toEqual({ catalogue: false, ownerId: 1 });
  });

  it("gives a signed-out visitor the catalogue whatever the scope", () => {
    expect(recipeVisibility(null, "mine")).toEqual({ catalogue: true, ownerId: null });
  });
});
