import { describeIssues, ZRecipeIngredientInput, ZRecipeInput, ZRecipeInstructionInput, type TRecipeInputParsed } from "@simmer/contracts";
import { normaliseDataSourceLink, unescapeSpreadsheetText } from "@simmer/domain";
import { EQUIPMENT_COLUMNS, INGREDIENT_COLUMNS, INSTRUCTION_COLUMNS, RECIPE_COLUMNS, SHEETS, TAG_SEPARATOR } from "../spreadsheet/layout";
import { readLineCells } from "./line-cells";
import { cellTextProblem } from "./messages";
import type { SheetRows } from "./parse-worker";

export const MAX_IMPORT_RECIPES = 50_000;

/** A problem with one row, reported as "Sheet 'Ingredients', row 7: quantity is required". */
export class RowProblem extends Error {}

type Row = unknown[];

interface Located {
  sheet: string;
  row: number;
}

function where({ sheet, row }: Located): string {
  return `Sheet '${sheet}', row ${row}`;
}

function fail(at: Located, problem: string): never {
  throw new RowProblem(`${where(at)}: ${problem}`);
}

function findSheet(sheets: SheetRows, name: string): unknown[][] | undefined {
  const key = Object.keys(sheets).find((k) => k.trim().toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : sheets[key];
}

/** Maps each expected column to its index in the header row; the header must name the required ones. */
function columnsOf(rows: unknown[][], sheet: string, expected: readonly string[], required: readonly string[]) {
  const header = (rows[0] ?? []).map((h) => (typeof h === "string" ? h.trim().toLowerCase() : ""));
  const index = new Map<string, number>();
  for (const column of expected) {
    const i = header.indexOf(column);
    if (i >= 0) index.set(column, i);
  }
  for (const column of required) {
    if (!index.has(column)) fail({ sheet, row: 1 }, `the header has no '${column}' column`);
  }
  return index;
}

/** One cell's value; text that cannot be stored stops the import naming its sheet, row and column. */
function cell(row: Row, index: Map<string, number>, column: string, at: Located): unknown {
  const i = index.get(column);
  const value = i === undefined ? null : (row[i] ?? null);
  if (typeof value === "string") {
    const problem = cellTextProblem(value);
    if (problem) fail(at, `${column} ${problem}`);
  }
  return value;
}

function textCell(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = unescapeSpreadsheetText(String(value));
  return text.trim() === "" ? null : text;
}

function numberCell(value: unknown, at: Located, column: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  const text = String(value).trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isFinite(n)) fail(at, `${column} must be a number (found '${text.slice(0, 40)}')`);
  return n;
}

function booleanCell(value: unknown, at: Located, column = "optional"): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "boolean") return value;
  const text = String(value).trim().toLowerCase();
  if (["yes", "y", "true", "1"].includes(text)) return true;
  if (["no", "n", "false", "0", ""].includes(text)) return false;
  return fail(at, `${column} must be yes or no (found '${text.slice(0, 20)}')`);
}

function refCell(value: unknown, at: Located): string {
  const ref = textCell(value)?.trim();
  if (!ref) fail(at, "recipe_ref is required");
  return ref;
}

interface Draft {
  at: Located;
  fields: Record<string, unknown>;
  sections: { section_name: string; ingredients: unknown[] }[];
  instructions: { step: number; instruction: string }[];
  equipment: string[];
}

/** Lets other requests run between slices of a long validation on the server's event loop (250 rows, a few ms). */
async function breathe(i: number): Promise<void> {
  if (i % 250 === 0) await new Promise((resolve) => setImmediate(resolve));
}

function isBlank(row: Row): boolean {
  return row.every((v) => v === null || v === undefined || (typeof v === "string" && v.trim() === ""));
}

/**
 * Turns the four sheets into validated recipe inputs. Any bad row stops the whole import with a
 * message naming the sheet, the row (as numbered in the spreadsheet) and the problem.
 */
