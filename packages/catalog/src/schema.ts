import { z } from "zod";
import { RECIPE_UNITS } from "@simmer/domain";
import { COURSES, CUISINES } from "./taxonomy";
import { CAN_OUNCES, EQUIPMENT, INGREDIENTS, isIngredientName } from "./vocabulary";
import { closestWord } from "./closest-word";

const QUANTITY = /^(\d+(\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)$/;
const TAG = /^[a-z][a-z' -]*$/;

function unknown(kind: string, words: readonly string[]) {
  return (issue: { input?: unknown }) => {
    const written = String(issue.input);
    const guess = closestWord(written, words);
    return `unknown ${kind} '${written}'${guess ? ` (did you mean '${guess}'?)` : ""}`;
  };
}

const ingredientNames = Object.keys(INGREDIENTS);

/** One ingredient line as written in a course file. */
export const ZCatalogLine = z
  .object({
    quantity: z.string().regex(QUANTITY, "quantity must be a number, fraction or mixed number"),
    unit: z.enum(RECIPE_UNITS, { error: unknown("unit", RECIPE_UNITS) }),
    name: z.string().refine(isIngredientName, { error: unknown("ingredient", ingredientNames) }),
    method: z.string().trim().min(1).optional(),
    optional: z.literal(true).optional(),
    brand: z.string().trim().min(1).optional(),
  })
  .strict()
  .refine((line) => line.unit !== "cans" || !isIngredientName(line.name) || CAN_OUNCES[line.name] !== undefined, {
    error: (issue) => `no can size for '${(issue.input as { name: string }).name}': add it to canOunces in vocabulary.json`,
  });
export type TCatalogLine = z.infer<typeof ZCatalogLine>;

/**
 * A recipe as written in a course file (`content/<course>.json`). Single-part recipes list
 * `ingredients`; recipes in parts ("Dough", "Filling") list named `sections` instead.
 */
export const ZCatalogSource = z
  .object({
    title: z.string().trim().min(3).max(120),
    course: z.union([z.enum(COURSES), z.array(z.enum(COURSES)).min(1)]),
    cuisine: z.enum(CUISINES, { error: unknown("cuisine", CUISINES) }),
    servings: z.number().int().min(1).max(48),
    /** Minutes of prep, hands-off wait (rising, marinating, chilling) and cook. */
    minutes: z
      .object({
        prep: z
          .number()
          .int()
          .min(0)
          .max(24 * 60),
        wait: z
          .number()
          .int()
          .min(0)
          .max(3 * 24 * 60),
        cook: z
          .number()
          .int()
          .min(0)
          .max(24 * 60),
      })
      .strict(),
    ingredients: z.array(ZCatalogLine).min(1).optional(),
    sections: z
      .array(z.object({ name: z.string().trim().min(1), ingredients: z.array(ZCatalogLine).min(1) }).strict())
      .min(2)
      .optional(),
    steps: z.array(z.string().trim().min(10).max(600)).min(4).max(10),
    equipment: z.array(z.string().refine((name) => EQUIPMENT.includes(name), { error: unknown("equipment", EQUIPMENT) })).min(1),
    /** Tags beyond course, cuisine and the derived diets. */
    tags: z.array(z.string().regex(TAG, "a tag is lower-case words")).optional(),
  })
  .strict()
  .refine((recipe) => (recipe.ingredients === undefined) !== (recipe.sections === undefined), {
    error: "write either ingredients or sections, not both and not neither",
  });
export type TCatalogSource = z.infer<typeof ZCatalogSource>;

/** One course file: its recipes in the order they are dealt out to Browse. */
export const ZCatalogFile = z.array(ZCatalogSource).min(1);

/** The recipe the seeder hands to the recipe service: the documented field names (docs/product.md#data). */
export const ZCatalogRecipe = z.object({
  title: z.string().trim().min(3).max(120),
  servings: z.number().int().min(1).max(48),
  prep_time_min: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  wait_time_min: z
    .number()
    .int()
    .min(0)
    .max(3 * 24 * 60),
  cook_time_min: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
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
              ingredient_name: z.string().refine((name): boolean => isIngredientName(name), "not in the vocabulary"),
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
  tags: z.array(z.string().regex(TAG)).min(2),
  equipment: z.array(z.string().refine((name) => EQUIPMENT.includes(name), "not in the vocabulary")).min(1),
});
export type TCatalogRecipe = z.infer<typeof ZCatalogRecipe>;
