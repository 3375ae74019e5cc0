import type { TNutritionSource, TRecipeDetail, TRecipeNutrientField, TRecipeVisibility } from "@simmer/contracts";
import { hasAmount } from "@simmer/domain";

export interface IngredientDraft {
  key: string;
  ingredient_name: string;
  quantity: string;
  unit: string;
  method: string;
  brand: string;
  optional: boolean;
  food_ndb_no: string | null;
  /** Count this "to taste", optional or garnish line's amount in the nutrition (ADR 141). */
  count_anyway: boolean;
  /** The line as the page or the other app wrote it, for an imported line; kept through edits (ADR 143). */
  original?: string;
}

export interface SectionDraft {
  key: string;
  section_name: string;
  ingredients: IngredientDraft[];
}

export interface ListDraft {
  key: string;
  text: string;
}

export type NutritionDraft = Record<TRecipeNutrientField, string>;

export interface RecipeDraft {
  title: string;
  image_url: string | null;
  data_source_name: string;
  data_source_link: string;
  prep_time_min: string;
  wait_time_min: string;
  cook_time_min: string;
  servings: string;
  /** What the recipe makes when that is not servings ("2 pies"), as written; empty for none (ADR 143). */
  yield_text: string;
  nutrition: NutritionDraft;
  /** Where the nutrition comes from; `ingredients` is recomputed by the server on save (ADR 125). */
  nutrition_source: TNutritionSource;
  /** The servings the manual figures were written for, to offer rescaling when servings change. */
  nutrition_servings: string;
  instructions: ListDraft[];
  sections: SectionDraft[];
  tags: ListDraft[];
  equipment: ListDraft[];
  /**
   * Who else sees the recipe (ADR 127); null on a new recipe until the person chooses, so the
   * server applies their default from Settings.
   */
  visibility: TRecipeVisibility | null;
}

let keySeed = 0;
export const newKey = () => `k${(keySeed += 1)}`;

export function emptyIngredient(): IngredientDraft {
  return {
    key: newKey(),
    ingredient_name: "",
    quantity: "",
    unit: "",
    method: "",
    brand: "",
    optional: false,
    food_ndb_no: null,
    count_anyway: false,
  };
}

export function emptySection(): SectionDraft {
  return { key: newKey(), section_name: "", ingredients: [emptyIngredient()] };
}

const NUTRIENTS: TRecipeNutrientField[] = ["calories", "fat", "sat_fat", "carbs", "fiber", "sugar", "protein", "sodium", "cholesterol"];

/**
 * Per-serving figures written for `from` servings, as they read for `to` servings: the recipe's
 * whole is unchanged, so each serving gets from/to of what it had. Blank figures stay blank.
 */
export function rescaleNutrition(nutrition: NutritionDraft, from: number, to: number): NutritionDraft {
  if (!(from > 0) || !(to > 0)) return nutrition;
  return Object.fromEntries(
    NUTRIENTS.map((field) => {
      const value = Number(nutrition[field]);
      return [
        field,
        nutrition[field].trim() === "" || !Number.isFinite(value)
          ? nutrition[field]
          : String(Math.round(((value * from) / to) * 100) / 100),
      ];
    }),
  ) as NutritionDraft;
}

export function emptyDraft(): RecipeDraft {
  return {
    title: "",
    image_url: null,
    data_source_name: "",
    data_source_link: "",
    prep_time_min: "0",
    wait_time_min: "0",
    cook_time_min: "0",
    servings: "1",
    yield_text: "",
    nutrition: Object.fromEntries(NUTRIENTS.map((n) => [n, ""])) as NutritionDraft,
    nutrition_source: "ingredients",
    nutrition_servings: "1",
    instructions: [{ key: newKey(), text: "" }],
    sections: [emptySection()],
    tags: [],
    equipment: [],
    visibility: null,
  };
}

