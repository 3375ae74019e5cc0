import type { z } from "zod";
import { images, type Db } from "@simmer/db";
import { corruptEntryMessage } from "@simmer/contracts";
import { TRPCError } from "@trpc/server";
import { BACKUP_ENTRIES, ZBackupRecipe, type TBackupRecipe } from "../backup";
import { imageUrlOf } from "../images";
import { insertJsonRows, kitchenIdsFor, reserveIds } from "./bulk";
import { insertRecipeChildRows, RECIPE_COLUMN_TYPES } from "./recipes.write";
import { checkRestoredRecipe } from "./restored-recipe";

/** Recipes written per group of statements inside the restore's one transaction... */
const RESTORE_PAGE_SIZE = 500;
/** ...or fewer, once their lines reach this many characters, so a page of large recipes stays small (ADR 112). */
const RESTORE_PAGE_CHARS = 8 * 1024 * 1024;

const badArchive = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

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
      const [row] = await this.tx
        .insert(images)
        .values({ key: stored.key, ownerId: this.userId, bytes: stored.bytes })
        .returning({ id: images.id });
      id = row?.id as number;
      this.imageIds.set(entry, id);
    }
    return { id, url: imageUrlOf(stored.key) };
  }

  async write(page: readonly CheckedRecipe[]): Promise<void> {
    if (page.length === 0) return;
    const tx = this.tx;
    const ingredientIds = await kitchenIdsFor(
      tx,
      "ingredients",
      [...new Set(page.flatMap(({ recipe: r }) => r.sections.flatMap((s) => s.lines.map((l) => l.ingredient))))],
      this.userId,
    );
    const equipmentIds = await kitchenIdsFor(
      tx,
      "equipment",
      [...new Set(page.flatMap(({ recipe: r }) => r.equipment.map((e) => e.name)))],
      this.userId,
    );
    const recipeIds = await reserveIds(tx, "recipes", page.length);
    const sectionIds = await reserveIds(
      tx,
      "recipe_sections",
      page.reduce((n, { recipe: r }) => n + r.sections.length, 0),
    );
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
        yield_text: recipe.yield_text ?? null,
        prep_time_min: recipe.prep_time_min,
        wait_time_min: recipe.wait_time_min,
        cook_time_min: recipe.cook_time_min,
        total_time_min: recipe.total_time_min,
        ...recipe.nutrition,
        nutrition_source: recipe.nutrition_source ?? "manual",
        visibility: recipe.visibility ?? "household",
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
            count_anyway: line.count_anyway ?? false,
            original: line.original ?? null,
          });
        }
      }
      for (const step of firstOf(recipe.steps, (s) => String(s.step_number)))
        stepRows.push({ recipe_id: id, step_number: step.step_number, instruction: step.instruction });
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
