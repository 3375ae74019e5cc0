import { describe, expect, it } from "vitest";
import { applyDuplicateChoice, copyTitle, fileSha256, titleKey } from "./duplicates";

const r = (title: string) => ({ title, servings: 1 });

describe("titles that name the same recipe", () => {
  it("ignore case and spacing", () => {
    expect(titleKey("  Tomato   Soup ")).toBe(titleKey("tomato soup"));
    expect(titleKey("Tomato Soup")).not.toBe(titleKey("Tomato Soups"));
  });
});

describe("answering 'you already have these'", () => {
  const incoming = [r("Tomato soup"), r("Pancakes"), r("Flatbread")];

  it("without an answer imports everything, as a first import does", () => {
    expect(applyDuplicateChoice(incoming, ["tomato soup", "Pancakes"], undefined)).toEqual({
      recipes: incoming,
      skipped: 0,
      renamed: 0,
    });
  });

  it("skip leaves out the recipes whose title the collection holds", () => {
    const out = applyDuplicateChoice(incoming, ["tomato soup", "Pancakes"], "skip");
    expect(out.recipes.map((x) => x.title)).toEqual(["Flatbread"]);
    expect(out.skipped).toBe(2);
  });

  it("copies keeps them all, under '(copy)' titles that are not taken", () => {
    const out = applyDuplicateChoice(incoming, ["Tomato soup", "Pancakes", "Pancakes (copy)"], "copies");
    expect(out.recipes.map((x) => x.title)).toEqual(["Tomato soup (copy)", "Pancakes (copy 2)", "Flatbread"]);
    expect(out.renamed).toBe(2);
    expect(out.recipes[0]).toMatchObject({ servings: 1 });
  });

  it("copies of a title that appears twice in the file get different names", () => {
    const out = applyDuplicateChoice([r("Soup"), r("Soup")], ["Soup"], "copies");
    expect(out.recipes.map((x) => x.title)).toEqual(["Soup (copy)", "Soup (copy 2)"]);
  });
});

describe("a copy's title", () => {
  it("stays within the title limit", () => {
    const long = "x".repeat(300);
    const title = copyTitle(long, new Set([titleKey(long)]), 300);
    expect(title).toHaveLength(300);
    expect(title.endsWith(" (copy)")).toBe(true);
  });
});

describe("a file's fingerprint", () => {
  it("is the same for the same bytes and differs otherwise", () => {
    const a = new Uint8Array([1, 2, 3]);
    expect(fileSha256(a)).toBe(fileSha256(new Uint8Array([1, 2, 3])));
    expect(fileSha256(a)).not.toBe(fileSha256(new Uint8Array([1, 2, 4])));
    expect(fileSha256(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
