import { describe, expect, it } from "vitest";
import { absoluteUrl, durationMinutes, servingsFrom } from "./values";

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
