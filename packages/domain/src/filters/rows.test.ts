import { describe, expect, it } from "vitest";
import { clampOrder, componentIdFor, headerTitleOrDefault, moveRow, NEW_FILTER_TITLE } from "./rows";

describe("filter row defaults", () => {
  it("names new rows 'New Filter' with component id search plus the row number", () => {
    expect(NEW_FILTER_TITLE).toBe("New Filter");
    expect(componentIdFor(3)).toBe("search3");
  });
  it("falls back to 'Recipes' when the title is blank after trimming", () => {
    expect(headerTitleOrDefault("   ")).toBe("Recipes");
    expect(headerTitleOrDefault(undefined)).toBe("Recipes");
    expect(headerTitleOrDefault("  Quick dinners ")).toBe("Quick dinners");
  });
});

describe("filter row order", () => {
  it("clamps a requested position to 1..N", () => {
    expect(clampOrder(0, 3)).toBe(1);
    expect(clampOrder(-5, 3)).toBe(1);
    expect(clampOrder(9, 3)).toBe(3);
    expect(clampOrder(2, 3)).toBe(2);
  });
  const rows = [
    { id: 10, order: 1 },
    { id: 11, order: 2 },
    { id: 12, order: 3 },
  ];
  it("moves a row down one place, swapping with its neighbour", () => {
    expect(moveRow(rows, 10, 2).map((r) => [r.id, r.order])).toEqual([
      [11, 1],
      [10, 2],
      [12, 3],
    ]);
  });
  it("moves a row to the top and keeps 1..N without gaps", () => {
    expect(moveRow(rows, 12, 1).map((r) => [r.id, r.order])).toEqual([
      [12, 1],
      [10, 2],
      [11, 3],
    ]);
  });
  it("clamps a move past the end", () => {
    expect(moveRow(rows, 10, 99).map((r) => r.id)).toEqual([11, 12, 10]);
    expect(moveRow(rows, 11, 0).map((r) => r.id)).toEqual([11, 10, 12]);
  });
});
