import { RANGE_FIELDS, type TRangeField } from "@simmer/contracts";
import type { IndexedRecipe } from "./indexed-recipes";
import { TitleTrigrams } from "./title-search";

/** Compressed rows: row r's items are values[offsets[r] .. offsets[r + 1]). */
export interface Csr {
  offsets: Int32Array;
  values: Int32Array;
}

const NO_ROWS = new Uint16Array(0);

const DATA_SOURCE_CODES: Record<string, number> = { catalog: 0, user: 1, import: 2 };
export const dataSourceCode = (source: string): number => DATA_SOURCE_CODES[source] ?? 255;

/**
 * The index laid out column by column (typed arrays) so a filter is one tight loop over 100,000
 * numbers instead of a walk over 100,000 objects (ADR 050). Rebuilt from the entries after a change.
 */
export class RecipeColumns {
  readonly n: number;
  readonly entries: IndexedRecipe[];
  /** Owner id, 0 for the shared catalogue. */
  readonly owner: Int32Array;
  /** The owner every row shares (0: all catalogue), or -1 when owners are mixed. */
  readonly soleOwner: number;
  readonly ranges: Record<TRangeField, Float64Array>;
  readonly dataSource: Uint8Array;
  readonly dataSourceName: (string | null)[];
  /** Lower-case titles joined by \u0000; titleStart[r] is where row r's title begins. */
  readonly titles: string;
  readonly titleStart: Int32Array;
  readonly tagIdByName = new Map<string, number>();
  readonly tags: Csr;
  readonly ingredients: Csr;
  readonly required: Csr;
  readonly equipment: Csr;
  readonly maxIngredientId: number;
  /** The smallest recipe id in this segment. */
  readonly firstId: number;
  readonly maxEquipmentId: number;

  constructor(sorted: IndexedRecipe[]) {
    this.n = sorted.length;
    this.entries = sorted;
    this.owner = new Int32Array(this.n);
    this.dataSource = new Uint8Array(this.n);
    this.dataSourceName = new Array<string | null>(this.n);
    this.ranges = Object.fromEntries(RANGE_FIELDS.map((f) => [f, new Float64Array(this.n)])) as Record<TRangeField, Float64Array>;
    this.titleStart = new Int32Array(this.n + 1);
    const titleParts: string[] = [];
    let at = 0;
    const tagIds: number[][] = [];
    sorted.forEach((r, i) => {
      this.owner[i] = r.ownerId ?? 0;
      this.dataSource[i] = dataSourceCode(r.card.data_source);
      this.dataSourceName[i] = r.card.data_source_name;
      for (const f of RANGE_FIELDS) {
        const v = r.card[f];
        (this.ranges[f] as Float64Array)[i] = v === null ? Number.NaN : v;
      }
      this.titleStart[i] = at;
      titleParts.push(r.titleLower);
      at += r.titleLower.length + 1;
      tagIds.push(
        r.tagsLower.map((t) => {
          let id = this.tagIdByName.get(t);
          if (id === undefined) {
            id = this.tagIdByName.size;
            this.tagIdByName.set(t, id);
          }
          return id;
        }),
      );
    });
    this.titleStart[this.n] = at;
    this.titles = titleParts.join("\u0000");
    this.tags = csr(tagIds.map((t) => Int32Array.from(t)));
    this.ingredients = csr(sorted.map((r) => r.ingredientIds));
    this.required = csr(sorted.map((r) => r.requiredIds));
    this.equipment = csr(sorted.map((r) => r.equipmentIds));
    this.firstId = sorted[0]?.id ?? 0;
    this.maxIngredientId = this.ingredients.values.reduce((m, v) => (v > m ? v : m), 0);
    this.maxEquipmentId = this.equipment.values.reduce((m, v) => (v > m ? v : m), 0);
    const first = this.owner[0] ?? 0;
    this.soleOwner = this.owner.every((o) => o === first) ? first : -1;
  }

  private taggedCache: Uint16Array[] | null = null;

