import { describe, expect, it } from "vitest";
import { buildPlanModel } from "./model";
import { readSolution } from "./solution";
import { checkPlan } from "./check";
import { startingPoint } from "./start";
import { slotKey } from "./meals";
import { planInput, planRecipe } from "./testing";
import type { GenerateInput, PlanRecipe } from "./types";

const everywhere = (input: GenerateInput) => {
  const map = new Map<string, readonly PlanRecipe[]>();
  for (const day of input.rules.days) for (const meal of input.rules.meals) map.set(slotKey(day, meal), input.recipes);
  return map;
};

describe("readSolution", () => {
  const recipes = [planRecipe(1, { calories: 400, ingredientIds: [7] }), planRecipe(2, { calories: 600, tags: ["main", "fish"] })];
  const input = planInput(
    recipes,
    { days: [0, 1], meals: ["Lunch", "Dinner"], people: 2, leftovers: true, maxServingsPerPerson: 2, tagRules: [{ tag: "fish", min: 3 }] },
    {
      targets: { calories: 2000, protein: 0, carbs: 0, fat: 0, tolerance: { calories: 100, protein: 0, carbs: 0, fat: 0 } },
    },
  );
  const model = buildPlanModel(input, everywhere(input));

  it("puts the chosen recipes in their slots, with extra servings and leftovers, and totals per person", () => {
    // Monday: lunch 1 (3 servings for 2), dinner 2; Tuesday: lunch eats Monday's dinner, dinner 1.
    const values = new Map([
      ["x_0_1", 1],
      ["u_0_1", 1],
      ["x_1_2", 1],
      ["l_2_2", 1],
      ["x_3_1", 1],
    ]);
    const tagSlack = model.slacks.find((s) => s.rule === "tag:fish>=3");
    // An eater without targets of their own keeps the model's servings (portions.test.ts settles them).
    const asModelled = { ...input, eaters: [{ id: 0, targets: null }] };
    const result = readSolution(asModelled, model, new Map([...values, [tagSlack?.variable ?? "", 1]]));
    expect(result.slots).toEqual([
      { day: 0, meal: "Lunch", recipeId: 1, servings: 3, locked: false, leftoverOf: null },
      { day: 0, meal: "Dinner", recipeId: 2, servings: 2, locked: false, leftoverOf: null },
      { day: 1, meal: "Lunch", recipeId: 2, servings: 2, locked: false, leftoverOf: { day: 0, meal: "Dinner" } },
      { day: 1, meal: "Dinner", recipeId: 1, servings: 2, locked: false, leftoverOf: null },
    ]);
    expect(result.days).toEqual([
      { day: 0, calories: 1200, protein: 62.5, carbs: 150, fat: 37.5 },
      { day: 1, calories: 1000, protein: 50, carbs: 120, fat: 30 },
    ]);
    expect(result.missingIngredientIds).toEqual([7]);
    expect(result.relaxed).toEqual([
      { rule: "tag:fish>=3", message: "Not enough fish recipes fit the other rules, so fish at least 3 times a week was relaxed." },
    ]);
  });

  it("reports an empty slot as relaxed, naming the slot", () => {
    const result = readSolution(
      input,
      model,
      new Map([
        ["empty_0", 1],
        ["x_1_2", 1],
        ["l_2_2", 1],
        ["x_3_1", 1],
      ]),
    );
    expect(result.slots[0]).toMatchObject({ day: 0, meal: "Lunch", recipeId: null });
    expect(result.relaxed.map((r) => r.message)).toContain("No recipe fits Monday Lunch under the rules, so it was left empty.");
  });

  it("reads the starting plan as a complete answer: every slot filled, leftovers kept, any broken rule named", () => {
    const result = readSolution(input, model, startingPoint(input, model));
    expect(result.slots.every((s) => s.recipeId !== null)).toBe(true);
    expect(result.slots[2]?.leftoverOf).toEqual({ day: 0, meal: "Dinner" });
    expect(checkPlan(input, result)).toEqual([]);
    const noFish = { ...input, recipes: [recipes[0] as PlanRecipe] };
    const small = buildPlanModel(noFish, everywhere(noFish));
    const fallback = readSolution(noFish, small, startingPoint(noFish, small));
    expect(fallback.relaxed.map((r) => r.rule)).toEqual(["tag:fish>=3"]);
    expect(checkPlan(noFish, fallback)).toEqual([]);
  });
});
