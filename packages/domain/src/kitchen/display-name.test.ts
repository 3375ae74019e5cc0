import { describe, expect, it } from "vitest";
import { splitIngredientDisplayName } from "./display-name";

describe("splitIngredientDisplayName", () => {
  it("moves parenthesised text, comma parts and leading descriptors into modifiers", () => {
    expect(splitIngredientDisplayName("fresh basil, chopped (about 1 cup)")).toEqual({
      base: "basil",
      modifiers: ["fresh", "about 1 cup", "chopped"],
    });
  });
  it("keeps a plain name whole", () => {
    expect(splitIngredientDisplayName("olive oil")).toEqual({ base: "olive oil", modifiers: [] });
  });
  it("separates a trailing method and adds method and brand when given", () => {
    expect(splitIngredientDisplayName("garlic minced", { method: "roasted", brand: "Acme" })).toEqual({
      base: "garlic",
      modifiers: ["minced", "roasted", "Acme"],
    });
  });
  it("keeps the parser's brand and the descriptors a kitchen item comes with", () => {
    expect(splitIngredientDisplayName("unsalted butter (such as Kerrygold)")).toEqual({
      base: "butter",
      modifiers: ["unsalted", "Kerrygold"],
    });
    expect(splitIngredientDisplayName("canned black beans")).toEqual({ base: "black beans", modifiers: ["canned"] });
    expect(splitIngredientDisplayName("boneless skinless chicken breast")).toEqual({
      base: "chicken breast",
      modifiers: ["boneless", "skinless"],
    });
  });
  it("never empties the base: a lone descriptor stays the name", () => {
    expect(splitIngredientDisplayName("ground")).toEqual({ base: "ground", modifiers: [] });
    expect(splitIngredientDisplayName("large eggs")).toEqual({ base: "eggs", modifiers: ["large"] });
  });
});
