import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { containsBetween, TitleTrigrams } from "./title-search";

/** Titles joined the way RecipeColumns joins them: NUL between titles, with each title's start. */
function laidOut(titles: string[]) {
  const start = new Int32Array(titles.length + 1);
  let at = 0;
  titles.forEach((t, i) => {
    start[i] = at;
    at += t.length + 1;
  });
  start[titles.length] = at;
  return { text: titles.join("\u0000"), start };
}

function search(trigrams: TitleTrigrams, needle: string, candidates: number[]): number[] {
  const found = new Set(trigrams.rowsContaining(needle));
  return candidates.filter((row) => found.has(row));
}

const letters = fc.constantFrom(..."abcé  -ñ🍲".split(""), "ab", "bc", "ca", "é😀");
const title = fc.array(letters, { maxLength: 12 }).map((parts) => parts.join(""));

describe("title search through trigrams", () => {
  it("finds exactly the rows whose title contains the text, in order, for any titles and text", () => {
    fc.assert(
      fc.property(
        fc.array(title, { minLength: 1, maxLength: 60 }),
        fc
          .array(letters, { minLength: 1, maxLength: 5 })
          .map((p) => p.join(""))
          .filter((n) => n.length >= 3),
        (titles, needle) => {
          const { text, start } = laidOut(titles);
          const trigrams = new TitleTrigrams(text, start, titles.length);
          const expected = titles.map((_, row) => row).filter((row) => (titles[row] as string).includes(needle));
          // Asked twice: the second answer comes from the remembered searches.
          expect([...trigrams.rowsContaining(needle)]).toEqual(expected);
          expect([...trigrams.rowsContaining(needle)]).toEqual(expected);
        },
      ),
      { seed: 20261127, numRuns: 400 },
    );
  });

  it("finds a word in the middle, at the start and at the end, and not across two titles", () => {
    const titles = ["lentil stew", "chicken soup", "stew of lentils", "soup", "upst"];
    const { text, start } = laidOut(titles);
    const trigrams = new TitleTrigrams(text, start, titles.length);
    expect(search(trigrams, "lentil", [0, 1, 2, 3, 4])).toEqual([0, 2]);
    expect(search(trigrams, "stew", [0, 1, 2, 3, 4])).toEqual([0, 2]);
    expect(search(trigrams, "soup", [1, 3, 4])).toEqual([1, 3]);
    expect(search(trigrams, "stewx", [0, 1, 2, 3, 4])).toEqual([]);
    const short = laidOut(["", "ab", "abc", "b"]);
    expect(search(new TitleTrigrams(short.text, short.start, 4), "abc", [0, 1, 2, 3])).toEqual([2]);
  });

  it("still answers a search whose matches exceed what a segment remembers", () => {
    const titles = Array.from({ length: 40_000 }, (_, i) => `soup ${i}`);
    const { text, start } = laidOut(titles);
    const trigrams = new TitleTrigrams(text, start, titles.length);
    const all = titles.map((_, row) => row);
    expect(search(trigrams, "soup", all)).toHaveLength(40_000);
    expect(search(trigrams, "soup", all)).toHaveLength(40_000);
    expect(search(trigrams, "p 3999", all)).toEqual([3999, 39990, 39991, 39992, 39993, 39994, 39995, 39996, 39997, 39998, 39999]);
  });

  it("compares within bounds only", () => {
    expect(containsBetween("abc\u0000def", 0, 3, "abc")).toBe(true);
    expect(containsBetween("abc\u0000def", 0, 3, "bc\u0000")).toBe(false);
    expect(containsBetween("abc\u0000def", 4, 7, "ef")).toBe(true);
    expect(containsBetween("abc\u0000def", 1, 3, "abc")).toBe(false);
  });
});
