import { describe, expect, it } from "vitest";
import { displayUnit, scaleAmount, scaleQuantityText } from "./scaling";

describe("scaling", () => {
  it("scales by chosen / recipe servings and rounds to 2 decimals", () => {
    expect(scaleAmount(2, 4, 6)).toBe(3);
    expect(scaleAmount(1, 3, 1)).toBe(0.33);
    expect(scaleAmount(250, 4, 2)).toBe(125);
  });
  it("scales written quantities, ranges included", () => {
    expect(scaleQuantityText("1 1/2", 4, 8)).toBe("3");
    expect(scaleQuantityText("2-3", 2, 1)).toBe("1-1.5");
    expect(scaleQuantityText("to taste", 2, 4)).toBe("to taste");
  });
  it("drops the trailing s at exactly 1", () => {
    expect(displayUnit(1, "cups")).toBe("cup");
    expect(displayUnit("1", "tablespoons")).toBe("tablespoon");
    expect(displayUnit(2, "cups")).toBe("cups");
    expect(displayUnit(0.5, "cups")).toBe("cups");
  });
});
