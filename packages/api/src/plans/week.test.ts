import { describe, expect, it } from "vitest";
import type { TPlanSlot } from "@simmer/contracts";
import { daySummaries } from "./week";

const recipe = (calories: number, protein: number) => ({
  id: 1,
  title: "Stew",
  image_url: null,
  servings: 4,
  total_time_min: 30,
  calories,
  protein,
  carbs: null,
  fat: 10,
});
const slot = (day: number, meal: TPlanSlot["meal"], servings: number, r = recipe(500, 30)): TPlanSlot => ({
  day,
  meal,
  recipe: r,
  servings,
  locked: false,
  leftoverOf: null,
  journalEntryId: null,
});
const targets = { calories: 2000, protein: 150, carbs: 200, fat: 60, tolerance: { calories: 250, protein: 20, carbs: 30, fat: 10 } };

describe("a week's per-day totals", () => {
  it("sums per-serving nutrition times servings over the day, per person, unknown as zero", () => {
    const days = daySummaries(
      "2026-11-23",
      [slot(0, "Lunch", 2), slot(0, "Dinner", 4, recipe(700, 45))],
      { days: [0, 1, 2, 3, 4], people: 2 },
      null,
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
      { days: [0], people: 1 },
      targets,
    );
    const byKey = Object.fromEntries(monday!.progress!.map((p) => [p.key, p]));
    expect(byKey.calories).toMatchObject({ planned: 1998, target: 2000, tolerance: 250, onTrack: true });
    expect(byKey.protein).toMatchObject({ planned: 152, onTrack: true });
    expect(byKey.carbs).toMatchObject({ planned: 0, onTrack: false });
    expect(byKey.fat).toMatchObject({ planned: 40, onTrack: false });
    // Exactly at the edge of the band is still on track.
    const [edge] = daySummaries("2026-11-23", [slot(0, "Dinner", 1, recipe(2250, 0))], { days: [0], people: 1 }, targets);
    expect(edge!.progress!.find((p) => p.key === "calories")!.onTrack).toBe(true);
  });
});
