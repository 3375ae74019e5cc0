import { z } from "zod";
import { RANGE_FIELDS, RECIPE_NUTRIENT_FIELDS, ZRecipeId, ZRecipeInput, ZRecipeListInput } from "./recipes";
import { ZCombineInput } from "./carts";
import { ZImportAlreadyDone, ZImportDuplicateChoice } from "./recipes";
import { ZFoodSearchInput } from "./foods";
import { zId } from "./input";

/**
 * Shapes of the /api paths (docs/product.md#api) that differ from the procedures' inputs: query strings,
 * the recipe form, the error body. Each maps onto a procedure's schema with `.pipe`, so the
 * REST path validates with the same rules and messages as /trpc.
 */

/** The JSON body of every failed /api call (ADR 004, 008): `error` and `message` carry the same text. */
export const ZApiError = z
  .object({
    error: z.string(),
    message: z.string(),
    code: z.string(),
  })
  .describe("Every failed /api call. `error` and `message` carry the same sentence.");

/** A 409 from a spreadsheet import of a file imported before (ADR 018). */
export const ZImportConflict = ZApiError.extend({ alreadyImported: ZImportAlreadyDone });

/** A query value: given once, repeated (`?a=1&a=2`), or absent. */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();
type QueryValue = z.infer<typeof queryValue>;

/** The last value of a repeated parameter; an empty one counts as absent. */
function one(raw: QueryValue): string | undefined {
  const value = Array.isArray(raw) ? raw.at(-1) : raw;
  return value === undefined || value.trim() === "" ? undefined : value;
}

/** A number, or the raw text so validation names the parameter when it is not one. */
function number(raw: QueryValue): number | string | undefined {
  const value = one(raw);
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

function flag(raw: QueryValue): boolean | string | undefined {
  const value = one(raw);
  if (value === undefined) return undefined;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return value;
}

/** Comma-separated values (the parameter may also repeat). */
function list(raw: QueryValue): string[] | undefined {
  if (raw === undefined) return undefined;
  const items = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter((s) => s !== "");
  return items.length > 0 ? items : undefined;
}

const LIST_NUMBERS = ["limit", "offset", "maxMissingIngredients", "minRating", "notCookedWeeks"] as const;
const LIST_FLAGS = ["filterByGrocerycart", "filterByEquipment", "ingredientsPartial", "equipmentPartial", "cookedBefore"] as const;
const LIST_TEXTS = ["search", "scope", "data_source", "data_source_name", "id"] as const;
const LIST_NAMES = ["filterIngredients", "filterEquipment", "tags"] as const;
const LIST_RANGES = RANGE_FIELDS.flatMap((field) => [`min_${field}`, `max_${field}`] as const);

const listQueryShape = Object.fromEntries(
  [...LIST_NUMBERS, ...LIST_FLAGS, ...LIST_TEXTS, ...LIST_NAMES, ...LIST_RANGES].map((key) => [key, queryValue]),
) as Record<string, typeof queryValue>;

/** Maps GET /api/recipes query parameters (docs/product.md#api) onto the listing's fields. */
export function listInputFromQuery(q: Record<string, QueryValue>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of [...LIST_NUMBERS, ...LIST_RANGES]) input[key] = number(q[key]);
  for (const key of LIST_FLAGS) input[key] = flag(q[key]);
  for (const key of LIST_NAMES) input[key] = list(q[key]);
  for (const key of ["search", "scope", "data_source", "data_source_name"] as const) input[key] = one(q[key]);
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

type RecipesQueryRead = { kind: "detail"; id: string | number } | { kind: "list"; input: Record<string, unknown> };

/**
 * GET /api/recipes reads either way: `?id=` asks for one recipe's detail (the third detail
 * path), anything else is the listing.
 */
export const ZRecipesQuery = z
  .object(listQueryShape)
  .transform((q): RecipesQueryRead => {
    const id = one(q.id);
    return id !== undefined ? { kind: "detail", id } : { kind: "list", input: listInputFromQuery(q) };
  })
  .pipe(
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("detail"), id: zId("id") }),
      z.object({ kind: z.literal("list"), input: ZRecipeListInput }),
    ]),
  );

/** GET /api/recipe-details?recipeId= */
export const ZRecipeDetailsQuery = z
  .object({ recipeId: queryValue })
  .transform((q): { id: string | number } => ({ id: one(q.recipeId) ?? "" }))
  .pipe(ZRecipeId);

/** GET /api/grocery-cart/combined-ingredients?cart_ids=1,2 (or repeated, or `cart_ids[]`). */
export const ZCombineQuery = z
  .object({ cart_ids: queryValue, "cart_ids[]": queryValue })
  .transform((q): { cart_ids: Array<string | number> } => ({ cart_ids: list(q.cart_ids ?? q["cart_ids[]"]) ?? [] }))
  .pipe(ZCombineInput);

/** GET /api/foods?search=&limit= */
export const ZFoodSearchQuery = z
  .object({ search: queryValue, limit: queryValue })
  .transform((q): { search?: string; limit?: unknown } => ({
    search: (Array.isArray(q.search) ? q.search.at(-1) : q.search) ?? "",
    limit: one(q.limit),
  }))
  .pipe(ZFoodSearchInput);

