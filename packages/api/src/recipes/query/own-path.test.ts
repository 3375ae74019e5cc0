import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Db } from "@simmer/db";
import type { TRecipeListQuery } from "@simmer/contracts";
import { ZRecipeListInput } from "@simmer/contracts";
import { runQuery, type CallerState } from "./matcher";
import { RecipeIndex, type IndexedRecipe } from "./recipe-index";
import { OwnRecipeCache, ownRecipesOf, type OwnRecipes } from "./own-recipes";
import { browseQuestion, testEntry } from "./browse-questions.fixture";

/**
 * The per-person path (ADR 082) against the previous design, in memory: one index holding every
 * recipe answers each question; the new pair (an index of the catalogue only plus the caller's own
 * recipes laid out apart) must give the same total and the same page.
 */
const SHARED_INGREDIENTS = Array.from({ length: 12 }, (_, i) => [i + 1, `shared item ${i + 1}`] as const);
const OWN_INGREDIENTS = [
  [20, "house blend", 7],
  [21, "shared item 1", 7],
  [22, "garden herb", 8],
] as const;
const SHARED_EQUIPMENT = Array.from({ length: 4 }, (_, i) => [i + 1, `tool ${i + 1}`] as const);
const OWN_EQUIPMENT = [[9, "house press", 7]] as const;
const OWNERS = [null, 7, 8] as const;
const TAGS = ["Dinner", "quick", "soup"];

const noDb = null as unknown as Db;

function entry(
  id: number,
  ownerId: number | null,
  r: { calories: number | null; total: number; ing: number[]; req: number; eq: number[]; tags: number[]; word: number },
): IndexedRecipe {
  const own = ownerId === null ? [] : OWN_INGREDIENTS.filter(([, , o]) => o === ownerId).map(([i]) => i);
  const pool = [...SHARED_INGREDIENTS.map(([i]) => i), ...own];
  const ingredientIds = Int32Array.from(new Set(r.ing.map((k) => pool[k % pool.length] as number))).sort();
  const requiredIds = ingredientIds.slice(0, Math.min(ingredientIds.length, r.req));
  const ownTools = ownerId === null ? [] : OWN_EQUIPMENT.filter(([, , o]) => o === ownerId).map(([e]) => e);
  const tools = [...SHARED_EQUIPMENT.map(([e]) => e), ...ownTools];
  const equipmentIds = Int32Array.from(new Set(r.eq.map((k) => tools[k % tools.length] as number))).sort();
  const tags = [...new Set(r.tags.map((k) => TAGS[k % TAGS.length] as string))];
  const title = `${["Stew", "Pie", "Soup salad"][r.word % 3]} ${id}`;
  return testEntry({
    id,
    ownerId,
    title,
    tags,
    ingredientIds,
    requiredIds,
    equipmentIds,
    numbers: {
      calories: r.calories,
      protein: r.calories === null ? null : r.calories % 40,
      cook_time_min: r.total,
      total_time_min: r.total,
    },
    dataSourceName: id % 3 === 0 ? "Grandma" : null,
  });
}

function indexOf(
  entries: IndexedRecipe[],
  ingredientNames: Iterable<readonly [number, string]>,
  equipmentNames: Iterable<readonly [number, string]>,
): RecipeIndex {
  const index = new RecipeIndex(noDb);
  for (const e of entries) index.byId.set(e.id, e);
  const add = (names: Map<number, string>, ids: Map<string, number[]>, id: number, name: string) => {
    names.set(id, name);
    ids.set(name, [...(ids.get(name) ?? []), id]);
  };
  for (const [id, name] of ingredientNames) add(index.ingredientNames, index.ingredientIdByName, id, name);
  for (const [id, name] of equipmentNames) add(index.equipmentNames, index.equipmentIdByName, id, name);
  return index;
}

const recipe = fc.record({
  owner: fc.constantFrom(...OWNERS),
  calories: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
  total: fc.integer({ min: 0, max: 90 }),
  ing: fc.array(fc.nat(), { maxLength: 6 }),
  req: fc.integer({ min: 0, max: 6 }),
  eq: fc.array(fc.nat(), { maxLength: 3 }),
  tags: fc.array(fc.nat(), { maxLength: 2 }),
  word: fc.nat(),
});

/** Up to four of the settings at a time, so most questions match something. */
const question = browseQuestion({
  search: ["stew", "soup s", "1", "pie 2"],
  ingredients: ["shared item 1", "house blend", "garden herb", "item 1", "blend"],
  equipment: ["tool 2", "house press", "press"],
  ranges: { max_calories: fc.integer({ min: 0, max: 900 }), min_total_time_min: fc.integer({ min: 0, max: 90 }) },
  maxMissing: 3,
  maxOffset: 80,
  maxLimit: 30,
});

