import { describe, expect, it } from "vitest";
import { foodGroupOf, foodNamesAll, isStoreSection, normaliseFreeText, sectionForFood, sectionMemoryKey, STORE_SECTIONS } from "./sections";

describe("store sections from USDA SR24 food groups", () => {
  it("reads the food group from the NDB number's first two digits", () => {
    expect(foodGroupOf("01001")).toBe("Dairy and Egg Products");
    expect(foodGroupOf("11529")).toBe("Vegetables and Vegetable Products");
    expect(foodGroupOf("99001")).toBeNull();
  });

  it.each([
    [{ ndbNo: "01001", name: "Butter, salted" }, "dairy and eggs"],
    [{ ndbNo: "01123", name: "Egg, whole, raw, fresh" }, "dairy and eggs"],
    [{ ndbNo: "11529", name: "Tomatoes, red, ripe, raw, year round average" }, "produce"],
    [{ ndbNo: "09003", name: "Apples, raw, with skin" }, "produce"],
    [{ ndbNo: "05062", name: "Chicken, broilers or fryers, breast, meat only, raw" }, "meat and fish"],
    [{ ndbNo: "15076", name: "Fish, salmon, Atlantic, wild, raw" }, "meat and fish"],
    [{ ndbNo: "13000", name: "Beef, grass-fed, ground, raw" }, "meat and fish"],
    [{ ndbNo: "10219", name: "Pork, fresh, ground, raw" }, "meat and fish"],
    [{ ndbNo: "07022", name: "Frankfurter, beef" }, "meat and fish"],
    [{ ndbNo: "18069", name: "Bread, white, commercially prepared" }, "bakery"],
    [{ ndbNo: "20081", name: "Wheat flour, white, all-purpose, enriched, bleached" }, "pantry"],
    [{ ndbNo: "04053", name: "Oil, olive, salad or cooking" }, "pantry"],
    [{ ndbNo: "16015", name: "Beans, black, mature seeds, canned" }, "pantry"],
    [{ ndbNo: "02030", name: "Spices, pepper, black" }, "spices"],
    [{ ndbNo: "02047", name: "Salt, table" }, "spices"],
    [{ ndbNo: "11304", name: "Peas, green, raw" }, "produce"],
    [{ ndbNo: "11312", name: "Peas, green, frozen, unprepared" }, "frozen"],
    [{ ndbNo: "09302", name: "Raspberries, frozen, red, sweetened" }, "frozen"],
    [{ ndbNo: "11531", name: "Tomatoes, red, ripe, canned, packed in tomato juice" }, "pantry"],
    [{ ndbNo: "09206", name: "Orange juice, raw" }, "pantry"],
    [{ ndbNo: "02044", name: "Basil, fresh" }, "produce"],
    [{ ndbNo: "21001", name: "Fast foods, biscuit" }, "other"],
    [{ ndbNo: "14003", name: "Alcoholic beverage, beer, regular, all" }, "pantry"],
    [{ ndbNo: "23001", name: "Beef, shoulder pot roast or steak, boneless, raw" }, "meat and fish"],
    [{ ndbNo: "90560", name: "Mollusks, snail, raw" }, "meat and fish"],
    [{ ndbNo: "43261", name: "Cheese spread, cream cheese base" }, "dairy and eggs"],
    [{ ndbNo: "43352", name: "Frozen novelties, ice type, lime" }, "frozen"],
    [{ ndbNo: "48052", name: "Vital wheat gluten" }, "other"],
  ] as const)("puts %o in %s", (food, section) => {
    expect(sectionForFood(food)).toBe(section);
  });

  it("puts a food it cannot place, or no food at all, in other", () => {
    expect(sectionForFood(null)).toBe("other");
    expect(sectionForFood({ ndbNo: "00000", name: "Mystery" })).toBe("other");
    expect(sectionForFood({ ndbNo: "99999", name: "Beefsteak plant" })).toBe("other");
  });

  it("knows exactly the eight sections", () => {
    expect(STORE_SECTIONS).toEqual(["produce", "dairy and eggs", "meat and fish", "bakery", "pantry", "spices", "frozen", "other"]);
    expect(isStoreSection("frozen")).toBe(true);
    expect(isStoreSection("Frozen")).toBe(false);
    expect(isStoreSection(3)).toBe(false);
  });
});

describe("a searched food counts only when it names every word", () => {
  it.each([
    ["black pepper", "Spices, pepper, black", true],
    ["Carrots", "Carrots, raw", true],
    ["foil", "Cheese, fontina", false],
    ["paper towels", "Papayas, raw", false],
    ["", "Salt, table", false],
  ] as const)("%s as %s: %s", (name, food, expected) => {
    expect(foodNamesAll(name, food)).toBe(expected);
  });
});

describe("free text as a key", () => {
  it("ignores case, spacing, punctuation and plurals", () => {
    expect(normaliseFreeText("  Paper   Towels! ")).toBe("paper towel");
    expect(normaliseFreeText("paper towel")).toBe("paper towel");
    expect(normaliseFreeText("Dish-washing TABLETS")).toBe("dish washing tablet");
    expect(normaliseFreeText("Batteries (AA)")).toBe("battery aa");
  });

  it("keeps letters beyond English and folds compatibility forms", () => {
    expect(normaliseFreeText("Crème Fraîche")).toBe("crème fraîche");
    expect(normaliseFreeText("ｃｏｆｆｅｅ")).toBe("coffee");
  });

  it("files a section memory by ingredient id, or by the normalised text", () => {
    expect(sectionMemoryKey({ ingredientId: 42, name: "Flour" })).toBe("i:42");
    expect(sectionMemoryKey({ ingredientId: null, name: "Paper Towels" })).toBe("t:paper towel");
  });
});
