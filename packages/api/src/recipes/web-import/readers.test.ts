import { describe, expect, it } from "vitest";
import { unflatten } from "./app-state";
import { readJsLiteral } from "./js-literal";
import { mergeIngredients, mergeSteps, unplacedSteps } from "./merge";
import { emptyRaw, type RawRecipe } from "./types";
import { durationMinutes, realTags, servingsFrom, stepsWithSections, yieldText } from "./values";
import { extractRecipe } from "./extract";

function raw(groups: RawRecipe["groups"]): RawRecipe {
  return { ...emptyRaw(), groups };
}

describe("readJsLiteral: a framework's state without running it", () => {
  it("reads objects with bare keys, both quotes, escapes and the literal words", () => {
    expect(readJsLiteral(`window.__NUXT__={a:1,"b":'two\\u0021',c:[true,false,null,void 0,-2.5e1],d:{}};`)).toEqual({
      a: 1,
      b: "two!",
      c: [true, false, null, null, -25],
      d: {},
    });
  });

  it("reads Nuxt's function form, putting the values passed in for the names", () => {
    const state = readJsLiteral(`window.__NUXT__=(function(a,b){var x=1;return {title:a,list:[b,a],n:b}}("Soup",4));`);
    expect(state).toEqual({ title: "Soup", list: [4, "Soup"], n: 4 });
    expect(readJsLiteral(`(function(a){return {t:a}})("x")`)).toEqual({ t: "x" });
  });

  it("gives up on anything that is not a literal instead of guessing", () => {
    for (const source of ["window.x=foo()", "{a: b}", "{a:1+2}", "{", "[1,2", "`${x}`", "(function(a){return {t:a}}(call()))"]) {
      expect(readJsLiteral(source)).toBeNull();
    }
    expect(readJsLiteral("[".repeat(10_000))).toBeNull();
  });
});

describe("unflatten: Nuxt 3's flattened state", () => {
  it("follows indexes and wrappers, and turns cycles and unknown wrappers into null", () => {
    expect(unflatten([["ShallowReactive", 1], { a: 2, s: 3 }, [4, 4], ["Set"], "x"])).toEqual({ a: ["x", "x"], s: null });
    expect(unflatten([{ self: 0 }])).toEqual({ self: null });
    expect(unflatten("nope")).toBeNull();
  });
});

describe("yields, times and tags", () => {
  it("keeps a yield that counts things as text, and not one that counts servings", () => {
    expect(yieldText("2 pies")).toBe("2 pies");
    expect(yieldText(["20", "2 pies"])).toBe("2 pies");
    expect(yieldText("Makes 24 cookies")).toBe("24 cookies");
    expect(yieldText("8 hand pies 1x")).toBe("8 hand pies");
    for (const plain of ["4", "4 servings", "Serves 4", "3 to 4 servings", "6 persone", "4 porcje", "4 personer", "6 adag", 4])
      expect(yieldText(plain)).toBeNull();
  });

  it("reads servings from the words a yield gives over a bare number", () => {
    expect(servingsFrom(["20", "2 pies"])).toBe(2);
    expect(servingsFrom(["4", "4 servings"])).toBe(4);
    expect(servingsFrom("4 porcji")).toBe(4);
    expect(servingsFrom("Μερίδες: 4")).toBe(4);
  });

  it("does not count the parts of a total twice", () => {
    expect(durationMinutes("8 hours 20 minutes (20 minutes prep, 8 hours cook)")).toBe(500);
    expect(durationMinutes("15 min 45 min")).toBe(15);
    expect(durationMinutes("1 hour 30 minutes")).toBe(90);
    expect(durationMinutes("1 godz. 30 min")).toBe(90);
    expect(durationMinutes("2 óra 10 perc")).toBe(130);
    expect(durationMinutes("1 time 15 minutter")).toBe(75);
    expect(durationMinutes("45 λεπτά")).toBe(45);
  });

  it("keeps only real categories and cuisines", () => {
    expect(realTags(["Dinner", "21", "recipes", "Ricetta", "dinner", "x", "Uncategorized", "Soup", "Tomato Soup"], "Tomato Soup")).toEqual([
      "Dinner",
      "Soup",
    ]);
  });

  it("names the parts of a method on their first step, once", () => {
    expect(
      stepsWithSections([
        { name: "Sauce", lines: ["Whisk.", "Simmer."] },
        { name: "Brown", lines: ["Brown the beef."] },
        { name: "Instructions", lines: ["Serve."] },
      ]),
    ).toEqual(["Sauce: Whisk.", "Simmer.", "Brown the beef.", "Serve."]);
    expect(stepsWithSections([{ name: "Only part", lines: ["Mix."] }])).toEqual(["Mix."]);
  });
});

