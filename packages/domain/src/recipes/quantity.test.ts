import { describe, expect, it } from "vitest";
import { parseQuantity, parseQuantityRange } from "./quantity";

describe("parseQuantity", () => {
  it.each([
    ["1", 1],
    ["1.5", 1.5],
    [".5", 0.5],
    ["1/2", 0.5],
    ["1 1/2", 1.5],
    ["½", 0.5],
    ["1½", 1.5],
    ["1 ¾", 1.75],
    ["2-3", 3],
    ["2 to 3", 3],
    [" 3 ", 3],
  ])("reads %j as %d", (text, value) => {
    expect(parseQuantity(text)).toBeCloseTo(value, 10);
  });

  it.each(["", "to taste", "a pinch", "1/0", "abc", "3-2"])("gives null for %j", (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it("keeps both ends of a range", () => {
    expect(parseQuantityRange("2–3")).toEqual({ min: 2, max: 3 });
    expect(parseQuantityRange("1/2")).toEqual({ min: 0.5, max: 0.5 });
  });
});
