import { describe, expect, it } from "vitest";
import { checkPlan } from "./check";
import { assembleResult } from "./solution";
import { planInput, planRecipe } from "./testing";
import type { GenerateInput, GenerateResult, PlanMeal, PlanSlot, RelaxedRule } from "./types";

const slot = (day: number, meal: PlanMeal, recipeId: number | null, fields: Partial<PlanSlot> = {}): PlanSlot => ({
  day,
  meal,
  recipeId,
  servings: 1,
  locked: false,
  leftoverOf: null,
  ...fields,
});
const result = (input: GenerateInput, slots: PlanSlot[], relaxed: RelaxedRule[] = []): GenerateResult =>
  assembleResult(input, slots, relaxed);

const recipes = [
  planRecipe(1, { tags: ["main", "fish"], totalTimeMin: 20, ingredientIds: [1] }),
  planRecipe(2, { tags: ["main"], totalTimeMin: 60, ingredientIds: [2] }),
  planRecipe(3, { tags: ["main", "dessert"], totalTimeMin: 10, ingredientIds: [3] }),
  planRecipe(4, { tags: ["main"], totalTimeMin: 15, ingredientIds: [4] }),
];
const twoDays = (rules: Parameters<typeof planInput>[1] = {}, fields: Partial<GenerateInput> = {}) =>
  planInput(recipes, { days: [0, 1], meals: ["Lunch", "Dinner"], ...rules }, fields);

