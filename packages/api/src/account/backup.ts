import { Readable } from "node:stream";
import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import yazl from "yazl";
import {
  carts,
  cartRecipes,
  equipment,
  groceryIngredients,
  images,
  ingredients,
  journalEntries,
  metricEntries,
  recipeEquipment,
  recipeIngredients,
  recipeInstructions,
  recipes,
  recipeSections,
  recipeTags,
  shoppingAddedItems,
  shoppingSections,
  userEquipment,
  userFilters,
  userIngredients,
  type Db,
} from "@simmer/db";
import { isStoreSection, type StoreSection } from "@simmer/domain";
import { storedFilesOf, type ImageStore } from "../images";
import { BACKUP_ENTRIES, BACKUP_FORMAT, BACKUP_SCHEMA_VERSION, type TBackupManifest, type TBackupRecipe } from "./backup-format";
import { plansDocument } from "./backup-plans";

/** Recipes read per query while the archive streams: only one page sits in memory at a time. */
export const BACKUP_PAGE_SIZE = 500;

/** ADR 016: a recipe an import is still writing is not the person's yet. */
const published = sql`(${recipes.importJobId} is null or exists (select 1 from jobs pj where pj.id = ${recipes.importJobId} and pj.state = 'done'))`;

function imageEntryOf(key: string): string {
  return `images/${key}.webp`;
}

const iso = (d: Date) => d.toISOString();

/** One page of the person's recipes after `afterId`, in archive form. */
async function recipePage(db: Db, userId: number, afterId: number): Promise<{ lastId: number; page: TBackupRecipe[] }> {
  const rows = await db
    .select({ recipe: recipes, imageKey: images.key })
    .from(recipes)
    .leftJoin(images, eq(images.id, recipes.imageId))
    .where(and(eq(recipes.ownerId, userId), gt(recipes.id, afterId), published))
    .orderBy(asc(recipes.id))
    .limit(BACKUP_PAGE_SIZE);
  if (rows.length === 0) return { lastId: afterId, page: [] };
  const ids = rows.map((r) => r.recipe.id);
  const [sections, lines, steps, tags, tools] = await Promise.all([
    db.select().from(recipeSections).where(inArray(recipeSections.recipeId, ids)).orderBy(asc(recipeSections.position), asc(recipeSections.id)),
    db
      .select({ line: recipeIngredients, ingredient: ingredients.name })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.id, recipeIngredients.ingredientId))
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.id)),
    db.select().from(recipeInstructions).where(inArray(recipeInstructions.recipeId, ids)).orderBy(asc(recipeInstructions.stepNumber)),
    db.select().from(recipeTags).where(inArray(recipeTags.recipeId, ids)).orderBy(asc(recipeTags.position), asc(recipeTags.tag)),
    db
      .select({ recipeId: recipeEquipment.recipeId, position: recipeEquipment.position, name: equipment.name })
      .from(recipeEquipment)
      .innerJoin(equipment, eq(equipment.id, recipeEquipment.equipmentId))
      .where(inArray(recipeEquipment.recipeId, ids))
      .orderBy(asc(recipeEquipment.position), asc(equipment.name)),
  ]);
  const group = <T>(items: T[], recipeOf: (item: T) => number) => {
    const map = new Map<number, T[]>();
    for (const item of items) {
      const list = map.get(recipeOf(item));
      if (list) list.push(item);
      else map.set(recipeOf(item), [item]);
    }
    return map;
  };
  const sectionsBy = group(sections, (s) => s.recipeId);
  const linesBy = group(lines, (l) => l.line.sectionId);
  const stepsBy = group(steps, (s) => s.recipeId);
  const tagsBy = group(tags, (t) => t.recipeId);
  const toolsBy = group(tools, (t) => t.recipeId);
  const page = rows.map(({ recipe: r, imageKey }): TBackupRecipe => ({
    ref: r.id,
    title: r.title,
    image: imageKey ? imageEntryOf(imageKey) : null,
    image_url: imageKey ? null : r.imageUrl,
    servings: r.servings,
    prep_time_min: r.prepTimeMin,
    wait_time_min: r.waitTimeMin,
    cook_time_min: r.cookTimeMin,
    total_time_min: r.totalTimeMin,
    nutrition: {
      calories: r.calories,
      fat: r.fat,
      sat_fat: r.satFat,
      carbs: r.carbs,
      fiber: r.fiber,
      sugar: r.sugar,
      protein: r.protein,
      sodium: r.sodium,
      cholesterol: r.cholesterol,
    },
    data_source: r.dataSource === "import" ? "import" : "user",
    data_source_name: r.dataSourceName,
    data_source_link: r.dataSourceLink,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    sections: (sectionsBy.get(r.id) ?? []).map((s) => ({
      position: s.position,
      name: s.name,
      lines: (linesBy.get(s.id) ?? []).map(({ line, ingredient }) => ({
        position: line.position,
        ingredient,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        method: line.method,
        brand: line.brand,
        optional: line.optional,
        food_ndb_no: line.foodNdbNo,
        food_match_manual: line.foodMatchManual,
      })),
    })),
    steps: (stepsBy.get(r.id) ?? []).map((s) => ({ step_number: s.stepNumber, instruction: s.instruction })),
    tags: (tagsBy.get(r.id) ?? []).map((t) => ({ tag: t.tag, position: t.position })),
    equipment: (toolsBy.get(r.id) ?? []).map((t) => ({ name: t.name, position: t.position })),
  }));
  return { lastId: ids[ids.length - 1] as number, page };
}

