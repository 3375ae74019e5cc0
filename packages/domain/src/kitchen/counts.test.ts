import { describe, expect, it } from "vitest";
import { recipeCountLabel } from "./counts";

describe("kitchen usage counts", () => {
  it("reads (1 recipe) for one and the documented (N recipes) otherwise", () => {
    expect(recipeCountLabel(1)).toBe("(1 recipe)");
    expect(recipeCountLabel(0)).toBe("(0 recipes)");
    expect(recipeCountLabel(2)).toBe("(2 recipes)");
    expect(recipeCountLabel(113)).toBe("(113 recipes)");
  });
});
