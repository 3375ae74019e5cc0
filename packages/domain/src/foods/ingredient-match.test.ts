import { describe, expect, it } from "vitest";
import { FoodIndex } from "./food-search";
import { matchIngredient, readIngredientName } from "./ingredient-match";

describe("reading an ingredient's name for what it means", () => {
  it.each([
    ["boneless, skinless chicken breasts", ["chicken", "breast"]],
    ["chicken, boneless and skinless, diced", ["chicken"]],
    ["large onions (about 2), finely chopped", ["onion"]],
    ["powdered sugar for dusting (optional)", ["powdered", "sugar"]],
    ["salt and pepper to taste", ["salt"]],
    ["butter or margarine", ["butter"]],
    ["chipotle peppers in adobo sauce", ["chipotle", "pepper"]],
    ["pumpkin purée", ["pumpkin", "puree"]],
    ["1/2 cup room temperature butter", ["butter"]],
    ["ground cinnamon", ["ground", "cinnamon"]],
  ])("%s → %j", (name, words) => {
    expect(readIngredientName(name).words).toEqual(words);
  });

  it("keeps numbers in the lookup key: 80/20 ground beef is not any ground beef", () => {
    expect(readIngredientName("80/20 ground beef").key).toBe("80 20 ground beef");
  });
});

const index = new FoodIndex([
  { ndbNo: "11424", name: "Pumpkin, canned, without salt" },
  { ndbNo: "14635", name: "Beverages, vegetable and fruit juice blend, 100% juice, with added vitamins A, C, E" },
  { ndbNo: "11821", name: "Peppers, sweet, red, raw" },
  { ndbNo: "02031", name: "Spices, pepper, red or cayenne" },
  { ndbNo: "43100", name: "Breakfast bars, oats, sugar, raisins, coconut (include granola bar)" },
  { ndbNo: "35137", name: "Cornmeal, yellow (Navajo)" },
  { ndbNo: "20022", name: "Cornmeal, degermed, enriched, yellow" },
  { ndbNo: "09003", name: "Apples, raw, with skin" },
  { ndbNo: "09021", name: "Apricots, canned, juice pack" },
  { ndbNo: "03116", name: "Babyfood, apricot with tapioca, strained" },
]);

describe("matching across categories", () => {
  it("never answers a purée with a drink", () => {
    expect(matchIngredient(index, "vegetable fruit purée")?.food.name ?? null).toBeNull();
  });

  it("answers a seasoning only with a spice", () => {
    expect(matchIngredient(index, "red pepper", { seasoning: true })?.food.ndbNo).toBe("02031");
    expect(matchIngredient(index, "red pepper")?.food.ndbNo).toBe("11821");
  });

  it("keeps a food whose name is about another noun out: coconut sugar is no breakfast bar", () => {
    expect(matchIngredient(index, "coconut sugar")?.food.ndbNo).not.toBe("43100");
  });

  it("does not answer with a baby food or a regional food unless asked", () => {
    expect(matchIngredient(index, "apricot tapioca")).toBeNull();
    expect(matchIngredient(index, "yellow cornmeal")?.food.ndbNo).toBe("20022");
  });

  it("calls a curated name high, a ranked one medium, a guess on fewer words low", () => {
    expect(matchIngredient(index, "pumpkin purée")?.confidence).toBe("high");
    expect(matchIngredient(index, "canned apricots")?.confidence).toBe("medium");
    expect(matchIngredient(index, "apricot crumble bars")?.confidence).toBe("low");
  });
});