describe("merging the trusted source with the page as shown", () => {
  it("takes the page's amounts when the recipe data lists names only", () => {
    const warnings: string[] = [];
    const merged = mergeIngredients(
      raw([{ name: "", lines: ["flour", "sugar", "salt"] }]),
      raw([{ name: "", lines: ["2 cups flour", "1 cup sugar", "1 tsp salt"] }]),
      warnings,
    );
    expect(merged).toEqual([{ name: "", lines: ["2 cups flour", "1 cup sugar", "1 tsp salt"] }]);
    expect(warnings).toEqual([]);
  });

  it("keeps the page's groups, adds the page's lines the data lacks and names a line it cannot place", () => {
    const warnings: string[] = [];
    const merged = mergeIngredients(
      raw([{ name: "", lines: ["2 tbsp soy sauce", "1 tbsp honey", "1 tsp sesame seeds"] }]),
      raw([
        { name: "Chicken", lines: ["1 lb chicken wings", "1 tsp salt"] },
        { name: "Sauce", lines: ["2 tbsp soy sauce", "1 tbsp honey"] },
      ]),
      warnings,
    );
    expect(merged).toEqual([
      { name: "Chicken", lines: ["1 lb chicken wings", "1 tsp salt"] },
      { name: "Sauce", lines: ["2 tbsp soy sauce", "1 tbsp honey", "1 tsp sesame seeds"] },
    ]);
    expect(warnings).toEqual([
      "2 ingredient lines shown on the page were missing from its recipe data and were added.",
      '1 ingredient line could not be placed in the page\'s groups and was kept after the line before: "1 tsp sesame seeds".',
    ]);
  });

  it("does not match a food by part of a word, and warns when the page's groups cannot be placed", () => {
    const warnings: string[] = [];
    const trusted = raw([{ name: "", lines: ["salt", "pepper", "oil"] }]);
    const merged = mergeIngredients(
      trusted,
      raw([
        { name: "Cake", lines: ["1 cup unsalted butter"] },
        { name: "Glaze", lines: ["2 cups icing sugar"] },
      ]),
      warnings,
    );
    expect(merged).toBe(trusted.groups);
    expect(warnings).toEqual([
      "The page groups its ingredients (Cake, Glaze), but its lines did not match the recipe's: the groups could not be placed.",
    ]);
  });

  it("takes the page's steps for one block that says the same, and not for a different one", () => {
    const shown = ["Mix the flour and sugar.", "Bake for 20 minutes."];
    expect(mergeSteps(["Mix the flour and sugar. Bake for 20 minutes."], shown)).toEqual(shown);
    expect(mergeSteps(["Whisk eggs with cream and pour over the leeks."], shown)).toEqual([
      "Whisk eggs with cream and pour over the leeks.",
    ]);
  });
});

