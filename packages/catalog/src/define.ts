import type { RecipeUnit } from "@simmer/domain";
import { CATALOG_SOURCE_NAME, type Course, type Diet } from "./taxonomy";
import { ZCatalogRecipe, type TCatalogLine, type TCatalogRecipe, type TCatalogSource } from "./schema";
import { CAN_OUNCES, containsOf, type IngredientName } from "./vocabulary";

export { COURSES, CUISINES, DIETS, CATALOG_SOURCE_NAME, type Course, type Cuisine, type Diet } from "./taxonomy";
export { ZCatalogRecipe, type TCatalogRecipe } from "./schema";

/** Diets the ingredients allow; optional lines count too, since a cook may add them. */
export function dietsOf(names: readonly IngredientName[]): Diet[] {
  const contains = new Set(names.flatMap((name) => containsOf(name)));
  const diets: Diet[] = [];
  if (!contains.has("M")) diets.push("vegetarian");
  if (!contains.has("M") && !contains.has("D") && !contains.has("E") && !contains.has("H")) diets.push("vegan");
  if (!contains.has("G")) diets.push("gluten-free");
  if (!contains.has("D")) diets.push("dairy-free");
  return diets;
}

/** A can line names its can ("15-ounce can, drained"), for the cook and for the nutrition engine. */
function methodOf(unit: RecipeUnit, name: IngredientName, method: string | undefined): string | null {
  const ounces = unit === "cans" ? CAN_OUNCES[name] : undefined;
  if (unit === "cans" && ounces === undefined) throw new Error(`No can size for ${name}`);
  if (ounces === undefined) return method ?? null;
  return method ? `${ounces}-ounce can, ${method}` : `${ounces}-ounce can`;
}

function toSection(name: string, lines: readonly TCatalogLine[]): TCatalogRecipe["sections"][number] {
  return {
    section_name: name,
    ingredients: lines.map((line) => ({
      ingredient_name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      method: methodOf(line.unit, line.name as IngredientName, line.method),
      brand: line.brand ?? null,
      optional: line.optional ?? false,
    })),
  };
}

/** Turns a written recipe into the stored shape, deriving its tags, and validates it. */
export function toCatalogRecipe(source: TCatalogSource): TCatalogRecipe {
  const sections = [
    ...(source.ingredients ? [toSection("", source.ingredients)] : []),
    ...(source.sections ?? []).map((section) => toSection(section.name, section.ingredients)),
  ];
  const names = sections.flatMap((s) => s.ingredients.map((i) => i.ingredient_name as IngredientName));
  const courses: readonly Course[] = typeof source.course === "string" ? [source.course] : source.course;
  const tags = [...new Set([...courses, source.cuisine, ...dietsOf(names), ...(source.tags ?? [])])];
  return ZCatalogRecipe.parse({
    title: source.title,
    servings: source.servings,
    prep_time_min: source.minutes.prep,
    wait_time_min: source.minutes.wait,
    cook_time_min: source.minutes.cook,
    data_source: "catalog",
    data_source_name: CATALOG_SOURCE_NAME,
    instructions: source.steps.map((instruction, index) => ({ step_number: index + 1, instruction })),
    sections,
    tags,
    equipment: [...new Set(source.equipment)],
  });
}
