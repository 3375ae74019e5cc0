import { hasAmount } from "@simmer/domain";
import { emptyDraft, newKey, type IngredientDraft, type RecipeDraft } from "./form-model";
import type { TWebRecipe } from "./web-import";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Found 9 ingredients in 2 sections and 6 steps": what the page gave, in one line. */
export function foundSummary(recipe: Pick<TWebRecipe, "sections" | "instructions">): string {
  const lines = recipe.sections.reduce((n, s) => n + s.ingredients.length, 0);
  const ingredients = count(lines, "ingredient", "ingredients");
  const where = recipe.sections.length > 1 ? ` in ${recipe.sections.length} sections` : "";
  return `Found ${ingredients}${where} and ${count(recipe.instructions.length, "step", "steps")}`;
}

/**
 * A recipe read from a web page, as a new recipe's draft. The image is left out: the page's own
 * address cannot be shown under our CSP, so the form previews a stored copy of it. The form keeps
 * total time as prep + wait + cook: time the page counts in its total beyond its prep and cook
 * times (resting, chilling) becomes wait time, and a page that gives only a total gives cook time.
 */
export function draftFromWebRecipe(recipe: TWebRecipe): RecipeDraft {
  const base = emptyDraft();
  const unplaced = Math.max(0, (recipe.total_time_min ?? 0) - recipe.prep_time_min - recipe.wait_time_min - recipe.cook_time_min);
  const onlyTotal = recipe.prep_time_min === 0 && recipe.wait_time_min === 0 && recipe.cook_time_min === 0;
  const wait = recipe.wait_time_min + (onlyTotal ? 0 : unplaced);
  const cook = recipe.cook_time_min + (onlyTotal ? unplaced : 0);
  return {
    ...base,
    title: recipe.title,
    data_source_name: recipe.data_source_name ?? "",
    data_source_link: recipe.data_source_link ?? "",
    prep_time_min: String(recipe.prep_time_min),
    wait_time_min: String(wait),
    cook_time_min: String(cook),
    servings: String(recipe.servings),
    yield_text: recipe.yield_text ?? "",
    // The page's own figures are kept as the page's; without them, the lines give the figures.
    ...(recipe.nutrition
      ? {
          nutrition: Object.fromEntries(
            Object.entries(base.nutrition).map(([field, blank]) => [
              field,
              recipe.nutrition?.[field as keyof typeof recipe.nutrition]?.toString() ?? blank,
            ]),
          ) as RecipeDraft["nutrition"],
          nutrition_source: "page" as const,
        }
      : { nutrition_source: "ingredients" as const }),
    nutrition_servings: String(recipe.servings),
    instructions:
      recipe.instructions.length > 0 ? recipe.instructions.map((s) => ({ key: newKey(), text: s.instruction })) : base.instructions,
    sections:
      recipe.sections.length > 0
        ? recipe.sections.map((s) => ({
            key: newKey(),
            section_name: s.section_name,
            ingredients: s.ingredients.map((line) => ({
              key: newKey(),
              ingredient_name: line.ingredient_name,
              quantity: line.quantity,
              unit: hasAmount(line.quantity) ? line.unit : "",
              method: line.method ?? "",
              brand: line.brand ?? "",
              optional: line.optional,
              food_ndb_no: null,
              count_anyway: false,
              original: line.original,
            })),
          }))
        : base.sections,
    tags: recipe.tags.map((text) => ({ key: newKey(), text })),
    equipment: recipe.equipment.map((text) => ({ key: newKey(), text })),
  };
}

/** True for an imported line the page's words could not be structured from: its name is the whole line. */
export function isKeptAsWritten(line: IngredientDraft): boolean {
  return line.original !== undefined && line.original !== "" && line.ingredient_name.trim() === line.original.trim();
}

/** A link as typed: one without a scheme is read as https, as browsers do in the address bar. */
export function linkFromInput(text: string): string {
  const link = text.trim();
  return link === "" || /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`;
}
