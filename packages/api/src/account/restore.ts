import crypto from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import {
  carts,
  cartRecipes,
  groceryIngredients,
  images,
  journalEntries,
  metricEntries,
  recipes,
  userEquipment,
  userFilters,
  userIngredients,
  users,
  type Db,
} from "@simmer/db";
import { BACKUP_MESSAGES, corruptEntryMessage, restoreQuotaMessage, ZFilterItem } from "@simmer/contracts";
import { encodeImage } from "../images/image-processing";
import { imageUrlOf, storedFilesOf, type ImageStore } from "../images/image-store";
import { insertJsonRows, kitchenIdsFor, reserveIds } from "../recipes/bulk";
import { insertRecipeChildRows, RECIPE_COLUMN_TYPES } from "../recipes/recipes.write";
import {
  BACKUP_ENTRIES,
  BACKUP_SCHEMA_VERSION,
  ZBackupCarts,
  ZBackupFilters,
  ZBackupGrocery,
  ZBackupJournal,
  ZBackupKitchen,
  ZBackupManifest,
  ZBackupMetrics,
  ZBackupPlans,
  ZBackupRecipe,
  ZBackupShopping,
  type TBackupRecipe,
} from "./backup-format";
import { groceryLineState, writeShopping } from "./restore-shopping";
import { restorePlans } from "./backup-plans";
import { ARCHIVE_LIMITS, badArchive, openArchive, type OpenArchive } from "./restore-archive";

/** Recipes written per group of statements inside the restore's one transaction. */
const RESTORE_PAGE_SIZE = 500;

export interface RestoreOptions {
  /** Bytes of images one person may keep here (ADR 015): the restored images must fit. */
  quotaBytes: number;
}

export interface RestoreResult {
  counts: Record<string, number>;
  /** Things restored differently from the archive, in words (a cart line whose catalogue recipe this server lacks). */
  warnings: string[];
}

type Tx = Db;

/**
 * Whether the person has anything a backup would hold: a restore goes only into an empty account.
 * Browse rows do not count: every account starts with the starter rows, and a backup that holds
 * rows replaces them (ADR 118).
 */
export async function isEmptyAccount(db: Db, userId: number): Promise<boolean> {
  const result = (await db.execute(sql`select
      exists (select 1 from recipes where owner_id = ${userId})
      or exists (select 1 from carts where user_id = ${userId})
      or exists (select 1 from grocery_ingredients where user_id = ${userId})
      or exists (select 1 from shopping_added_items where user_id = ${userId})
      or exists (select 1 from metric_entries where user_id = ${userId})
      or exists (select 1 from journal_entries where user_id = ${userId})
      or exists (select 1 from user_ingredients where user_id = ${userId})
      or exists (select 1 from user_equipment where user_id = ${userId})
      or exists (select 1 from plans where user_id = ${userId})
      or exists (select 1 from plan_templates where user_id = ${userId})
      or exists (select 1 from plan_rules where user_id = ${userId}) as taken`)) as unknown;
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return !(rows[0] as { taken?: boolean } | undefined)?.taken;
}

async function parseDocument<S extends z.ZodType>(archive: OpenArchive, name: string, schema: S): Promise<z.infer<S> | null> {
  const entry = archive.documents.get(name);
  if (!entry) return null;
  const bytes = await archive.read(entry, ARCHIVE_LIMITS.maxDocumentBytes);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw badArchive(corruptEntryMessage(name, "it is not valid JSON"));
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badArchive(corruptEntryMessage(name, describe(parsed.error)));
  return parsed.data;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "it does not match the backup format";
  const where = issue.path.length ? issue.path.join(".") : "the document";
  return `${where} does not match the backup format`;
}

interface StoredImage {
  key: string;
  bytes: number;
}

/**
 * Re-encodes every image of the archive like an upload (ADR 013) and stores it under a new key,
 * before the transaction starts, so the transaction never waits on image work. An empty or
 * unreadable image entry leaves its recipes without a picture rather than refusing the archive.
 */
