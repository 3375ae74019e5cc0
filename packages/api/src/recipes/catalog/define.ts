import { z } from "zod";
import { RECIPE_UNITS, type RecipeUnit } from "@simmer/domain";
import { CAN_OUNCES, containsOf, EQUIPMENT, INGREDIENTS, type EquipmentName, type IngredientName } from "./vocabulary";

export const COURSES = ["breakfast", "main", "side", "soup", "salad", "dessert", "snack", "drink"] as const;
export type Course = (typeof COURSES)[number];

export const CUISINES = [
  "american",
  "british",
  "caribbean",
  "chinese",
  "french",
  "greek",
  "indian",
  "italian",
  "japanese",
  "korean",
  "mediterranean",
  "mexican",
  "middle eastern",
  "moroccan",
  "spanish",
  "thai",
  "vietnamese",
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free"] as const;
export type Diet = (typeof DIETS)[number];

export const CATALOG_SOURCE_NAME = "Simmer Test Kitchen";

/** An ingredient line as written in the data files: quantity, unit, name, then method and flags. */
export type Line =
  | readonly [quantity: string, unit: RecipeUnit, name: IngredientName]
  | readonly [quantity: string, unit: RecipeUnit, name: IngredientName, method: string | null]
  | readonly [
      quantity: string,
      unit: RecipeUnit,
      name: IngredientName,
      method: string | null,
      flags: { optional?: boolean; brand?: string },
    ];

/** A recipe as written in the data files; `parts` names sections ("Dough", "Filling") in order. */
export interface CatalogRecipeSource {
  title: string;
  course: Course | readonly Course[];
  cuisine: Cuisine;
  servings: number;
  /** Minutes of prep, hands-off wait (rising, marinating, chilling) and cook. */
  minutes: readonly [prep: number, wait: number, cook: number];
  ingredients?: readonly Line[];
  parts?: Readonly<Record<string, readonly Line[]>>;
  steps: readonly string[];
  equipment: readonly EquipmentName[];
  /** Tags beyond course, cuisine and the derived diets. */
  tags?: readonly string[];
}

const QUANTITY = /^(\d+(\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)$/;

/** The recipe the seeder hands to the recipe service: the spec's field names (§3). */
export const ZCatalogRecipe = z.object({
  title: z.string().trim().min(3).max(120),
  servings: z.number().int().min(1).max(48),
  prep_time_min: z.number().int().min(0).max(24 * 60),
  wait_time_min: z.number().int().min(0).max(3 * 24 * 60),
  cook_time_min: z.number().int().min(0).max(24 * 60),
  data_source: z.literal("catalog"),
  data_source_name: z.string().min(1),
  instructions: z
    .array(z.object({ step_number: z.number().int().min(1), instruction: z.string().trim().min(10).max(600) }))
    .min(4)
    .max(10),
  sections: z
    .array(
      z.object({
        section_name: z.string(),
        ingredients: z
          .array(
            z.object({
              ingredient_name: z.string().refine((name) => Object.hasOwn(INGREDIENTS, name), "not in the vocabulary"),
              quantity: z.string().regex(QUANTITY, "quantity must be a number, fraction or mixed number"),
              unit: z.enum(RECIPE_UNITS),
              method: z.string().trim().min(1).nullable(),
              brand: z.string().trim().min(1).nullable(),
              optional: z.boolean(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  tags: z.array(z.string().regex(/^[a-z][a-z' -]*$/)).min(2),
  equipment: z.array(z.enum(EQUIPMENT)).min(1),
});
export type TCatalogRecipe = z.infer<typeof ZCatalogRecipe>;

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
function methodOf(unit: RecipeUnit, name: IngredientName, method: string | null | undefined): string | null {
  const ounces = unit === "cans" ? CAN_OUNCES[name] : undefined;
  if (unit === "cans" && ounces === undefined) throw new Error(`No can size for ${name}`);
  if (ounces === undefined) return method ?? null;
  return method ? `${ounces}-ounce can, ${method}` : `${ounces}-ounce can`;
}

function toSection(name: string, lines: readonly Line[]): TCatalogRecipe["sections"][number] {
  return {
    section_name: name,
    ingredients: lines.map(([quantity, unit, ingredientName, method, flags]) => ({
      ingredient_name: ingredientName,
      quantity,
      unit,
      method: methodOf(unit, ingredientName, method),
      brand: flags?.brand ?? null,
      optional: flags?.optional ?? false,
    })),
  };
}

/** Turns a written recipe into the stored shape, deriving its tags, and validates it. */
export function toCatalogRecipe(source: CatalogRecipeSource): TCatalogRecipe {
  const sections = [
    ...(source.ingredients ? [toSection("", source.ingredients)] : []),
    ...Object.entries(source.parts ?? {}).map(([name, lines]) => toSection(name, lines)),
  ];
  const names = sections.flatMap((s) => s.ingredients.map((i) => i.ingredient_name as IngredientName));
  const courses: readonly Course[] = typeof source.course === "string" ? [source.course] : source.course;
  const tags = [...new Set([...courses, source.cuisine, ...dietsOf(names), ...(source.tags ?? [])])];
  const [prep, wait, cook] = source.minutes;
  return ZCatalogRecipe.parse({
    title: source.title,
    servings: source.servings,
    prep_time_min: prep,
    wait_time_min: wait,
    cook_time_min: cook,
    data_source: "catalog",
    data_source_name: CATALOG_SOURCE_NAME,
    instructions: source.steps.map((instruction, index) => ({ step_number: index + 1, instruction })),
    sections,
    tags,
    equipment: [...new Set(source.equipment)],
  });
}
