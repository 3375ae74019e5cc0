import { describe, expect, it } from "vitest";
import { createWebImportLimiter } from "./rate-limit";

describe("createWebImportLimiter", () => {
  it("allows the minute's share per person, then refuses until the oldest fetch is a minute old", () => {
    let clock = 1_000_000;
    const limiter = createWebImportLimiter(3, 60_000, () => clock);
    expect([limiter.take(1), limiter.take(1), limiter.take(1)]).toEqual([true, true, true]);
    expect(limiter.take(1)).toBe(false);
    expect(limiter.take(2)).toBe(true);
    clock += 59_999;
    expect(limiter.take(1)).toBe(false);
    clock += 2;
    expect([limiter.take(1), limiter.take(1), limiter.take(1), limiter.take(1)]).toEqual([true, true, true, false]);
  });
});
