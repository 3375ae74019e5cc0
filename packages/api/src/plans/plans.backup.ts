import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { ingredients, journalEntries, planRules, planSlots, planTemplates, plans, recipes, type Db, type PlanPortionRow } from "@simmer/db";
import { ZPlanRules } from "@simmer/contracts";
import { sideFood, type SideFoodKey } from "@simmer/domain";
import { kitchenIdsFor } from "../recipes";
import { isRelaxedList } from "./week";
import { templateSlots } from "./templates.service";
import { archiveDocument, type DomainBackup, BACKUP_ENTRIES, ZBackupPlans, type TBackupPlans } from "../backup";

type RecipeRef = { ref: number } | { catalogue_title: string };

/** How the archive names a recipe: the person's own by ref, a catalogue one by title, anything else not at all. */
async function recipeRefs(db: Db, userId: number, ids: readonly number[]): Promise<Map<number, RecipeRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: recipes.id, ownerId: recipes.ownerId, title: recipes.title })
    .from(recipes)
    .where(inArray(recipes.id, unique));
  const refs = new Map<number, RecipeRef>();
  for (const r of rows) {
    if (r.ownerId === userId) refs.set(r.id, { ref: r.id });
    else if (r.ownerId === null) refs.set(r.id, { catalogue_title: r.title });
  }
  return refs;
}

/** The archive owner's own share of a slot; other eaters' shares are theirs, not the archive's. */
function ownShare(portions: readonly PlanPortionRow[] | null | undefined, userId: number) {
  const mine = (portions ?? []).find((p) => p.person_id === userId);
  if (!mine) return null;
  const sides = mine.sides.flatMap((x) =>
    sideFood(x.food) ? [{ food: x.food as SideFoodKey, portions: x.portions, locked: x.locked }] : [],
  );
  return { portion: mine.portion, away: mine.away, sides };
}

/** plans.json of a person's backup (docs/backup-format.md). */
async function plansDocument(db: Db, userId: number): Promise<TBackupPlans> {
  const [rulesRow] = await db.select().from(planRules).where(eq(planRules.userId, userId)).limit(1);
  const planRows = await db.select().from(plans).where(eq(plans.userId, userId)).orderBy(asc(plans.weekStart));
  const slotRows = planRows.length
    ? await db
        .select()
        .from(planSlots)
        .where(
          inArray(
            planSlots.planId,
            planRows.map((p) => p.id),
          ),
        )
    : [];
  const templateRows = await db.select().from(planTemplates).where(eq(planTemplates.userId, userId)).orderBy(asc(planTemplates.id));
  const journalIds = (
    await db.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(asc(journalEntries.id))
  ).map((r) => r.id);
  const journalIndex = new Map(journalIds.map((id, index) => [id, index]));
  const stored = templateRows.map((t) => ({ row: t, slots: templateSlots(t.slots) }));
  const refs = await recipeRefs(db, userId, [
    ...slotRows.flatMap((s) => (s.recipeId === null ? [] : [s.recipeId])),
    ...stored.flatMap((t) => t.slots.map((s) => s.recipeId)),
  ]);

  let rules: Record<string, unknown> | null = null;
  const parsed = rulesRow ? ZPlanRules.safeParse(rulesRow.rules) : null;
  if (parsed?.success) {
    const { excludeIngredientIds, ...rest } = parsed.data;
    const names = excludeIngredientIds.length
      ? await db
          .select({ name: ingredients.name })
          .from(ingredients)
          .where(and(inArray(ingredients.id, excludeIngredientIds), or(isNull(ingredients.ownerId), eq(ingredients.ownerId, userId))))
      : [];
    rules = { ...rest, exclude_ingredients: names.map((n) => n.name) };
  }
  const leftover = (day: number | null, meal: string | null) =>
    day !== null && meal !== null ? ({ day, meal } as { day: number; meal: "Dinner" }) : null;
  return {
    rules,
    weeks: planRows.map((plan) => ({
      week_start: plan.weekStart,
      relaxed: isRelaxedList(plan.relaxed) ? plan.relaxed : [],
      slots: slotRows
        .filter((s) => s.planId === plan.id)
        .sort((a, b) => a.day - b.day || a.meal.localeCompare(b.meal))
        .map((s) => ({
          day: s.day,
          meal: s.meal as "Dinner",
          recipe: s.recipeId === null ? null : (refs.get(s.recipeId) ?? null),
          servings: s.servings,
          locked: s.locked,
          leftover_of: leftover(s.leftoverDay, s.leftoverMeal),
          journal: s.journalEntryId === null ? null : (journalIndex.get(s.journalEntryId) ?? null),
          portion: ownShare(s.portions, userId),
        }))
        .filter((s) => s.recipe !== null || s.locked),
    })),
    templates: stored.map(({ row, slots }) => ({
      name: row.name,
      created_at: row.createdAt.toISOString(),
      slots: slots.flatMap((s) => {
        const recipe = refs.get(s.recipeId);
        return recipe ? [{ day: s.day, meal: s.meal, recipe, servings: s.servings, leftover_of: s.leftoverOf }] : [];
      }),
    })),
  };
}