async function storeImages(archive: OpenArchive, store: ImageStore, saved: StoredImage[], quotaBytes: number) {
  const byEntry = new Map<string, StoredImage>();
  let total = 0;
  for (const [name, entry] of archive.images) {
    const bytes = await archive.read(entry, ARCHIVE_LIMITS.maxImageBytes);
    if (bytes.length === 0) continue;
    let encoded: { full: Buffer; card: Buffer };
    try {
      encoded = await encodeImage(bytes);
    } catch {
      continue;
    }
    const image = { key: crypto.randomUUID(), bytes: encoded.full.length + encoded.card.length };
    total += image.bytes;
    if (total > quotaBytes) throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: restoreQuotaMessage(quotaBytes) });
    const files = storedFilesOf(image.key);
    saved.push(image);
    await store.save(files.full, encoded.full);
    await store.save(files.card, encoded.card);
    byEntry.set(name, image);
  }
  return byEntry;
}

async function removeSaved(store: ImageStore, saved: readonly StoredImage[]) {
  for (const image of saved) {
    const files = storedFilesOf(image.key);
    await store.delete(files.full).catch(() => undefined);
    await store.delete(files.card).catch(() => undefined);
  }
}

function firstOf<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

class RecipeWriter {
  readonly refs = new Map<number, number>();
  readonly imageIds = new Map<string, number>();
  count = 0;

  constructor(
    private readonly tx: Tx,
    private readonly userId: number,
    private readonly storedImages: Map<string, StoredImage>,
  ) {}

  private async imageIdFor(entry: string | null): Promise<{ id: number; url: string } | null> {
    if (entry === null) return null;
    const stored = this.storedImages.get(entry);
    if (!stored) return null;
    let id = this.imageIds.get(entry);
    if (id === undefined) {
      const [row] = await this.tx.insert(images).values({ key: stored.key, ownerId: this.userId, bytes: stored.bytes }).returning({ id: images.id });
      id = row?.id as number;
      this.imageIds.set(entry, id);
    }
    return { id, url: imageUrlOf(stored.key) };
  }

  async write(page: readonly TBackupRecipe[]): Promise<void> {
    if (page.length === 0) return;
    const tx = this.tx;
    const ingredientIds = await kitchenIdsFor(tx, "ingredients", [...new Set(page.flatMap((r) => r.sections.flatMap((s) => s.lines.map((l) => l.ingredient))))], this.userId);
    const equipmentIds = await kitchenIdsFor(tx, "equipment", [...new Set(page.flatMap((r) => r.equipment.map((e) => e.name)))], this.userId);
    const recipeIds = await reserveIds(tx, "recipes", page.length);
    const sectionIds = await reserveIds(tx, "recipe_sections", page.reduce((n, r) => n + r.sections.length, 0));
    const recipeRows: Record<string, unknown>[] = [];
    const sectionRows: Record<string, unknown>[] = [];
    const lineRows: Record<string, unknown>[] = [];
    const stepRows: Record<string, unknown>[] = [];
    const tagRows: Record<string, unknown>[] = [];
    const toolRows: Record<string, unknown>[] = [];
    let nextSection = 0;
    for (const [i, recipe] of page.entries()) {
      if (this.refs.has(recipe.ref)) throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.recipes, `recipe ${recipe.ref} appears twice`));
      const id = recipeIds[i] as number;
      this.refs.set(recipe.ref, id);
      const image = await this.imageIdFor(recipe.image);
      recipeRows.push({
        id,
        owner_id: this.userId,
        title: recipe.title,
        image_url: image ? image.url : recipe.image === null ? recipe.image_url : null,
        image_id: image?.id ?? null,
        servings: recipe.servings,
        prep_time_min: recipe.prep_time_min,
        wait_time_min: recipe.wait_time_min,
        cook_time_min: recipe.cook_time_min,
        total_time_min: recipe.total_time_min,
        ...recipe.nutrition,
        data_source: recipe.data_source,
        data_source_name: recipe.data_source_name,
        data_source_link: recipe.data_source_link,
        created_at: recipe.created_at,
        updated_at: recipe.updated_at,
      });
      for (const section of recipe.sections) {
        const sectionId = sectionIds[nextSection++] as number;
        sectionRows.push({ id: sectionId, recipe_id: id, position: section.position, name: section.name });
        for (const line of section.lines) {
          lineRows.push({
            recipe_id: id,
            section_id: sectionId,
            position: line.position,
            ingredient_id: ingredientIds.get(line.ingredient),
            name: line.name,
            quantity: line.quantity,
            unit: line.unit,
            method: line.method,
            brand: line.brand,
            optional: line.optional,
            food_ndb_no: line.food_ndb_no,
            food_match_manual: line.food_match_manual,
          });
        }
      }
      for (const step of firstOf(recipe.steps, (s) => String(s.step_number))) stepRows.push({ recipe_id: id, step_number: step.step_number, instruction: step.instruction });
      for (const tag of firstOf(recipe.tags, (t) => t.tag)) tagRows.push({ recipe_id: id, tag: tag.tag, position: tag.position });
      for (const tool of firstOf(recipe.equipment, (e) => String(equipmentIds.get(e.name)))) {
        toolRows.push({ recipe_id: id, equipment_id: equipmentIds.get(tool.name), position: tool.position });
      }
    }
    await insertJsonRows(tx, "recipes", { ...RECIPE_COLUMN_TYPES, created_at: "timestamptz", updated_at: "timestamptz" }, recipeRows, {
      overridingIds: true,
    });
    await insertRecipeChildRows(tx, { sections: sectionRows, lines: lineRows, steps: stepRows, tags: tagRows, equipment: toolRows });
    this.count += page.length;
  }
}

