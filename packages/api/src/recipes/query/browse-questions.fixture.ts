import fc from "fast-check";
import type { IndexedRecipe } from "./indexed-recipes";

/** The words a test's recipes answer to, and how far its numbers go. */
export interface QuestionWords {
  search: string[];
  ingredients: string[];
  equipment: string[];
  /** Range settings (`max_calories`, …) and the values each may take. */
  ranges: Record<string, fc.Arbitrary<number>>;
  maxMissing: number;
  maxOffset: number;
  maxLimit: number;
}

/**
 * Random Browse questions for the matcher's property tests: up to four Browse filter settings (docs/product.md#browse-filters) at a
 * time, so most questions match something.
 */
export function browseQuestion(words: QuestionWords): fc.Arbitrary<Record<string, unknown>> {
  const any = fc.record({
    scope: fc.constantFrom("all" as const, "mine" as const),
    search: fc.constantFrom(...words.search),
    ...words.ranges,
    maxMissingIngredients: fc.integer({ min: 0, max: words.maxMissing }),
    filterByEquipment: fc.boolean(),
    filterByGrocerycart: fc.boolean(),
    filterIngredients: fc.uniqueArray(fc.constantFrom(...words.ingredients), { minLength: 1, maxLength: 2 }),
    ingredientsPartial: fc.boolean(),
    filterEquipment: fc.uniqueArray(fc.constantFrom(...words.equipment), { minLength: 1, maxLength: 2 }),
    equipmentPartial: fc.boolean(),
    tags: fc.uniqueArray(fc.constantFrom("dinner", "QUICK", "soup"), { minLength: 1, maxLength: 2 }),
    data_source: fc.constantFrom("catalog" as const, "user" as const),
    data_source_name: fc.constant("Grandma"),
    offset: fc.nat({ max: words.maxOffset }),
    limit: fc.integer({ min: 1, max: words.maxLimit }),
  });
  return any.chain((all) =>
    fc
      .subarray(Object.keys(all), { maxLength: 4 })
      .map((keys) => Object.fromEntries(keys.map((k) => [k, (all as Record<string, unknown>)[k]]))),
  );
}

/** What a matcher test says of one recipe; the rest of its entry is the same for every test. */
export interface TestRecipe {
  id: number;
  ownerId: number | null;
  visibility?: "household" | "private";
  title: string;
  tags: string[];
  ingredientIds: Int32Array;
  requiredIds: Int32Array;
  equipmentIds: Int32Array;
  numbers: Partial<Pick<IndexedRecipe["card"], "calories" | "protein" | "cook_time_min" | "total_time_min">>;
  dataSourceName: string | null;
}

/** A Browse index entry for a matcher test. */
export function testEntry(r: TestRecipe): IndexedRecipe {
  const { id, ownerId, title, tags } = r;
  return {
    id,
    ownerId,
    visibility: r.visibility ?? "household",
    titleLower: title.toLowerCase(),
    tagsLower: tags.map((t) => t.toLowerCase()),
    ingredientIds: r.ingredientIds,
    requiredIds: r.requiredIds,
    equipmentIds: r.equipmentIds,
    card: {
      recipe_id: id,
      id,
      title,
      image_url: null,
      servings: 2,
      prep_time_min: 0,
      wait_time_min: 0,
      cook_time_min: r.numbers.cook_time_min ?? 20,
      total_time_min: r.numbers.total_time_min ?? 20,
      calories: r.numbers.calories ?? null,
      fat: null,
      sat_fat: null,
      carbs: null,
      fiber: null,
      sugar: null,
      protein: r.numbers.protein ?? null,
      tags,
      data_source: ownerId === null ? "catalog" : "user",
      data_source_name: r.dataSourceName,
      data_source_link: null,
    },
  };
}
