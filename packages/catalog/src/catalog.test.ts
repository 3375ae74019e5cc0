import { describe, expect, it } from "vitest";
import { RECIPE_UNITS } from "@simmer/domain";
import { catalogRecipes } from "./index";
import { COURSES, CUISINES, dietsOf } from "./define";
import { EQUIPMENT, INGREDIENTS, type IngredientName } from "./vocabulary";

const recipes = catalogRecipes();
const lines = recipes.flatMap((r) => r.sections.flatMap((s) => s.ingredients));

describe("starter catalogue content", () => {
  it("holds at least 150 recipes with unique titles", () => {
    expect(recipes.length).toBeGreaterThanOrEqual(150);
    const titles = recipes.map((r) => r.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("covers every course and at least 8 cuisines, each with several recipes", () => {
    for (const course of COURSES) {
      expect(recipes.filter((r) => r.tags.includes(course)).length, course).toBeGreaterThanOrEqual(8);
    }
    const cuisines = CUISINES.filter((c) => recipes.some((r) => r.tags.includes(c)));
    expect(cuisines.length).toBeGreaterThanOrEqual(8);
  });

  it("uses every one of the fourteen original units and no unit outside the vocabulary", () => {
    const used = new Set(lines.map((l) => l.unit));
    expect([...used].filter((u) => !(RECIPE_UNITS as readonly string[]).includes(u))).toEqual([]);
    expect([...used].filter((u) => (RECIPE_UNITS as readonly string[]).indexOf(u) < 14).sort()).toEqual(
      [...RECIPE_UNITS].slice(0, 14).sort(),
    );
  });

  it("gives every recipe 4-10 numbered steps, a course and cuisine tag, equipment and realistic times", () => {
    for (const r of recipes) {
      expect(
        r.instructions.map((i) => i.step_number),
        r.title,
      ).toEqual(r.instructions.map((_, i) => i + 1));
      expect(r.instructions.length, r.title).toBeGreaterThanOrEqual(4);
      expect(r.instructions.length, r.title).toBeLessThanOrEqual(10);
      expect(
        r.tags.some((t) => (COURSES as readonly string[]).includes(t)),
        r.title,
      ).toBe(true);
      expect(
        r.tags.some((t) => (CUISINES as readonly string[]).includes(t)),
        r.title,
      ).toBe(true);
      expect(r.equipment.length, r.title).toBeGreaterThan(0);
      expect(r.prep_time_min + r.cook_time_min, r.title).toBeGreaterThan(0);
      expect(r.data_source).toBe("catalog");
      expect(r.data_source_name).toBe("Simmer Test Kitchen");
    }
  });

  it("names sections only where a recipe has parts", () => {
    for (const r of recipes) {
      if (r.sections.length > 1)
        expect(
          r.sections.every((s) => s.section_name.length > 0),
          r.title,
        ).toBe(true);
    }
    expect(recipes.filter((r) => r.sections.length > 1).length).toBeGreaterThanOrEqual(15);
  });

  it("marks some lines optional, gives most recipes methods, and names a brand only rarely", () => {
    expect(lines.filter((l) => l.optional).length).toBeGreaterThanOrEqual(40);
    expect(lines.filter((l) => l.method).length / lines.length).toBeGreaterThan(0.3);
    const branded = lines.filter((l) => l.brand).length;
    expect(branded).toBeGreaterThan(0);
    expect(branded / lines.length).toBeLessThan(0.02);
  });

  it("keeps ingredient names plain: no method or size words baked into a name", () => {
    // Canned goods keep the cut they are sold in ("canned diced tomatoes").
    for (const name of Object.keys(INGREDIENTS).filter((n) => !n.startsWith("canned "))) {
      expect(name, name).not.toMatch(/\b(chopped|minced|diced|sliced|grated|melted|large|small)\b/);
      expect(name, name).toBe(name.toLowerCase().trim());
    }
  });

  it("uses every word of the vocabulary, so the shared catalogues hold nothing unused", () => {
    const usedIngredients = new Set(lines.map((l) => l.ingredient_name));
    expect(Object.keys(INGREDIENTS).filter((n) => !usedIngredients.has(n))).toEqual([]);
    const usedEquipment = new Set(recipes.flatMap((r) => r.equipment));
    expect(EQUIPMENT.filter((e) => !usedEquipment.has(e))).toEqual([]);
  });
});

describe("diet tags", () => {
  it("derives them from what the ingredients contain", () => {
    expect(dietsOf(["onion", "olive oil"])).toEqual(["vegetarian", "vegan", "gluten-free", "dairy-free"]);
    expect(dietsOf(["egg", "butter"])).toEqual(["vegetarian", "gluten-free"]);
    expect(dietsOf(["honey", "quinoa"])).toEqual(["vegetarian", "gluten-free", "dairy-free"]);
    expect(dietsOf(["rolled oats", "maple syrup"])).toEqual(["vegetarian", "vegan", "dairy-free"]);
    expect(dietsOf(["chicken breast", "soy sauce"])).toEqual(["dairy-free"]);
    expect(dietsOf(["fish sauce", "rice noodles"])).toEqual(["gluten-free", "dairy-free"]);
  });

  it("never tags a recipe vegan, vegetarian, gluten-free or dairy-free against its ingredients", () => {
    for (const r of recipes) {
      const names = r.sections.flatMap((s) => s.ingredients.map((i) => i.ingredient_name as IngredientName));
      const contains = new Set(names.flatMap((n) => INGREDIENTS[n]));
      if (r.tags.includes("vegan"))
        expect(
          [...contains].filter((c) => c !== "G"),
          r.title,
        ).toEqual([]);
      if (r.tags.includes("vegetarian")) expect(contains.has("M"), r.title).toBe(false);
      if (r.tags.includes("gluten-free")) expect(contains.has("G"), r.title).toBe(false);
      if (r.tags.includes("dairy-free")) expect(contains.has("D"), r.title).toBe(false);
    }
  });
});