describe("the catalogue index plus own recipes read apart answers as one index of everything did", () => {
  it("gives the same total and page for any recipes, caller, filters and page", () => {
    let matched = 0;
    fc.assert(
      fc.property(
        fc.array(recipe, { maxLength: 120 }),
        fc.constantFrom<number | null>(null, 7, 8),
        question,
        fc.uniqueArray(fc.integer({ min: 1, max: 22 }), { maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 4 }),
        (recipes, userId, input, owned, ownedTools) => {
          const entries = recipes.map((r, i) => entry(i * 2 + 1, r.owner, r));
          const query = ZRecipeListInput.parse(input) as TRecipeListQuery;
          const caller: CallerState = {
            userId,
            ownedIngredients: new Set(owned),
            ownedEquipment: new Set(ownedTools),
            cartRecipeIds: new Set(entries.filter((e) => e.id % 5 === 0).map((e) => e.id)),
          };
          const allIngredients = [...SHARED_INGREDIENTS, ...OWN_INGREDIENTS.map(([i, n]) => [i, n] as const)];
          const allEquipment = [...SHARED_EQUIPMENT, ...OWN_EQUIPMENT.map(([e, n]) => [e, n] as const)];
          const before = runQuery(indexOf(entries, allIngredients, allEquipment), query, caller, null);

          const catalogue = indexOf(
            entries.filter((e) => e.ownerId === null),
            SHARED_INGREDIENTS,
            SHARED_EQUIPMENT,
          );
          let own: OwnRecipes | null = null;
          if (userId !== null) {
            own = ownRecipesOf(
              userId,
              entries.filter((e) => e.ownerId === userId),
              new Map(OWN_INGREDIENTS.filter(([, , o]) => o === userId).map(([i, n]) => [i, n])),
              new Map(OWN_EQUIPMENT.filter(([, , o]) => o === userId).map(([e, n]) => [e, n])),
            );
          }
          const after = runQuery(catalogue, query, caller, own);
          if (before.page.length > 0) matched += 1;
          expect(after.total).toBe(before.total);
          expect(after.page.map((r) => r.id)).toEqual(before.page.map((r) => r.id));
        },
      ),
      { numRuns: 400 },
    );
    // The questions are not vacuous: most pages hold recipes.
    expect(matched).toBeGreaterThan(100);
  });
});

function own(ownerId: number, ids: number[]): OwnRecipes {
  const entries = ids.map((id) => entry(id, ownerId, { calories: 1, total: 1, ing: [], req: 0, eq: [], tags: [], word: 0 }));
  return ownRecipesOf(ownerId, entries, new Map(), new Map());
}

describe("the own-recipe cache", () => {
  it("keeps what it read, and reads a person again after their recipe changed, moved or was deleted", async () => {
    const cache = new OwnRecipeCache(100, 10);
    let reads = 0;
    const read = (ids: number[]) => async (ownerId: number) => {
      reads += 1;
      return own(ownerId, ids);
    };
    await cache.get(7, read([1, 2]));
    await cache.get(7, read([1, 2]));
    expect(reads).toBe(1);
    // Recipe 2 was deleted (no owner now): Alice held it, so she is read again.
    cache.changed([[2, null]]);
    expect((await cache.get(7, read([1]))).entries.map((e) => e.id)).toEqual([1]);
    expect(reads).toBe(2);
    // A catalogue recipe given to Alice: her entry goes, someone else's stays.
    await cache.get(8, read([5]));
    cache.changed([[9, 7]]);
    await cache.get(8, read([5]));
    expect(reads).toBe(3);
    await cache.get(7, read([1, 9]));
    expect(reads).toBe(4);
    // Moved from Alice to Bob: both are read again.
    cache.changed([[9, 8]]);
    await cache.get(7, read([1]));
    await cache.get(8, read([5, 9]));
    expect(reads).toBe(6);
  });

  it("stays within its bounds of recipes and people, dropping the least recently used", async () => {
    const cache = new OwnRecipeCache(10, 3);
    const read = (n: number) => async (ownerId: number) =>
      own(
        ownerId,
        Array.from({ length: n }, (_, i) => ownerId * 100 + i),
      );
    await cache.get(1, read(4));
    await cache.get(2, read(4));
    await cache.get(1, read(4)); // 1 is now the most recent
    await cache.get(3, read(4)); // 12 recipes > 10: 2 goes
    expect(cache.size).toEqual({ people: 2, recipes: 8 });
    let reads = 0;
    await cache.get(1, async (id) => (reads++, own(id, [])));
    await cache.get(2, async (id) => (reads++, own(id, [1])));
    expect(reads).toBe(1);
    await cache.get(4, read(1));
    await cache.get(5, read(1));
    expect(cache.size.people).toBeLessThanOrEqual(3);
    expect(cache.size.recipes).toBeLessThanOrEqual(10);
    // A person with more recipes than the whole cache holds is answered, never kept.
    const big = await cache.get(6, read(11));
    expect(big.entries).toHaveLength(11);
    expect(cache.size.recipes).toBeLessThanOrEqual(10);
  });

  it("answers but does not keep a read that raced with a change, and shares one read between callers", async () => {
    const cache = new OwnRecipeCache();
    let release: (value: OwnRecipes) => void = () => undefined;
    let reads = 0;
    const slow = async () => {
      reads += 1;
      return new Promise<OwnRecipes>((resolve) => (release = resolve));
    };
    const first = cache.get(7, slow);
    const second = cache.get(7, slow);
    // Someone's recipe changed while the read was under way: what it read may be older than that.
    cache.changed([[3, null]]);
    release(own(7, [1]));
    expect((await first).entries.map((e) => e.id)).toEqual([1]);
    expect(await second).toBe(await first);
    expect(reads).toBe(1);
    expect(cache.size.people).toBe(0);
    await cache.get(7, async (id) => own(id, [1]));
    expect(cache.size.people).toBe(1);
    cache.clear();
    expect(cache.size).toEqual({ people: 0, recipes: 0 });
  });
});
