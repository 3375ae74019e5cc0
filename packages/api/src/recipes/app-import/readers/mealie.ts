import { emptyAppRecipe, type AppRecipe } from "../app-recipe";
import { durationMinutes, isObject, servingsFrom, str, strings, yieldText } from "../reader-helpers";

/** A Mealie recipe: `recipeIngredient` holds objects (note, quantity, unit, food), not strings. */
export function isMealieRecipe(json: unknown): json is Record<string, unknown> {
  if (!isObject(json) || typeof json.name !== "string") return false;
  const lines = json.recipeIngredient;
  return (
    (typeof json.slug === "string" && Array.isArray(lines)) ||
    (Array.isArray(lines) && lines.some((l) => isObject(l) && ("note" in l || "food" in l || "originalText" in l)))
  );
}

function named(value: unknown): string | null {
  return isObject(value) ? str(value.name) : str(value);
}

/** One Mealie line as written: its original text when kept, else quantity, unit, food and note. */
function lineOf(item: Record<string, unknown>): string | null {
  const original = str(item.originalText) ?? str(item.display);
  if (original) return original;
  const quantity = typeof item.quantity === "number" && item.quantity > 0 ? String(item.quantity) : str(item.quantity);
  const food = named(item.food);
  const note = str(item.note);
  if (!food) return note;
  return [quantity, named(item.unit), food].filter(Boolean).join(" ") + (note ? `, ${note}` : "");
}

export function fromMealie(json: Record<string, unknown>): AppRecipe {
  const recipe = emptyAppRecipe();
  recipe.title = str(json.name);
  recipe.servings =
    typeof json.recipeServings === "number" && json.recipeServings > 0 ? json.recipeServings : servingsFrom(str(json.recipeYield));
  // Mealie keeps what a recipe makes as a count and a word ("recipeYieldQuantity": 2, "recipeYield": "loaves").
  const made = typeof json.recipeYieldQuantity === "number" && json.recipeYieldQuantity > 0 ? json.recipeYieldQuantity : null;
  const yieldWords = str(json.recipeYield);
  recipe.yieldText = yieldText(made !== null && yieldWords && !/\d/.test(yieldWords) ? `${made} ${yieldWords}` : yieldWords);
  recipe.servings ??= made;
  recipe.prep = durationMinutes(str(json.prepTime));
  recipe.cook = durationMinutes(str(json.performTime) ?? str(json.cookTime));
  recipe.total = durationMinutes(str(json.totalTime));
  recipe.tags = [...strings(json.recipeCategory), ...strings(json.tags)];
  recipe.sourceLink = str(json.orgURL) ?? str(json.originalURL);
  const groups: AppRecipe["groups"] = [{ name: "", lines: [] }];
  for (const item of Array.isArray(json.recipeIngredient) ? json.recipeIngredient : []) {
    const line = isObject(item) ? lineOf(item) : str(item);
    // A line with a title opens a section in Mealie's editor.
    if (isObject(item) && str(item.title)) groups.push({ name: str(item.title) ?? "", lines: [] });
    if (line) groups[groups.length - 1]?.lines.push(line);
  }
  recipe.groups = groups.filter((g) => g.lines.length > 0);
  for (const step of Array.isArray(json.recipeInstructions) ? json.recipeInstructions : []) {
    const text = isObject(step) ? str(step.text) : str(step);
    if (text) recipe.steps.push(text.replace(/\s+/g, " "));
  }
  return recipe;
}
