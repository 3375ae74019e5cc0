import { describe, expect, it } from "vitest";
import { ownRecipesOf, withHousehold, type OwnRecipes } from "./own-recipes";
import { testEntry } from "./browse-questions.fixture";

/**
 * A household member's Browse segment (ADR 127): their own recipes with the members' shared ones.
 * It is laid out once for the same parts and again after any part changed.
 */
const none = new Int32Array();
const recipe = (id: number, ownerId: number, visibility: "household" | "private" = "household") =>
  testEntry({
    id,
    ownerId,
    visibility,
    title: `Dish ${id}`,
    tags: [],
    ingredientIds: none,
    requiredIds: none,
    equipmentIds: none,
    numbers: {},
    dataSourceName: null,
  });
const segmentOf = (ownerId: number, ids: Array<[number, "household" | "private"]>): OwnRecipes =>
  ownRecipesOf(
    ownerId,
    ids.map(([id, visibility]) => recipe(id, ownerId, visibility)),
    new Map(),
    new Map(),
  );
const ids = (own: OwnRecipes) => own.entries.map((e) => e.id);

describe("a household member's Browse segment", () => {
  it("holds the person's own recipes and the members' shared ones, in id order, never a member's private one", () => {
    const mine = segmentOf(1, [
      [4, "private"],
      [9, "household"],
    ]);
    const theirs = segmentOf(2, [
      [3, "household"],
      [5, "private"],
      [11, "household"],
    ]);
    const merged = withHousehold(mine, [theirs], [1, 2]);
    expect(ids(merged)).toEqual([3, 4, 9, 11]);
    expect(merged.columns).not.toBe(mine.columns);
    // Alone (no members' segments), the person's own segment is the answer itself.
    expect(withHousehold(mine, [], [])).toBe(mine);
  });

  it("is laid out once for the same segments and again when one changed or the members did", () => {
    const mine = segmentOf(1, [[9, "household"]]);
    const ann = segmentOf(2, [[3, "household"]]);
    const bob = segmentOf(3, [[5, "household"]]);
    const first = withHousehold(mine, [ann, bob], [1, 2, 3]);
    expect(withHousehold(mine, [ann, bob], [1, 2, 3])).toBe(first);

    // Bob's recipes changed: the own-recipe cache holds a new segment for him.
    const bobNow = segmentOf(3, [
      [5, "household"],
      [7, "household"],
    ]);
    const second = withHousehold(mine, [ann, bobNow], [1, 2, 3]);
    expect(second).not.toBe(first);
    expect(ids(second)).toEqual([3, 5, 7, 9]);
    expect(withHousehold(mine, [ann, bobNow], [1, 2, 3])).toBe(second);

    // Bob left: the members changed.
    const third = withHousehold(mine, [ann], [1, 2]);
    expect(ids(third)).toEqual([3, 9]);
    // The person's own segment changed: laid out again from it.
    const mineNow = segmentOf(1, [[10, "household"]]);
    expect(ids(withHousehold(mineNow, [ann], [1, 2]))).toEqual([3, 10]);
  });
});