/** POST /api/recipes/import/start?duplicates= (the form field of that name works too). */
export const ZImportStartQuery = z.object({ duplicates: ZImportDuplicateChoice.optional() });

// ---------------------------------------------------------------------------------------------
// The multipart recipe form (docs/product.md#api): POST /api/recipes/add, PUT /api/recipes/edit/{id}
// ---------------------------------------------------------------------------------------------

/** Nutrition left blank, 'no answer' or 'null' is unknown. */
export const NO_ANSWER = ["", "no answer", "null"] as const;

const formText = z.string().optional();
const formJson = z.string().optional().describe("JSON text");

const RECIPE_FORM_NUMBERS = ["servings", "prep_time_min", "wait_time_min", "cook_time_min", "total_time_min"] as const;

/**
 * The recipe form's fields as sent: every value is text, lists are JSON text. A JSON body may
 * send the same fields with their natural types; they are read as text first.
 */
export const ZRecipeFormFields = z.object({
  title: formText,
  image_url: formText.describe("An uploaded image (/uploads/…) or a web address; ignored when a file `image` is sent."),
  ...Object.fromEntries(RECIPE_FORM_NUMBERS.map((n) => [n, formText])),
  ...Object.fromEntries(RECIPE_NUTRIENT_FIELDS.map((n) => [n, formText.describe("Per serving; blank or 'no answer' is unknown.")])),
  yield_text: formText.describe('What it makes when that is not servings ("2 pies"); blank is none; left out, unchanged on edit.'),
  nutrition_source: formText.describe("ingredients (recomputed from the lines on every save), page or manual; blank is manual."),
  data_source_name: formText,
  data_source_link: formText,
  visibility: formText.describe("household (the household sees it too) or private; blank is your default on add, unchanged on edit."),
  instructions: formJson.describe("JSON: steps as strings or {instruction}."),
  sections: formJson.describe("JSON: [{section_name, ingredients: [{ingredient_name (or name), quantity, unit, …, original}]}]."),
  tags: formJson.describe("JSON: an array of strings."),
  equipment: formJson.describe("JSON: an array of equipment names."),
});

/** The multipart form's fields, with the image file. */
export const ZRecipeFormDoc = ZRecipeFormFields.extend({
  image: z.string().optional().meta({ format: "binary", description: "A JPEG, PNG or WebP photo." }),
});

export type TRecipeFormFields = Record<string, string>;

/** A JSON-text field parsed, or the text itself when it is not JSON (validation then names it). */
export type JsonFieldReader = (text: string, field: string) => unknown;

function numberField(text: string | undefined): number | undefined {
  const value = text?.trim();
  return value === undefined || value === "" ? undefined : Number(value);
}

function nutrientField(text: string | undefined): number | null | undefined {
  const value = text?.trim();
  if (value === undefined) return undefined;
  if ((NO_ANSWER as readonly string[]).includes(value.toLowerCase())) return null;
  return Number(value);
}

/** Ingredient lines may say `name` for `ingredient_name` (the detail answer does). */
function ingredientLines(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((line: unknown) =>
    line !== null && typeof line === "object" && !Array.isArray(line) && !("ingredient_name" in line) && "name" in line
      ? { ...line, ingredient_name: line.name }
      : line,
  );
}

function sectionsOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((section: unknown) =>
    section !== null && typeof section === "object" && !Array.isArray(section) && "ingredients" in section
      ? { ...section, ingredients: ingredientLines(section.ingredients) }
      : section,
  );
}

/** A step may be plain text. */
function instructionsOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((step: unknown) => (typeof step === "string" ? { instruction: step } : step));
}

/**
 * The form's text fields as the recipe input the procedures validate: numbers read, 'no answer'
 * nutrition unknown, JSON lists parsed, `name` read as `ingredient_name`, plain-text steps.
 * `imageUrl` is the stored upload or address the recipe should show.
 */
export function recipeFromForm(
  fields: TRecipeFormFields,
  imageUrl: string | null | undefined,
  readJson: JsonFieldReader,
): Record<string, unknown> {
  const json = (name: string) => {
    const text = fields[name];
    return text === undefined || text.trim() === "" ? undefined : readJson(text, name);
  };
  return {
    title: fields.title,
    image_url: imageUrl,
    ...Object.fromEntries(RECIPE_FORM_NUMBERS.map((n) => [n, numberField(fields[n])])),
    ...Object.fromEntries(RECIPE_NUTRIENT_FIELDS.map((n) => [n, nutrientField(fields[n])])),
    yield_text: fields.yield_text,
    nutrition_source: fields.nutrition_source?.trim() ? fields.nutrition_source.trim() : undefined,
    data_source_name: fields.data_source_name,
    data_source_link: fields.data_source_link,
    visibility: fields.visibility?.trim() ? fields.visibility.trim() : undefined,
    instructions: instructionsOf(json("instructions")),
    sections: sectionsOf(json("sections")),
    tags: json("tags"),
    equipment: json("equipment"),
  };
}

/** Validates what recipeFromForm produced with the recipe rules (the same messages as /trpc). */
export const ZRecipeFromForm = z.record(z.string(), z.unknown()).pipe(ZRecipeInput);

/** A write that answers only a sentence. */
export const ZMessageOutput = z.object({ message: z.string() });
