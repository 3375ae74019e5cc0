import { describe, expect, it } from "vitest";
import { carryOverLines, groceryLineKey, ingredientSources } from "./regeneration";

const line = (uid: string, ingredientId: number, unit: string | null, inBasket = false) => ({ uid, ingredientId, unit, inBasket });

describe("a regenerated list keeps what is still on it", () => {
  it("matches lines by ingredient and unit, whatever the amount", () => {
    const previous = [line("a", 1, "cups", true), line("b", 2, "units"), line("c", 3, null, true)];
    const { state, gone } = carryOverLines(previous, [
      { ingredientId: 3, unit: null },
      { ingredientId: 1, unit: "Cups" },
      { ingredientId: 4, unit: "grams" },
    ]);
    expect(state.map((s) => s?.uid)).toEqual(["c", "a", undefined]);
    expect(state[1]?.inBasket).toBe(true);
    expect(gone).toEqual(["b"]);
  });

  it("gives two new lines of one key the old lines in list order, and never one old line twice", () => {
    const previous = [line("a", 1, "cups"), line("b", 1, "cups")];
    const { state, gone } = carryOverLines(previous, [
      { ingredientId: 1, unit: "cups" },
      { ingredientId: 1, unit: "cups" },
      { ingredientId: 1, unit: "cups" },
    ]);
    expect(state.map((s) => s?.uid)).toEqual(["a", "b", undefined]);
    expect(gone).toEqual([]);
  });

  it("makes every old line gone when the list is emptied", () => {
    expect(carryOverLines([line("a", 1, "cups"), line("b", 2, null)], [])).toEqual({ state: [], gone: ["a", "b"] });
  });

  it("keys a line by ingredient and unit, ignoring the unit's case and spaces", () => {
    expect(groceryLineKey({ ingredientId: 7, unit: " Cups " })).toBe("7|cups");
    expect(groceryLineKey({ ingredientId: 7, unit: null })).toBe("7|");
  });
});

describe("which recipes need an ingredient, and which USDA food it is", () => {
  it("lists each recipe once, in order, and takes the food most lines match", () => {
    const sources = ingredientSources([
      { ingredientId: 1, recipeTitle: "Stew", foodNdbNo: "11529" },
      { ingredientId: 1, recipeTitle: "Soup", foodNdbNo: "11531" },
      { ingredientId: 1, recipeTitle: "Stew", foodNdbNo: "11531" },
      { ingredientId: 2, recipeTitle: "Soup", foodNdbNo: null },
    ]);
    expect(sources.get(1)).toEqual({ titles: ["Stew", "Soup"], foodNdbNo: "11531" });
    expect(sources.get(2)).toEqual({ titles: ["Soup"], foodNdbNo: null });
  });

  it("takes the first food met on a tie", () => {
    const sources = ingredientSources([
      { ingredientId: 1, recipeTitle: "A", foodNdbNo: "11529" },
      { ingredientId: 1, recipeTitle: "B", foodNdbNo: "11531" },
    ]);
    expect(sources.get(1)?.foodNdbNo).toBe("11529");
  });
});