async function writeRecipes(archive: OpenArchive, writer: RecipeWriter) {
  const entry = archive.documents.get(BACKUP_ENTRIES.recipes);
  if (!entry) return;
  let page: TBackupRecipe[] = [];
  for await (const { line, number } of archive.lines(entry)) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.recipes, `line ${number} is not valid JSON`));
    }
    const parsed = ZBackupRecipe.safeParse(value);
    if (!parsed.success) throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.recipes, `line ${number}: ${describe(parsed.error)}`));
    page.push(parsed.data);
    if (page.length >= RESTORE_PAGE_SIZE) {
      await writer.write(page);
      page = [];
    }
  }
  await writer.write(page);
}

interface Documents {
  kitchen: z.infer<typeof ZBackupKitchen> | null;
  carts: z.infer<typeof ZBackupCarts> | null;
  grocery: z.infer<typeof ZBackupGrocery> | null;
  filters: z.infer<typeof ZBackupFilters> | null;
  metrics: z.infer<typeof ZBackupMetrics> | null;
  journal: z.infer<typeof ZBackupJournal> | null;
  shopping: z.infer<typeof ZBackupShopping> | null;
  plans: z.infer<typeof ZBackupPlans> | null;
}

async function writeDocuments(tx: Tx, userId: number, docs: Documents, refs: Map<number, number>, warnings: string[], counts: Record<string, number>) {
  if (docs.kitchen) {
    const ingredientIds = await kitchenIdsFor(tx, "ingredients", [...new Set(docs.kitchen.ingredients)], userId);
    const equipmentIds = await kitchenIdsFor(tx, "equipment", [...new Set(docs.kitchen.equipment)], userId);
    if (ingredientIds.size) await tx.insert(userIngredients).values([...new Set(ingredientIds.values())].map((ingredientId) => ({ userId, ingredientId }))).onConflictDoNothing();
    if (equipmentIds.size) await tx.insert(userEquipment).values([...new Set(equipmentIds.values())].map((equipmentId) => ({ userId, equipmentId }))).onConflictDoNothing();
    counts.kitchen = ingredientIds.size + equipmentIds.size;
  }
  if (docs.carts) {
    const titles = [...new Set(docs.carts.flatMap((c) => c.lines.flatMap((l) => ("catalogue_title" in l.recipe ? [l.recipe.catalogue_title] : []))))];
    const catalogue = new Map<string, number>();
    if (titles.length) {
      const rows = await tx.select({ id: recipes.id, title: recipes.title }).from(recipes).where(and(isNull(recipes.ownerId), inArray(recipes.title, titles)));
      for (const row of rows) if (!catalogue.has(row.title)) catalogue.set(row.title, row.id);
    }
    let lines = 0;
    for (const cart of docs.carts) {
      const [row] = await tx.insert(carts).values({ userId, name: cart.name, combined: cart.combined, createdAt: new Date(cart.created_at) }).returning({ id: carts.id });
      const cartId = row?.id as number;
      const values = [];
      const seen = new Set<number>();
      for (const line of cart.lines) {
        const recipeId = "ref" in line.recipe ? refs.get(line.recipe.ref) : catalogue.get(line.recipe.catalogue_title);
        if (recipeId === undefined) {
          warnings.push(
            "catalogue_title" in line.recipe
              ? `Cart '${cart.name}': '${line.recipe.catalogue_title}' is not in this server's catalogue, so it was left out.`
              : `Cart '${cart.name}': a line named a recipe the backup does not hold, so it was left out.`,
          );
          continue;
        }
        if (seen.has(recipeId)) continue;
        seen.add(recipeId);
        values.push({ cartId, recipeId, quantity: line.quantity, createdAt: new Date(line.created_at) });
      }
      if (values.length) await tx.insert(cartRecipes).values(values);
      lines += values.length;
    }
    counts.carts = docs.carts.length;
    counts.cart_lines = lines;
  }
  if (docs.grocery?.length) {
    const named = [...new Set(docs.grocery.flatMap((g) => (g.ingredient ? [g.ingredient] : [])))];
    const ids = await kitchenIdsFor(tx, "ingredients", named, userId);
    await tx.insert(groceryIngredients).values(
      docs.grocery.map((g) => ({
        userId,
        ingredientId: g.ingredient ? (ids.get(g.ingredient) ?? null) : null,
        ingredientName: g.ingredient_name,
        brand: g.brand,
        optional: g.optional,
        quantity: g.quantity,
        unit: g.unit,
        sendOff: g.send_off,
        owned: g.owned,
        position: g.position,
        ...groceryLineState(g),
      })),
    );
    counts.grocery = docs.grocery.length;
  }
  if (docs.filters?.length) {
    const ordered = [...docs.filters].sort((a, b) => a.order - b.order);
    const values = ordered.map((row, i) => {
      const filters = ZFilterItem.array().max(100).safeParse(row.filters);
      if (!filters.success) throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.filters, `row ${i + 1}: its filters do not match the backup format`));
      return { userId, order: i + 1, componentId: row.component_id, headerTitle: row.header_title, filters: filters.data, createdAt: new Date(row.created_at) };
    });
    await tx.delete(userFilters).where(eq(userFilters.userId, userId));
    await tx.insert(userFilters).values(values);
    counts.filters = values.length;
  }
  if (docs.metrics?.length) {
    for (let i = 0; i < docs.metrics.length; i += 1000) {
      await tx.insert(metricEntries).values(
        docs.metrics.slice(i, i + 1000).map((m) => ({
          userId,
          name: m.name,
          height: m.height,
          weight: m.weight,
          dob: m.dob,
          gender: m.gender,
          activityLevel: m.activity_level,
          goal: m.goal,
          entryDate: m.entry_date,
          targetWeight: m.target_weight,
          bmi: m.bmi,
          bmr: m.bmr,
          maintenanceCalories: m.maintenance_calories,
          caloriesPassive: m.calories_passive,
          caloriesAggressive: m.calories_aggressive,
          timeToGoalPassive: m.time_to_goal_passive,
          timeToGoalAggressive: m.time_to_goal_aggressive,
          proteinPassive: m.protein_passive,
          carbsPassive: m.carbs_passive,
          fatPassive: m.fat_passive,
          proteinAggressive: m.protein_aggressive,
          carbsAggressive: m.carbs_aggressive,
          fatAggressive: m.fat_aggressive,
          waterIntake: m.water_intake,
          sodiumIntake: m.sodium_intake,
          cholesterolIntake: m.cholesterol_intake,
          fiberIntake: m.fiber_intake,
          createdAt: new Date(m.created_at),
        })),
      );
    }
    counts.metrics = docs.metrics.length;
  }
  // The new ids in archive order: a planned slot names the entry 'Log as eaten' wrote by its position.
  const journalIds: number[] = [];
  if (docs.journal?.length) {
    for (let i = 0; i < docs.journal.length; i += 1000) {
      const written = await tx.insert(journalEntries).values(
        docs.journal.slice(i, i + 1000).map((j) => ({
          userId,
          date: j.date,
          entryTime: j.entry_time,
          meal: j.meal,
          name: j.name,
          servingSize: j.serving_size,
          calories: j.calories,
          protein: j.protein,
          carbs: j.carbs,
          fat: j.fat,
          satFat: j.sat_fat,
          transFat: j.trans_fat,
          cholesterol: j.cholesterol,
          sodium: j.sodium,
          addedSugars: j.added_sugars,
          fiber: j.fiber,
          sugar: j.sugar,
          totalWeight: j.total_weight,
          createdAt: new Date(j.created_at),
        })),
      ).returning({ id: journalEntries.id });
      journalIds.push(...written.map((row) => row.id));
    }
    counts.journal = docs.journal.length;
  }
  if (docs.shopping) await writeShopping(tx, userId, docs.shopping, counts);
  if (docs.plans) await restorePlans(tx, userId, docs.plans, refs, journalIds, warnings, counts);
}

