import { describe, expect, it } from "vitest";
import type { TPlanSlot } from "@simmer/contracts";
import { planRules } from "@simmer/domain";
import { daySummaries } from "./week";

const rulesOf = (days: number[], people: number) => ({
  ...planRules({ days, people, meals: ["Lunch", "Dinner"] }),
  maxServingsPerPerson: 2,
});
const ana = (t: typeof targets | null) => [{ id: 1, name: "ana", targets: t }];

const recipe = (calories: number | null, protein: number, confidence: number | null = null, title = "Stew") => ({
  id: 1,
  title,
  image_url: null,
  servings: 4,
  total_time_min: 30,
  calories,
  protein,
  carbs: null,
  fat: 10,
  nutrition_confidence: confidence,
});
const slot = (day: number, meal: TPlanSlot["meal"], servings: number, r = recipe(500, 30)): TPlanSlot => ({
  day,
  meal,
  recipe: r,
  servings,
  locked: false,
  leftoverOf: null,
  journalEntryId: null,
  eaters: [],
});
const targets = { calories: 2000, protein: 150, carbs: 200, fat: 60, tolerance: { calories: 250, protein: 20, carbs: 30, fat: 10 } };

describe("a week's per-day totals", () => {
  it("sums per-serving nutrition times servings over the day, per person, unknown as zero", () => {
    const days = daySummaries(
      "2026-11-23",
      [slot(0, "Lunch", 2), slot(0, "Dinner", 4, recipe(700, 45))],
      rulesOf([0, 1, 2, 3, 4], 2),
      ana(null),
    );
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({
      day: 0,
      date: "2026-11-23",
      planned: true,
      totals: { calories: 1900, protein: 120, carbs: 0, fat: 30 },
      progress: null,
    });
    expect(days[6]).toMatchObject({ date: "2026-11-29", planned: false, totals: { calories: 0, protein: 0, carbs: 0, fat: 0 } });
  });

  it("is on track within the tolerance of each target, as on the dashboard", () => {
    const [monday] = daySummaries(
      "2026-11-23",
      [slot(0, "Lunch", 2), slot(0, "Dinner", 2, recipe(499, 46))],
      rulesOf([0], 1),
      ana(targets),
    );
    const byKey = Object.fromEntries(monday!.progress!.map((p) => [p.key, p]));
    expect(byKey.calories).toMatchObject({ planned: 1998, target: 2000, tolerance: 250, onTrack: true });
    expect(byKey.protein).toMatchObject({ planned: 152, onTrack: true });
    expect(byKey.carbs).toMatchObject({ planned: 0, onTrack: false });
    expect(byKey.fat).toMatchObject({ planned: 40, onTrack: false });
    // Exactly at the edge of the band is still on track.
    const [edge] = daySummaries("2026-11-23", [slot(0, "Dinner", 1, recipe(2250, 0))], rulesOf([0], 1), ana(targets));
    expect(edge!.progress!.find((p) => p.key === "calories")!.onTrack).toBe(true);
  });

  it("totals each member's own portion and sides against their own targets, and explains a missed day", () => {
    const side = {
      food: "yogurt" as const,
      name: "plain yogurt",
      portions: 1,
      portion_label: "1 cup",
      grams: 245,
      text: "+ 1 cup plain yogurt (245 g)",
      calories: 137.2,
      protein: 14,
      carbs: 18.8,
      fat: 0.4,
      locked: false,
    };
    const shared: TPlanSlot = {
      ...slot(0, "Dinner", 3),
      eaters: [
        { user_id: 1, name: "ana", portion: 1, away: false, sides: [side] },
        { user_id: 2, name: "ben", portion: 2, away: false, sides: [] },
      ],
    };
    const small = { ...targets, calories: 637.2, protein: 44, fat: 10.4, carbs: 18.8 };
    const [monday] = daySummaries("2026-11-23", [shared], rulesOf([0], 1), [
      { id: 1, name: "ana", targets: small },
      { id: 2, name: "ben", targets },
    ]);
    expect(monday!.members.map((m) => [m.name, m.totals.calories, m.totals.protein])).toEqual([
      ["ana", 637.2, 44],
      ["ben", 1000, 60],
    ]);
    expect(monday!.totals).toEqual(monday!.members[0]!.totals);
    expect(monday!.members[0]!.notes).toEqual([]);
    expect(monday!.members[1]!.notes[0]).toContain("protein 60% under");
  });

  it("says a day rests on guesses when unsure figures carry a tenth of its calories or a meal has none, naming the recipes (ADR 144)", () => {
    const sure = recipe(500, 30, 0.98, "Sure stew");
    const typed = recipe(500, 30, null, "Typed stew");
    const guess = (confidence: number) => recipe(500, 30, confidence, "Guessed curry");
    const day = (slots: TPlanSlot[]) => daySummaries("2026-11-23", slots, rulesOf([0], 1), ana(targets))[0]!;

    // 1,000 kcal in the day; the curry's 500 kcal at 0.85 leaves 75 kcal unsure: under a tenth.
    const a = day([slot(0, "Lunch", 1, sure), slot(0, "Dinner", 1, guess(0.85))]);
    expect(a).toMatchObject({ rests_on_guesses: false, guesses: ["Guessed curry"] });
    // At 0.6, 200 of 1,000 kcal are unsure: the day rests on guesses.
    const b = day([slot(0, "Lunch", 1, typed), slot(0, "Dinner", 1, guess(0.6))]);
    expect(b).toMatchObject({ rests_on_guesses: true, guesses: ["Guessed curry"] });
    // Typed or page figures are taken as given; a recipe with no calories leaves its meal out.
    expect(day([slot(0, "Lunch", 1, sure), slot(0, "Dinner", 1, typed)])).toMatchObject({ rests_on_guesses: false, guesses: [] });
    const none = day([slot(0, "Lunch", 1, sure), slot(0, "Dinner", 1, recipe(null, 0, null, "Unknown soup"))]);
    expect(none).toMatchObject({ rests_on_guesses: true, guesses: ["Unknown soup"] });
    // A meal the viewer is away for does not count toward their day.
    const away = { ...slot(0, "Dinner", 1, guess(0.2)), eaters: [{ user_id: 1, name: "ana", portion: 1, away: true, sides: [] }] };
    expect(day([slot(0, "Lunch", 1, sure), away])).toMatchObject({ rests_on_guesses: false, guesses: [] });
  });
});
