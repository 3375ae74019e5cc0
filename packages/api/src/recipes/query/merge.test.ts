import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { arrayRun, mergePage, type SortedRun } from "./merge";

/** Splits ascending ids into consecutive runs of the given sizes (the catalogue's segments). */
function runsOf(ids: number[], sizes: number[]): SortedRun<number>[] {
  const runs: SortedRun<number>[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= ids.length) break;
    runs.push(arrayRun(ids.slice(at, at + size), (id) => id));
    at += size;
  }
  if (at < ids.length) runs.push(arrayRun(ids.slice(at), (id) => id));
  return runs;
}

/** Distinct ids dealt to the catalogue or to the person, both ascending. */
const dealt = fc
  .uniqueArray(fc.integer({ min: 1, max: 5_000 }), { maxLength: 400 })
  .chain((ids) =>
    fc.tuple(fc.constant([...ids].sort((a, b) => a - b)), fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length })),
  )
  .map(([ids, own]) => ({ catalogue: ids.filter((_, i) => !own[i]), own: ids.filter((_, i) => own[i]), all: ids }));

describe("mergePage: the catalogue's segments and a person's own matches in one id order", () => {
  it("gives exactly the page and total of the merged, sorted list, for any split, segments and page", () => {
    fc.assert(
      fc.property(
        dealt,
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 12 }),
        fc.nat({ max: 450 }),
        fc.integer({ min: 1, max: 120 }),
        ({ catalogue, own, all }, sizes, from, limit) => {
          const { total, page } = mergePage(
            runsOf(catalogue, sizes),
            arrayRun(own, (id) => id),
            from,
            from + limit,
          );
          expect(total).toBe(all.length);
          expect(page).toEqual(all.slice(from, from + limit));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("interleaves own recipes that fall between, before and after the catalogue's", () => {
    const runs = [arrayRun([10, 20, 30], (id) => id), arrayRun([], (id: number) => id), arrayRun([40, 50], (id) => id)];
    const own = arrayRun([5, 25, 35, 45, 60], (id) => id);
    expect(mergePage(runs, own, 0, 100)).toEqual({ total: 10, page: [5, 10, 20, 25, 30, 35, 40, 45, 50, 60] });
    // A page edge on each side of an own recipe inside a segment, and across segments.
    expect(mergePage(runs, own, 2, 4).page).toEqual([20, 25]);
    expect(mergePage(runs, own, 4, 7).page).toEqual([30, 35, 40]);
    expect(mergePage(runs, own, 9, 12).page).toEqual([60]);
    expect(mergePage(runs, own, 10, 12)).toEqual({ total: 10, page: [] });
  });

  it("counts without own recipes, and without catalogue ones (Your Recipes)", () => {
    expect(
      mergePage(
        [arrayRun([1, 2, 3], (id) => id)],
        arrayRun([], (id: number) => id),
        1,
        2,
      ),
    ).toEqual({ total: 3, page: [2] });
    expect(
      mergePage(
        [],
        arrayRun([7, 8, 9], (id) => id),
        1,
        3,
      ),
    ).toEqual({ total: 3, page: [8, 9] });
    expect(
      mergePage(
        [],
        arrayRun([], (id: number) => id),
        0,
        48,
      ),
    ).toEqual({ total: 0, page: [] });
  });

  it("does not walk a segment that lies wholly before the page", () => {
    let reads = 0;
    const counted = (ids: number[]): SortedRun<number> => ({
      count: ids.length,
      idAt: (i) => {
        reads += 1;
        return ids[i] as number;
      },
      itemAt: (i) => ids[i] as number,
    });
    const early = Array.from({ length: 1_000 }, (_, i) => i + 1);
    const { page } = mergePage(
      [counted(early), counted([2_001, 2_002])],
      arrayRun([1_500], (id) => id),
      1_001,
      1_003,
    );
    expect(page).toEqual([2_001, 2_002]);
    expect(reads).toBeLessThan(50);
  });
});
