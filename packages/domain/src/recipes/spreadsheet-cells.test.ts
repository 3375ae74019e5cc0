import { describe, expect, it } from "vitest";
import { escapeSpreadsheetText, unescapeSpreadsheetText } from "./spreadsheet-cells";

describe("spreadsheet cell escaping", () => {
  it("neutralises every formula trigger", () => {
    for (const risky of ["=SUM(A1)", "+1", "-2", "@cmd", "\tx", "\rx"]) {
      expect(escapeSpreadsheetText(risky)).toBe(`'${risky}`);
    }
  });
  it("leaves ordinary text alone", () => {
    expect(escapeSpreadsheetText("Pancakes")).toBe("Pancakes");
    expect(escapeSpreadsheetText("'quoted'")).toBe("'quoted'");
    expect(escapeSpreadsheetText("1 1/2")).toBe("1 1/2");
  });
  it("round-trips exactly, including text that already starts with an apostrophe", () => {
    for (const text of ["=1+1", "'=1+1", "''-x", "plain", "'plain", "@home", ""]) {
      expect(unescapeSpreadsheetText(escapeSpreadsheetText(text))).toBe(text);
    }
  });
});
