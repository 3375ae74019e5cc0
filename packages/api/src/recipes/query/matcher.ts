import { RANGE_FIELDS, type TRecipeListQuery } from "@simmer/contracts";
import { recipeVisibility } from "@simmer/domain";
import { dataSourceCode, type Csr, type RecipeColumns } from "./columns";
import type { IndexedRecipe, RecipeIndex } from "./recipe-index";
import { arrayRun, mergePage, type SortedRun } from "./merge";
import type { OwnRecipes } from "./own-recipes";

/** What a request knows about the caller, read in the same query as the index version. */
export interface CallerState {
  userId: number | null;
  ownedIngredients: ReadonlySet<number>;
  ownedEquipment: ReadonlySet<number>;
  cartRecipeIds: ReadonlySet<number>;
}

/** Candidate rows (ascending) and how many of them are live; each pass compacts them in place. */
interface Candidates {
  rows: Int32Array;
  count: number;
}

function keep(c: Candidates, test: (row: number) => boolean) {
  const rows = c.rows;
  let out = 0;
  for (let i = 0; i < c.count; i += 1) {
    const row = rows[i] as number;
    if (test(row)) rows[out++] = row;
  }
  c.count = out;
}

/** A byte per id, sized to cover every id the index holds: reads never fall outside it (slow in V8). */
function bitset(ids: Iterable<number>, cover: number): Uint8Array {
  let max = cover;
  for (const id of ids) if (id > max) max = id;
  const bits = new Uint8Array(max + 1);
  for (const id of ids) bits[id] = 1;
  return bits;
}

function normaliseName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** Item names by id and ids by lower-case name: the catalogue's, and a person's own items. */
interface NameSource {
  idsByName: ReadonlyMap<string, readonly number[]>;
  nameById: ReadonlyMap<number, string>;
}

/**
 * One mask per requested name: the item ids whose name matches (exactly or as a substring), over
 * the catalogue's items and the caller's own.
 */
function nameMasks(names: readonly string[], sources: readonly NameSource[], partial: boolean, cover: number): Uint8Array[] {
  return names.map((raw) => {
    const wanted = normaliseName(raw);
    const ids: number[] = [];
    for (const { idsByName, nameById } of sources) {
      if (!partial) ids.push(...(idsByName.get(wanted) ?? []));
      else for (const [id, name] of nameById) if (name.toLowerCase().includes(wanted)) ids.push(id);
    }
    return bitset(ids, cover);
  });
}

/** Keeps rows where, for every mask, some item of the row is in it. */
function keepUsingAll(c: Candidates, list: Csr, masks: readonly Uint8Array[]) {
  const { offsets, values } = list;
  for (const mask of masks) {
    keep(c, (row) => {
      const end = offsets[row + 1] as number;
      for (let k = offsets[row] as number; k < end; k += 1) if (mask[values[k] as number] === 1) return true;
      return false;
    });
  }
}

/** What a query needs computed once per request, shared by every segment. */
interface Prepared {
  ingredientMasks: Uint8Array[] | null;
  equipmentMasks: Uint8Array[] | null;
  ownedIngredients: Uint8Array | null;
  ownedEquipment: Uint8Array | null;
}

function prepare(segments: readonly RecipeColumns[], index: RecipeIndex, own: OwnRecipes | null, query: TRecipeListQuery, caller: CallerState): Prepared {
  const ingredientSources: NameSource[] = [{ idsByName: index.ingredientIdByName, nameById: index.ingredientNames }];
  const equipmentSources: NameSource[] = [{ idsByName: index.equipmentIdByName, nameById: index.equipmentNames }];
  if (own) {
    ingredientSources.push({ idsByName: own.ingredientIdByName, nameById: own.ingredientNames });
    equipmentSources.push({ idsByName: own.equipmentIdByName, nameById: own.equipmentNames });
  }
  let maxIngredient = 0;
  let maxEquipment = 0;
  for (const s of segments) {
    if (s.maxIngredientId > maxIngredient) maxIngredient = s.maxIngredientId;
    if (s.maxEquipmentId > maxEquipment) maxEquipment = s.maxEquipmentId;
  }
  return {
    ingredientMasks:
      query.filterIngredients && query.filterIngredients.length > 0
        ? nameMasks(query.filterIngredients, ingredientSources, query.ingredientsPartial === true, maxIngredient)
        : null,
    equipmentMasks:
      query.filterEquipment && query.filterEquipment.length > 0
        ? nameMasks(query.filterEquipment, equipmentSources, query.equipmentPartial === true, maxEquipment)
        : null,
    ownedIngredients: query.maxMissingIngredients !== undefined ? bitset(caller.ownedIngredients, maxIngredient) : null,
    ownedEquipment: query.filterByEquipment ? bitset(caller.ownedEquipment, maxEquipment) : null,
  };
}

