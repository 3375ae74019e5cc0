import { describe, expect, it } from "vitest";
import { cartToOpen } from "./selected-cart";

describe("cartToOpen", () => {
  it("opens the cart last chosen while it exists, else the only cart, else none", () => {
    expect(cartToOpen([{ id: 1 }, { id: 2 }], 2)).toBe(2);
    expect(cartToOpen([{ id: 1 }, { id: 2 }], 9)).toBeNull();
    expect(cartToOpen([{ id: 5 }], null)).toBe(5);
    expect(cartToOpen([{ id: 5 }], 9)).toBe(5);
    expect(cartToOpen([], null)).toBeNull();
  });
});