export function draftFromDetail(recipe: TRecipeDetail): RecipeDraft {
  return {
    title: recipe.title,
    image_url: recipe.image_url,
    data_source_name: recipe.data_source_name ?? "",
    data_source_link: recipe.data_source_link ?? "",
    prep_time_min: String(recipe.prep_time_min),
    wait_time_min: String(recipe.wait_time_min),
    cook_time_min: String(recipe.cook_time_min),
    servings: String(recipe.servings),
    yield_text: recipe.yield_text ?? "",
    nutrition: Object.fromEntries(NUTRIENTS.map((n) => [n, recipe[n] === null ? "" : String(recipe[n])])) as NutritionDraft,
    nutrition_source: recipe.nutrition_source,
    nutrition_servings: String(recipe.servings),
    instructions: recipe.instructions.map((s) => ({ key: newKey(), text: s.instruction })),
    sections: recipe.sections.map((s) => ({
      key: newKey(),
      section_name: s.section_name,
      ingredients: s.ingredients.map((line) => ({
        key: newKey(),
        ingredient_name: line.ingredient_name,
        quantity: line.quantity,
        // A line with no amount is stored with "units" (ADR 121); the form shows its unit empty.
        unit: hasAmount(line.quantity) ? line.unit : "",
        method: line.method ?? "",
        brand: line.brand ?? "",
        optional: line.optional,
        food_ndb_no: line.food_match_manual ? line.food_ndb_no : null,
        count_anyway: line.count_anyway,
        ...(line.original ? { original: line.original } : {}),
      })),
    })),
    tags: recipe.tags.map((text) => ({ key: newKey(), text })),
    equipment: recipe.equipment_names.map((text) => ({ key: newKey(), text })),
    visibility: recipe.visibility,
  };
}

/** A draft as content only: the row keys are the form's own bookkeeping, not something typed. */
function content(draft: RecipeDraft): string {
  return JSON.stringify(draft, (name, value: unknown) => (name === "key" ? undefined : value));
}

/** True when the person changed something since the form opened (an image chosen counts). */
export function isDraftChanged(initial: RecipeDraft, current: RecipeDraft, imageChosen = false): boolean {
  return imageChosen || content(initial) !== content(current);
}

/** The multipart recipe form (docs/product.md#api): text fields, JSON lists and the optional image file. */
export function draftToFormData(draft: RecipeDraft, image: File | null): FormData {
  const form = new FormData();
  form.append("title", draft.title.trim());
  form.append("data_source_name", draft.data_source_name.trim());
  form.append("data_source_link", draft.data_source_link.trim());
  form.append("prep_time_min", draft.prep_time_min.trim() || "0");
  form.append("wait_time_min", draft.wait_time_min.trim() || "0");
  form.append("cook_time_min", draft.cook_time_min.trim() || "0");
  form.append("servings", draft.servings.trim() || "1");
  form.append("yield_text", draft.yield_text.trim());
  for (const field of NUTRIENTS) form.append(field, draft.nutrition[field].trim());
  form.append("nutrition_source", draft.nutrition_source);
  form.append("instructions", JSON.stringify(draft.instructions.map((s, i) => ({ step_number: i + 1, instruction: s.text.trim() }))));
  form.append(
    "sections",
    JSON.stringify(
      draft.sections.map((s) => ({
        section_name: s.section_name.trim(),
        ingredients: s.ingredients.map((line) => ({
          ingredient_name: line.ingredient_name.trim(),
          quantity: line.quantity.trim(),
          unit: line.unit,
          method: line.method.trim() || null,
          brand: line.brand.trim() || null,
          optional: line.optional,
          food_ndb_no: line.food_ndb_no,
          count_anyway: line.count_anyway,
          original: line.original ?? null,
        })),
      })),
    ),
  );
  form.append("tags", JSON.stringify(draft.tags.map((t) => t.text.trim()).filter((t) => t !== "")));
  form.append("equipment", JSON.stringify(draft.equipment.map((e) => e.text.trim())));
  form.append("image_url", draft.image_url ?? "");
  if (draft.visibility) form.append("visibility", draft.visibility);
  if (image) form.append("image", image);
  return form;
}
