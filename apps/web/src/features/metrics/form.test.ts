import { describe, expect, it } from "vitest";
import { calculate, defaultForm, formFromEntry, formInSystem, readInputs, toPayload } from "./form";

const filled = {
  ...defaultForm("2025-06-15"),
  name: "Sam",
  dob: "1995-06-15",
  weight: "180",
  targetWeight: "165",
  activityLevel: "moderately-active",
  goal: "fat loss",
};

describe("metric form", () => {
  it("starts from the documented defaults", () => {
    expect(defaultForm("2026-11-21")).toEqual({
      name: "Alex Sample",
      dob: "1997-01-31",
      height: "70",
      weight: "",
      gender: "male",
      activityLevel: "sedentary",
      goal: "muscle increase",
      entryDate: "2026-11-21",
      targetWeight: "",
      system: "us",
    });
  });

  it("takes centimetres and kilograms in a metric kitchen and gives the formulas inches and pounds", () => {
    const metric = { ...filled, system: "metric" as const, height: "180", weight: "80", targetWeight: "75" };
    expect(readInputs(metric)).toMatchObject({ height: 70.9, weight: 176.4, targetWeight: 165.3 });
    expect(defaultForm("2026-11-21", "metric").height).toBe("177.8");
  });

  it("moves what was typed to the other system, and leaves blanks blank", () => {
    const us = { ...filled, height: "70", weight: "180", targetWeight: "" };
    expect(formInSystem(us, "metric")).toMatchObject({ height: "177.8", weight: "81.65", targetWeight: "", system: "metric" });
    expect(formInSystem(formInSystem(us, "metric"), "us")).toMatchObject({ height: "70", weight: "180" });
  });

  it("needs every required input before calculating", () => {
    expect(readInputs(defaultForm("2026-11-21"))).toBeNull();
    expect(readInputs({ ...filled, name: " " })).toBeNull();
    expect(readInputs({ ...filled, height: "abc" })).toBeNull();
    expect(readInputs({ ...filled, weight: "-3" })).toBeNull();
    expect(readInputs({ ...filled, dob: "2025-07-01" })).toBeNull();
    expect(readInputs({ ...filled, activityLevel: "" })).toBeNull();
    expect(readInputs(filled)).toMatchObject({ height: 70, weight: 180, targetWeight: 165, goal: "fat loss" });
  });

  it("calculates the worked example and sends the camelCase payload", () => {
    const figures = calculate(filled)!;
    expect(figures.maintenanceCalories).toBe(2902.22);
    expect(figures.waterIntake).toBe(120.6);
    const payload = toPayload(filled, figures);
    expect(payload).toMatchObject({
      name: "Sam",
      dob: "1995-06-15",
      entryDate: "2025-06-15",
      activityLevel: "moderately-active",
      timeToGoalPassive: 30,
      fiberIntake: 40.63,
    });
  });

  it("prefills from an entry with another date", () => {
    const values = formFromEntry(
      {
        id: 1,
        name: "Sam",
        height: 70,
        weight: 176,
        age: "1995-06-15",
        gender: "male",
        activity_level: "very-active",
        goal: "maintain",
        entry_date: "2025-06-29",
        target_weight: 165,
        bmi: 0,
        bmr: 0,
        maintenance_calories: 0,
        calories_passive: 0,
        calories_aggressive: 0,
        time_to_goal_passive: 0,
        time_to_goal_aggressive: 0,
        protein_passive: 0,
        carbs_passive: 0,
        fat_passive: 0,
        protein_aggressive: 0,
        carbs_aggressive: 0,
        fat_aggressive: 0,
        water_intake: 0,
        sodium_intake: 0,
        cholesterol_intake: 0,
        fiber_intake: 0,
      },
      "2026-11-21",
    );
    expect(values).toMatchObject({
      weight: "176",
      dob: "1995-06-15",
      activityLevel: "very-active",
      goal: "maintain",
      entryDate: "2026-11-21",
    });
  });
});