/** The recipes as JSON Lines, read a page at a time as the zip asks for more. */
async function* recipeLines(db: Db, userId: number, counts: Record<string, number>): AsyncGenerator<Buffer> {
  let afterId = 0;
  for (;;) {
    const { lastId, page } = await recipePage(db, userId, afterId);
    if (page.length === 0) return;
    counts.recipes = (counts.recipes ?? 0) + page.length;
    yield Buffer.from(page.map((r) => JSON.stringify(r)).join("\n") + "\n", "utf8");
    afterId = lastId;
  }
}

async function kitchenDocument(db: Db, userId: number) {
  const [ownedIngredients, ownedEquipment] = await Promise.all([
    db
      .select({ name: ingredients.name })
      .from(userIngredients)
      .innerJoin(ingredients, eq(ingredients.id, userIngredients.ingredientId))
      .where(eq(userIngredients.userId, userId))
      .orderBy(asc(ingredients.name)),
    db
      .select({ name: equipment.name })
      .from(userEquipment)
      .innerJoin(equipment, eq(equipment.id, userEquipment.equipmentId))
      .where(eq(userEquipment.userId, userId))
      .orderBy(asc(equipment.name)),
  ]);
  return { ingredients: ownedIngredients.map((r) => r.name), equipment: ownedEquipment.map((r) => r.name) };
}

async function cartsDocument(db: Db, userId: number) {
  const cartRows = await db.select().from(carts).where(eq(carts.userId, userId)).orderBy(asc(carts.id));
  const lineRows = cartRows.length
    ? await db
        .select({ line: cartRecipes, ownerId: recipes.ownerId, title: recipes.title })
        .from(cartRecipes)
        .innerJoin(recipes, eq(recipes.id, cartRecipes.recipeId))
        .where(and(inArray(cartRecipes.cartId, cartRows.map((c) => c.id)), published))
        .orderBy(asc(cartRecipes.id))
    : [];
  return cartRows.map((cart) => ({
    name: cart.name,
    combined: cart.combined,
    created_at: iso(cart.createdAt),
    lines: lineRows
      .filter((l) => l.line.cartId === cart.id && (l.ownerId === userId || l.ownerId === null))
      .map((l) => ({
        recipe: l.ownerId === null ? { catalogue_title: l.title } : { ref: l.line.recipeId },
        quantity: l.line.quantity,
        created_at: iso(l.line.createdAt),
      })),
  }));
}

/** What a grocery line and an added item both carry: the food it was matched to, and shopping mode's state (ADR 090). */
function shoppingItem(row: { foodNdbNo: string | null; inBasket: boolean; basketAt: Date | null; section: string | null; sectionAt: Date | null; version: number }) {
  return {
    food_ndb_no: row.foodNdbNo,
    in_basket: row.inBasket,
    basket_at: row.basketAt ? iso(row.basketAt) : null,
    section: isStoreSection(row.section) ? row.section : null,
    section_at: row.sectionAt ? iso(row.sectionAt) : null,
    version: row.version,
  };
}

