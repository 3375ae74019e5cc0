import { describe, expect, it } from "vitest";
import { oneDecimal, wholeKcal } from "./display";

describe("metric figures on screen", () => {
  it("shows energy as whole kilocalories", () => {
    expect(wholeKcal(2245.2)).toBe("2245");
    expect(wholeKcal(2902.5)).toBe("2903");
    expect(wholeKcal(1799.49)).toBe("1799");
    expect(wholeKcal(0)).toBe("0");
  });
  it("keeps at most one decimal for grams, pounds, BMI and weeks", () => {
    expect(oneDecimal(176.24)).toBe("176.2");
    expect(oneDecimal(24)).toBe("24");
    expect(oneDecimal(54.06)).toBe("54.1");
  });
});
