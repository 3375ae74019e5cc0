import { describe, expect, it } from "vitest";
import { buildPlanModel, PLAN_WEIGHTS, type PlanModel } from "./model";
import { planInput, planRecipe } from "./testing";
import { slotKey } from "./meals";
import type { GenerateInput, PlanRecipe } from "./types";

const all = (input: GenerateInput): Map<string, readonly PlanRecipe[]> => {
  const map = new Map<string, readonly PlanRecipe[]>();
  for (const day of input.rules.days) for (const meal of input.rules.meals) map.set(slotKey(day, meal), input.recipes);
  return map;
};
const build = (input: GenerateInput): PlanModel => buildPlanModel(input, all(input));
const constraint = (model: PlanModel, name: string) => model.constraints.find((c) => c.name === name);
const names = (model: PlanModel, prefix: string) => model.variables.filter((v) => v.name.startsWith(prefix)).map((v) => v.name);

describe("buildPlanModel", () => {
  it("has one binary per slot and candidate, and one-recipe-per-slot rows with an empty-slot slack", () => {
    const model = build(planInput([planRecipe(1), planRecipe(2), planRecipe(3)]));
    expect(names(model, "x_")).toEqual(["x_0_1", "x_0_2", "x_0_3", "x_1_1", "x_1_2", "x_1_3"]);
    expect(model.variables.filter((v) => v.name.startsWith("x_")).every((v) => v.binary && v.upper === 1)).toBe(true);
    expect(constraint(model, "slot_0")).toEqual({
      name: "slot_0",
      terms: [
        ["x_0_1", 1],
        ["x_0_2", 1],
        ["x_0_3", 1],
        ["empty_0", 1],
      ],
      min: 1,
      max: 1,
    });
    expect(model.variables.find((v) => v.name === "empty_1")?.cost).toBe(PLAN_WEIGHTS.emptySlot);
    expect(model.slacks.map((s) => s.rule)).toEqual(["slot:0:Lunch", "slot:0:Dinner"]);
    // No targets, no owned preference, no rules: only the mild penalty for cooking a recipe twice.
    expect(model.constraints.map((c) => c.name)).toEqual(["slot_0", "slot_1", "variety_1", "variety_2", "variety_3"]);
    expect(constraint(model, "variety_1")?.terms).toEqual([
      ["x_0_1", 1],
      ["x_1_1", 1],
      ["w_1", -1],
    ]);
  });

  it("keeps locked slots out of the model and fills only the scope", () => {
    const recipes = [planRecipe(1), planRecipe(2)];
    const input = planInput(
      recipes,
      { days: [0, 1] },
      {
        slots: [{ day: 0, meal: "Lunch", recipeId: 2, servings: 1, locked: true, leftoverOf: null }],
        scope: { kind: "day", day: 0 },
      },
    );
    const model = build(input);
    expect(model.layout.open).toEqual([{ day: 0, meal: "Dinner" }]);
    expect(model.layout.kept.map((s) => s.recipeId)).toEqual([2]);
    expect(names(model, "x_")).toEqual(["x_0_1", "x_0_2"]);
  });

  it("prices a recipe over the time cap as a relaxed rule, weekday and weekend apart", () => {
    const input = planInput([planRecipe(1, { totalTimeMin: 15 }), planRecipe(2, { totalTimeMin: 60 })], {
      days: [0, 5],
      meals: ["Dinner"],
      maxTimeWeekday: 30,
      maxTimeWeekend: 90,
    });
    const model = build(input);
    const slow = model.assignments.filter((a) => a.recipeId === 2);
    expect(slow.map((a) => [a.day, a.relaxes])).toEqual([
      [0, "time:weekday"],
      [5, null],
    ]);
    expect(model.variables.find((v) => v.name === "x_0_2")?.cost).toBeGreaterThanOrEqual(PLAN_WEIGHTS.rule);
  });

  it("counts tag rules over the week, kept slots included, with a slack each way", () => {
    const fish = planRecipe(1, { tags: ["main", "fish"] });
    const input = planInput(
      [fish, planRecipe(2)],
      { days: [0, 1], meals: ["Dinner"], tagRules: [{ tag: "Fish", min: 2, max: 3 }] },
      {
        slots: [{ day: 1, meal: "Dinner", recipeId: 1, servings: 1, locked: true, leftoverOf: null }],
      },
    );
    const model = build(input);
    const min = model.constraints.find((c) => c.name.startsWith("tagmin_"));
    const max = model.constraints.find((c) => c.name.startsWith("tagmax_"));
    expect(min?.terms).toEqual([
      ["x_0_1", 1],
      [expect.stringMatching(/^s_tagmin_/), 1],
    ]);
    expect(min?.min).toBe(1); // one fish dinner is already locked in
    expect(max?.max).toBe(2);
    expect(model.slacks.map((s) => s.rule)).toContain("tag:fish>=2");
    expect(model.slacks.map((s) => s.rule)).toContain("tag:fish<=3");
  });

  it("forbids a repeat inside every window of N days, and not across it", () => {
    const input = planInput([planRecipe(1), planRecipe(2)], { days: [0, 1, 2], meals: ["Dinner"], noRepeatDays: 2 });
    const model = build(input);
    const windows = model.constraints.filter((c) => c.name.startsWith("repeat_"));
    expect(windows.map((c) => c.name)).toEqual(["repeat_0_1", "repeat_0_2", "repeat_1_1", "repeat_1_2"]);
    expect(constraint(model, "repeat_1_2")?.terms).toEqual([
      ["x_1_2", 1],
      ["x_2_2", 1],
      ["s_repeat_1_2", -1],
    ]);
    expect(constraint(model, "repeat_1_2")?.max).toBe(1);
  });

  it("links a leftover lunch to the dinner the day before", () => {
    const input = planInput([planRecipe(1), planRecipe(2)], { days: [0, 1], meals: ["Lunch", "Dinner"], leftovers: true });
    const model = build(input);
    expect(model.layout.leftovers).toEqual([{ lunch: { day: 1, meal: "Lunch" }, dinner: { day: 0, meal: "Dinner" }, keptRecipeId: null }]);
    // open slots: 0 Lunch, 0 Dinner, 1 Lunch, 1 Dinner → the lunch is slot 2, its dinner slot 1
    expect(constraint(model, "leftover_2_1")?.terms).toEqual([
      ["l_2_1", 1],
      ["x_1_1", -1],
    ]);
    expect(constraint(model, "leftovers_2")?.terms).toEqual([
      ["l_2_1", 1],
      ["l_2_2", 1],
      ["s_leftover_2", 1],
    ]);
    expect(constraint(model, "slot_2")?.terms.map(([v]) => v)).toEqual(["x_2_1", "x_2_2", "l_2_1", "l_2_2", "empty_2"]);
  });

  it("measures each day's nutrition against the target share with deviation and out-of-tolerance slacks", () => {
    const input = planInput(
      [planRecipe(1, { calories: 700 }), planRecipe(2, { calories: 0 })],
      { meals: ["Lunch", "Dinner"] },
      {
        targets: { calories: 1800, protein: 0, carbs: 0, fat: 0, tolerance: { calories: 180, protein: 0, carbs: 0, fat: 0 } },
      },
    );
    const model = build(input);
    const row = constraint(model, "nut_0_calories");
    expect(row?.terms).toEqual([
      ["x_0_1", 700],
      ["x_1_1", 700],
      ["p_0_calories", -1],
      ["n_0_calories", 1],
    ]);
    expect(row?.min).toBe(1800);
    expect(constraint(model, "nut_over_0_calories")).toMatchObject({
      terms: [
        ["o_0_calories", 1],
        ["p_0_calories", -1],
      ],
      min: -180,
    });
    expect(model.constraints.some((c) => c.name.startsWith("nut_0_protein"))).toBe(false); // no protein target
  });

  it("charges an ingredient only one candidate needs to that recipe, and shares the others through z", () => {
    const input = planInput(
      [planRecipe(1, { ingredientIds: [10, 11] }), planRecipe(2, { ingredientIds: [10, 12] }), planRecipe(3, { ingredientIds: [12] })],
      { meals: ["Dinner"], preferOwned: true },
      { ownedIngredientIds: new Set([12]) },
    );
    const model = build(input);
    expect(model.purchases).toEqual([{ variable: "z_10", ingredientId: 10 }]);
    expect(constraint(model, "missing_10_1")?.terms).toEqual([
      ["z_10", 1],
      ["x_0_1", -1],
    ]);
    const cost = (name: string) => model.variables.find((v) => v.name === name)?.cost ?? 0;
    expect(cost("x_0_1")).toBeGreaterThanOrEqual(PLAN_WEIGHTS.missingIngredient); // 11 is its alone
    expect(cost("x_0_3")).toBeLessThan(PLAN_WEIGHTS.missingIngredient); // 12 is owned
  });

  it("is the same model for the same input", () => {
    const input = planInput(
      [planRecipe(1), planRecipe(2, { tags: ["main", "thai"] })],
      { days: [0, 1, 2], noRepeatDays: 3, preferOwned: true },
      { seed: 7 },
    );
    expect(build(input)).toEqual(build(input));
  });
});
