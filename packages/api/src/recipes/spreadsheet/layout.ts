/**
 * The spreadsheet layout of export and import (ADR 011, README "Spreadsheet import and export").
 * One sheet of recipes and three sheets keyed by the recipe's `recipe_ref`.
 */
export const SHEETS = {
  recipes: "Recipes",
  ingredients: "Ingredients",
  instructions: "Instructions",
  equipment: "Equipment",
} as const;

export const RECIPE_COLUMNS = [
  "recipe_ref",
  "title",
  "servings",
  "prep_time_min",
  "wait_time_min",
  "cook_time_min",
  "total_time_min",
  "calories",
  "fat",
  "sat_fat",
  "carbs",
  "fiber",
  "sugar",
  "protein",
  "sodium",
  "cholesterol",
  "tags",
  "data_source_name",
  "data_source_link",
  "image_url",
  // Later columns (ADR 143): appended, so older files and the numeric columns' positions stay as they were.
  "yield_text",
] as const;

export const INGREDIENT_COLUMNS = [
  "recipe_ref",
  "section",
  "ingredient_name",
  "quantity",
  "unit",
  "method",
  "brand",
  "optional",
  "food_ndb_no",
  "count_anyway",
  "original",
] as const;

export const INSTRUCTION_COLUMNS = ["recipe_ref", "step_number", "instruction"] as const;
export const EQUIPMENT_COLUMNS = ["recipe_ref", "equipment_name"] as const;

/** Tags share one cell, separated by a semicolon. */
export const TAG_SEPARATOR = "; ";

export const EXPORT_FILE_NAME = "user_recipes_export.xlsx";