async function groceryDocument(db: Db, userId: number) {
  const rows = await db
    .select({ row: groceryIngredients, ingredient: ingredients.name })
    .from(groceryIngredients)
    .leftJoin(ingredients, eq(ingredients.id, groceryIngredients.ingredientId))
    .where(eq(groceryIngredients.userId, userId))
    .orderBy(asc(groceryIngredients.position), asc(groceryIngredients.id));
  return rows.map(({ row, ingredient }) => ({
    ingredient,
    ingredient_name: row.ingredientName,
    brand: row.brand,
    optional: row.optional,
    quantity: row.quantity,
    unit: row.unit,
    send_off: row.sendOff,
    owned: row.owned,
    position: row.position,
    ...shoppingItem(row),
    recipes: Array.isArray(row.recipes) ? row.recipes : [],
  }));
}

/** Items added by hand and remembered sections, by names rather than this database's ids. */
async function shoppingDocument(db: Db, userId: number) {
  const added = await db
    .select({ row: shoppingAddedItems, ingredient: ingredients.name })
    .from(shoppingAddedItems)
    .leftJoin(ingredients, eq(ingredients.id, shoppingAddedItems.ingredientId))
    .where(eq(shoppingAddedItems.userId, userId))
    .orderBy(asc(shoppingAddedItems.createdAt), asc(shoppingAddedItems.uid));
  const remembered = await db.select().from(shoppingSections).where(eq(shoppingSections.userId, userId)).orderBy(asc(shoppingSections.key));
  const ids = remembered.flatMap((r) => (r.key.startsWith("i:") ? [Number(r.key.slice(2))] : []));
  const names = new Map(
    (ids.length ? await db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients).where(inArray(ingredients.id, ids)) : []).map((r) => [r.id, r.name]),
  );
  return {
    added: added.map(({ row, ingredient }) => ({ name: row.name, note: row.note, ingredient, ...shoppingItem(row), created_at: iso(row.createdAt) })),
    sections: remembered.flatMap((r): Array<{ ingredient: string | null; text: string | null; section: StoreSection }> => {
      if (!isStoreSection(r.section)) return [];
      if (r.key.startsWith("t:")) return [{ ingredient: null, text: r.key.slice(2), section: r.section }];
      const name = names.get(Number(r.key.slice(2)));
      return name ? [{ ingredient: name, text: null, section: r.section }] : [];
    }),
  };
}

async function filtersDocument(db: Db, userId: number) {
  const rows = await db.select().from(userFilters).where(eq(userFilters.userId, userId)).orderBy(asc(userFilters.order), asc(userFilters.id));
  return rows.map((r) => ({ order: r.order, component_id: r.componentId, header_title: r.headerTitle, filters: r.filters, created_at: iso(r.createdAt) }));
}

async function metricsDocument(db: Db, userId: number) {
  const rows = await db.select().from(metricEntries).where(eq(metricEntries.userId, userId)).orderBy(asc(metricEntries.id));
  return rows.map(({ id: _id, userId: _user, createdAt, ...r }) => ({
    name: r.name,
    height: r.height,
    weight: r.weight,
    dob: r.dob,
    gender: r.gender,
    activity_level: r.activityLevel,
    goal: r.goal,
    entry_date: r.entryDate,
    target_weight: r.targetWeight,
    bmi: r.bmi,
    bmr: r.bmr,
    maintenance_calories: r.maintenanceCalories,
    calories_passive: r.caloriesPassive,
    calories_aggressive: r.caloriesAggressive,
    time_to_goal_passive: r.timeToGoalPassive,
    time_to_goal_aggressive: r.timeToGoalAggressive,
    protein_passive: r.proteinPassive,
    carbs_passive: r.carbsPassive,
    fat_passive: r.fatPassive,
    protein_aggressive: r.proteinAggressive,
    carbs_aggressive: r.carbsAggressive,
    fat_aggressive: r.fatAggressive,
    water_intake: r.waterIntake,
    sodium_intake: r.sodiumIntake,
    cholesterol_intake: r.cholesterolIntake,
    fiber_intake: r.fiberIntake,
    created_at: iso(createdAt),
  }));
}

