import { describe, expect, it } from "vitest";
import { fixKeyOfLine } from "./nutrition.service";

describe("the food a line is remembered as (ADR 141)", () => {
  it("is the food, not a describing word set off by a comma", () => {
    expect(fixKeyOfLine("boneless, skinless chicken breasts, diced")).toBe("chicken breast");
    expect(fixKeyOfLine("1 pound boneless, skinless chicken thighs")).toBe("chicken thigh");
    expect(fixKeyOfLine("boneless skinless chicken breasts, diced")).toBe("chicken breast");
    expect(fixKeyOfLine("2 tablespoons dried basil, crumbled")).toBe("dried basil");
  });
});
