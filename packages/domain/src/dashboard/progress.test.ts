import { describe, expect, it } from "vitest";
import { dailyProgress } from "./progress";

const example = {
  entry_date: "2025-06-15",
  weight: 180,
  target_weight: 165,
  bmi: 25.82,
  maintenance_calories: 2902.22,
  calories_passive: 2652.22,
  calories_aggressive: 2152.22,
  protein_passive: 265.22,
  carbs_passive: 198.92,
  fat_passive: 88.41,
  protein_aggressive: 215.22,
  carbs_aggressive: 161.42,
  fat_aggressive: 71.74,
  water_intake: 120.6,
  sodium_intake: 1850,
  cholesterol_intake: 215,
  fiber_intake: 40.63,
};

describe("daily progress", () => {
  it("shows remaining = goal midpoint (or daily target) minus consumed, to one decimal", () => {
    const progress = dailyProgress(
      "2025-06-16",
      [example],
      [
        { date: "2025-06-16", name: "Oats", calories: 1200, protein: 150, carbs: 100, fat: 50, sodium: 900, cholesterol: 100, fiber: 20.5 },
        { date: "2025-06-16", name: "Chili", calories: 900, protein: "40", carbs: null, fat: 10 },
        { date: "2025-06-17", name: "Other day", calories: 5000 },
      ],
    );
    // calories: (2652.22 + 2152.22) / 2 = 2402.22 − 2100 = 302.22 → 302.2, outside ±250 → red
    // protein: (265.22 + 215.22) / 2 = 240.22 − 190 = 50.22 → 50.2, outside ±25 → red
    // carbs: (198.92 + 161.42) / 2 = 180.17 − 100 = 80.17 → 80.2, outside ±18.75 → red
    // fat: (88.41 + 71.74) / 2 = 80.075 − 60 = 20.075 → 20.1, outside ±8.335 → red
    expect(progress).toEqual({
      day: "2025-06-16",
      rows: [
        { key: "calories", label: "Calories", remaining: 302.2, onTrack: false },
        { key: "protein", label: "Protein (g)", remaining: 50.2, onTrack: false },
        { key: "carbs", label: "Carbs (g)", remaining: 80.2, onTrack: false },
        { key: "fat", label: "Fat (g)", remaining: 20.1, onTrack: false },
        { key: "sodium", label: "Sodium (mg)", remaining: 950, onTrack: null },
        { key: "cholesterol", label: "Cholesterol (mg)", remaining: 115, onTrack: null },
        { key: "fiber", label: "Fiber (g)", remaining: 20.1, onTrack: null },
      ],
    });
  });

  it("is green when the remaining figure lies within half the passive–aggressive band", () => {
    const within = dailyProgress(
      "2025-06-16",
      [example],
      [{ date: "2025-06-16", name: "Meals", calories: 2200, protein: 240, carbs: 180, fat: 80 }],
    );
    // 2402.22 − 2200 = 202.2 ≤ 250 ; over-eating by the same amount is also within
    expect(within?.rows.slice(0, 4).map((r) => r.onTrack)).toEqual([true, true, true, true]);
    const over = dailyProgress("2025-06-16", [example], [{ date: "2025-06-16", name: "Feast", calories: 2652.22 + 1 }]);
    expect(over?.rows[0]).toMatchObject({ remaining: -251, onTrack: false });
    const edge = dailyProgress("2025-06-16", [example], [{ date: "2025-06-16", name: "Edge", calories: 2652.22 }]);
    expect(edge?.rows[0]).toMatchObject({ remaining: -250, onTrack: true });
  });

  it("has no progress for a day without journal entries or without any metrics", () => {
    expect(dailyProgress("2025-06-18", [example], [{ date: "2025-06-16", name: "Oats", calories: 100 }])).toBeNull();
    expect(dailyProgress("2025-06-16", [], [{ date: "2025-06-16", name: "Oats", calories: 100 }])).toBeNull();
  });
});
