import type { TNutritionSource, TRecipeNutrientField } from "@simmer/contracts";

export const NUTRITION_LABELS: { field: TRecipeNutrientField; label: string; unit: string }[] = [
  { field: "calories", label: "Calories", unit: "kcal" },
  { field: "fat", label: "Fat", unit: "g" },
  { field: "sat_fat", label: "Saturated fat", unit: "g" },
  { field: "carbs", label: "Carbs", unit: "g" },
  { field: "fiber", label: "Fiber", unit: "g" },
  { field: "sugar", label: "Sugar", unit: "g" },
  { field: "protein", label: "Protein", unit: "g" },
  { field: "sodium", label: "Sodium", unit: "mg" },
  { field: "cholesterol", label: "Cholesterol", unit: "mg" },
];

/** Nutrition is shown only if some value is present and is not 'no answer' (docs/product.md#validation). */
export function hasNutrition(recipe: Partial<Record<TRecipeNutrientField, unknown>>): boolean {
  return NUTRITION_LABELS.some(({ field }) => {
    const value = recipe[field];
    if (value === null || value === undefined || value === "") return false;
    return !(typeof value === "string" && value.trim().toLowerCase() === "no answer");
  });
}

/** How the form and the recipe view name where a recipe's nutrition comes from (ADR 125). */
export const NUTRITION_SOURCE_LABELS: Record<TNutritionSource, string> = {
  ingredients: "Calculated from the ingredients",
  page: "The recipe's web page",
  manual: "Entered by hand",
};

/** What the recipe view says of its figures. */
export const NUTRITION_SOURCE_SENTENCES: Record<TNutritionSource, string> = {
  ingredients: "Calculated from the ingredients (USDA data).",
  page: "As stated on the recipe's web page.",
  manual: "Entered by hand.",
};
