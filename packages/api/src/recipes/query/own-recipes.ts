import { sql } from "drizzle-orm";
import type { Db } from "@simmer/db";
import { ownerInView, recipeVisibility } from "@simmer/domain";
import { RecipeColumns } from "./columns";
import { loadIndexedRecipes, type IndexedRecipe } from "./indexed-recipes";
import { intArrayLiteral, sqlRows } from "./sql-rows";

/**
 * One person's own published recipes, laid out like a catalogue segment (ADR 082), with the names
 * of the kitchen items they use that the catalogue does not.
 */
export interface OwnRecipes {
  ownerId: number;
  /** Ascending by id. */
  entries: IndexedRecipe[];
  columns: RecipeColumns;
  ingredientNames: ReadonlyMap<number, string>;
  equipmentNames: ReadonlyMap<number, string>;
  ingredientIdByName: ReadonlyMap<string, readonly number[]>;
  equipmentIdByName: ReadonlyMap<string, readonly number[]>;
}

/** What the catalogue already names: only names it lacks are read for a person's recipes. */
export interface KnownNames {
  ingredientNames: ReadonlyMap<number, string>;
  equipmentNames: ReadonlyMap<number, string>;
}

/** Bounds of the per-person cache: total own recipes held, and people held, in this process. */
export const OWN_CACHE_MAX_RECIPES = 20_000;
export const OWN_CACHE_MAX_PEOPLE = 2_000;

function byName(names: ReadonlyMap<number, string>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const [id, name] of names) {
    const key = name.toLowerCase();
    const ids = out.get(key);
    if (ids) ids.push(id);
    else out.set(key, [id]);
  }
  return out;
}

/** Reads one person's own recipes by owner (indexed SQL), with the item names the catalogue lacks. */
export async function readOwnRecipes(db: Db, ownerId: number, known: KnownNames): Promise<OwnRecipes> {
  const loaded = await loadIndexedRecipes(db, { ownerId });
  const entries = [...loaded.values()].sort((a, b) => a.id - b.id);
  const unknownIngredients = new Set<number>();
  const unknownEquipment = new Set<number>();
  for (const entry of entries) {
    for (const i of entry.ingredientIds) if (!known.ingredientNames.has(i)) unknownIngredients.add(i);
    for (const e of entry.equipmentIds) if (!known.equipmentNames.has(e)) unknownEquipment.add(e);
  }
  const [ingredientRows, equipmentRows] = await Promise.all([
    unknownIngredients.size > 0
      ? sqlRows<{ id: number; name: string }>(
          db,
          sql`select id, name from ingredients where id = any(${intArrayLiteral(unknownIngredients)}::int[])`,
        )
      : Promise.resolve([]),
    unknownEquipment.size > 0
      ? sqlRows<{ id: number; name: string }>(
          db,
          sql`select id, name from equipment where id = any(${intArrayLiteral(unknownEquipment)}::int[])`,
        )
      : Promise.resolve([]),
  ]);
  return ownRecipesOf(
    ownerId,
    entries,
    new Map(ingredientRows.map((r) => [Number(r.id), r.name])),
    new Map(equipmentRows.map((r) => [Number(r.id), r.name])),
  );
}

/** Lays out one person's recipes (ascending by id) with the names of their items the catalogue lacks. */
export function ownRecipesOf(
  ownerId: number,
  entries: IndexedRecipe[],
  ingredientNames: ReadonlyMap<number, string>,
  equipmentNames: ReadonlyMap<number, string>,
): OwnRecipes {
  return {
    ownerId,
    entries,
    columns: new RecipeColumns(entries),
    ingredientNames,
    equipmentNames,
    ingredientIdByName: byName(ingredientNames),
    equipmentIdByName: byName(equipmentNames),
  };
}

/**
 * A small least-recently-used cache of people's own recipes, bounded by the recipes and people it
 * holds, so a process's memory does not grow with the number of people (ADR 082). The Browse
 * index's catch-up tells it what changed: a changed recipe drops the person who owns it now and
 * whoever held it before. A read that raced with any change is answered but not kept, so the cache
 * never holds something older than the change log says.
 */
export class OwnRecipeCache {
  private readonly held = new Map<number, OwnRecipes>();
  /** Owner of every recipe held, so a deleted recipe's (former) owner is dropped too. */
  private readonly ownerOf = new Map<number, number>();
  private heldRecipes = 0;
  /** Bumped on every change the index takes in; a read that saw it move is not kept. */
  private changes = 0;
  private readonly reading = new Map<number, Promise<OwnRecipes>>();

