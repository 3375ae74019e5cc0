import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  buildPlanModel,
  checkPlan,
  planInput,
  planRecipe,
  prefilterCandidates,
  startingPoint,
  PLAN_MEALS,
  type GenerateInput,
  type PlanRecipe,
  type PlanSlot,
} from "@simmer/domain";
import { fullerPlan, solvePlan } from "./planner";

// Small weeks whose best plan is known by hand; the solver gets time enough to prove it.
const proved = { timeLimitSeconds: 20, relativeGap: 0 };
const targets = (calories: number) => ({
  calories,
  protein: 0,
  carbs: 0,
  fat: 0,
  tolerance: { calories: calories / 20, protein: 0, carbs: 0, fat: 0 },
});
const recipeIds = (slots: PlanSlot[]) => slots.map((s) => s.recipeId);

describe("solvePlan", () => {
  it("pairs the recipes so that both days hit their calories exactly", async () => {
    // 300 + 700 and 400 + 600 make 1000 twice; any other pairing misses by 100 on both days.
    const recipes = [
      planRecipe(1, { calories: 300 }),
      planRecipe(2, { calories: 700 }),
      planRecipe(3, { calories: 400 }),
      planRecipe(4, { calories: 600 }),
    ];
    const input = planInput(recipes, { days: [0, 1], meals: ["Lunch", "Dinner"], noRepeatDays: 7 }, { targets: targets(1000) });
    const result = await solvePlan(input, proved);
    expect(result.days.map((d) => d.calories)).toEqual([1000, 1000]);
    const days = [0, 1].map((day) =>
      result.slots
        .filter((s) => s.day === day)
        .map((s) => s.recipeId)
        .sort(),
    );
    expect(days.sort()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(result.relaxed).toEqual([]);
    expect(checkPlan(input, result)).toEqual([]);
  });

  it("serves a bigger portion when the rules allow it and the target asks for it", async () => {
    const input = planInput(
      [planRecipe(1, { calories: 400 }), planRecipe(2, { calories: 900 })],
      { meals: ["Dinner"], people: 2, maxServingsPerPerson: 2 },
      { targets: targets(800) },
    );
    const result = await solvePlan(input, proved);
    expect(result.slots).toMatchObject([{ recipeId: 1, servings: 4 }]);
    expect(result.days[0]?.calories).toBe(800);
    expect(checkPlan(input, result)).toEqual([]);
    const fixed = await solvePlan({ ...input, rules: { ...input.rules, maxServingsPerPerson: 1 } }, proved);
    expect(fixed.slots).toMatchObject([{ recipeId: 2, servings: 2 }]);
  });

  it("buys an ingredient once for two recipes rather than two ingredients for one", async () => {
    const recipes = [
      planRecipe(1, { ingredientIds: [10, 11] }),
      planRecipe(2, { ingredientIds: [10, 11] }),
      planRecipe(3, { ingredientIds: [20] }),
      planRecipe(4, { ingredientIds: [21, 22, 23] }),
    ];
    const input = planInput(recipes, { days: [0, 1], meals: ["Dinner"], noRepeatDays: 7, preferOwned: true });
    const result = await solvePlan(input, proved);
    expect(recipeIds(result.slots).sort()).toEqual([1, 2]);
    expect(result.missingIngredientIds).toEqual([10, 11]);
  });

  it("prefers what the person owns", async () => {
    const recipes = [
      planRecipe(1, { ingredientIds: [1, 2] }),
      planRecipe(2, { ingredientIds: [3, 4] }),
      planRecipe(3, { ingredientIds: [5] }),
    ];
    const input = planInput(recipes, { meals: ["Dinner"], preferOwned: true }, { ownedIngredientIds: new Set([3, 4]) });
    expect(recipeIds((await solvePlan(input, proved)).slots)).toEqual([2]);
  });

  it("cooks Monday's dinner for Tuesday's lunch too", async () => {
    const recipes = [1, 2, 3, 4].map((id) => planRecipe(id));
    const input = planInput(recipes, { days: [0, 1], meals: ["Lunch", "Dinner"], people: 2, leftovers: true, noRepeatDays: 7 });
    const result = await solvePlan(input, proved);
    const monday = result.slots.find((s) => s.day === 0 && s.meal === "Dinner");
    const tuesday = result.slots.find((s) => s.day === 1 && s.meal === "Lunch");
    expect(tuesday).toMatchObject({ recipeId: monday?.recipeId, servings: 2, leftoverOf: { day: 0, meal: "Dinner" } });
    expect(result.relaxed).toEqual([]);
    expect(checkPlan(input, result)).toEqual([]);
  });

  it("relaxes a tag rule nothing can meet, and says which", async () => {
    const input = planInput([planRecipe(1), planRecipe(2)], { days: [0, 1], meals: ["Dinner"], tagRules: [{ tag: "fish", min: 1 }] });
    const result = await solvePlan(input, proved);
    expect(result.relaxed).toEqual([
      { rule: "tag:fish>=1", message: "Not enough fish recipes fit the other rules, so fish at least once a week was relaxed." },
    ]);
    expect(result.slots.every((s) => s.recipeId !== null)).toBe(true);
    expect(checkPlan(input, result)).toEqual([]);
  });

  it("relaxes the weekday time limit only where nothing fits it", async () => {
    const input = planInput([planRecipe(1, { totalTimeMin: 50 }), planRecipe(2, { totalTimeMin: 70 })], {
      days: [0, 5],
      meals: ["Dinner"],
      maxTimeWeekday: 30,
      noRepeatDays: 7,
    });
    const result = await solvePlan(input, proved);
    expect(result.relaxed).toEqual([
      { rule: "time:weekday", message: "No recipe fits the 30-minute weekday limit for Monday Dinner, so the limit was relaxed there." },
    ]);
    expect(result.slots.find((s) => s.day === 0)?.recipeId).toBe(1);
  });

  it("leaves locked slots and slots outside the scope alone", async () => {
    const recipes = [1, 2, 3, 4, 5].map((id) => planRecipe(id));
    const slots: PlanSlot[] = [
      { day: 0, meal: "Lunch", recipeId: 5, servings: 3, locked: true, leftoverOf: null },
      { day: 0, meal: "Dinner", recipeId: 4, servings: 1, locked: false, leftoverOf: null },
      { day: 1, meal: "Lunch", recipeId: 4, servings: 1, locked: false, leftoverOf: null },
    ];
    const input = planInput(recipes, { days: [0, 1], noRepeatDays: 7 }, { slots, scope: { kind: "slot", day: 1, meal: "Lunch" } });
    const result = await solvePlan(input, proved);
    expect(result.slots.filter((s) => s.day === 0)).toEqual(slots.slice(0, 2));
    expect(result.slots.find((s) => s.day === 1 && s.meal === "Lunch")?.recipeId).not.toBe(4);
    expect(result.slots.some((s) => s.day === 1 && s.meal === "Dinner")).toBe(false);
    expect(checkPlan(input, result)).toEqual([]);
  });
});

// Random catalogues and rule sets: every plan keeps every hard rule, or names the one it relaxed.
const TAGS = ["breakfast", "main", "soup", "snack", "dessert", "fish", "thai", "italian", "vegan"];
const arbRecipe = (id: number): fc.Arbitrary<PlanRecipe> =>
  fc
    .record({
      calories: fc.option(fc.integer({ min: 50, max: 1200 }), { freq: 8 }),
      protein: fc.integer({ min: 0, max: 60 }),
      totalTimeMin: fc.option(fc.integer({ min: 5, max: 120 }), { freq: 8 }),
      tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
      ingredientIds: fc.uniqueArray(fc.integer({ min: 1, max: 25 }), { maxLength: 6 }),
    })
    .map((r) => planRecipe(id, { ...r, carbs: 40, fat: 10 }));

const arbInput: fc.Arbitrary<GenerateInput> = fc
  .integer({ min: 2, max: 24 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => arbRecipe(i + 1))))
  .chain((recipes) =>
    fc
      .record({
        days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        meals: fc.uniqueArray(fc.constantFrom(...PLAN_MEALS), { minLength: 1, maxLength: 4 }),
        people: fc.integer({ min: 1, max: 6 }),
        dailyCalories: fc.option(fc.integer({ min: 1200, max: 3500 })),
        maxTimeWeekday: fc.option(fc.integer({ min: 10, max: 90 })),
        maxTimeWeekend: fc.option(fc.integer({ min: 10, max: 120 })),
        tagRules: fc.array(
          fc.record({
            tag: fc.constantFrom(...TAGS),
            min: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
            max: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
          }),
          { maxLength: 2 },
        ),
        excludeTags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 2 }),
        excludeIngredientIds: fc.uniqueArray(fc.integer({ min: 1, max: 25 }), { maxLength: 2 }),
        noRepeatDays: fc.integer({ min: 0, max: 7 }),
        preferOwned: fc.boolean(),
        leftovers: fc.boolean(),
        maxServingsPerPerson: fc.integer({ min: 1, max: 3 }),
        owned: fc.uniqueArray(fc.integer({ min: 1, max: 25 }), { maxLength: 10 }),
        locked: fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 6 }),
            meal: fc.constantFrom(...PLAN_MEALS),
            recipe: fc.option(fc.integer({ min: 1, max: recipes.length })),
          }),
          { maxLength: 3 },
        ),
        seed: fc.integer({ min: 0, max: 1000 }),
      })
      .map((r) => {
        const slots = new Map<string, PlanSlot>();
        for (const l of r.locked)
          slots.set(`${l.day}:${l.meal}`, {
            day: l.day,
            meal: l.meal,
            recipeId: l.recipe,
            servings: r.people,
            locked: true,
            leftoverOf: null,
          });
        return planInput(
          recipes,
          { ...r, macroSplit: null },
          {
            slots: [...slots.values()],
            ownedIngredientIds: new Set(r.owned),
            seed: r.seed,
            targets: { calories: 2000, protein: 100, carbs: 250, fat: 70, tolerance: { calories: 200, protein: 10, carbs: 25, fat: 7 } },
          },
        );
      }),
  );

