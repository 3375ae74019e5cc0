import { describe, expect, it } from "vitest";
import { bandCost, cookedServings, settlePortions } from "./portions";
import { dayTotals } from "./totals";
import { slotKey } from "./meals";
import { planInput, planRecipe } from "./testing";
import type { PlanSlot, PlanTargets } from "./types";

const targets = (calories: number, protein: number, carbs: number, fat: number): PlanTargets => ({
  calories,
  protein,
  carbs,
  fat,
  tolerance: { calories: calories * 0.05, protein: protein * 0.1, carbs: carbs * 0.1, fat: fat * 0.1 },
});
const slot = (day: number, meal: PlanSlot["meal"], recipeId: number): PlanSlot => ({
  day,
  meal,
  recipeId,
  servings: 1,
  locked: false,
  leftoverOf: null,
});
const open = (slots: PlanSlot[]) => new Set(slots.map((s) => slotKey(s.day, s.meal)));
const within = (amount: number, target: number, share: number) => Math.abs(amount - target) <= target * share;

describe("the nutrient bands", () => {
  const aim = targets(2000, 150, 200, 67);
  const at = { calories: 2000, protein: 150, carbs: 200, fat: 67 };

  it("cost nothing on target, and a protein shortfall more than the same excess", () => {
    expect(bandCost(at, aim)).toBe(0);
    expect(bandCost({ ...at, protein: 120 }, aim)).toBeGreaterThan(bandCost({ ...at, protein: 180 }, aim));
  });

  it("make fat a ceiling: going over costs more than falling short; carbs cost the same both ways", () => {
    expect(bandCost({ ...at, fat: 87 }, aim)).toBeGreaterThan(bandCost({ ...at, fat: 47 }, aim));
    expect(bandCost({ ...at, carbs: 240 }, aim)).toBeCloseTo(bandCost({ ...at, carbs: 160 }, aim), 9);
  });
});

