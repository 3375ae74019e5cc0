import { describe, expect, it } from "vitest";
import { INPUT_LIMITS, findUnsafeText, isId, jsonNestingDepth, text, unsafeTextReason, zId } from "./input";

describe("unsafeTextReason", () => {
  it("refuses NUL and lone surrogates, keeps every real character", () => {
    expect(unsafeTextReason("a\u0000b")).toMatch(/NUL/);
    expect(unsafeTextReason("a\ud800")).toMatch(/surrogate/);
    expect(unsafeTextReason("\udc00b")).toMatch(/surrogate/);
    expect(unsafeTextReason("\udc00\ud800")).toMatch(/surrogate/);
    expect(unsafeTextReason("crème brûlée 🍮 日本")).toBeNull();
    expect(unsafeTextReason("")).toBeNull();
  });
});

describe("text()", () => {
  it("names the field and refuses before trimming", () => {
    const title = text("title").trim().min(1);
    expect(title.safeParse("  Soup ").data).toBe("Soup");
    expect(title.safeParse("So\u0000up").error?.issues[0]?.message).toBe("title must not contain NUL characters.");
    expect(title.safeParse(12).error?.issues[0]?.message).toBe("title must be text.");
  });
});

describe("zId", () => {
  const id = zId("cart_id");
  it("takes numbers and digits within 1..2^31-1", () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse(" 42 ")).toBe(42);
    expect(id.parse(INPUT_LIMITS.idMax)).toBe(INPUT_LIMITS.idMax);
  });
  it("names what is wrong", () => {
    const message = (value: unknown) => id.safeParse(value).error?.issues[0]?.message;
    expect(message(INPUT_LIMITS.idMax + 1)).toBe("cart_id is out of range.");
    expect(message("99999999999999999999")).toBe("cart_id is out of range.");
    expect(message(0)).toBe("cart_id must be a positive id.");
    expect(message(-3)).toBe("cart_id must be a positive id.");
    expect(message(1.5)).toBe("cart_id must be a whole number.");
    expect(message("abc")).toBe("cart_id must be a number.");
    expect(message(null)).toBe("cart_id must be a number.");
    expect(message([1])).toBe("cart_id must be a number.");
  });
  it("matches isId", () => {
    expect([1, INPUT_LIMITS.idMax].every(isId)).toBe(true);
    expect([0, -1, 1.5, INPUT_LIMITS.idMax + 1, Number.NaN].some(isId)).toBe(false);
  });
});

describe("jsonNestingDepth", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[{{{{\\"[["}')).toBe(1);
    expect(jsonNestingDepth("12")).toBe(0);
  });
  it("stops counting once past the limit", () => {
    expect(jsonNestingDepth("[".repeat(100_000), 40)).toBe(40);
  });
});

describe("findUnsafeText", () => {
  it("names the first bad string or key by its path, without recursion", () => {
    expect(findUnsafeText({ sections: [{ ingredients: [{ ingredient_name: "salt\u0000" }] }] })).toBe(
      "sections.0.ingredients.0.ingredient_name must not contain NUL characters.",
    );
    expect(findUnsafeText({ ["\ud800"]: 1 })).toMatch(/field name/);
    expect(findUnsafeText({ title: "Soup", tags: ["a", "b"], n: 1, ok: true, none: null })).toBeNull();
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/NUL/);
  });
});
