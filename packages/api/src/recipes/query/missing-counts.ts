import type { Csr } from "./columns";

/**
 * Counts are kept in a byte, saturated here: exact for any allowance below it. A larger allowance
 * (the contract allows up to 1,000) counts the rows it reads instead.
 */
export const MISSING_SATURATED = 255;

/** How many of row `row`'s required ingredients `owned` (a byte per ingredient id) lacks. */
export function missingOf(required: Csr, owned: Uint8Array, row: number): number {
  const { offsets, values } = required;
  const end = offsets[row + 1] as number;
  let missing = 0;
  for (let k = offsets[row] as number; k < end; k += 1) missing += Number(owned[values[k] as number] !== 1);
  return missing;
}

/** Per row, how many of its required ingredients `owned` lacks, saturated. */
export function countMissing(required: Csr, rows: number, owned: Uint8Array): Uint8Array {
  const counts = new Uint8Array(rows);
  for (let row = 0; row < rows; row += 1) counts[row] = Math.min(missingOf(required, owned, row), MISSING_SATURATED);
  return counts;
}

/** One kitchen's counts, segment by segment; a rebuilt segment is a new object, so its old counts are simply dropped. */
export class KitchenCounts {
  private readonly counts = new WeakMap<object, Uint8Array>();

  constructor(
    /** The owned ingredient ids these counts are for, ascending. */
    readonly owned: Int32Array,
    private readonly ownedBits: Uint8Array,
  ) {}

  /** The missing counts of a segment (its required-ingredient lists and row count). */
  countsFor(segment: { n: number; required: Csr }): Uint8Array {
    let counts = this.counts.get(segment);
    if (!counts) {
      counts = countMissing(segment.required, segment.n, this.ownedBits);
      this.counts.set(segment, counts);
    }
    return counts;
  }
}

function sameIds(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** How many kitchens are remembered per process: a byte per catalogue recipe each (~100 KB). */
export const MISSING_CACHE_KITCHENS = 64;

/**
 * "What can I cook now" per kitchen (ADR 085): a person browsing asks many questions of one
 * kitchen (every Browse row, every page), so each segment's missing counts are made once per
 * kitchen and read back until the kitchen or the segment changes. The kitchen is read from the
 * database on every request and compared whole, so a change on any instance is seen at once.
 * Least recently used kitchens are forgotten beyond `maxKitchens`, which bounds the memory.
 */
export class MissingCountCache {
  private readonly kitchens = new Map<number, KitchenCounts>();

  constructor(private readonly maxKitchens = MISSING_CACHE_KITCHENS) {}

  get size(): number {
    return this.kitchens.size;
  }

  /**
   * The counts of the caller `who` (a user id, 0 for a visitor) owning `owned` (ascending ids;
   * `ownedBits` the same as a byte per id): the ones kept, or new ones if the kitchen changed.
   */
  kitchen(who: number, owned: Int32Array, ownedBits: Uint8Array): KitchenCounts {
    let kitchen = this.kitchens.get(who);
    if (kitchen && sameIds(kitchen.owned, owned)) this.kitchens.delete(who);
    else kitchen = new KitchenCounts(owned, ownedBits);
    // Most recently used goes last in the Map's order.
    this.kitchens.set(who, kitchen);
    for (const oldest of this.kitchens.keys()) {
      if (this.kitchens.size <= this.maxKitchens) break;
      this.kitchens.delete(oldest);
    }
    return kitchen;
  }
}
