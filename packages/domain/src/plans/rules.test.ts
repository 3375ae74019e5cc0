import { describe, expect, it } from "vitest";
import { planRules } from "./rules";

describe("planRules", () => {
  it("hands out copies of the arrays it was given", () => {
    const days = [0, 2];
    const rules = planRules({ days });
    rules.days.push(4);
    expect(days).toEqual([0, 2]);
    expect(planRules().days).toEqual([0]);
  });
});