async function journalDocument(db: Db, userId: number) {
  const rows = await db.select().from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(asc(journalEntries.id));
  return rows.map((r) => ({
    date: r.date,
    entry_time: r.entryTime,
    meal: r.meal,
    name: r.name,
    serving_size: r.servingSize,
    calories: r.calories,
    protein: r.protein,
    carbs: r.carbs,
    fat: r.fat,
    sat_fat: r.satFat,
    trans_fat: r.transFat,
    cholesterol: r.cholesterol,
    sodium: r.sodium,
    added_sugars: r.addedSugars,
    fiber: r.fiber,
    sugar: r.sugar,
    total_weight: r.totalWeight,
    created_at: iso(r.createdAt),
  }));
}

/** Keys of the stored images the person's recipes show. */
async function imageKeysOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: images.key })
    .from(recipes)
    .innerJoin(images, eq(images.id, recipes.imageId))
    .where(and(eq(recipes.ownerId, userId), isNotNull(recipes.imageId), published))
    .orderBy(asc(images.key));
  return rows.map((r) => r.key);
}

/**
 * The person's whole account as a zip stream (docs/backup-format.md). Nothing is read until the
 * stream is consumed, and recipes are read a page at a time, so an account of any size is sent
 * with a bounded amount of memory. The manifest comes last, with the counts actually written.
 */
export async function backup(db: Db, store: ImageStore, userId: number, appVersion: string): Promise<Readable> {
  const zip = new yazl.ZipFile();
  const counts: Record<string, number> = { recipes: 0 };
  const lazy = (name: string, produce: () => AsyncIterable<Buffer> | Promise<Buffer>) =>
    zip.addReadStreamLazy(name, { mtime: new Date() }, (cb) => {
      const result = produce();
      cb(null, result instanceof Promise ? Readable.from((async function* () { yield await result; })()) : Readable.from(result));
    });
  const json = (name: string, key: string, read: () => Promise<unknown[] | Record<string, unknown[]>>) =>
    lazy(name, async () => {
      const doc = await read();
      counts[key] = Array.isArray(doc) ? doc.length : Object.values(doc).reduce((n, list) => n + list.length, 0);
      return Buffer.from(JSON.stringify(doc), "utf8");
    });

  lazy(BACKUP_ENTRIES.recipes, () => recipeLines(db, userId, counts));
  json(BACKUP_ENTRIES.kitchen, "kitchen", () => kitchenDocument(db, userId));
  json(BACKUP_ENTRIES.carts, "carts", () => cartsDocument(db, userId));
  json(BACKUP_ENTRIES.grocery, "grocery", () => groceryDocument(db, userId));
  json(BACKUP_ENTRIES.filters, "filters", () => filtersDocument(db, userId));
  json(BACKUP_ENTRIES.metrics, "metrics", () => metricsDocument(db, userId));
  json(BACKUP_ENTRIES.journal, "journal", () => journalDocument(db, userId));
  json(BACKUP_ENTRIES.shopping, "shopping", () => shoppingDocument(db, userId));
  lazy(BACKUP_ENTRIES.plans, async () => {
    const doc = await plansDocument(db, userId);
    counts.plans = doc.weeks.length;
    counts.plan_templates = doc.templates.length;
    return Buffer.from(JSON.stringify(doc), "utf8");
  });
  const keys = await imageKeysOf(db, userId);
  counts.images = 0;
  for (const key of keys) {
    // WebP is compressed already: stored, not deflated again.
    zip.addReadStreamLazy(imageEntryOf(key), { compress: false, mtime: new Date() }, (cb) => {
      void store.read(storedFilesOf(key).full).then(
        (bytes) => {
          if (bytes) counts.images = (counts.images ?? 0) + 1;
          cb(null, Readable.from([Buffer.from(bytes ?? new Uint8Array())]));
        },
        (err: unknown) => cb(err, Readable.from([])),
      );
    });
  }
  lazy(BACKUP_ENTRIES.manifest, async () => {
    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      schema_version: BACKUP_SCHEMA_VERSION,
      app_version: appVersion,
      created_at: new Date().toISOString(),
      counts,
    };
    return Buffer.from(JSON.stringify(manifest, null, 2), "utf8");
  });
  zip.end();
  return zip.outputStream as Readable;
}
