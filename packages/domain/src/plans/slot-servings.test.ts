import { describe, expect, it } from "vitest";
import { buildPlanModel } from "./model";
import { readSolution } from "./solution";
import { slotKey } from "./meals";
import { planInput, planRecipe } from "./testing";
import { SLOT_SERVINGS_MAX, slotServingsLimit } from "./weights";
import type { PlanRecipe } from "./types";

// No generated slot holds more servings than storage accepts (ADR 116).
describe("slotServingsLimit", () => {
  it("is people × the portion limit, up to what a slot holds", () => {
    expect(SLOT_SERVINGS_MAX).toBe(50);
    expect(slotServingsLimit({ people: 2, maxServingsPerPerson: 3 })).toBe(6);
    expect(slotServingsLimit({ people: 16, maxServingsPerPerson: 3 })).toBe(48);
    expect(slotServingsLimit({ people: 17, maxServingsPerPerson: 3 })).toBe(50);
    expect(slotServingsLimit({ people: 20, maxServingsPerPerson: 3 })).toBe(50);
    expect(slotServingsLimit({ people: 20, maxServingsPerPerson: 2 })).toBe(40);
    expect(slotServingsLimit({ people: 1 })).toBe(1);
  });

  it("reads nonsense as one person with one portion", () => {
    expect(slotServingsLimit({ people: Number.NaN, maxServingsPerPerson: 3 })).toBe(3);
    expect(slotServingsLimit({ people: 0, maxServingsPerPerson: Number.POSITIVE_INFINITY })).toBe(1);
  });
});

describe("a generated slot for twenty people with three portions each", () => {
  const recipes = [planRecipe(1, { calories: 500 }), planRecipe(2, { calories: 450 })];
  const input = planInput(
    recipes,
    { days: [0], meals: ["Dinner"], people: 20, maxServingsPerPerson: 3, dailyCalories: 10000 },
    {
      targets: { calories: 10000, protein: 0, carbs: 0, fat: 0, tolerance: { calories: 100, protein: 0, carbs: 0, fat: 0 } },
    },
  );
  const model = buildPlanModel(input, new Map<string, readonly PlanRecipe[]>([[slotKey(0, "Dinner"), recipes]]));

  it("offers at most 30 extra servings to the solver", () => {
    const extra = model.assignments.find((a) => a.extra)?.extra;
    expect(extra).toBeDefined();
    expect(model.variables.find((v) => v.name === extra)?.upper).toBe(30);
  });

  it("holds at most 50 servings, even when the solver's answer asks for more", () => {
    const chosen = model.assignments.find((a) => a.recipeId === 1 && a.extra)!;
    const result = readSolution(
      input,
      model,
      new Map([
        [chosen.variable, 1],
        [chosen.extra!, 40],
      ]),
    );
    expect(result.slots[0]).toMatchObject({ recipeId: 1, servings: 50 });
  });
});