/**
 * Writes plans.json back inside the restore's transaction. `refs` maps the archive's recipe refs to
 * the new ids, `journalIds` the journal entries in archive order. A planned catalogue recipe this
 * server lacks leaves its slot empty, and says so.
 */
async function restorePlans(
  tx: Db,
  userId: number,
  doc: TBackupPlans,
  refs: ReadonlyMap<number, number>,
  journalIds: readonly number[],
  warnings: string[],
  counts: Record<string, number>,
): Promise<void> {
  const titles = [
    ...new Set(
      [...doc.weeks.flatMap((w) => w.slots), ...doc.templates.flatMap((t) => t.slots)].flatMap((s) =>
        s.recipe && "catalogue_title" in s.recipe ? [s.recipe.catalogue_title] : [],
      ),
    ),
  ];
  const catalogue = new Map<string, number>();
  if (titles.length) {
    const rows = await tx
      .select({ id: recipes.id, title: recipes.title })
      .from(recipes)
      .where(and(isNull(recipes.ownerId), inArray(recipes.title, titles)));
    for (const row of rows) if (!catalogue.has(row.title)) catalogue.set(row.title, row.id);
  }
  let missing = 0;
  const idOf = (recipe: RecipeRef | null): number | null => {
    if (recipe === null) return null;
    const id = "ref" in recipe ? refs.get(recipe.ref) : catalogue.get(recipe.catalogue_title);
    if (id === undefined) missing++;
    return id ?? null;
  };

  if (doc.rules) {
    const { exclude_ingredients: names, ...rest } = doc.rules;
    const named = Array.isArray(names) ? names.filter((n): n is string => typeof n === "string" && n.length > 0 && n.length <= 500) : [];
    const ids = await kitchenIdsFor(tx, "ingredients", [...new Set(named)], userId);
    const rules = ZPlanRules.safeParse({ ...rest, excludeIngredientIds: [...new Set(ids.values())] });
    if (rules.success) await tx.insert(planRules).values({ userId, rules: rules.data });
    else warnings.push("The planner rules in the backup could not be read, so the defaults apply.");
  }
  for (const week of doc.weeks) {
    const [plan] = await tx
      .insert(plans)
      .values({ userId, weekStart: week.week_start, relaxed: week.relaxed })
      .onConflictDoNothing()
      .returning({ id: plans.id });
    if (!plan) continue;
    const seen = new Set<string>();
    const values = week.slots.flatMap((s) => {
      const key = `${s.day}:${s.meal}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const recipeId = idOf(s.recipe);
      if (recipeId === null && !s.locked) return [];
      return [
        {
          planId: plan.id,
          day: s.day,
          meal: s.meal,
          recipeId,
          servings: s.servings,
          locked: s.locked,
          leftoverDay: s.leftover_of?.day ?? null,
          leftoverMeal: s.leftover_of?.meal ?? null,
          journalEntryId: recipeId !== null && s.journal !== null ? (journalIds[s.journal] ?? null) : null,
          portions: recipeId !== null && s.portion ? [{ person_id: userId, ...s.portion }] : [],
        },
      ];
    });
    if (values.length) await tx.insert(planSlots).values(values);
  }
  for (const template of doc.templates) {
    const slots = template.slots.flatMap((s) => {
      const recipeId = idOf(s.recipe);
      return recipeId === null ? [] : [{ day: s.day, meal: s.meal, recipeId, servings: s.servings, leftoverOf: s.leftover_of }];
    });
    await tx
      .insert(planTemplates)
      .values({ userId, name: template.name, slots, createdAt: new Date(template.created_at) })
      .onConflictDoNothing();
  }
  if (missing > 0)
    warnings.push(
      `${missing} planned meal${missing === 1 ? "" : "s"} named a recipe this server does not have, so ${missing === 1 ? "it was" : "they were"} left out.`,
    );
  counts.plans = doc.weeks.length;
  counts.plan_templates = doc.templates.length;
}

/** The week planner: remembered rules, planned weeks and week templates. Restored after recipes and the journal, which its slots name. */
export const plansBackup: DomainBackup = {
  domain: "plans",
  carries: [planRules, plans, planSlots, planTemplates],
  leavesOut: [],
  holdsData: [plans.userId, planTemplates.userId, planRules.userId],
  documents: [
    archiveDocument({
      entry: BACKUP_ENTRIES.plans,
      schema: ZBackupPlans,
      async read(db, userId) {
        const doc = await plansDocument(db, userId);
        return { doc, counts: { plans: doc.weeks.length, plan_templates: doc.templates.length } };
      },
      restore: ({ tx, userId, recipeIds, journalIds, warnings, counts }, doc) =>
        restorePlans(tx, userId, doc, recipeIds, journalIds, warnings, counts),
    }),
  ],
};
