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
    expect(recipeVisibility(1, "mine")).toMatchObject({ catalogue: false, ownerId: 1 });
    expect(recipeVisibility(1, "mine", [1, 2]).householdOwners.size).toBe(0);
  });

  it("gives a signed-out visitor the catalogue whatever the scope", () => {
    expect(recipeVisibility(null, "mine")).toMatchObject({ catalogue: true, ownerId: null });
  });

  describe("in a household (ADR 127)", () => {
    const bensShared = { ownerId: 2, published: true, visibility: "household" as const };
    const bensPrivate = { ownerId: 2, published: true, visibility: "private" as const };
    const household = [1, 2, 3];

    it("shows a member the other members' shared recipes", () => {
      expect(canSeeRecipe(1, bensShared, "all", household)).toBe(true);
      expect(canSeeRecipe(3, bensShared, "all", household)).toBe(true);
    });

    it("keeps a private recipe to its owner", () => {
      expect(canSeeRecipe(1, bensPrivate, "all", household)).toBe(false);
      expect(canSeeRecipe(2, bensPrivate, "all", household)).toBe(true);
    });

    it("shows nothing of a household to someone outside it, or after they left", () => {
      expect(canSeeRecipe(4, bensShared, "all", [4])).toBe(false);
      expect(canSeeRecipe(1, bensShared, "all", [])).toBe(false);
      expect(canSeeRecipe(null, bensShared)).toBe(false);
    });

    it("keeps 'mine' to the person's own recipes", () => {
      expect(canSeeRecipe(1, bensShared, "mine", household)).toBe(false);
    });

    it("hides an unfinished import from the household as from its owner", () => {
      expect(canSeeRecipe(1, { ...bensShared, published: false }, "all", household)).toBe(false);
    });
  });
});
