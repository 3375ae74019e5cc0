import { planRules } from "./rules";
import type { GenerateInput, PlanRecipe, PlanRules } from "./types";

/** Builders for the planner's tests: a recipe and an input with every rule off unless given. */
export function planRecipe(id: number, fields: Partial<PlanRecipe> = {}): PlanRecipe {
  return {
    id,
    title: `Recipe ${id}`,
    servings: 4,
    calories: 500,
    protein: 25,
    carbs: 60,
    fat: 15,
    totalTimeMin: 20,
    tags: ["main"],
    ingredientIds: [],
    ...fields,
  };
}

export function planInput(recipes: PlanRecipe[], rules: Partial<PlanRules> = {}, fields: Partial<GenerateInput> = {}): GenerateInput {
  return {
    weekStart: "2026-11-23",
    rules: planRules(rules),
    targets: null,
    slots: [],
    scope: { kind: "week" },
    recipes,
    ownedIngredientIds: new Set(),
    ...fields,
  };
}
