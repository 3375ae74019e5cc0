import { describe, expect, it } from "vitest";
import { round1, round2 } from "./rounding";

describe("rounding", () => {
  it("keeps at most two decimals", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2 / 3)).toBe(0.67);
    expect(round2(3)).toBe(3);
  });
  it("keeps one decimal", () => {
    expect(round1(13.333)).toBe(13.3);
    expect(round1(0.05)).toBe(0.1);
  });
});
