import { emptyAppRecipe, entryName, type AppRecipe } from "../app-recipe";
import {
  durationMinutes,
  groupsFromText,
  isObject,
  photoFromBase64,
  servingsFrom,
  stepsFromText,
  yieldText,
  str,
  strings,
} from "../reader-helpers";

/** A Paprika recipe document: the JSON inside each gzipped `.paprikarecipe`. */
export function isPaprikaRecipe(json: unknown): json is Record<string, unknown> {
  return (
    isObject(json) &&
    typeof json.name === "string" &&
    ("ingredients" in json || "directions" in json) &&
    ("uid" in json || "photo_data" in json || "source_url" in json)
  );
}

/**
 * Paprika keeps ingredients and directions as plain text, one line each, and its notes apart: the
 * notes become a last step so nothing written is lost (ADR 123).
 */
export function fromPaprika(json: Record<string, unknown>, position: number): AppRecipe {
  const recipe = emptyAppRecipe();
  recipe.title = str(json.name);
  recipe.servings = servingsFrom(str(json.servings));
  recipe.yieldText = yieldText(str(json.servings));
  recipe.prep = durationMinutes(str(json.prep_time));
  recipe.cook = durationMinutes(str(json.cook_time));
  recipe.total = durationMinutes(str(json.total_time));
  recipe.tags = strings(json.categories);
  recipe.sourceName = str(json.source);
  recipe.sourceLink = str(json.source_url);
  recipe.groups = groupsFromText(json.ingredients);
  recipe.steps = stepsFromText(json.directions);
  const notes = str(json.notes);
  if (notes) recipe.steps.push(`Notes: ${notes.replace(/\s+/g, " ")}`);
  recipe.image = photoFromBase64(json.photo_data, entryName(position, recipe.title, "paprika"));
  return recipe;
}