describe("every generated plan", () => {
  it("keeps every hard rule or reports the relaxed one", async () => {
    await fc.assert(
      fc.asyncProperty(arbInput, async (input) => {
        const result = await solvePlan(input, { timeLimitSeconds: 1 });
        expect(checkPlan(input, result)).toEqual([]);
      }),
      { seed: 20261126, numRuns: 40 },
    );
  }, 180_000);
});

describe("fullerPlan", () => {
  const recipes = [1, 2, 3, 4, 5, 6].map((id) => planRecipe(id, { calories: 300 + id * 50 }));
  const input = planInput(recipes, { days: [0, 1, 2], meals: ["Lunch", "Dinner"], noRepeatDays: 1 }, { targets: targets(1400) });
  const model = buildPlanModel(input, prefilterCandidates(input));
  const start = startingPoint(input, model);

  it("keeps the starting plan when the solver stopped with fewer meals filled", () => {
    // What a search cut short by a busy machine answers: nothing chosen at all.
    const cutShort = new Map(model.variables.map((v) => [v.name, 0]));
    expect(fullerPlan(model, start, cutShort)).toBe(start);
  });

  it("takes the solver's plan when it fills as many meals", async () => {
    const solved = await solvePlan(input, proved);
    expect(solved.slots).toHaveLength(6);
    const values = new Map(start);
    expect(fullerPlan(model, start, values)).toBe(values);
  });
});
