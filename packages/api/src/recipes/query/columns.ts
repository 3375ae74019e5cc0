import { RANGE_FIELDS, type TRangeField } from "@simmer/contracts";
import type { IndexedRecipe } from "./indexed-recipes";
import { TitleTrigrams } from "./title-search";

/** Compressed rows: row r's items are values[offsets[r] .. offsets[r + 1]). */
export interface Csr {
  offsets: Int32Array;
  values: Int32Array;
}

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
