import type { TRecipeNutrientField } from "@simmer/contracts";

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