  /** The rows carrying a tag (by its id in this segment), ascending; all tags' lists made on first use. */
  rowsTagged(tag: number): Uint16Array {
    if (!this.taggedCache) {
      const { offsets, values } = this.tags;
      // Tags differing only in case are one tag here, so a row may carry one twice: listed once.
      const rows = Array.from({ length: this.tagIdByName.size }, () => [] as number[]);
      for (let row = 0; row < this.n; row += 1) {
        for (let k = offsets[row] as number; k < (offsets[row + 1] as number); k += 1) {
          const list = rows[values[k] as number] as number[];
          if (list[list.length - 1] !== row) list.push(row);
        }
      }
      this.taggedCache = rows.map((list) => Uint16Array.from(list));
    }
    return this.taggedCache[tag] ?? NO_ROWS;
  }

  private ingredientRowsCache: RowsByItem | null = null;
  private equipmentRowsCache: RowsByItem | null = null;

  /** The rows using each ingredient (any line, optional too), made on first use. */
  get rowsByIngredient(): RowsByItem {
    return (this.ingredientRowsCache ??= new RowsByItem(this.ingredients));
  }

  /** The rows using each piece of equipment, made on first use. */
  get rowsByEquipment(): RowsByItem {
    return (this.equipmentRowsCache ??= new RowsByItem(this.equipment));
  }

  private trigramCache: TitleTrigrams | null = null;

  /** The title trigram index, built on the first search of this segment (ADR 085). */
  get trigrams(): TitleTrigrams {
    if (!this.trigramCache) this.trigramCache = new TitleTrigrams(this.titles, this.titleStart, this.n);
    return this.trigramCache;
  }

  /** The row whose title contains text position `pos`. */
  rowAt(pos: number): number {
    let lo = 0;
    let hi = this.n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.titleStart[mid] as number) <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

function csr(rows: readonly Int32Array[]): Csr {
  const offsets = new Int32Array(rows.length + 1);
  let total = 0;
  rows.forEach((r, i) => {
    offsets[i] = total;
    total += r.length;
  });
  offsets[rows.length] = total;
  const values = new Int32Array(total);
  rows.forEach((r, i) => values.set(r, offsets[i] as number));
  return { offsets, values };
}

/**
 * A segment's item lists turned around (ADR 085): for each item the segment uses, the rows using
 * it, ascending. "Uses garlic or onion" then marks those rows instead of reading every row's list.
 * Items are found by binary search over the ids used, so the size follows the segment, not the ids.
 */
export class RowsByItem {
  private readonly items: Int32Array;
  private readonly offsets: Int32Array;
  private readonly rows: Uint16Array;

  constructor(list: Csr) {
    const { offsets, values } = list;
    this.items = Int32Array.from(new Set(values)).sort();
    const slot = new Map<number, number>();
    this.items.forEach((item, i) => slot.set(item, i));
    this.offsets = new Int32Array(this.items.length + 1);
    for (const item of values) {
      const at = (slot.get(item) as number) + 1;
      this.offsets[at] = (this.offsets[at] as number) + 1;
    }
    for (let i = 0; i < this.items.length; i += 1) this.offsets[i + 1] = (this.offsets[i + 1] as number) + (this.offsets[i] as number);
    this.rows = new Uint16Array(values.length);
    const filled = this.offsets.slice(0, this.items.length);
    for (let row = 0; row + 1 < offsets.length; row += 1) {
      for (let k = offsets[row] as number; k < (offsets[row + 1] as number); k += 1) {
        const at = slot.get(values[k] as number) as number;
        this.rows[filled[at] as number] = row;
        filled[at] = (filled[at] as number) + 1;
      }
    }
  }

  /** The rows using `item`, ascending (empty when none does). */
  rowsUsing(item: number): Uint16Array {
    let lo = 0;
    let hi = this.items.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.items[mid] as number;
      if (at === item) return this.rows.subarray(this.offsets[mid] as number, this.offsets[mid + 1] as number);
      if (at < item) lo = mid + 1;
      else hi = mid - 1;
    }
    return NO_ROWS;
  }
}
