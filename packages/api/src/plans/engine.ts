import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { metricEntries, userIngredients, type Db } from "@simmer/db";
import {
  COURSE_TAGS,
  effectiveTargets,
  MEAL_TAGS,
  timeCap,
  mealShare,
  planLayout,
  targetsFromMetric,
  type GenerateInput,
  type GenerateResult,
  type PlanMeal,
  type PlanRecipe,
  type PlanTargets,
} from "@simmer/domain";
import { visibleTo } from "../recipes";
import { solvePlan, type PlannerOptions } from "./planner";

export type EngineInput = Omit<GenerateInput, "recipes" | "ownedIngredientIds" | "targets"> & { targets?: PlanTargets | null };

export interface EngineOptions extends PlannerOptions {
  /** Recipes never to place (the meal plan skips those already in the cart). */
  excludeRecipeIds?: readonly number[];
}

/** Recipes read per meal before the in-memory prefilter picks the model's candidates. */
const POOL_PER_MEAL = 120;
/** Recipes over the time cap read per meal, as the last resort for a slot nothing else fits. */
const OVER_TIME_PER_MEAL = 3;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Daily targets per person from the latest metric entry (the dashboard's Daily Progress rules); null without one. */
export async function targetsFor(db: Db, userId: number): Promise<PlanTargets | null> {
  const [latest] = await db
    .select()
    .from(metricEntries)
    .where(eq(metricEntries.userId, userId))
    .orderBy(desc(metricEntries.entryDate), desc(metricEntries.id))
    .limit(1);
  if (!latest) return null;
  return targetsFromMetric({
    entry_date: latest.entryDate,
    weight: latest.weight,
    target_weight: latest.targetWeight,
    bmi: latest.bmi,
    maintenance_calories: latest.maintenanceCalories,
    calories_passive: latest.caloriesPassive,
    calories_aggressive: latest.caloriesAggressive,
    protein_passive: latest.proteinPassive,
    protein_aggressive: latest.proteinAggressive,
    carbs_passive: latest.carbsPassive,
    carbs_aggressive: latest.carbsAggressive,
    fat_passive: latest.fatPassive,
    fat_aggressive: latest.fatAggressive,
  });
}

async function ownedIngredients(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.select({ id: userIngredients.ingredientId }).from(userIngredients).where(eq(userIngredients.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Values a PostgreSQL text or int column can hold; anything else can match nothing, so it is dropped. */
const storable = (v: string): boolean => !v.includes("\u0000");
const isId = (v: number): boolean => Number.isInteger(v) && v >= 1 && v <= 2147483647;
const textArray = (values: readonly string[]): SQL => {
  const kept = values.filter(storable);
  return sql`array[${sql.join(kept.length > 0 ? kept.map((v) => sql`${v}`) : [sql`''`], sql`, `)}]::text[]`;
};
const intArray = (values: readonly number[]): SQL => {
  const kept = values.filter(isId);
  return sql`array[${sql.join(kept.length > 0 ? kept.map((v) => sql`${v}`) : [sql`0`], sql`, `)}]::int[]`;
};

/** The person's exclusions in SQL: no excluded tag, no excluded required ingredient, no excluded recipe. */
function notExcluded(input: EngineInput, options: EngineOptions): SQL {
  const parts: SQL[] = [];
  if (options.excludeRecipeIds && options.excludeRecipeIds.length > 0)
    parts.push(sql`not (r.id = any(${intArray(options.excludeRecipeIds)}))`);
  const tags = input.rules.excludeTags.map((t) => t.toLowerCase());
  if (tags.length > 0)
    parts.push(sql`not exists (select 1 from recipe_tags xt where xt.recipe_id = r.id and xt.tag = any(${textArray(tags)}))`);
  if (input.rules.excludeIngredientIds.length > 0) {
    parts.push(
      sql`not exists (select 1 from recipe_ingredients xi where xi.recipe_id = r.id and not xi.optional and xi.ingredient_id = any(${intArray(input.rules.excludeIngredientIds)}))`,
    );
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** A recipe fits a meal when it is tagged for it or carries no course tag at all. */
function fitsMeal(meal: PlanMeal): SQL {
  return sql`(exists (select 1 from recipe_tags mt where mt.recipe_id = r.id and mt.tag = any(${textArray(MEAL_TAGS[meal])}))
    or not exists (select 1 from recipe_tags ct where ct.recipe_id = r.id and ct.tag = any(${textArray([...COURSE_TAGS])})))`;
}

/**
 * Reads a bounded pool of candidate ids for one meal with indexed SQL, so a catalogue of 100,000
 * recipes costs a few hundred rows: visible and published, fitting the meal, the exclusions and
 * the loosest time cap, nearest the meal's calories (with a seeded jitter for variety).
 */
async function poolForMeal(
  db: Db,
  userId: number,
  input: EngineInput,
  options: EngineOptions,
  meal: PlanMeal,
  mealCalories: number | null,
): Promise<number[]> {
  const caps = planLayout(input)
    .open.filter((s) => s.meal === meal)
    .map((s) => timeCap(input.rules, s.day, s.meal));
  const loosest = caps.length === 0 || caps.includes(null) ? null : Math.max(...caps.map(Number));
  const seed = Number.isSafeInteger(input.seed) ? Math.abs(input.seed as number) % 1000 : 0;
  const jitter = sql`(((r.id::bigint * 2654435761 + ${seed}) % 1000) / 1000.0)`;
  const nearness = mealCalories === null ? jitter : sql`abs(r.calories - ${mealCalories}) / ${mealCalories} + 0.3 * ${jitter}`;
  const base = and(visibleTo(userId, "all", "r"), notExcluded(input, options), fitsMeal(meal)) as SQL;
  const inTime = loosest === null ? sql`true` : sql`r.total_time_min <= ${loosest}`;
  const near = mealCalories === null ? sql`true` : sql`r.calories between ${mealCalories * 0.3} and ${mealCalories * 2}`;
  const pool = rowsOf<{ id: number }>(
    await db.execute(
      sql`select r.id from recipes r where ${near} and ${inTime} and ${base} order by ${nearness}, r.id limit ${POOL_PER_MEAL}`,
    ),
  );
  const ids = pool.map((r) => Number(r.id));
  if (ids.length < POOL_PER_MEAL / 4) {
    // Few recipes near the calories: widen to any calories.
    const wider = rowsOf<{ id: number }>(
      await db.execute(sql`select r.id from recipes r where ${inTime} and ${base} order by ${jitter}, r.id limit ${POOL_PER_MEAL}`),
    );
    ids.push(...wider.map((r) => Number(r.id)));
  }
  if (loosest !== null) {
    const fastest = rowsOf<{ id: number }>(
      await db.execute(
        sql`select r.id from recipes r where r.total_time_min > ${loosest} and ${base} order by r.total_time_min, r.id limit ${OVER_TIME_PER_MEAL}`,
      ),
    );
    ids.push(...fastest.map((r) => Number(r.id)));
  }
  return ids;
}

/** Recipes carrying a tag some rule asks for at least N times, so the model can meet it. */
async function taggedPool(db: Db, userId: number, input: EngineInput, options: EngineOptions): Promise<number[]> {
  const ids: number[] = [];
  for (const rule of input.rules.tagRules) {
    if (!rule.min) continue;
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`select r.id from recipes r join recipe_tags t on t.recipe_id = r.id and t.tag = any(${textArray([rule.tag.toLowerCase()])})
        where ${and(visibleTo(userId, "all", "r"), notExcluded(input, options))} order by r.total_time_min, r.id limit ${(rule.min + 2) * 4}`),
    );
    ids.push(...rows.map((r) => Number(r.id)));
  }
  return ids;
}

/** The engine's view of the given recipes: nutrition per serving, tags, required ingredients. Invisible ids are dropped. */
export async function loadPlanRecipes(db: Db, userId: number, ids: readonly number[]): Promise<PlanRecipe[]> {
  const unique = [...new Set(ids)].filter(isId);
  if (unique.length === 0) return [];
  const rows = rowsOf<{
    id: number;
    title: string;
    servings: number;
    calories: number | null;
    protein: number | null;
    carbs: number | null;
    fat: number | null;
    total_time_min: number | null;
    tags: string[] | null;
    ingredient_ids: number[] | null;
    nutrition_confidence: number | null;
  }>(
    await db.execute(sql`
      select r.id, r.title, r.servings, r.calories, r.protein, r.carbs, r.fat, r.total_time_min,
        case when r.nutrition_source = 'ingredients' then r.nutrition_confidence end as nutrition_confidence,
        (select array_agg(lower(t.tag) order by t.position) from recipe_tags t where t.recipe_id = r.id) as tags,
        (select array_agg(distinct ri.ingredient_id) from recipe_ingredients ri where ri.recipe_id = r.id and not ri.optional) as ingredient_ids
      from recipes r
      where r.id = any(${intArray(unique)}) and ${visibleTo(userId, "all", "r")}
      order by r.id`),
  );
  const number = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    servings: Number(r.servings),
    calories: number(r.calories),
    protein: number(r.protein),
    carbs: number(r.carbs),
    fat: number(r.fat),
    totalTimeMin: number(r.total_time_min),
    tags: r.tags ?? [],
    ingredientIds: (r.ingredient_ids ?? []).map(Number),
    ...(r.nutrition_confidence === null || r.nutrition_confidence === undefined ? {} : { confidence: Number(r.nutrition_confidence) }),
  }));
}

/**
 * Visible candidates for the open slots' meals, plus the recipes already in the plan. One read-only
 * transaction without PostgreSQL's JIT: compiling these short queries costs more than running them.
 */
export async function loadCandidates(
  db: Db,
  userId: number,
  input: EngineInput,
  targets: PlanTargets | null,
  options: EngineOptions = {},
): Promise<PlanRecipe[]> {
  const meals = [...new Set(planLayout(input).open.map((s) => s.meal))];
  const aim = effectiveTargets(targets, input.rules);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // Sent together: PostgreSQL pipelines them on the transaction's connection instead of a round trip each.
    const pools = await Promise.all([
      ...meals.map((meal) =>
        poolForMeal(tx as unknown as Db, userId, input, options, meal, aim ? aim.calories * mealShare(meal, input.rules.meals) : null),
      ),
      taggedPool(tx as unknown as Db, userId, input, options),
    ]);
    const ids = pools.flat();
    for (const slot of input.slots) if (slot.recipeId !== null) ids.push(slot.recipeId);
    return loadPlanRecipes(tx as unknown as Db, userId, ids);
  });
}

/**
 * Generates the week for a person: their visible candidates (read through a bounded pool), what
 * they own, and their targets (the latest metric entry unless given), solved within a time limit.
 */
export async function generatePlan(db: Db, userId: number, input: EngineInput, options: EngineOptions = {}): Promise<GenerateResult> {
  const targets = input.targets !== undefined ? input.targets : await targetsFor(db, userId);
  const recipes = await loadCandidates(db, userId, input, targets, options);
  const ownedIngredientIds = await ownedIngredients(db, userId);
  return solvePlan({ ...input, targets, recipes, ownedIngredientIds }, options);
}
