import { emptyAppRecipe, type AppRecipe } from "../app-recipe";
import { isObject, str, strings, yieldText } from "../reader-helpers";

/** A Tandoor `recipe.json`: steps, each with its own ingredients. */
export function isTandoorRecipe(json: unknown): json is Record<string, unknown> {
  return (
    isObject(json) &&
    typeof json.name === "string" &&
    Array.isArray(json.steps) &&
    ("working_time" in json || "waiting_time" in json || "keywords" in json)
  );
}

function minutesOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

function lineOf(item: Record<string, unknown>): string | null {
  const original = str(item.original_text);
  if (original) return original;
  const food = isObject(item.food) ? str(item.food.name) : null;
  if (!food) return str(item.note);
  const amount = item.no_amount === true || item.amount === 0 ? null : str(item.amount);
  const unit = isObject(item.unit) ? str(item.unit.name) : null;
  const note = str(item.note);
  return [amount, unit, food].filter(Boolean).join(" ") + (note ? `, ${note}` : "");
}

/** Tandoor's header lines (`is_header`) and named steps become sections. */
export function fromTandoor(json: Record<string, unknown>): AppRecipe {
  const recipe = emptyAppRecipe();
  recipe.title = str(json.name);
  recipe.servings = typeof json.servings === "number" ? json.servings : null;
  // Tandoor names what its count counts in `servings_text` ("pies", "Portionen").
  const counted = str(json.servings_text);
  recipe.yieldText = recipe.servings !== null && counted ? yieldText(`${recipe.servings} ${counted}`) : null;
  recipe.prep = minutesOf(json.working_time);
  recipe.wait = minutesOf(json.waiting_time);
  recipe.tags = strings(json.keywords);
  recipe.sourceLink = str(json.source_url);
  const groups: AppRecipe["groups"] = [];
  for (const step of json.steps as unknown[]) {
    if (!isObject(step)) continue;
    const instruction = str(step.instruction);
    if (instruction)
      recipe.steps.push(
        ...instruction
          .split(/\n\s*\n/)
          .map((s) => s.replace(/\s+/g, " ").trim())
          .filter(Boolean),
      );
    let group = { name: str(step.name) ?? "", lines: [] as string[] };
    groups.push(group);
    for (const item of Array.isArray(step.ingredients) ? step.ingredients : []) {
      if (!isObject(item)) continue;
      if (item.is_header === true) {
        group = { name: str(item.note) ?? (isObject(item.food) ? str(item.food.name) : null) ?? "", lines: [] };
        groups.push(group);
        continue;
      }
      const line = lineOf(item);
      if (line) group.lines.push(line);
    }
  }
  recipe.groups = groups.filter((g) => g.lines.length > 0);
  return recipe;
}
