import { describe, expect, it } from "vitest";
import { rightAxesLayout, tickLabelWidth } from "./axisLayout";

describe("right axes layout", () => {
  it("puts each title past its own tick labels and the outer axis past the inner title", () => {
    const calories = ["−2,000", "−1,500", "−1,000", "−500"];
    const bmi = ["25.5", "26.0", "26.5", "27.0"];
    const layout = rightAxesLayout(calories, bmi);
    const caloriesLabelsEnd = 8 + 2.5 + tickLabelWidth(calories, 10);
    // The inner title's baseline, then its glyphs, all between its labels and the outer axis.
    expect(8 + layout.innerLabelOffset - 0.25 * 11).toBeGreaterThan(caloriesLabelsEnd);
    expect(8 + layout.innerLabelOffset + 0.95 * 11).toBeLessThan(layout.outerAxisLeft);
    const bmiLabelsEnd = layout.outerAxisLeft + 8 + 2.5 + tickLabelWidth(bmi, 10);
    expect(layout.outerAxisLeft + 8 + layout.outerLabelOffset - 0.25 * 11).toBeGreaterThan(bmiLabelsEnd);
    expect(layout.outerAxisLeft + 8 + layout.outerLabelOffset + 0.95 * 11).toBeLessThan(layout.width);
  });

  it("grows with wider numbers", () => {
    expect(rightAxesLayout(["−12,000"], ["27.0"]).width).toBeGreaterThan(rightAxesLayout(["−500"], ["27.0"]).width);
  });
});
