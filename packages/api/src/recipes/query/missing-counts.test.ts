import { describe, expect, it } from "vitest";
import type { Csr } from "./columns";
import { countMissing, MISSING_SATURATED, MissingCountCache } from "./missing-counts";

/** Rows of required ingredient ids as a segment's compressed lists. */
function segment(rows: number[][]): { n: number; required: Csr } {
  const offsets = new Int32Array(rows.length + 1);
  rows.forEach((r, i) => (offsets[i + 1] = (offsets[i] as number) + r.length));
  return { n: rows.length, required: { offsets, values: Int32Array.from(rows.flat()) } };
}

function owning(ids: number[], cover = 400): { ids: Int32Array; bits: Uint8Array } {
  const bits = new Uint8Array(cover + 1);
  for (const id of ids) bits[id] = 1;
  return { ids: Int32Array.from(ids).sort(), bits };
}

describe("missing counts per kitchen", () => {
  it("counts the required ingredients a kitchen lacks, saturating at 255", () => {
    const many = Array.from({ length: 300 }, (_, i) => i + 1);
    const kitchen = owning([1, 2]);
    expect([...countMissing(segment([[1, 2], [1, 3], [3, 4, 5], [], many]).required, 5, kitchen.bits)]).toEqual([
      0,
      1,
      3,
      0,
      MISSING_SATURATED,
    ]);
  });

  it("reads counts back for the same kitchen and segment, and counts again when either changes", () => {
    const cache = new MissingCountCache();
    const first = segment([[1, 2], [3]]);
    const a = owning([1, 2]);
    const counts = cache.kitchen(7, a.ids, a.bits).countsFor(first);
    expect([...counts]).toEqual([0, 1]);
    // The same kitchen read again from the database: a new array with the same ids.
    const again = owning([2, 1]);
    expect(cache.kitchen(7, again.ids, again.bits).countsFor(first)).toBe(counts);
    // One more ingredient owned: counted afresh.
    const more = owning([1, 2, 3]);
    expect([...cache.kitchen(7, more.ids, more.bits).countsFor(first)]).toEqual([0, 0]);
    // A rebuilt segment is a new object: counted afresh, even for the same kitchen.
    const rebuilt = segment([[1, 2], [3], [4]]);
    expect([...cache.kitchen(7, more.ids, more.bits).countsFor(rebuilt)]).toEqual([0, 0, 1]);
    // Another person with the first kitchen gets their own entry.
    expect([...cache.kitchen(8, a.ids, a.bits).countsFor(first)]).toEqual([0, 1]);
  });

  it("remembers at most its number of kitchens, forgetting the least recently used", () => {
    const cache = new MissingCountCache(3);
    const seg = segment([[1]]);
    const k = owning([]);
    const counts = (who: number) => cache.kitchen(who, k.ids, k.bits).countsFor(seg);
    const kept = [1, 2, 3].map(counts);
    counts(1); // 1 is now the most recent
    counts(4); // 2 goes
    expect(cache.size).toBe(3);
    expect(counts(1)).toBe(kept[0]);
    expect(counts(3)).toBe(kept[2]);
    expect(counts(2)).not.toBe(kept[1]);
    expect(cache.size).toBe(3);
  });
});
