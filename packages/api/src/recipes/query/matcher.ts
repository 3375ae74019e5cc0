import { RANGE_FIELDS, type TRangeField, type TRecipeListQuery } from "@simmer/contracts";
import type { IndexedRecipe, RecipeIndex } from "./recipe-index";

/** What a request knows about the caller, read in the same query as the index version. */
export interface CallerState {
  userId: number | null;
  ownedIngredients: ReadonlySet<number>;
  ownedEquipment: ReadonlySet<number>;
  cartRecipeIds: ReadonlySet<number>;
}

type Predicate = (r: IndexedRecipe) => boolean;

function bitset(ids: Iterable<number>): Uint8Array {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  const bits = new Uint8Array(max + 1);
  for (const id of ids) bits[id] = 1;
  return bits;
}

function normaliseName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/** One mask per requested name: the catalogue ids whose name matches (exactly or as a substring). */
function nameMasks(names: readonly string[], idByName: ReadonlyMap<string, number>, nameById: ReadonlyMap<number, string>, partial: boolean): Uint8Array[] {
  return names.map((raw) => {
    const wanted = normaliseName(raw);
    if (!partial) {
      const id = idByName.get(wanted);
      return id === undefined ? new Uint8Array(0) : bitset([id]);
    }
    const ids: number[] = [];
    for (const [id, name] of nameById) if (name.toLowerCase().includes(wanted)) ids.push(id);
    return bitset(ids);
  });
}

function usesAll(itemIds: Int32Array, masks: readonly Uint8Array[]): boolean {
  for (const mask of masks) {
    let found = false;
    for (const id of itemIds) {
      if (mask[id] === 1) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** The predicates of a listing, cheapest first, all combined with AND (spec §7). */
export function buildPredicates(index: RecipeIndex, query: TRecipeListQuery, caller: CallerState): Predicate[] {
  const predicates: Predicate[] = [];
  const { userId } = caller;
  if (userId === null) predicates.push((r) => r.ownerId === null);
  else if (query.scope === "mine") predicates.push((r) => r.ownerId === userId);
  else predicates.push((r) => r.ownerId === null || r.ownerId === userId);

  for (const field of RANGE_FIELDS) {
    const min = query[`min_${field}`];
    const max = query[`max_${field}`];
    if (min === undefined && max === undefined) continue;
    const key: TRangeField = field;
    predicates.push((r) => {
      const value = r.card[key];
      if (value === null) return false;
      return (min === undefined || value >= min) && (max === undefined || value <= max);
    });
  }
  if (query.data_source !== undefined) {
    const wanted = query.data_source;
    predicates.push((r) => r.card.data_source === wanted);
  }
  if (query.data_source_name !== undefined) {
    const wanted = query.data_source_name;
    predicates.push((r) => r.card.data_source_name === wanted);
  }
  if (query.search) {
    const needle = query.search;
    predicates.push((r) => r.titleLower.includes(needle));
  }
  if (query.tags && query.tags.length > 0) {
    const wanted = query.tags.map((t) => t.trim().toLowerCase());
    predicates.push((r) => wanted.every((t) => r.tagsLower.includes(t)));
  }
  if (query.filterByGrocerycart) {
    const inCart = caller.cartRecipeIds;
    predicates.push((r) => inCart.has(r.id));
  }
  if (query.filterEquipment && query.filterEquipment.length > 0) {
    const masks = nameMasks(query.filterEquipment, index.equipmentIdByName, index.equipmentNames, query.equipmentPartial === true);
    predicates.push((r) => usesAll(r.equipmentIds, masks));
  }
  if (query.filterByEquipment) {
    const owned = bitset(caller.ownedEquipment);
    predicates.push((r) => {
      for (const id of r.equipmentIds) if (owned[id] !== 1) return false;
      return true;
    });
  }
  if (query.filterIngredients && query.filterIngredients.length > 0) {
    const masks = nameMasks(query.filterIngredients, index.ingredientIdByName, index.ingredientNames, query.ingredientsPartial === true);
    predicates.push((r) => usesAll(r.ingredientIds, masks));
  }
  if (query.maxMissingIngredients !== undefined) {
    const allowed = query.maxMissingIngredients;
    const owned = bitset(caller.ownedIngredients);
    predicates.push((r) => {
      const required = r.requiredIds;
      if (required.length <= allowed) return true;
      let missing = 0;
      for (const id of required) {
        if (owned[id] !== 1 && ++missing > allowed) return false;
      }
      return true;
    });
  }
  return predicates;
}

/** Matching recipes in id order, with the total and one page. */
export function runQuery(index: RecipeIndex, query: TRecipeListQuery, caller: CallerState): { total: number; page: IndexedRecipe[] } {
  const predicates = buildPredicates(index, query, caller);
  const page: IndexedRecipe[] = [];
  const start = query.offset;
  const end = query.offset + query.limit;
  let total = 0;
  outer: for (const r of index.sorted) {
    for (const p of predicates) if (!p(r)) continue outer;
    if (total >= start && total < end) page.push(r);
    total += 1;
  }
  return { total, page };
}
