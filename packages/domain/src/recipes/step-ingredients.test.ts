import { describe, expect, it } from "vitest";
import { stepIngredientIndexes } from "./step-ingredients";

describe("stepIngredientIndexes", () => {
  const names = ["yellow onion", "garlic cloves", "olive oil", "tomatoes, canned", "salt", "egg"];

  it("finds lines by whole name or last word, singular or plural", () => {
    expect(stepIngredientIndexes("Warm the olive oil and soften the onions.", names)).toEqual([0, 2]);
    expect(stepIngredientIndexes("Add the garlic clove and the Tomatoes.", names)).toEqual([1, 3]);
    expect(stepIngredientIndexes("Beat the eggs with the salt.", names)).toEqual([4, 5]);
  });

  it("does not match inside other words", () => {
    expect(stepIngredientIndexes("Stir in the oilseed and eggplant.", names)).toEqual([]);
    expect(stepIngredientIndexes("Season to taste with saltwater.", names)).toEqual([]);
  });

  it("ignores names too short to tell apart", () => {
    expect(stepIngredientIndexes("Add it to a pan.", ["it", ""])).toEqual([]);
  });
});
