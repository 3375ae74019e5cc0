import { describe, expect, it } from "vitest";
import { draftToFormData } from "./form-model";
import { draftFromWebRecipe, foundSummary, isKeptAsWritten, linkFromInput } from "./imported-recipe";
import { bookmarkletHref, bookmarkletScript } from "./SaveToSimmerLink";
import type { TWebRecipe } from "./web-import";

const line = (
  original: string,
  ingredient_name: string,
  quantity = "1",
  unit: TWebRecipe["sections"][number]["ingredients"][number]["unit"] = "units",
) => ({
  original,
  ingredient_name,
  quantity,
  unit,
  method: null,
  brand: null,
  optional: false,
});

function webRecipe(overrides: Partial<TWebRecipe> = {}): TWebRecipe {
  return {
    title: "Red Lentil Soup",
    servings: 4,
    yield_text: null,
    prep_time_min: 10,
    wait_time_min: 0,
    cook_time_min: 30,
    total_time_min: 40,
    tags: ["Soup"],
    data_source_name: "Loopback Kitchen",
    data_source_link: "https://kitchen.example/lentil-soup",
    image_url: "https://kitchen.example/soup.png",
    instructions: [
      { step_number: 1, instruction: "Soften the onion." },
      { step_number: 2, instruction: "Simmer the lentils." },
    ],
    sections: [
      {
        section_name: "For the soup",
        ingredients: [line("1 cup red lentils", "red lentils", "1", "cups"), line("1 onion, chopped", "onion")],
      },
      { section_name: "To serve", ingredients: [line("a handful of coriander", "a handful of coriander")] },
    ],
    equipment: ["Large pot"],
    nutrition: null,
    ...overrides,
  };
}

describe("what an imported page gave", () => {
  it("sums it up in one line, naming sections only when there are several", () => {
    expect(foundSummary(webRecipe())).toBe("Found 3 ingredients in 2 sections and 2 steps");
    const one = webRecipe({
      sections: [{ section_name: "", ingredients: [line("1 egg", "egg")] }],
      instructions: [{ step_number: 1, instruction: "Boil." }],
    });
    expect(foundSummary(one)).toBe("Found 1 ingredient and 1 step");
    expect(foundSummary(webRecipe({ sections: [], instructions: [] }))).toBe("Found 0 ingredients and 0 steps");
  });

  it("becomes a new recipe's draft, with lines as the page wrote them kept beside the structured fields", () => {
    const draft = draftFromWebRecipe(webRecipe());
    expect(draft.title).toBe("Red Lentil Soup");
    expect(draft.image_url).toBeNull();
    expect([draft.prep_time_min, draft.wait_time_min, draft.cook_time_min, draft.servings]).toEqual(["10", "0", "30", "4"]);
    expect(draft.instructions.map((s) => s.text)).toEqual(["Soften the onion.", "Simmer the lentils."]);
    expect(draft.sections.map((s) => s.section_name)).toEqual(["For the soup", "To serve"]);
    expect(draft.tags.map((t) => t.text)).toEqual(["Soup"]);
    expect(draft.equipment.map((t) => t.text)).toEqual(["Large pot"]);
    const [lentils, onion] = draft.sections[0]!.ingredients;
    expect(lentils).toMatchObject({ ingredient_name: "red lentils", quantity: "1", unit: "cups", original: "1 cup red lentils" });
    expect(onion).toMatchObject({ ingredient_name: "onion", method: "", original: "1 onion, chopped" });
    expect(isKeptAsWritten(lentils!)).toBe(false);
    expect(isKeptAsWritten(draft.sections[1]!.ingredients[0]!)).toBe(true);
    // The page's wording is saved with each line, so it can be read again on the recipe (ADR 143).
    const sections = JSON.parse(String(draftToFormData(draft, null).get("sections"))) as { ingredients: { original: string }[] }[];
    expect(sections[0]!.ingredients.map((l) => l.original)).toEqual(["1 cup red lentils", "1 onion, chopped"]);
  });

  it("keeps a yield that counts things as text, sent with the recipe", () => {
    const draft = draftFromWebRecipe(webRecipe({ servings: 2, yield_text: "2 pies" }));
    expect([draft.servings, draft.yield_text]).toEqual(["2", "2 pies"]);
    expect(draftToFormData(draft, null).get("yield_text")).toBe("2 pies");
    expect(draftToFormData(draftFromWebRecipe(webRecipe()), null).get("yield_text")).toBe("");
  });

  it("keeps the page's total time: beyond prep and cook it is waiting, and a total alone is cooking", () => {
    const resting = draftFromWebRecipe(webRecipe({ prep_time_min: 15, cook_time_min: 20, total_time_min: 95 }));
    expect([resting.prep_time_min, resting.wait_time_min, resting.cook_time_min]).toEqual(["15", "60", "20"]);
    const totalOnly = draftFromWebRecipe(webRecipe({ prep_time_min: 0, cook_time_min: 0, total_time_min: 25 }));
    expect([totalOnly.prep_time_min, totalOnly.wait_time_min, totalOnly.cook_time_min]).toEqual(["0", "0", "25"]);
    const shortTotal = draftFromWebRecipe(webRecipe({ prep_time_min: 10, cook_time_min: 30, total_time_min: 20 }));
    expect([shortTotal.wait_time_min, shortTotal.cook_time_min]).toEqual(["0", "30"]);
  });

  it("leaves a blank step and ingredient line to fill in when the page had none", () => {
    const draft = draftFromWebRecipe(webRecipe({ sections: [], instructions: [] }));
    expect(draft.instructions).toHaveLength(1);
    expect(draft.sections).toHaveLength(1);
    expect(draft.sections[0]!.ingredients).toHaveLength(1);
  });
});

