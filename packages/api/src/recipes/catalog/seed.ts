import { eq, sql } from "drizzle-orm";
import { recipes, type Db } from "@simmer/db";
import { ZRecipeInput, type TPerServing } from "@simmer/contracts";
import { MATCHER_VERSION, type FoodIndex } from "@simmer/domain";
import { catalogRecipes, type TCatalogRecipe } from "@simmer/catalog";
import { ensureFoodsLoaded } from "../../foods";
import { foodIndexFor, type FoodRecord } from "../../foods";
import { calculateWithIndex } from "../../foods";
import { insertRecipes } from "../recipes.write";
import { catalogueNutritionInput, foodPinOf } from "./nutrition-hints";

/** One advisory lock key for "seeding the catalogue", so two servers starting together seed once. */
const SEED_LOCK_KEY = 7_331_001;

export interface CatalogSeedReport {
  /** Recipes written by this call: 0 when the catalogue was already there. */
  inserted: number;
  /** Ingredient lines of the recipes written, those matched to a USDA food, and those also weighed. */
  lines: number;
  matched: number;
  weighed: number;
  /** Milliseconds in all, in the nutrition engine (with loading its food index), and writing. */
  ms: number;
  engineMs: number;
  writeMs: number;
}

async function catalogExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.dataSource, "catalog")).limit(1);
  return rows.length > 0;
}

interface Prepared {
  recipe: TCatalogRecipe;
  perServing: TPerServing;
  /** The share of its calories from confident lines (ADR 141). */
  confidence: number;
  lines: number;
  matched: number;
  weighed: number;
}

/** Runs the nutrition engine over a recipe's lines, as the recipe form's calculation does. */
function withNutrition(index: FoodIndex<FoodRecord>, recipe: TCatalogRecipe): Prepared {
  const lines = recipe.sections.flatMap((s) => s.ingredients);
  const result = calculateWithIndex(index, catalogueNutritionInput(recipe.servings, lines));
  return {
    recipe,
    perServing: result.per_serving,
    confidence: result.confidence.share,
    lines: result.lines.length,
    matched: result.lines.filter((l) => l.food !== null).length,
    weighed: result.lines.filter((l) => l.grams !== null).length,
  };
}

function toRecipeInput({ recipe, perServing }: Prepared) {
  return ZRecipeInput.parse({
    title: recipe.title,
    servings: recipe.servings,
    prep_time_min: recipe.prep_time_min,
    wait_time_min: recipe.wait_time_min,
    cook_time_min: recipe.cook_time_min,
    ...perServing,
    nutrition_source: "ingredients",
    data_source_name: recipe.data_source_name,
    instructions: recipe.instructions,
    sections: recipe.sections.map((section) => ({
      section_name: section.section_name,
      ingredients: section.ingredients.map((line) => ({ ...line, food_ndb_no: foodPinOf(line.ingredient_name, line.method) })),
    })),
    tags: recipe.tags,
    equipment: recipe.equipment,
  });
}

/**
 * Writes the starter catalogue into a database that has none: every recipe with no owner, its
 * nutrition per serving computed by the foods engine from its ingredient lines. Safe on every
 * start and from several processes at once (ADR 030): the check repeats under an advisory lock
 * inside the one transaction that writes everything.
 */
export async function seedCatalog(db: Db, source: readonly TCatalogRecipe[] = catalogRecipes()): Promise<CatalogSeedReport> {
  const started = performance.now();
  const none = { inserted: 0, lines: 0, matched: 0, weighed: 0, engineMs: 0, writeMs: 0 };
  if (await catalogExists(db)) return { ...none, ms: performance.now() - started };

  await ensureFoodsLoaded(db);
  // Nutrition is computed before the transaction opens: PGlite runs one statement at a time, and
  // the food index reads the foods table outside it.
  const index = await foodIndexFor(db);
  const prepared = source.map((recipe) => withNutrition(index, recipe));
  const engineDone = performance.now();

  const inserted = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await txDb.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await catalogExists(txDb)) return false;
    await insertRecipes(
      txDb,
      prepared.map((item) => ({
        ownerId: null,
        dataSource: "catalog" as const,
        recipe: toRecipeInput(item),
        nutrition: { version: MATCHER_VERSION, confidence: item.confidence },
      })),
    );
    return true;
  });
  const finished = performance.now();
  if (!inserted) return { ...none, ms: finished - started };
  return {
    inserted: prepared.length,
    lines: prepared.reduce((sum, p) => sum + p.lines, 0),
    matched: prepared.reduce((sum, p) => sum + p.matched, 0),
    weighed: prepared.reduce((sum, p) => sum + p.weighed, 0),
    ms: finished - started,
    engineMs: engineDone - started,
    writeMs: finished - engineDone,
  };
}
