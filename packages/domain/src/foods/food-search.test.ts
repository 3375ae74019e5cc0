import { describe, expect, it } from "vitest";
import { FoodIndex, nameKey, normalizeWord, tokenize } from "./food-search";
import { matchIngredient } from "./ingredient-match";

const FOODS = [
  { ndbNo: "11282", name: "Onions, raw" },
  { ndbNo: "11283", name: "Onions, cooked, boiled, drained, without salt" },
  { ndbNo: "21138", name: "Onion rings, breaded, par fried, frozen, prepared, heated in oven" },
  { ndbNo: "05062", name: "Chicken, broilers or fryers, breast, meat only, raw" },
  { ndbNo: "05064", name: "Chicken, broilers or fryers, breast, meat only, cooked, roasted" },
  { ndbNo: "05159", name: "Quail, breast, meat only, raw" },
  { ndbNo: "12061", name: "Nuts, almonds" },
  { ndbNo: "04529", name: "Oil, almond" },
  { ndbNo: "19335", name: "Sugars, granulated" },
  { ndbNo: "19334", name: "Sugars, brown" },
  { ndbNo: "04053", name: "Oil, olive, salad or cooking" },
  { ndbNo: "06057", name: "CAMPBELL Soup Company, CAMPBELL'S Red and White, Chicken Broth, condensed" },
  { ndbNo: "06194", name: "Soup, Chicken Broth, canned, ready-to-serve" },
];
const index = new FoodIndex(FOODS);
const names = (list: { name: string }[]) => list.map((f) => f.name);

describe("words", () => {
  it.each([
    ["Tomatoes", "tomato"],
    ["berries", "berry"],
    ["peaches", "peach"],
    ["eggs", "egg"],
    ["Onions", "onion"],
    ["glass", "glass"],
    ["asparagus", "asparagus"],
    ["pea", "pea"],
  ])("%s reads as %s", (word, singular) => {
    expect(normalizeWord(word)).toBe(singular);
  });

  it("splits names into singular words, keeping hyphenated words whole and in parts", () => {
    expect(tokenize("Wheat flour, all-purpose")).toEqual(["wheat", "flour", "all-purpose", "all", "purpose"]);
    expect(nameKey("All-Purpose Flours")).toBe("all-purpose flour");
  });
});

describe("FoodIndex.search", () => {
  it("ignores word order and plurals", () => {
    expect(names(index.search("chicken breast"))[0]).toBe("Chicken, broilers or fryers, breast, meat only, raw");
    expect(names(index.search("breasts chicken"))[0]).toBe("Chicken, broilers or fryers, breast, meat only, raw");
  });

  it("forgives a small typo and a half-typed last word", () => {
    expect(names(index.search("chiken breast"))[0]).toBe("Chicken, broilers or fryers, breast, meat only, raw");
    expect(names(index.search("almo"))).toContain("Nuts, almonds");
  });

  it("ranks the plain raw food before cooked and breaded ones", () => {
    expect(names(index.search("onion"))).toEqual([
      "Onions, raw",
      "Onions, cooked, boiled, drained, without salt",
      "Onion rings, breaded, par fried, frozen, prepared, heated in oven",
    ]);
  });

  it("ranks a generic food before a branded one", () => {
    expect(names(index.search("chicken broth"))[0]).toBe("Soup, Chicken Broth, canned, ready-to-serve");
  });

  it("puts the everyday food first for a common name, in any word order", () => {
    expect(names(index.search("sugar"))[0]).toBe("Sugars, granulated");
    expect(names(index.search("sugar brown"))[0]).toBe("Sugars, brown");
  });

  it("finds nothing for a blank query or unknown words, and honours the limit", () => {
    expect(index.search("  ")).toEqual([]);
    expect(index.search("xqzvwj")).toEqual([]);
    expect(index.search("chicken", 1)).toHaveLength(1);
  });
});

describe("matchIngredient over a small index", () => {
  it("prefers the food named first over one where the word is a variety", () => {
    expect(matchIngredient(index, "almonds")?.food.name).toBe("Nuts, almonds");
    expect(matchIngredient(index, "almond oil")?.food.name).toBe("Oil, almond");
  });

  it("drops leading words nobody lists until a food carries the rest", () => {
    expect(matchIngredient(index, "extra virgin olive oil")?.food.name).toBe("Oil, olive, salad or cooking");
  });

  it("reads the base name of a line: descriptors, method and notes aside", () => {
    expect(matchIngredient(index, "large onions (about 2), finely chopped")?.food.name).toBe("Onions, raw");
  });

  it("corrects a misspelt long word but does not guess short unknown ones", () => {
    expect(matchIngredient(index, "chiken breast")?.food.ndbNo).toBe("05062");
    expect(matchIngredient(index, "xqzvwj dust")).toBeNull();
  });
});