/** Applies every §7 filter to one segment, AND-combined, cheapest first; leaves matching rows in id order. */
function matchSegment(columns: RecipeColumns, prepared: Prepared, query: TRecipeListQuery, caller: CallerState): Candidates {
  const n = columns.n;
  const rows = new Int32Array(n);
  const owner = columns.owner;
  // The domain's visibility rule; the index holds published recipes only, and owner 0 is the catalogue.
  const rule = recipeVisibility(caller.userId, query.scope);
  const catalogue = rule.catalogue;
  const ownerId = rule.ownerId ?? -1;
  let count = 0;
  for (let r = 0; r < n; r += 1) {
    const o = owner[r];
    if (o === 0 ? catalogue : o === ownerId) rows[count++] = r;
  }
  const c: Candidates = { rows, count };

  for (const field of RANGE_FIELDS) {
    if (c.count === 0) return c;
    const min = query[`min_${field}`];
    const max = query[`max_${field}`];
    if (min === undefined && max === undefined) continue;
    const values = columns.ranges[field];
    const lo = min ?? -Infinity;
    const hi = max ?? Infinity;
    // NaN (unknown) fails both comparisons, so unknown values never match a range.
    let out = 0;
    for (let i = 0; i < c.count; i += 1) {
      const row = rows[i] as number;
      const v = values[row] as number;
      if (v >= lo && v <= hi) rows[out++] = row;
    }
    c.count = out;
  }
  if (query.data_source !== undefined) {
    const code = dataSourceCode(query.data_source);
    keep(c, (row) => columns.dataSource[row] === code);
  }
  if (query.data_source_name !== undefined) {
    const wanted = query.data_source_name;
    keep(c, (row) => columns.dataSourceName[row] === wanted);
  }
  if (query.search && c.count > 0) {
    const hits = new Uint8Array(n);
    const needle = query.search;
    let pos = columns.titles.indexOf(needle);
    while (pos >= 0) {
      const row = columns.rowAt(pos);
      hits[row] = 1;
      pos = columns.titles.indexOf(needle, columns.titleStart[row + 1] as number);
    }
    keep(c, (row) => hits[row] === 1);
  }
  if (query.tags && query.tags.length > 0) {
    const wanted = query.tags.map((t) => columns.tagIdByName.get(t.trim().toLowerCase()) ?? -1);
    const { offsets, values } = columns.tags;
    for (const tag of wanted) {
      keep(c, (row) => {
        const end = offsets[row + 1] as number;
        for (let k = offsets[row] as number; k < end; k += 1) if (values[k] === tag) return true;
        return false;
      });
    }
  }
  if (query.filterByGrocerycart) {
    const inCart = caller.cartRecipeIds;
    keep(c, (row) => inCart.has((columns.entries[row] as IndexedRecipe).id));
  }
  if (prepared.equipmentMasks) keepUsingAll(c, columns.equipment, prepared.equipmentMasks);
  if (prepared.ownedEquipment) {
    const owned = prepared.ownedEquipment;
    const { offsets, values } = columns.equipment;
    keep(c, (row) => {
      const end = offsets[row + 1] as number;
      for (let k = offsets[row] as number; k < end; k += 1) if (owned[values[k] as number] !== 1) return false;
      return true;
    });
  }
  if (prepared.ingredientMasks) keepUsingAll(c, columns.ingredients, prepared.ingredientMasks);
  if (prepared.ownedIngredients && query.maxMissingIngredients !== undefined) {
    const allowed = query.maxMissingIngredients;
    const owned = prepared.ownedIngredients;
    const { offsets, values } = columns.required;
    // The hot loop of "what can I cook now": written out rather than through keep() so V8 keeps it monomorphic.
    let out = 0;
    for (let i = 0; i < c.count; i += 1) {
      const row = rows[i] as number;
      const end = offsets[row + 1] as number;
      let missing = 0;
      for (let k = offsets[row] as number; k < end; k += 1) {
        if (owned[values[k] as number] !== 1) missing += 1;
      }
      if (missing <= allowed) rows[out++] = row;
    }
    c.count = out;
  }
  return c;
}

/** A segment's matches as a run in id order. */
function matchesOf(columns: RecipeColumns, c: Candidates): SortedRun<IndexedRecipe> {
  const { entries } = columns;
  const { rows, count } = c;
  return {
    count,
    idAt: (i) => (entries[rows[i] as number] as IndexedRecipe).id,
    itemAt: (i) => entries[rows[i] as number] as IndexedRecipe,
  };
}

/**
 * Matching recipes in id order, with the total and one page: the catalogue's segments and the
 * caller's own recipes are matched by the same code and merged by id (ADR 082). `own` holds the
 * caller's own recipes whenever the visibility rule lets them see any.
 */
export function runQuery(
  index: RecipeIndex,
  query: TRecipeListQuery,
  caller: CallerState,
  own: OwnRecipes | null,
): { total: number; page: IndexedRecipe[] } {
  const rule = recipeVisibility(caller.userId, query.scope);
  // Every segment goes through the one visibility rule, even for "mine" (a scan of owner ids,
  // well under a millisecond): the index decides nothing about who sees what on its own.
  const segments = index.segments();
  const ownColumns = own !== null && own.ownerId === rule.ownerId ? own.columns : null;
  const prepared = prepare(ownColumns ? [...segments, ownColumns] : segments, index, ownColumns ? own : null, query, caller);
  const runs = segments.map((segment) => matchesOf(segment, matchSegment(segment, prepared, query, caller)));
  const ownRun = ownColumns ? matchesOf(ownColumns, matchSegment(ownColumns, prepared, query, caller)) : arrayRun<IndexedRecipe>([], (r) => r.id);
  return mergePage(runs, ownRun, query.offset, query.offset + query.limit);
}