  constructor(
    private readonly maxRecipes = OWN_CACHE_MAX_RECIPES,
    private readonly maxPeople = OWN_CACHE_MAX_PEOPLE,
  ) {}

  get size(): { people: number; recipes: number } {
    return { people: this.held.size, recipes: this.heldRecipes };
  }

  /** The person's own recipes, from the cache or read now (concurrent reads for one person share one). */
  async get(ownerId: number, read: (ownerId: number) => Promise<OwnRecipes>): Promise<OwnRecipes> {
    const hit = this.held.get(ownerId);
    if (hit) {
      // Most recently used goes last in the Map's order.
      this.held.delete(ownerId);
      this.held.set(ownerId, hit);
      return hit;
    }
    const pending = this.reading.get(ownerId);
    if (pending) return pending;
    const before = this.changes;
    const promise = read(ownerId)
      .then((own) => {
        if (this.changes === before) this.keep(own);
        return own;
      })
      .finally(() => this.reading.delete(ownerId));
    this.reading.set(ownerId, promise);
    return promise;
  }

  /** Recipes that changed (any owner, or deleted), with the owner each has now (null: none or the catalogue). */
  changed(recipes: Iterable<readonly [number, number | null]>): void {
    this.changes += 1;
    for (const [recipeId, ownerNow] of recipes) {
      const before = this.ownerOf.get(recipeId);
      if (before !== undefined) this.drop(before);
      if (ownerNow !== null) this.drop(ownerNow);
    }
  }

  /** Forgets everyone (a full reload, or a published import). */
  clear(): void {
    this.changes += 1;
    this.held.clear();
    this.ownerOf.clear();
    this.heldRecipes = 0;
  }

  private keep(own: OwnRecipes) {
    if (own.entries.length > this.maxRecipes) return;
    this.drop(own.ownerId);
    this.held.set(own.ownerId, own);
    for (const e of own.entries) this.ownerOf.set(e.id, own.ownerId);
    this.heldRecipes += own.entries.length;
    for (const oldest of this.held.keys()) {
      if (this.heldRecipes <= this.maxRecipes && this.held.size <= this.maxPeople) break;
      this.drop(oldest);
    }
  }

  private drop(ownerId: number) {
    const own = this.held.get(ownerId);
    if (!own) return;
    this.held.delete(ownerId);
    for (const e of own.entries) this.ownerOf.delete(e.id);
    this.heldRecipes -= own.entries.length;
  }
}

/**
 * The merged segment last laid out for a person's own recipes, with the members' segments it was
 * made from. Each part is the (immutable) object the own-recipe cache holds, replaced whenever any
 * of its recipes changes, so the same parts give the same segment: it is laid out again only after
 * a change, not on every Browse call. Held weakly by the person's own segment, so it goes with it.
 */
const mergedSegments = new WeakMap<OwnRecipes, { theirs: readonly OwnRecipes[]; members: string; merged: OwnRecipes }>();

/**
 * A person's own recipes with their household's shared ones (ADR 127), laid out as one segment:
 * the visibility rule decides which of the members' recipes enter it, so a private one never does.
 */
export function withHousehold(mine: OwnRecipes, theirs: readonly OwnRecipes[], householdMembers: readonly number[]): OwnRecipes {
  if (theirs.length === 0) return mine;
  const members = householdMembers.join(",");
  const held = mergedSegments.get(mine);
  if (held && held.members === members && held.theirs.length === theirs.length && held.theirs.every((own, i) => own === theirs[i]))
    return held.merged;
  const rule = recipeVisibility(mine.ownerId, "all", householdMembers);
  const entries = [...mine.entries];
  const ingredientNames = new Map(mine.ingredientNames);
  const equipmentNames = new Map(mine.equipmentNames);
  for (const own of theirs) {
    for (const entry of own.entries) if (ownerInView(rule, entry.ownerId, entry.visibility)) entries.push(entry);
    for (const [id, name] of own.ingredientNames) ingredientNames.set(id, name);
    for (const [id, name] of own.equipmentNames) equipmentNames.set(id, name);
  }
  entries.sort((a, b) => a.id - b.id);
  const merged = ownRecipesOf(mine.ownerId, entries, ingredientNames, equipmentNames);
  mergedSegments.set(mine, { theirs: [...theirs], members, merged });
  return merged;
}