export async function recipesFromSheets(sheets: SheetRows): Promise<TRecipeInputParsed[]> {
  const recipeRows = findSheet(sheets, SHEETS.recipes);
  if (!recipeRows) throw new RowProblem(`The workbook has no '${SHEETS.recipes}' sheet.`);
  const rIndex = columnsOf(recipeRows, SHEETS.recipes, RECIPE_COLUMNS, ["recipe_ref", "title"]);
  const drafts = new Map<string, Draft>();

  for (let i = 1; i < recipeRows.length; i += 1) {
    await breathe(i);
    const row = recipeRows[i] as Row;
    if (isBlank(row)) continue;
    const at = { sheet: SHEETS.recipes, row: i + 1 };
    const ref = refCell(cell(row, rIndex, "recipe_ref", at), at);
    if (drafts.has(ref)) fail(at, `recipe_ref '${ref}' appears twice`);
    if (drafts.size >= MAX_IMPORT_RECIPES) fail(at, `a workbook may hold at most ${MAX_IMPORT_RECIPES} recipes`);
    const fields: Record<string, unknown> = {};
    for (const column of ["title", "data_source_name", "data_source_link", "image_url", "yield_text"]) {
      fields[column] = textCell(cell(row, rIndex, column, at));
    }
    for (const column of RECIPE_COLUMNS.slice(2, 16)) {
      const n = numberCell(cell(row, rIndex, column, at), at, column);
      if (n !== null) fields[column] = n;
    }
    const tags = textCell(cell(row, rIndex, "tags", at));
    fields.tags = tags
      ? tags
          .split(TAG_SEPARATOR.trim())
          .map((t) => t.trim())
          .filter((t) => t !== "")
      : [];
    const link = fields.data_source_link as string | null;
    if (link !== null && normaliseDataSourceLink(link) === null) {
      fail(at, "data_source_link must look like a web address such as example.com");
    }
    drafts.set(ref, { at, fields, sections: [], instructions: [], equipment: [] });
  }

  const draftFor = (row: Row, index: Map<string, number>, at: Located): Draft => {
    const ref = refCell(cell(row, index, "recipe_ref", at), at);
    const draft = drafts.get(ref);
    if (!draft) fail(at, `recipe_ref '${ref}' is not on the '${SHEETS.recipes}' sheet`);
    return draft;
  };

  const ingredientRows = findSheet(sheets, SHEETS.ingredients) ?? [];
  if (ingredientRows.length > 0) {
    const index = columnsOf(ingredientRows, SHEETS.ingredients, INGREDIENT_COLUMNS, ["recipe_ref", "ingredient_name"]);
    for (let i = 1; i < ingredientRows.length; i += 1) {
      await breathe(i);
      const row = ingredientRows[i] as Row;
      if (isBlank(row)) continue;
      const at = { sheet: SHEETS.ingredients, row: i + 1 };
      const draft = draftFor(row, index, at);
      const sectionName = textCell(cell(row, index, "section", at))?.trim() ?? "";
      let section = draft.sections.find((s) => s.section_name === sectionName);
      if (!section) {
        section = { section_name: sectionName, ingredients: [] };
        draft.sections.push(section);
      }
      const name = textCell(cell(row, index, "ingredient_name", at));
      const quantity = textCell(cell(row, index, "quantity", at));
      const unit = textCell(cell(row, index, "unit", at));
      // A row with a section and nothing else keeps a section that has no ingredients yet.
      if (name === null && quantity === null && unit === null) continue;
      const cells = readLineCells(name, quantity, unit);
      const parsed = ZRecipeIngredientInput.safeParse({
        ingredient_name: cells.ingredient_name,
        quantity: cells.quantity,
        unit: cells.unit,
        method: textCell(cell(row, index, "method", at)) ?? cells.method ?? null,
        brand: textCell(cell(row, index, "brand", at)),
        optional: booleanCell(cell(row, index, "optional", at), at),
        food_ndb_no: textCell(cell(row, index, "food_ndb_no", at)),
        count_anyway: booleanCell(cell(row, index, "count_anyway", at), at, "count_anyway"),
        original: textCell(cell(row, index, "original", at)),
      });
      if (!parsed.success) fail(at, describeIssues(parsed.error.issues));
      section.ingredients.push(parsed.data);
    }
  }

  const instructionRows = findSheet(sheets, SHEETS.instructions) ?? [];
  if (instructionRows.length > 0) {
    const index = columnsOf(instructionRows, SHEETS.instructions, INSTRUCTION_COLUMNS, ["recipe_ref", "instruction"]);
    for (let i = 1; i < instructionRows.length; i += 1) {
      await breathe(i);
      const row = instructionRows[i] as Row;
      if (isBlank(row)) continue;
      const at = { sheet: SHEETS.instructions, row: i + 1 };
      const draft = draftFor(row, index, at);
      const parsed = ZRecipeInstructionInput.safeParse({ instruction: textCell(cell(row, index, "instruction", at)) ?? "" });
      if (!parsed.success) fail(at, describeIssues(parsed.error.issues));
      const step = numberCell(cell(row, index, "step_number", at), at, "step_number") ?? draft.instructions.length + 1;
      draft.instructions.push({ step, instruction: parsed.data.instruction });
    }
  }

  const equipmentRows = findSheet(sheets, SHEETS.equipment) ?? [];
  if (equipmentRows.length > 0) {
    const index = columnsOf(equipmentRows, SHEETS.equipment, EQUIPMENT_COLUMNS, ["recipe_ref", "equipment_name"]);
    for (let i = 1; i < equipmentRows.length; i += 1) {
      await breathe(i);
      const row = equipmentRows[i] as Row;
      if (isBlank(row)) continue;
      const at = { sheet: SHEETS.equipment, row: i + 1 };
      const draft = draftFor(row, index, at);
      const name = textCell(cell(row, index, "equipment_name", at))?.trim();
      if (!name) fail(at, "equipment_name is required");
      draft.equipment.push(name);
    }
  }

  const out: TRecipeInputParsed[] = [];
  for (const draft of drafts.values()) {
    await breathe(out.length + 1);
    const parsed = ZRecipeInput.safeParse({
      ...draft.fields,
      sections: draft.sections,
      instructions: draft.instructions.sort((a, b) => a.step - b.step).map((s) => ({ instruction: s.instruction })),
      equipment: draft.equipment,
    });
    if (!parsed.success) fail(draft.at, describeIssues(parsed.error.issues));
    out.push(parsed.data);
  }
  return out;
}
