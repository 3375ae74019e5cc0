import { describe, expect, it } from "vitest";
import { applyPending, groupForShopping, SECTION_ORDER } from "./view";
import type { TShoppingCommand, TStoreSection } from "@simmer/contracts";
import { shoppingItem } from "./test-items";

const AT = "2026-11-26T10:00:00.000Z";
const item = (uid: string, section: TStoreSection, in_basket = false) =>
  shoppingItem(uid, { section, in_basket, version: 1, recipes: ["Stew"] });

describe("what the device shows", () => {
  it("applies every waiting change over the server's list, in order", () => {
    const list = [item("carrots", "produce"), item("milk", "dairy and eggs"), item("foil", "other")];
    const pending: TShoppingCommand[] = [
      { id: "1", type: "tick", uid: "carrots", at: AT, base_version: 1 },
      { id: "2", type: "move", uid: "milk", at: AT, base_version: 1, section: "frozen" },
      { id: "3", type: "add", uid: "new", at: AT, name: "birthday candles", note: "a few" },
      { id: "4", type: "untick", uid: "carrots", at: AT, base_version: 1 },
      { id: "5", type: "tick", uid: "new", at: AT, base_version: 0 },
      { id: "6", type: "remove", uid: "foil", at: AT, base_version: 1 },
      { id: "7", type: "tick", uid: "left-the-list", at: AT, base_version: 1 },
    ];
    const shown = applyPending(list, pending);
    expect(shown.map((i) => [i.uid, i.section, i.in_basket, i.waiting])).toEqual([
      ["carrots", "produce", false, true],
      ["milk", "frozen", false, true],
      ["new", "other", true, true],
    ]);
    expect(shown[2]).toMatchObject({ name: "birthday candles", note: "a few", source: "added", recipes: [] });
  });

  it("names no ticker on a tick or untick still on its way: who ticked it is the server's word (ADR 127)", () => {
    const list = [shoppingItem("milk", { in_basket: true, ticked_by: "sam", version: 1 }), shoppingItem("eggs", { version: 1 })];
    const shown = applyPending(list, [
      { id: "1", type: "untick", uid: "milk", at: AT, base_version: 1 },
      { id: "2", type: "tick", uid: "eggs", at: AT, base_version: 1 },
    ]);
    expect(shown.map((i) => [i.uid, i.in_basket, i.ticked_by])).toEqual([
      ["milk", false, null],
      ["eggs", true, null],
    ]);
    expect(applyPending(list, [])[0]?.ticked_by).toBe("sam");
  });

  it("shows the server's list as it is when nothing waits", () => {
    const list = [item("carrots", "produce", true)];
    expect(applyPending(list, [])).toEqual([{ ...list[0], waiting: false }]);
  });
});

describe("the aisle view", () => {
  it("groups what is left to find by section in store order, and sinks ticked items below every section", () => {
    const list = [
      item("foil", "other"),
      item("peas", "frozen"),
      item("apples", "produce", true),
      item("carrots", "produce"),
      item("bread", "bakery"),
      item("leeks", "produce"),
      item("milk", "dairy and eggs", true),
    ].map((i) => ({ ...i, waiting: false }));
    const view = groupForShopping(list);
    expect(view.toFind.map((g) => [g.label, g.items.map((i) => i.uid)])).toEqual([
      ["Produce", ["carrots", "leeks"]],
      ["Bakery", ["bread"]],
      ["Frozen", ["peas"]],
      ["Other", ["foil"]],
    ]);
    expect(view.inBasket.map((i) => i.uid)).toEqual(["apples", "milk"]);
  });

  it("walks the sections the contract names, produce first and other last", () => {
    expect(SECTION_ORDER).toEqual(["produce", "dairy and eggs", "meat and fish", "bakery", "pantry", "spices", "frozen", "other"]);
  });
});
