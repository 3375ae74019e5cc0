import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ZSearchId, ZSearchText, ZSearchTextById } from "./search-params";

const ZSearch = z.object({ cart: ZSearchId, search: ZSearchText, find: ZSearchTextById });

describe("search params kept in the address", () => {
  it("keeps what a screen put there", () => {
    expect(ZSearch.parse({ cart: 7, search: "Soup", find: { "12": "pie", "3": "stew" } })).toEqual({
      cart: 7,
      search: "Soup",
      find: { "12": "pie", "3": "stew" },
    });
    expect(ZSearch.parse({})).toEqual({});
  });

  it("drops a mangled value instead of failing the screen", () => {
    expect(ZSearch.parse({ cart: "abc", search: 42, find: "x" })).toEqual({ cart: undefined, search: undefined, find: undefined });
    expect(ZSearch.parse({ cart: 0 }).cart).toBeUndefined();
    expect(ZSearch.parse({ cart: 2_147_483_648 }).cart).toBeUndefined();
    expect(ZSearch.parse({ cart: 1.5 }).cart).toBeUndefined();
    expect(ZSearch.parse({ search: "x".repeat(201) }).search).toBeUndefined();
  });

  it("drops only the row searches that do not parse", () => {
    const find = { "12": "pie", "0": "zero", "-1": "minus", abc: "letters", "5": 9, "6": "", "7": "y".repeat(201), "8": "ok" };
    expect(ZSearch.parse({ find }).find).toEqual({ "12": "pie", "8": "ok" });
  });
});
