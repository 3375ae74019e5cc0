import { describe, expect, it } from "vitest";
import { verdict } from "./DayNutrition";

describe("a day's nutrition in words", () => {
  it("says on track, or how far over or under the target", () => {
    expect(verdict(1990, 2000, true)).toBe("on track");
    expect(verdict(2600, 2000, false)).toBe("over by 600");
    expect(verdict(1234.4, 2500, false)).toBe("under by 1,266");
  });
});