/** A database refusal caused by the archive's values (a bad date, a broken constraint), not by us. */
function isDataError(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^2[23]/.test(code)) return true;
  }
  return false;
}

/**
 * Restores a backup archive (a file on disk) into the person's account, which must be empty
 * (ADR 074): every row in one transaction, ids remapped, images re-encoded and stored anew. A bad
 * archive is BAD_REQUEST and an account that holds data is CONFLICT; either way nothing is written
 * and any image already stored for this restore is removed again.
 */
export async function restore(db: Db, store: ImageStore, options: RestoreOptions, userId: number, archivePath: string): Promise<RestoreResult> {
  const archive = await openArchive(archivePath);
  const saved: StoredImage[] = [];
  try {
    const manifest = await parseDocument(archive, BACKUP_ENTRIES.manifest, ZBackupManifest.passthrough()).catch(() => null);
    if (!manifest) throw badArchive(BACKUP_MESSAGES.notSimmer);
    if (manifest.schema_version > BACKUP_SCHEMA_VERSION) throw badArchive(BACKUP_MESSAGES.newerVersion);
    if (!(await isEmptyAccount(db, userId))) throw new TRPCError({ code: "CONFLICT", message: BACKUP_MESSAGES.notEmpty });
    const docs: Documents = {
      kitchen: await parseDocument(archive, BACKUP_ENTRIES.kitchen, ZBackupKitchen),
      carts: await parseDocument(archive, BACKUP_ENTRIES.carts, ZBackupCarts),
      grocery: await parseDocument(archive, BACKUP_ENTRIES.grocery, ZBackupGrocery),
      filters: await parseDocument(archive, BACKUP_ENTRIES.filters, ZBackupFilters),
      metrics: await parseDocument(archive, BACKUP_ENTRIES.metrics, ZBackupMetrics),
      journal: await parseDocument(archive, BACKUP_ENTRIES.journal, ZBackupJournal),
      shopping: await parseDocument(archive, BACKUP_ENTRIES.shopping, ZBackupShopping),
      plans: await parseDocument(archive, BACKUP_ENTRIES.plans, ZBackupPlans),
    };
    const storedImages = await storeImages(archive, store, saved, options.quotaBytes);
    const counts: Record<string, number> = {};
    const warnings: string[] = [];
    const usedKeys = new Set<string>();
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Tx;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if (!(await isEmptyAccount(tx, userId))) throw new TRPCError({ code: "CONFLICT", message: BACKUP_MESSAGES.notEmpty });
      const writer = new RecipeWriter(tx, userId, storedImages);
      await writeRecipes(archive, writer);
      const expected = manifest.counts.recipes;
      if (expected !== undefined && expected !== writer.count) {
        throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.recipes, `it holds ${writer.count} recipes where the manifest says ${expected}`));
      }
      counts.recipes = writer.count;
      counts.images = writer.imageIds.size;
      await writeDocuments(tx, userId, docs, writer.refs, warnings, counts);
      for (const entry of writer.imageIds.keys()) usedKeys.add(storedImages.get(entry)?.key ?? "");
    });
    // Images the archive held that no recipe names are not kept.
    await removeSaved(store, saved.filter((image) => !usedKeys.has(image.key)));
    return { counts, warnings };
  } catch (err) {
    await removeSaved(store, saved);
    if (err instanceof TRPCError) throw err;
    if (isDataError(err)) throw badArchive(BACKUP_MESSAGES.corrupt);
    throw err;
  } finally {
    archive.close();
  }
}
