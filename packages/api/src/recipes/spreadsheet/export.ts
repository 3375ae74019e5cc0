import { asc } from "drizzle-orm";
import { recipes, type Db } from "@simmer/db";
import { escapeSpreadsheetText } from "@simmer/domain";
import type { TRecipeDetail } from "@simmer/contracts";
import { detailsFor } from "../recipes.detail";
import { visibleTo } from "../query/visibility";
import { EQUIPMENT_COLUMNS, INGREDIENT_COLUMNS, INSTRUCTION_COLUMNS, RECIPE_COLUMNS, SHEETS, TAG_SEPARATOR } from "./layout";
import { writeWorkbookInWorker } from "./write-worker";

type Cell = string | number | null;

/** Text becomes a plain string cell that no spreadsheet program runs as a formula. */
function text(value: string | null | undefined): Cell {
  return value === null || value === undefined || value === "" ? null : escapeSpreadsheetText(value);
}

function recipeRow(ref: number, r: TRecipeDetail): Cell[] {
  return [
    ref,
    text(r.title),
    r.servings,
    r.prep_time_min,
    r.wait_time_min,
    r.cook_time_min,
    r.total_time_min,
    r.calories,
    r.fat,
    r.sat_fat,
    r.carbs,
    r.fiber,
    r.sugar,
    r.protein,
    r.sodium,
    r.cholesterol,
    text(r.tags.join(TAG_SEPARATOR)),
    text(r.data_source_name),
    text(r.data_source_link),
    text(r.image_url),
    text(r.yield_text),
  ];
}

/** Builds user_recipes_export.xlsx with every recipe the user owns, in id order. */
export async function exportRecipesWorkbook(db: Db, userId: number): Promise<Uint8Array> {
  const recipeRows: Cell[][] = [];
  const ingredientRows: Cell[][] = [];
  const instructionRows: Cell[][] = [];
  const equipmentRows: Cell[][] = [];
  const all = await db.select().from(recipes).where(visibleTo(userId, "mine")).orderBy(asc(recipes.id));
  let ref = 0;
  for (let i = 0; i < all.length; i += 1000) {
    const details = await detailsFor(db, all.slice(i, i + 1000), null);
    for (const detail of details) {
      ref += 1;
      recipeRows.push(recipeRow(ref, detail));
      for (const section of detail.sections) {
        if (section.ingredients.length === 0) {
          ingredientRows.push([ref, text(section.section_name), null, null, null, null, null, null, null, null, null]);
        }
        for (const line of section.ingredients) {
          ingredientRows.push([
            ref,
            text(section.section_name),
            text(line.ingredient_name),
            text(line.quantity),
            text(line.unit),
            text(line.method),
            text(line.brand),
            line.optional ? "yes" : "no",
            text(line.food_ndb_no),
            line.count_anyway ? "yes" : "no",
            text(line.original),
          ]);
        }
      }
      for (const step of detail.instructions) instructionRows.push([ref, step.step_number, text(step.instruction)]);
      for (const name of detail.equipment_names) equipmentRows.push([ref, text(name)]);
    }
  }
  return writeWorkbookInWorker([
    {
      name: SHEETS.recipes,
      rows: [[...RECIPE_COLUMNS], ...recipeRows],
      widths: [10, 40, 9, 13, 13, 13, 14, 9, 7, 8, 7, 7, 7, 8, 8, 11, 30, 24, 36, 30],
    },
    { name: SHEETS.ingredients, rows: [[...INGREDIENT_COLUMNS], ...ingredientRows], widths: [10, 20, 30, 10, 12, 18, 16, 9, 12, 13, 40] },
    { name: SHEETS.instructions, rows: [[...INSTRUCTION_COLUMNS], ...instructionRows], widths: [10, 11, 80] },
    { name: SHEETS.equipment, rows: [[...EQUIPMENT_COLUMNS], ...equipmentRows], widths: [10, 30] },
  ]);
}
