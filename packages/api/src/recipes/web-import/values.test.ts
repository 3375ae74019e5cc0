import { describe, expect, it } from "vitest";
import { withoutSiteName } from "./extract";
import { absoluteUrl, durationMinutes, groupHeading, servingsFrom, splitNumbered, tidySteps, withoutRepeat } from "./values";

describe("durationMinutes", () => {
  it.each([
    ["PT45M", 45],
    ["PT1H30M", 90],
    ["P0DT1H20M", 80],
    ["PT90M", 90],
    ["PT1.5H", 90],
    ["P1DT2H", 1560],
    ["PT30S", 1],
    ["1 hour 20 mins", 80],
    ["1 hr 15 mins", 75],
    ["1 Std. 30 Min.", 90],
    ["45 min", 45],
    ["25", 25],
    ["P0DT0H45M", 45],
    ["PT1H 30M", 90],
    ["40分", 40],
    ["1時間20分", 80],
  ])("%s is %i minutes", (text, minutes) => expect(durationMinutes(text)).toBe(minutes));

  it.each(["PT", "P", "", "soon", null, {}])("%s is no time", (value) => expect(durationMinutes(value)).toBeNull());
});

describe("servingsFrom", () => {
  it.each([
    [4, 4],
    ["4 servings", 4],
    ["Serves 4-6", 4],
    [["6", "6 cookies"], 6],
    ["Für 4 Personen", 4],
    ["0", null],
    ["a few", null],
    [-2, null],
  ])("%j gives %j", (value, servings) => expect(servingsFrom(value)).toBe(servings));
});

describe("absoluteUrl", () => {
  it("resolves against the page and keeps only web addresses", () => {
    expect(absoluteUrl("/img/a.jpg", "https://site.example/r/1")).toBe("https://site.example/img/a.jpg");
    expect(absoluteUrl("//cdn.example/b.png", "https://site.example/")).toBe("https://cdn.example/b.png");
    expect(absoluteUrl("javascript:alert(1)", "https://site.example/")).toBeNull();
    expect(absoluteUrl("data:image/png;base64,AAA", "https://site.example/")).toBeNull();
    expect(absoluteUrl("", "https://site.example/")).toBeNull();
  });
});

describe("servings from a yield", () => {
  it.each([
    [["4", "4 servings"], 4],
    [6, 6],
    ["Makes 12 cookies", 12],
    ["1 loaf (10 servings)", 10],
    ["1 pie (8 servings)", 8],
    ["2人分", 2],
    ["4 persone", 4],
    ["8 sandwiches", 8],
  ])("%j is %i", (value, servings) => expect(servingsFrom(value)).toBe(servings));
});

describe("lines that name a group", () => {
  it.each([
    ["For the frosting:", "For the frosting"],
    ["FROSTING:", "FROSTING"],
    ["--- Sauce ---", "Sauce"],
    ["Für den Teig", "Für den Teig"],
    ["For the dough", "For the dough"],
  ])("%s names the group %s", (line, name) => expect(groupHeading(line)).toBe(name));

  it.each(["2 cups flour", "Salt and pepper", "For the best results, chill overnight.", "Juice of 1 lemon", "Lime wedges, for serving"])(
    "%s is an ingredient",
    (line) => expect(groupHeading(line)).toBeNull(),
  );
});

describe("steps", () => {
  it("splits a paragraph numbered 1, 2, 3 and leaves other numbers alone", () => {
    expect(splitNumbered("1. Mix the flour. 2. Bake for 20 minutes.")).toEqual(["1. Mix the flour.", "2. Bake for 20 minutes."]);
    expect(splitNumbered("Bake at 350 for 2. Then cool.")).toEqual(["Bake at 350 for 2. Then cool."]);
  });

  it("drops the page's own numbers, part headings and a copy printed twice", () => {
    expect(tidySteps(["1. Mix.", "2. Bake."])).toEqual(["Mix.", "Bake."]);
    expect(tidySteps(["Step 1: Mix.", "Step 2: Bake."])).toEqual(["Mix.", "Bake."]);
    expect(tidySteps(["For the sauce:", "Stir.", "To serve:", "Plate it."])).toEqual(["Stir.", "Plate it."]);
    expect(tidySteps(["Heat 2 cups of stock.", "Add 3. Stir."])).toEqual(["Heat 2 cups of stock.", "Add 3. Stir."]);
    expect(withoutRepeat(["a", "b", "a", "b"])).toEqual(["a", "b"]);
    expect(withoutRepeat(["a", "a", "b"])).toEqual(["a", "a", "b"]);
  });
});

describe("page titles", () => {
  it.each([
    ["Lime Squares | Sunny Kitchen", "Sunny Kitchen", "https://sunny.example/x", "Lime Squares"],
    ["Lime Squares - Sunny Kitchen", "Sunny Kitchen", "https://sunny.example/x", "Lime Squares"],
    ["Lime Squares – sunnykitchen.com", null, "https://www.sunnykitchen.com/x", "Lime Squares"],
    ["Sunny Kitchen: Lime Squares", "Sunny Kitchen", "https://sunny.example/x", "Sunny Kitchen: Lime Squares"],
    ["Salt - Fat - Acid", null, "https://other.example/x", "Salt - Fat - Acid"],
    ["鶏の照り焼き｜毎日ごはん帖", "毎日ごはん帖", "https://gohancho.example/x", "鶏の照り焼き"],
  ])("%s is %s", (title, site, url, expected) => expect(withoutSiteName(title, site, url)).toBe(expected));
});
