import { and, asc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  equipment,
  images,
  ingredients,
  recipeEquipment,
  recipeIngredients,
  recipeInstructions,
  recipes,
  recipeSections,
  recipeTags,
  type Db,
} from "@simmer/db";
import { corruptEntryMessage } from "@simmer/contracts";
import { TRPCError } from "@trpc/server";
import type { DomainBackup } from "../backup/declaration";
import { BACKUP_ENTRIES, ZBackupRecipe, type TBackupRecipe } from "../backup/format";
import { imageUrlOf } from "../images/image-store";
import { insertJsonRows, kitchenIdsFor, reserveIds } from "./bulk";
import { insertRecipeChildRows, RECIPE_COLUMN_TYPES } from "./recipes.write";
import { checkRestoredRecipe } from "./restored-recipe";

/** Recipes read per query while the archive streams: only one page sits in memory at a time. */
export const BACKUP_PAGE_SIZE = 500;
/** Recipes written per group of statements inside the restore's one transaction... */
const RESTORE_PAGE_SIZE = 500;
/** ...or fewer, once their lines reach this many characters, so a page of large recipes stays small (ADR 112). */
const RESTORE_PAGE_CHARS = 8 * 1024 * 1024;

/** ADR 016: a recipe an import is still writing is not the person's yet. */
export const publishedRecipe = sql`(${recipes.importJobId} is null or exists (select 1 from jobs pj where pj.id = ${recipes.importJobId} and pj.state = 'done'))`;
const published = publishedRecipe;

/** The archive entry of a stored image. */
export function imageEntryOf(key: string): string {
  return `images/${key}.webp`;
}

const iso = (d: Date) => d.toISOString();
const badArchive = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

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
export async function* recipeLines(db: Db, userId: number, counts: Record<string, number>): AsyncGenerator<Buffer> {
  let afterId = 0;
  for (;;) {
    const { lastId, page } = await recipePage(db, userId, afterId);
    if (page.length === 0) return;
    counts.recipes = (counts.recipes ?? 0) + page.length;
    yield Buffer.from(page.map((r) => JSON.stringify(r)).join("\n") + "\n", "utf8");
    afterId = lastId;
  }
}

/** Keys of the stored images the person's recipes show. */
export async function imageKeysOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: images.key })
    .from(recipes)
    .innerJoin(images, eq(images.id, recipes.imageId))
    .where(and(eq(recipes.ownerId, userId), isNotNull(recipes.imageId), published))
    .orderBy(asc(images.key));
  return rows.map((r) => r.key);
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "it does not match the backup format";
  const where = issue.path.length ? issue.path.join(".") : "the document";
  return `${where} does not match the backup format`;
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

/** A recipe of the archive that passed the form's checks, with its link completed as a save stores it. */
interface CheckedRecipe {
  recipe: TBackupRecipe;
  dataSourceLink: string | null;
  droppedImageUrl: boolean;
}

export class RecipeWriter {
  readonly refs = new Map<number, number>();
  readonly imageIds = new Map<string, number>();
  count = 0;
  droppedImageUrls = 0;

  constructor(
    private readonly tx: Db,
    private readonly userId: number,
    /** The archive's image entries, already stored anew, by entry name. */
    private readonly storedImages: ReadonlyMap<string, { key: string; bytes: number }>,
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

  async write(page: readonly CheckedRecipe[]): Promise<void> {
    if (page.length === 0) return;
    const tx = this.tx;
    const ingredientIds = await kitchenIdsFor(tx, "ingredients", [...new Set(page.flatMap(({ recipe: r }) => r.sections.flatMap((s) => s.lines.map((l) => l.ingredient))))], this.userId);
    const equipmentIds = await kitchenIdsFor(tx, "equipment", [...new Set(page.flatMap(({ recipe: r }) => r.equipment.map((e) => e.name)))], this.userId);
    const recipeIds = await reserveIds(tx, "recipes", page.length);
    const sectionIds = await reserveIds(tx, "recipe_sections", page.reduce((n, { recipe: r }) => n + r.sections.length, 0));
    const recipeRows: Record<string, unknown>[] = [];
    const sectionRows: Record<string, unknown>[] = [];
    const lineRows: Record<string, unknown>[] = [];
    const stepRows: Record<string, unknown>[] = [];
    const tagRows: Record<string, unknown>[] = [];
    const toolRows: Record<string, unknown>[] = [];
    let nextSection = 0;
    for (const [i, { recipe, dataSourceLink, droppedImageUrl }] of page.entries()) {
      if (this.refs.has(recipe.ref)) throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.recipes, `recipe ${recipe.ref} appears twice`));
      const id = recipeIds[i] as number;
      this.refs.set(recipe.ref, id);
      const image = await this.imageIdFor(recipe.image);
      if (droppedImageUrl) this.droppedImageUrls += 1;
      recipeRows.push({
        id,
        owner_id: this.userId,
        title: recipe.title,
        image_url: image ? image.url : null,
        image_id: image?.id ?? null,
        servings: recipe.servings,
        prep_time_min: recipe.prep_time_min,
        wait_time_min: recipe.wait_time_min,
        cook_time_min: recipe.cook_time_min,
        total_time_min: recipe.total_time_min,
        ...recipe.nutrition,
        data_source: recipe.data_source,
        data_source_name: recipe.data_source_name,
        data_source_link: dataSourceLink,
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

/**
 * Reads recipes.jsonl a line at a time, checks each recipe as a save would, and writes them a page
 * at a time inside the restore's transaction.
 */
export async function writeRecipes(lines: AsyncIterable<{ line: string; number: number }>, writer: RecipeWriter) {
  let page: CheckedRecipe[] = [];
  let pageChars = 0;
  for await (const { line, number } of lines) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.recipes, `line ${number} is not valid JSON`));
    }
    const parsed = ZBackupRecipe.safeParse(value);
    if (!parsed.success) throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.recipes, `line ${number}: ${describe(parsed.error)}`));
    const checked = checkRestoredRecipe(parsed.data);
    if (!checked.ok) throw badArchive(corruptEntryMessage(BACKUP_ENTRIES.recipes, `line ${number}: ${checked.reason}`));
    page.push({ recipe: parsed.data, dataSourceLink: checked.dataSourceLink, droppedImageUrl: checked.droppedImageUrl });
    pageChars += line.length;
    if (page.length >= RESTORE_PAGE_SIZE || pageChars >= RESTORE_PAGE_CHARS) {
      await writer.write(page);
      page = [];
      pageChars = 0;
    }
  }
  await writer.write(page);
}


/**
 * Recipes, with their sections, lines, steps, tags and equipment, travel as recipes.jsonl, which
 * `account/` streams itself (a line at a time, images beside it) rather than as one document.
 */
export const recipesBackup: DomainBackup = {
  domain: "recipes",
  carries: [recipes, recipeSections, recipeIngredients, recipeInstructions, recipeTags, recipeEquipment],
  leavesOut: [],
  holdsData: [recipes.ownerId],
  documents: [],
};