describe("steps the page shows that the method lacks (ADR 143)", () => {
  it("names a step whose words are not in the method, and not one said with other breaks or a short one", () => {
    const warnings: string[] = [];
    const kept = ["Brown the butter and cool it.", "Beat in the sugar, then the flour. Bake 18 minutes."];
    const missing = unplacedSteps(
      kept,
      [
        "Brown the butter and cool it.",
        "Beat in the sugar, then the flour.",
        "Chill the dough overnight in the fridge.",
        "Bake 18 minutes.",
        "Enjoy!",
      ],
      warnings,
    );
    expect(missing).toEqual(["Chill the dough overnight in the fridge."]);
    expect(warnings).toEqual([
      '1 step shown on the page could not be placed in the recipe\'s method and was left out: "Chill the dough overnight in the fridge.".',
    ]);
  });

  it("says how many lines and steps went past the recipe's limits", () => {
    const lines = Array.from({ length: 305 }, (_, i) => `"${i + 1} g flour"`).join(",");
    const steps = Array.from({ length: 203 }, (_, i) => `"Stir the pot for the ${i + 1}th time."`).join(",");
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Long","recipeIngredient":[${lines}],"recipeInstructions":[${steps}]}</script>`;
    const result = extractRecipe(html, "https://long.example/");
    if (!result.found) throw new Error(result.message);
    expect(result.recipe.sections[0]?.ingredients).toHaveLength(300);
    expect(result.recipe.instructions).toHaveLength(200);
    expect(result.warnings).toContain("5 ingredient lines past the recipe's limits (50 groups of 300 lines) could not be placed.");
    expect(result.warnings).toContain("3 steps past the recipe's limit of 200 could not be placed.");
  });

  it("quotes at most three, shortened, and says nothing when every step is placed", () => {
    const warnings: string[] = [];
    const long = `Fold ${"gently and slowly ".repeat(10)}until smooth.`;
    unplacedSteps(
      ["Boil the pasta."],
      [long, "Grate the cheese finely.", "Toast the walnuts lightly.", "Slice the pears thinly."],
      warnings,
    );
    expect(warnings[0]).toMatch(/^4 steps shown on the page could not be placed in the recipe's method and were left out: "Fold gently/);
    expect(warnings[0]).toMatch(/…", "Grate the cheese finely.", "Toast the walnuts lightly.", ….$/);
    const none: string[] = [];
    unplacedSteps(["Boil the pasta.", "Drain it."], ["Boil the pasta.", "Drain it."], none);
    expect(none).toEqual([]);
  });
});

describe("pages a browser shows", () => {
  it("reads a page with NUL and other control characters without them", () => {
    const result = extractRecipe(
      `<h1>Toast\u0000ed\u0007 Bread</h1><h2>Ingredients</h2><ul><li>2 slices\u0000 bread</li></ul><h2>Method</h2><ol><li>Toast.</li></ol>`,
      "https://nul.example/",
    );
    if (!result.found) throw new Error(result.message);
    expect(result.recipe.title).toBe("Toasted Bread");
    expect(result.recipe.sections[0]?.ingredients[0]).toMatchObject({ quantity: "2", unit: "slices", original: "2 slices bread" });
  });

  it("finds a JSON-LD Recipe nested under any property, and one kept as a string in a framework's state", () => {
    const nested = `<script type="application/ld+json">{"@type":"WebPage","isPartOf":{"@type":"CreativeWorkSeries","hasPart":[{"@type":"http://schema.org/Recipe","name":"Deep","recipeIngredient":["1 egg"],"recipeInstructions":"Boil it."}]}}</script>`;
    const deep = extractRecipe(nested, "https://deep.example/");
    expect(deep.found && deep.recipe.title).toBe("Deep");
    const state = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { schema: JSON.stringify({ "@type": "Recipe", name: "Stringed", recipeIngredient: ["1 egg"], recipeInstructions: "Fry it." }) } })}</script>`;
    const stringed = extractRecipe(state, "https://state.example/");
    expect(stringed.found && stringed.source).toBe("app-state");
    expect(stringed.found && stringed.recipe.instructions[0]?.instruction).toBe("Fry it.");
  });
});
