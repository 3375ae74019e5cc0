import type { RecipeUnit } from "@simmer/domain";
import type { PageNutrition } from "./nutrition";

/** What one extraction path found, before ingredient lines are structured. */
export interface RawRecipe {
  title: string | null;
  image: string | null;
  servings: number | null;
  /** The yield as the page wrote it when it counts things, not servings ("2 pies"). */
  yieldText: string | null;
  prep: number | null;
  cook: number | null;
  total: number | null;
  groups: { name: string; lines: string[] }[];
  steps: string[];
  tags: string[];
  equipment: string[];
  /** Per-serving figures the page states, if any. */
  nutrition: PageNutrition | null;
}

export interface WebIngredientLine {
  ingredient_name: string;
  quantity: string;
  unit: RecipeUnit;
  method: string | null;
  brand: string | null;
  optional: boolean;
  /** The line as the page wrote it: text only, whitespace collapsed, entities decoded. */
  original: string;
}

/** The recipe edit payload's shape, each ingredient line carrying its original text. */
export interface WebRecipe {
  title: string;
  servings: number;
  /** The page's yield as written when it counts things, not servings ("2 pies"); null otherwise (ADR 143). */
  yield_text: string | null;
  prep_time_min: number;
  wait_time_min: number;
  cook_time_min: number;
  total_time_min: number | null;
  tags: string[];
  data_source_name: string | null;
  data_source_link: string | null;
  image_url: string | null;
  instructions: { step_number: number; instruction: string }[];
  sections: { section_name: string; ingredients: WebIngredientLine[] }[];
  equipment: string[];
  /** Per-serving figures the page states; null when it states none. */
  nutrition: PageNutrition | null;
}

export type ExtractSource = "json-ld" | "app-state" | "plugin" | "microdata" | "heuristic";

export type ExtractResult =
  { found: true; recipe: WebRecipe; warnings: string[]; source: ExtractSource } | { found: false; message: string };

export function emptyRaw(): RawRecipe {
  return {
    title: null,
    image: null,
    servings: null,
    yieldText: null,
    prep: null,
    cook: null,
    total: null,
    groups: [],
    steps: [],
    tags: [],
    equipment: [],
    nutrition: null,
  };
}

export function ingredientCount(raw: RawRecipe): number {
  return raw.groups.reduce((n, g) => n + g.lines.length, 0);
}
