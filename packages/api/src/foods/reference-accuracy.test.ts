import { describe, expect, it } from "vitest";
import { judgeLines, usdaIndexFromFile } from "./reference-accuracy";
import { REFERENCE_LINES } from "./reference-lines";

const index = usdaIndexFromFile();
const verdicts = judgeLines(index, REFERENCE_LINES);

describe("the matcher and weights on hand-worked lines (ADR 135)", () => {
  it("holds at least 300 lines, each written once", () => {
    expect(REFERENCE_LINES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(REFERENCE_LINES.map(([line]) => line)).size).toBe(REFERENCE_LINES.length);
  });

  it("names every expected food by a number the USDA data has", () => {
    expect(REFERENCE_LINES.filter(([, ndbNo]) => !index.get(ndbNo)).map(([line]) => line)).toEqual([]);
  });

  it("gets the food and the weight right on at least 95% of them (top-1)", () => {
    const wrong = verdicts.filter((verdict) => !verdict.right);
    const accuracy = 1 - wrong.length / verdicts.length;
    expect({ accuracy: accuracy >= 0.95, wrong }).toMatchObject({ accuracy: true });
  });
});