describe("a pasted link", () => {
  it("is read as https when it has no scheme, and left alone otherwise", () => {
    expect(linkFromInput("  kitchen.example/soup ")).toBe("https://kitchen.example/soup");
    expect(linkFromInput("http://kitchen.example/soup")).toBe("http://kitchen.example/soup");
    expect(linkFromInput("ftp://kitchen.example/soup")).toBe("ftp://kitchen.example/soup");
    expect(linkFromInput("   ")).toBe("");
  });
});

describe("the 'Save to Simmer' bookmarklet", () => {
  it("posts the page's address and source to this Simmer's hand-off in a new tab", () => {
    const script = bookmarkletScript("https://simmer.example");
    expect(script).toContain('"https://simmer.example/import-from-web"');
    expect(script).toContain("f.target='_blank'");
    expect(script).toContain("location.href");
    expect(script).toContain("d.documentElement.outerHTML");
    // It parses as a script, and survives the percent-encoding of its address.
    expect(() => new Function(script)).not.toThrow();
    const href = bookmarkletHref("https://simmer.example");
    expect(href.startsWith("javascript:")).toBe(true);
    expect(decodeURIComponent(href.slice("javascript:".length))).toBe(script);
  });

  it("quotes an origin safely inside its script", () => {
    expect(bookmarkletScript("http://a.example/'x")).toContain(JSON.stringify("http://a.example/'x/import-from-web"));
  });
});

describe("nutrition from an imported page", () => {
  it("keeps the page's own figures as the page's", () => {
    const draft = draftFromWebRecipe(webRecipe({ nutrition: { calories: 320, protein: 18.5 } }));
    expect(draft.nutrition_source).toBe("page");
    expect(draft.nutrition.calories).toBe("320");
    expect(draft.nutrition.protein).toBe("18.5");
    expect(draft.nutrition.fat).toBe("");
    expect(draftToFormData(draft, null).get("nutrition_source")).toBe("page");
  });

  it("works the figures out from the lines when the page states none", () => {
    const draft = draftFromWebRecipe(webRecipe());
    expect(draft.nutrition_source).toBe("ingredients");
    expect(draft.nutrition_servings).toBe("4");
  });
});
