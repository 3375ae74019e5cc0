import type { Csr } from "./columns";

/**
 * Counts are kept in a byte, saturated here: exact for any allowance below it. A larger allowance
 * (the contract allows up to 1,000) counts the rows it reads instead.
 */
export const MISSING_SATURATED = 255;

/** Per row, how many of its required ingredients `owned` (a byte per ingredient id) lacks, saturated. */
export function countMissing(required: Csr, rows: number, owned: Uint8Array): Uint8Array {
  const { offsets, values } = required;
  const counts = new Uint8Array(rows);
  for (let row = 0; row < rows; row += 1) {
    const end = offsets[row + 1] as number;
    let missing = 0;
    for (let k = offsets[row] as number; k < end; k += 1) if (owned[values[k] as number] !== 1) missing += 1;
    counts[row] = missing < MISSING_SATURATED ? missing : MISSING_SATURATED;
  }
  return counts;
}

interface Kitchen {
  /** The owned ingredient ids these counts were made for, ascending. */
  owned: Int32Array;
  /** Counts per segment; a rebuilt segment is a new object, so its old counts are simply dropped. */
  counts: WeakMap<object, Uint8Array>;
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
  private readonly kitchens = new Map<number, Kitchen>();

  constructor(private readonly maxKitchens = MISSING_CACHE_KITCHENS) {}

  get size(): number {
    return this.kitchens.size;
  }

  /**
   * The missing counts of `segment` (its required-ingredient lists and row count) for the caller
   * `who` (a user id, 0 for a visitor) owning `owned` (ascending ids; `ownedBits` the same as bytes).
   */
  countsFor(who: number, owned: Int32Array, ownedBits: Uint8Array, segment: { n: number; required: Csr }): Uint8Array {
    let kitchen = this.kitchens.get(who);
    if (kitchen && sameIds(kitchen.owned, owned)) {
      this.kitchens.delete(who);
    } else {
      kitchen = { owned, counts: new WeakMap() };
    }
    // Most recently used goes last in the Map's order.
    this.kitchens.set(who, kitchen);
    for (const oldest of this.kitchens.keys()) {
      if (this.kitchens.size <= this.maxKitchens) break;
      this.kitchens.delete(oldest);
    }
    let counts = kitchen.counts.get(segment);
    if (!counts) {
      counts = countMissing(segment.required, segment.n, ownedBits);
      kitchen.counts.set(segment, counts);
    }
    return counts;
  }
}