describe("checkPlan", () => {
  it("accepts a week that keeps every rule", () => {
    const input = twoDays({
      noRepeatDays: 2,
      tagRules: [
        { tag: "fish", min: 1 },
        { tag: "dessert", max: 1 },
      ],
      maxTimeWeekday: 30,
    });
    const week = [
      slot(0, "Lunch", 1),
      slot(0, "Dinner", 3),
      slot(1, "Lunch", 4),
      slot(1, "Dinner", 3, { leftoverOf: { day: 0, meal: "Dinner" } }),
    ];
    expect(checkPlan({ ...input, rules: { ...input.rules, tagRules: [{ tag: "fish", min: 1 }] } }, result(input, week))).toEqual([]);
  });

  it("names leftovers of a slot that cooked something else", () => {
    const input = twoDays();
    const week = [
      slot(0, "Lunch", 1),
      slot(0, "Dinner", 3),
      slot(1, "Lunch", 4),
      slot(1, "Dinner", 1, { leftoverOf: { day: 0, meal: "Dinner" } }),
    ];
    expect(checkPlan(input, result(input, week))).toEqual(["Tuesday Dinner eats leftovers its source did not cook."]);
  });

  it("names an empty open slot, unless its slot rule was relaxed", () => {
    const input = twoDays();
    const week = [slot(0, "Lunch", 1), slot(0, "Dinner", 2), slot(1, "Lunch", 3), slot(1, "Dinner", null)];
    expect(checkPlan(input, result(input, week))).toEqual(["Tuesday Dinner was left empty."]);
    expect(checkPlan(input, result(input, week, [{ rule: "slot:1:Dinner", message: "…" }]))).toEqual([]);
  });

  it("names a locked slot that changed", () => {
    const input = twoDays({}, { slots: [slot(0, "Lunch", 2, { locked: true })] });
    const week = [slot(0, "Lunch", 1, { locked: true }), slot(0, "Dinner", 2), slot(1, "Lunch", 3), slot(1, "Dinner", 4)];
    expect(checkPlan(input, result(input, week))).toEqual(["Monday Lunch was kept but changed."]);
  });

  it("names an excluded recipe, by tag or by ingredient", () => {
    const byTag = twoDays({ excludeTags: ["Dessert"] });
    const week = [slot(0, "Lunch", 1), slot(0, "Dinner", 3), slot(1, "Lunch", 4), slot(1, "Dinner", 2)];
    expect(checkPlan(byTag, result(byTag, week))).toEqual(["Monday Dinner holds Recipe 3, which the rules exclude."]);
    const byIngredient = twoDays({ excludeIngredientIds: [4] });
    expect(checkPlan(byIngredient, result(byIngredient, week))).toEqual(["Tuesday Lunch holds Recipe 4, which the rules exclude."]);
  });

  it("names a slot over the time cap, unless the cap was relaxed", () => {
    const input = twoDays({ maxTimeWeekday: 30 });
    const week = [slot(0, "Lunch", 1), slot(0, "Dinner", 2), slot(1, "Lunch", 3), slot(1, "Dinner", 4)];
    expect(checkPlan(input, result(input, week))).toEqual(["Monday Dinner takes longer than 30 minutes."]);
    expect(checkPlan(input, result(input, week, [{ rule: "time:weekday", message: "…" }]))).toEqual([]);
  });

  it("names a tag rule broken either way", () => {
    const input = twoDays({
      tagRules: [
        { tag: "fish", min: 1 },
        { tag: "dessert", max: 1 },
      ],
    });
    const week = [slot(0, "Lunch", 3), slot(0, "Dinner", 2), slot(1, "Lunch", 3), slot(1, "Dinner", 4)];
    expect(checkPlan({ ...input, rules: { ...input.rules, noRepeatDays: 0 } }, result(input, week))).toEqual([
      "fish appears 0 times, fewer than 1.",
      "dessert appears 2 times, more than 1.",
    ]);
  });

  it("names a repeat within N days, unless no-repeat was relaxed", () => {
    const input = twoDays({ noRepeatDays: 2 });
    const week = [slot(0, "Lunch", 1), slot(0, "Dinner", 2), slot(1, "Lunch", 1), slot(1, "Dinner", 4)];
    expect(checkPlan(input, result(input, week))).toEqual(["Monday Lunch and Tuesday Lunch repeat a recipe within 2 days."]);
    expect(checkPlan(input, result(input, week, [{ rule: "no-repeat", message: "…" }]))).toEqual([]);
  });

  it("names a lunch that should eat the previous dinner's leftovers", () => {
    const input = twoDays({ leftovers: true });
    const week = [slot(0, "Lunch", 1), slot(0, "Dinner", 2), slot(1, "Lunch", 3), slot(1, "Dinner", 4)];
    expect(checkPlan(input, result(input, week))).toEqual(["Tuesday Lunch does not eat the previous dinner's leftovers."]);
    const eaten = [
      slot(0, "Lunch", 1),
      slot(0, "Dinner", 2),
      slot(1, "Lunch", 2, { leftoverOf: { day: 0, meal: "Dinner" } }),
      slot(1, "Dinner", 4),
    ];
    expect(checkPlan(input, result(input, eaten))).toEqual([]);
  });

  it("names servings other than the number of people", () => {
    const input = twoDays({ people: 2 });
    const week = [
      slot(0, "Lunch", 1, { servings: 2 }),
      slot(0, "Dinner", 2, { servings: 2 }),
      slot(1, "Lunch", 3, { servings: 2 }),
      slot(1, "Dinner", 4),
    ];
    expect(checkPlan(input, result(input, week))).toEqual(["Tuesday Dinner serves 1, not 2."]);
  });

  it("names totals and missing ingredients that do not match the slots", () => {
    const input = twoDays();
    const week = [slot(0, "Lunch", 1), slot(0, "Dinner", 2), slot(1, "Lunch", 3), slot(1, "Dinner", 4)];
    const good = result(input, week);
    const bad = { ...good, days: good.days.map((d) => ({ ...d, calories: d.calories + 5 })), missingIngredientIds: [1] };
    expect(checkPlan(input, bad)).toEqual([
      "Monday's totals do not match its slots.",
      "Tuesday's totals do not match its slots.",
      "The missing ingredients do not match the slots.",
    ]);
  });
});
