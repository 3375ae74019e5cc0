import { describe, expect, it } from "vitest";
import { defaultTotalTime, formatDuration, normaliseCatalogName, normaliseDataSourceLink } from "./names";

describe("normaliseCatalogName", () => {
  it("trims, lower-cases and collapses spaces", () => {
    expect(normaliseCatalogName("  Olive   Oil ")).toBe("olive oil");
    expect(normaliseCatalogName("Garlic\tCloves")).toBe("garlic cloves");
    expect(normaliseCatalogName("salt")).toBe("salt");
  });
});

describe("normaliseDataSourceLink", () => {
  it("fills in https when the scheme is missing", () => {
    expect(normaliseDataSourceLink("example.com/recipe/1")).toBe("https://example.com/recipe/1");
    expect(normaliseDataSourceLink("www.allrecipes.com")).toBe("https://www.allrecipes.com");
  });
  it("keeps an http or https prefix", () => {
    expect(normaliseDataSourceLink("http://example.org")).toBe("http://example.org");
    expect(normaliseDataSourceLink("https://food.example.co.uk/a?b=1")).toBe("https://food.example.co.uk/a?b=1");
  });
  it("rejects text that is not a host name", () => {
    expect(normaliseDataSourceLink("not a link")).toBeNull();
    expect(normaliseDataSourceLink("javascript:alert(1)")).toBeNull();
    expect(normaliseDataSourceLink("ftp://example.com")).toBeNull();
    expect(normaliseDataSourceLink("")).toBeNull();
    expect(normaliseDataSourceLink("grandma")).toBeNull();
  });
});

describe("times", () => {
  it("total defaults to prep + wait + cook", () => {
    expect(defaultTotalTime(10, 30, 20)).toBe(60);
  });
  it("formats hours and minutes", () => {
    expect(formatDuration(95)).toBe("1 hr 35 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(120)).toBe("2 hr");
    expect(formatDuration(0)).toBe("0 min");
  });
});
