import { describe, expect, it } from "vitest";
import { draftToFormData, emptyDraft, emptyIngredient, emptySection, isDraftChanged, newKey, rescaleNutrition } from "./form-model";
import { scaledLine } from "./scaled-line";

describe("recipe form payload", () => {
  it("sends the multipart recipe form fields with JSON lists", () => {
    const draft = emptyDraft();
    draft.title = "  Soup ";
    draft.servings = "4";
    draft.nutrition.calories = "250";
    draft.instructions = [{ key: newKey(), text: "Boil." }];
    draft.sections = [
      {
        key: newKey(),
        section_name: "Base",
        ingredients: [{ ...emptyIngredient(), ingredient_name: "Water", quantity: "1 1/2", unit: "cups", optional: true }],
      },
    ];
    draft.tags = [
      { key: newKey(), text: "soup" },
      { key: newKey(), text: " " },
    ];
    draft.equipment = [{ key: newKey(), text: "Pot" }];
    const form = draftToFormData(draft, null);
    expect(form.get("title")).toBe("Soup");
    expect(form.get("servings")).toBe("4");
    expect(form.get("calories")).toBe("250");
    expect(form.get("fat")).toBe("");
    expect(JSON.parse(String(form.get("instructions")))).toEqual([{ step_number: 1, instruction: "Boil." }]);
    expect(JSON.parse(String(form.get("sections")))).toEqual([
      {
        section_name: "Base",
        ingredients: [
          {
            ingredient_name: "Water",
            quantity: "1 1/2",
            unit: "cups",
            method: null,
            brand: null,
            optional: true,
            food_ndb_no: null,
            count_anyway: false,
            original: null,
          },
        ],
      },
    ]);
    expect(JSON.parse(String(form.get("tags")))).toEqual(["soup"]);
    expect(JSON.parse(String(form.get("equipment")))).toEqual(["Pot"]);
    expect(form.get("image")).toBeNull();
  });

  it("sends visibility only once chosen, so a new recipe left alone gets the person's default (ADR 127)", () => {
    const draft = emptyDraft();
    expect(draftToFormData(draft, null).get("visibility")).toBeNull();
    expect(draftToFormData({ ...draft, visibility: "private" }, null).get("visibility")).toBe("private");
    expect(draftToFormData({ ...draft, visibility: "household" }, null).get("visibility")).toBe("household");
  });
});

describe("unsaved changes", () => {
  it("sees typed text, added rows and a chosen image, and not rows added then removed", () => {
    const initial = emptyDraft();
    expect(isDraftChanged(initial, { ...initial })).toBe(false);
    expect(isDraftChanged(initial, { ...initial, title: "Soup" })).toBe(true);
    expect(isDraftChanged(initial, { ...initial, nutrition: { ...initial.nutrition, fat: "3" } })).toBe(true);
    const withSection = { ...initial, sections: [...initial.sections, emptySection()] };
    expect(isDraftChanged(initial, withSection)).toBe(true);
    expect(isDraftChanged(initial, { ...withSection, sections: withSection.sections.slice(0, 1) })).toBe(false);
    // The same empty row under a new key is not a change.
    expect(isDraftChanged(initial, { ...initial, instructions: [{ key: newKey(), text: "" }] })).toBe(false);
    expect(isDraftChanged(initial, { ...initial }, true)).toBe(true);
  });
});

describe("scaled ingredient amounts (docs/product.md#rounding-and-scaling)", () => {
  it("scales by chosen / recipe servings in friendly fractions, singular up to one, in the person's system", () => {
    expect(scaledLine({ quantity: "1 1/2", unit: "cups" }, 4, 8)).toBe("3 cups");
    expect(scaledLine({ quantity: "2", unit: "cups" }, 4, 2)).toBe("1 cup");
    expect(scaledLine({ quantity: "1", unit: "teaspoons" }, 3, 1)).toBe("⅓ teaspoon");
    expect(scaledLine({ quantity: "a pinch", unit: "units" }, 2, 4)).toBe("a pinch");
    expect(scaledLine({ quantity: "1", unit: "cups" }, 4, 4, "metric")).toBe("240 milliliters");
  });

  it("shows neither amount nor unit for a line with no amount (ADR 121)", () => {
    expect(scaledLine({ quantity: "", unit: "units" }, 4, 8)).toBe("");
    expect(scaledLine({ quantity: "500", unit: "milliliters" }, 4, 2)).toBe("250 milliliters");
  });
});

describe("rescaling figures typed for another number of servings", () => {
  it("turns 155.5 kcal a serving of 4 into 103.67 kcal a serving of 6, and leaves blanks blank", () => {
    const draft = emptyDraft();
    const rescaled = rescaleNutrition({ ...draft.nutrition, calories: "155.5", protein: "12" }, 4, 6);
    expect(rescaled.calories).toBe("103.67");
    expect(rescaled.protein).toBe("8");
    expect(rescaled.fat).toBe("");
  });

  it("changes nothing for servings that are not a count", () => {
    const nutrition = { ...emptyDraft().nutrition, calories: "100" };
    expect(rescaleNutrition(nutrition, 0, 6)).toBe(nutrition);
  });
});
