import { describe, expect, it } from "vitest";
import { panRange, zoomRange } from "./zoom";

describe("chart zoom and pan", () => {
  const full: [number, number] = [0, 100];
  it("zooms in around the anchor", () => {
    expect(zoomRange([0, 100], full, 0.5, 50)).toEqual([25, 75]);
    expect(zoomRange([0, 100], full, 0.5, 0)).toEqual([0, 50]);
  });
  it("never zooms out past the first and last entry", () => {
    expect(zoomRange([25, 75], full, 4, 50)).toEqual([0, 100]);
    expect(zoomRange([80, 100], full, 1.5, 100)).toEqual([70, 100]);
  });
  it("keeps at least one day in view", () => {
    expect(zoomRange([40, 42], full, 0.01, 41)).toEqual([40.5, 41.5]);
  });
  it("pans within the limits", () => {
    expect(panRange([25, 75], full, 10)).toEqual([35, 85]);
    expect(panRange([25, 75], full, 40)).toEqual([50, 100]);
    expect(panRange([25, 75], full, -40)).toEqual([0, 50]);
  });
});
