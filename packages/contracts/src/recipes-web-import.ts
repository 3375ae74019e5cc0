import { z } from "zod";
import { text, withoutUnsafeText } from "./input";
import { WEB_IMPORT_MESSAGES } from "./messages/recipes";
import { PER_SERVING_FIELDS, type TPerServingField } from "./foods";
import { RECIPE_FORM_UNITS, ZRecipeDetail } from "./recipes";

// ---------------------------------------------------------------------------------------------
// Importing a recipe from a web page (issue 12, ADR 063, 064, 065)
// ---------------------------------------------------------------------------------------------

export const WEB_IMPORT_LIMITS = {
  /** Characters of a link to import or an image to fetch. */
  urlMax: 2000,
  /** Characters of page source a browser may send with `{ url, html }` (about 5 MB). */
  htmlMax: 5 * 1024 * 1024,
  /** Imports (pages and images fetched for the form) one person may start per minute. */
  perMinute: 30,
} as const;

/** An http(s) address a person pasted; the fetcher checks where it really points. */
const webAddress = (field: string) =>
  text(field, `${field} is required.`)
    .trim()
    .min(1, `${field} is required.`)
    .max(WEB_IMPORT_LIMITS.urlMax, `${field} is too long.`)
    .regex(/^https?:\/\/\S+$/i, WEB_IMPORT_MESSAGES.invalidUrl);

/**
 * `{ url }`: Simmer fetches the page. `{ url, html }`: Simmer reads the page source the browser
 * sent as if it came from `url`, and never fetches `url`.
 */
export const ZWebImportInput = z.object({
  url: webAddress("url"),
  // A page a browser shows may hold a NUL or a broken surrogate: it is read without them, not refused (ADR 133).
  html: z
    .preprocess(
      (v) => (typeof v === "string" ? withoutUnsafeText(v) : v),
      text("html").max(WEB_IMPORT_LIMITS.htmlMax, WEB_IMPORT_MESSAGES.htmlTooLarge),
    )
    .optional(),
});
export type TWebImportInput = z.input<typeof ZWebImportInput>;

/** One ingredient line as the recipe form takes it, plus the line exactly as the page wrote it. */
export const ZWebIngredientLine = z.object({
  ingredient_name: z.string(),
  quantity: z.string(),
  unit: z.enum(RECIPE_FORM_UNITS),
  method: z.string().nullable(),
  brand: z.string().nullable(),
  optional: z.boolean(),
  original: z.string(),
});
export type TWebIngredientLine = z.infer<typeof ZWebIngredientLine>;

/** The recipe edit payload's shape (ZRecipeInput), filled from the page; nothing is saved yet. */
export const ZWebRecipe = z.object({
  title: z.string(),
  servings: z.number().int(),
  /** The page's yield as written when it counts things rather than servings ("2 pies"); null otherwise (ADR 143). */
  yield_text: z.string().nullable(),
  prep_time_min: z.number().int(),
  wait_time_min: z.number().int(),
  cook_time_min: z.number().int(),
  total_time_min: z.number().int().nullable(),
  tags: z.array(z.string()),
  data_source_name: z.string().nullable(),
  data_source_link: z.string().nullable(),
  image_url: z.string().nullable(),
  instructions: z.array(z.object({ step_number: z.number().int(), instruction: z.string() })),
  sections: z.array(z.object({ section_name: z.string(), ingredients: z.array(ZWebIngredientLine) })),
  equipment: z.array(z.string()),
  /** Per-serving figures the page itself states (schema.org `nutrition`); null when it states none. */
  nutrition: z
    .object(
      Object.fromEntries(PER_SERVING_FIELDS.map((field) => [field, z.number().optional()])) as Record<
        TPerServingField,
        z.ZodOptional<z.ZodNumber>
      >,
    )
    .nullable(),
});
export type TWebRecipe = z.infer<typeof ZWebRecipe>;

/** One of the caller's own recipes that already names this page as its source. */
export const ZWebImportDuplicate = z.object({ id: z.number().int(), title: z.string() });
export type TWebImportDuplicate = z.infer<typeof ZWebImportDuplicate>;

export const ZWebImportResult = z.object({
  recipe: ZWebRecipe,
  /** Plain sentences about what could not be placed, e.g. lines kept as written. */
  warnings: z.array(z.string()),
  duplicate: ZWebImportDuplicate.nullable(),
});
export type TWebImportResult = z.infer<typeof ZWebImportResult>;

/** A remote image to fetch, check and store as an unused upload of the caller. */
export const ZImageFromUrlInput = z.object({ url: webAddress("url") });
export type TImageFromUrlInput = z.input<typeof ZImageFromUrlInput>;

/**
 * What recipes.add and recipes.edit answer: the detail, plus `warnings` when something did not
 * go as asked (a remote image that could not be stored) but the recipe was saved all the same.
 */
export const ZRecipeSaved = ZRecipeDetail.extend({ warnings: z.array(z.string()).optional() });
export type TRecipeSaved = z.infer<typeof ZRecipeSaved>;