describe("settlePortions", () => {
  // Recipes poor in protein: pasta-like dishes of 600 kcal with 15 g protein a serving.
  const lowProtein = [1, 2, 3].map((id) =>
    planRecipe(id, { calories: 600, protein: 15, carbs: 90, fat: 18, servings: 4, tags: id === 1 ? ["breakfast"] : ["main"] }),
  );
  const week = [slot(0, "Breakfast", 1), slot(0, "Lunch", 2), slot(0, "Dinner", 3)];
  const aim = targets(2200, 140, 250, 70);

  it("adds simple foods beside the recipes to close a protein gap, and the day lands in every band", () => {
    const input = planInput(
      lowProtein,
      { meals: ["Breakfast", "Lunch", "Dinner"], sides: true, maxServingsPerPerson: 2 },
      {
        eaters: [{ id: 7, targets: aim }],
      },
    );
    const settled = settlePortions(input, week, open(week));
    const sides = settled.flatMap((s) => s.portions?.[0]?.sides ?? []);
    expect(sides.length).toBeGreaterThan(0);
    const [day] = dayTotals(settled, new Map(lowProtein.map((r) => [r.id, r])), 1, 7);
    expect(within(day!.calories, 2200, 0.05)).toBe(true);
    expect(within(day!.protein, 140, 0.1)).toBe(true);
    expect(within(day!.fat, 70, 0.2)).toBe(true);
  });

  it("adds no foods when the rules say so, and never a food the person excludes", () => {
    const off = planInput(
      lowProtein,
      { meals: ["Breakfast", "Lunch", "Dinner"], sides: false, maxServingsPerPerson: 2 },
      {
        eaters: [{ id: 7, targets: aim }],
      },
    );
    expect(settlePortions(off, week, open(week)).every((s) => s.portions?.[0]?.sides.length === 0)).toBe(true);
    const noDairyNoMeat = planInput(
      lowProtein,
      { meals: ["Breakfast", "Lunch", "Dinner"], sides: true, excludeTags: ["dairy", "meat"], maxServingsPerPerson: 2 },
      { eaters: [{ id: 7, targets: aim }], excludedIngredientNames: new Set(["canned tuna"]) },
    );
    const foods = settlePortions(noDairyNoMeat, week, open(week)).flatMap((s) => s.portions?.[0]?.sides.map((x) => x.food) ?? []);
    expect(foods).not.toContain("yogurt");
    expect(foods).not.toContain("milk");
    expect(foods).not.toContain("chicken");
    expect(foods).not.toContain("tuna");
  });

  it("moves portions in halves where the recipe serves two or more, in whole servings where it serves one", () => {
    const recipes = [planRecipe(1, { calories: 800, protein: 40, carbs: 100, fat: 26, servings: 4 })];
    const one = [slot(0, "Dinner", 1)];
    const input = planInput(
      recipes,
      { meals: ["Dinner"], maxServingsPerPerson: 3 },
      { eaters: [{ id: 1, targets: targets(1200, 60, 150, 39) }] },
    );
    expect(settlePortions(input, one, open(one))[0]?.portions?.[0]?.portion).toBe(1.5);
    const single = { ...input, recipes: [{ ...recipes[0]!, servings: 1 }] };
    const whole = settlePortions(single, one, open(one))[0]?.portions?.[0]?.portion;
    expect(Number.isInteger(whole)).toBe(true);
  });

  it("gives two members of a household their own portions of the same meal, and cooks the sum", () => {
    const recipes = [planRecipe(1, { calories: 500, protein: 30, carbs: 55, fat: 17, servings: 6 })];
    const dinner = [slot(0, "Dinner", 1)];
    const input = planInput(
      recipes,
      { meals: ["Dinner"], people: 2, maxServingsPerPerson: 3 },
      {
        eaters: [
          { id: 1, targets: targets(500, 30, 55, 17) },
          { id: 2, targets: targets(1000, 60, 110, 34) },
        ],
      },
    );
    const [settled] = settlePortions(input, dinner, open(dinner));
    expect(settled?.portions?.map((p) => [p.eaterId, p.portion])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(settled?.servings).toBe(3);
  });

  it("leaves a member marked away out of the meal, and keeps a locked side", () => {
    const recipes = [planRecipe(1, { calories: 500, protein: 30, carbs: 55, fat: 17, servings: 6 })];
    const before: PlanSlot = {
      ...slot(0, "Dinner", 1),
      portions: [
        { eaterId: 1, portion: 1, away: false, sides: [{ food: "rice", portions: 1, locked: true }] },
        { eaterId: 2, portion: 1, away: true, sides: [] },
      ],
    };
    const input = planInput(
      recipes,
      { meals: ["Dinner"], people: 2, maxServingsPerPerson: 3, sides: true },
      {
        slots: [before],
        eaters: [
          { id: 1, targets: targets(700, 35, 100, 17) },
          { id: 2, targets: targets(1000, 60, 110, 34) },
        ],
      },
    );
    const [settled] = settlePortions(input, [slot(0, "Dinner", 1)], open([before]));
    expect(settled?.portions?.find((p) => p.eaterId === 2)).toMatchObject({ away: true });
    expect(settled?.portions?.find((p) => p.eaterId === 1)?.sides).toContainEqual({ food: "rice", portions: 1, locked: true });
    expect(settled?.servings).toBe(Math.ceil(settled?.portions?.[0]?.portion ?? 0));
  });

  it("leaves the slots as they are when nobody has targets", () => {
    const input = planInput(lowProtein, { meals: ["Breakfast", "Lunch", "Dinner"] }, { eaters: [{ id: 1, targets: null }] });
    expect(settlePortions(input, week, open(week))).toEqual(week);
  });
});

describe("cookedServings", () => {
  const p = (portion: number, away = false) => ({ eaterId: 0, portion, away, sides: [] });

  it("is the sum of the present eaters' portions, rounded up to whole servings", () => {
    expect(cookedServings([p(1.5), p(1), p(2, true)], 1)).toBe(3);
    expect(cookedServings([p(0.5)], 1)).toBe(1);
  });

  it("counts the people beyond the named eaters at the eaters' mean portion, and never above 50", () => {
    expect(cookedServings([p(1.5)], 3)).toBe(5);
    expect(cookedServings([p(3)], 20)).toBe(50);
  });
});
