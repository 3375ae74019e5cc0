import { describe, expect, it } from "vitest";
import { foodFixKey } from "./ingredient-match";

describe("foodFixKey: one remembered fix per food a line names (ADR 141)", () => {
  it("sets aside descriptions, notes, case and plurals", () => {
    expect(foodFixKey("Boneless, skinless chicken breasts, diced")).toBe(foodFixKey("chicken breast"));
    expect(foodFixKey("Kefir (plain)")).toBe(foodFixKey("kefir"));
    expect(foodFixKey("  KEFIR ")).toBe("kefir");
  });

  it("keeps the words of a food's form apart", () => {
    expect(foodFixKey("dried basil")).not.toBe(foodFixKey("basil"));
    expect(foodFixKey("almond milk")).not.toBe(foodFixKey("milk"));
  });

  it("never answers an empty key", () => {
    expect(foodFixKey("diced")).not.toBe("");
  });
});
