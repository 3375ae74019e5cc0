import { describe, expect, it } from "vitest";
import {
  activityFactor,
  ageAt,
  bmi,
  bmr,
  calorieGoals,
  cholesterolIntake,
  deriveMetrics,
  fiberIntake,
  macroGrams,
  maintenanceCalories,
  sodiumIntake,
  waterIntake,
  weeksToGoal,
} from "./formulas";

// The worked example: a 30-year-old male, 70 in, 180 lb, moderately active, fat loss, target 165.
// By hand:
//   BMI = 180 / 70² × 703 = 126540 / 4900 = 25.8245
//   BMR = 66 + 6.23×180 + 12.7×70 − 6.8×30 = 66 + 1121.4 + 889 − 204 = 1872.4
//   maintenance = 1872.4 × 1.55 = 2902.22
//   target below weight → minus: passive 2652.22, aggressive 2152.22
//   weeks = 3500 × 15 / 250 / 7 = 30 ; 3500 × 15 / 750 / 7 = 10
//   fat loss 40/30/30: passive protein 2652.22×0.4/4 = 265.222, carbs ×0.3/4 = 198.9165, fat ×0.3/9 = 88.4073
//                      aggressive protein 215.222, carbs 161.4165, fat 71.7407
//   water = 0.67 × 180 = 120.6 ; sodium = 1500 + 5×30 + 200 = 1850
//   cholesterol = 200 + 0.5×30 = 215 ; fiber = 2902.22 / 1000 × 14 = 40.63108
const example = {
  height: 70,
  weight: 180,
  dob: "1995-06-15",
  gender: "male" as const,
  activityLevel: "moderately-active" as const,
  goal: "fat loss" as const,
  entryDate: "2025-06-15",
  targetWeight: 165,
};

describe("metric formulas, worked example", () => {
  it("takes the age from the date of birth at the entry date", () => {
    expect(ageAt("1995-06-15", "2025-06-15")).toBe(30);
    expect(ageAt("1995-06-15", "2025-06-14")).toBe(29);
    expect(ageAt("1996-02-29", "2025-03-01")).toBe(29);
    expect(ageAt("1997-01-31", "2026-11-21")).toBe(29);
  });
  it("computes BMI, BMR and maintenance", () => {
    expect(bmi(180, 70)).toBeCloseTo(25.8245, 4);
    expect(bmr("male", 180, 70, 30)).toBeCloseTo(1872.4, 6);
    expect(activityFactor("moderately-active")).toBe(1.55);
    expect(maintenanceCalories(1872.4, "moderately-active")).toBeCloseTo(2902.22, 6);
  });
  it("subtracts calories when the target is below the weight, adds when above", () => {
    const down = calorieGoals(2902.22, 180, 165);
    expect(down.passive).toBeCloseTo(2652.22, 6);
    expect(down.aggressive).toBeCloseTo(2152.22, 6);
    const up = calorieGoals(2000, 150, 160);
    expect(up).toEqual({ passive: 2250, aggressive: 2750 });
    expect(calorieGoals(2000, 150, 150)).toEqual({ passive: 1750, aggressive: 1250 });
  });
  it("computes weeks to goal", () => {
    expect(weeksToGoal(180, 165)).toEqual({ passive: 30, aggressive: 10 });
    expect(weeksToGoal(150, 157)).toEqual({ passive: 14, aggressive: (3500 * 7) / 750 / 7 });
  });
  it("splits calories into macro grams per goal", () => {
    const fatLoss = macroGrams(2652.22, "fat loss");
    expect(fatLoss.protein).toBeCloseTo(265.222, 6);
    expect(fatLoss.carbs).toBeCloseTo(198.9165, 6);
    expect(fatLoss.fat).toBeCloseTo(88.4073, 4);
    expect(macroGrams(1800, "muscle increase")).toEqual({ protein: 135, carbs: 225, fat: 40 });
    expect(macroGrams(1800, "maintain")).toEqual({ protein: 135, carbs: 180, fat: 60 });
  });
  it("computes water, sodium, cholesterol and fiber targets", () => {
    expect(waterIntake(180)).toBeCloseTo(120.6, 6);
    expect(sodiumIntake(180, "moderately-active")).toBe(1850);
    expect(sodiumIntake(140, "very-active")).toBe(1800);
    expect(sodiumIntake(160, "lightly-active")).toBe(1650);
    expect(sodiumIntake(160, "sedentary")).toBe(1550);
    expect(cholesterolIntake(180, "fat loss")).toBe(215);
    expect(cholesterolIntake(180, "muscle increase")).toBe(365);
    expect(cholesterolIntake(140, "maintain")).toBe(300);
    expect(fiberIntake(2902.22)).toBeCloseTo(40.63108, 6);
  });
  it("uses the female BMR and the sedentary default factor", () => {
    // 655 + 4.35×140 + 4.7×64 − 4.7×40 = 655 + 609 + 300.8 − 188 = 1376.8
    expect(bmr("female", 140, 64, 40)).toBeCloseTo(1376.8, 6);
    expect(activityFactor("sedentary")).toBe(1.2);
    expect(activityFactor("lightly-active")).toBe(1.375);
    expect(activityFactor("very-active")).toBe(1.725);
    expect(activityFactor("unknown")).toBe(1.2);
  });
  it("derives every stored figure, rounded to 2 decimals", () => {
    expect(deriveMetrics(example)).toEqual({
      bmi: 25.82,
      bmr: 1872.4,
      maintenanceCalories: 2902.22,
      caloriesPassive: 2652.22,
      caloriesAggressive: 2152.22,
      timeToGoalPassive: 30,
      timeToGoalAggressive: 10,
      proteinPassive: 265.22,
      carbsPassive: 198.92,
      fatPassive: 88.41,
      proteinAggressive: 215.22,
      carbsAggressive: 161.42,
      fatAggressive: 71.74,
      waterIntake: 120.6,
      sodiumIntake: 1850,
      cholesterolIntake: 215,
      fiberIntake: 40.63,
    });
  });
});
