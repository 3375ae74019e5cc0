import { describe, expect, it } from "vitest";
import brokenDesserts from "./test-fixtures/desserts.json";
import { CatalogDataError, catalogRecipes, CATALOG_FILES, checkCatalogFile } from "./index";

describe("the catalogue schema check", () => {
  it("names the file, the recipe and the entry of every mistake in a course file", () => {
    const { problems } = checkCatalogFile({ name: "desserts.json", data: brokenDesserts });
    expect(problems).toEqual([
      "desserts.json, recipe 'Lemon Tart', section 'Filling', ingredient 3: unknown ingredient 'lemmon' (did you mean 'lemon'?)",
      "desserts.json, recipe 'Lemon Tart', equipment 2: unknown equipment 'whisc' (did you mean 'whisk'?)",
      "desserts.json, recipe 'Quick Fool', ingredient 1: unknown unit 'tbsp'",
      "desserts.json, recipe 'Quick Fool', ingredient 2: quantity: quantity must be a number, fraction or mixed number",
      "desserts.json, recipe 'Quick Fool', ingredient 3: no can size for 'heavy cream': add it to canOunces in vocabulary.json",
      "desserts.json, recipe 'Quick Fool', step 1: Too small: expected string to have >=10 characters",
    ]);
  });

  it("refuses to load a catalogue with a broken file, listing every problem in the error", () => {
    const files = [...CATALOG_FILES.filter((f) => f.name !== "desserts.json"), { name: "desserts.json", data: brokenDesserts }];
    expect(() => catalogRecipes(files)).toThrow(CatalogDataError);
    expect(() => catalogRecipes(files)).toThrow(
      /desserts\.json, recipe 'Lemon Tart', section 'Filling', ingredient 3: unknown ingredient 'lemmon'/,
    );
  });

  it("names a recipe whose title another file already uses", () => {
    const soups = CATALOG_FILES.find((f) => f.name === "soups.json");
    const copy = { name: "extra.json", data: [(soups?.data as unknown[])[0]] };
    expect(() => catalogRecipes([...CATALOG_FILES, copy])).toThrow(
      "extra.json, recipe 'Chicken Noodle Soup': the title is already used in soups.json",
    );
  });

  it("says what is wrong with a recipe that is not even an object", () => {
    const { problems } = checkCatalogFile({ name: "snacks.json", data: [{ title: "Crisps" }, "nachos"] });
    expect(problems).toEqual([
      "snacks.json, recipe 'Crisps': missing course",
      "snacks.json, recipe 'Crisps': missing cuisine",
      "snacks.json, recipe 'Crisps': missing servings",
      "snacks.json, recipe 'Crisps': missing minutes",
      "snacks.json, recipe 'Crisps': missing steps",
      "snacks.json, recipe 'Crisps': missing equipment",
      "snacks.json, recipe 2: Invalid input: expected object, received string",
    ]);
  });

  it("passes every shipped course file", () => {
    for (const file of CATALOG_FILES) expect(checkCatalogFile(file).problems, file.name).toEqual([]);
  });
});
