import { describe, expect, it } from "vitest";
import { DEFAULT_PORTIONS, withDefaultPortions } from "./portion-defaults";

describe("documented default portions (ADR 135)", () => {
  it("adds a can to canned pumpkin, whose USDA measures have only a cup", () => {
    const measures = withDefaultPortions("11424", [{ amount: 1, name: "cup", grams: 245 }]);
    expect(measures).toEqual([
      { amount: 1, name: "can (15 oz)", grams: 425 },
      { amount: 1, name: "cup", grams: 245 },
    ]);
  });

  it("puts the printed can size before USDA's odd one: a can of tomatoes is 14.5 oz, not 190 g", () => {
    const measures = withDefaultPortions("11531", [
      { amount: 1, name: "cup", grams: 240 },
      { amount: 1, name: "can", grams: 190 },
    ]);
    expect(measures.find((m) => m.name.startsWith("can"))?.grams).toBe(411);
    expect(measures.filter((m) => m.name.startsWith("can"))).toHaveLength(1);
  });

  it("never adds a cup where USDA has any volume measure", () => {
    const measures = withDefaultPortions("01028", [{ amount: 1, name: "tbsp", grams: 7 }]);
    expect(measures).toEqual([{ amount: 1, name: "tbsp", grams: 7 }]);
    expect(withDefaultPortions("01028", [{ amount: 1, name: "oz", grams: 28.35 }])).toContainEqual({
      amount: 1,
      name: "cup, shredded",
      grams: 112,
    });
  });

  it("replaces USDA's half side of salmon with a 170 g fillet portion", () => {
    const measures = withDefaultPortions("15076", [
      { amount: 0.5, name: "fillet", grams: 198 },
      { amount: 3, name: "oz", grams: 85 },
    ]);
    expect(measures).toEqual([
      { amount: 1, name: "fillet (portion)", grams: 170 },
      { amount: 3, name: "oz", grams: 85 },
    ]);
  });

  it("leaves foods without defaults as they are", () => {
    const own = [{ amount: 1, name: "cup", grams: 100 }];
    expect(withDefaultPortions("99999", own)).toEqual(own);
  });

  it("gives every default a positive weight for one piece", () => {
    for (const portions of Object.values(DEFAULT_PORTIONS)) for (const p of portions) expect(p.grams / p.amount).toBeGreaterThan(0);
  });
});
