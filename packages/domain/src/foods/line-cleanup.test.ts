import { describe, expect, it } from "vitest";
import { balanceBrackets, normaliseNumbers, stripPrices } from "./line-cleanup";

describe("stripPrices (ADR 121)", () => {
  it.each([
    ["olive oil ($0.24)", "olive oil"],
    ["2 cups rice $0.50", "2 cups rice"],
    ["1 can chickpeas (€1,20)", "1 can chickpeas"],
    ["1 onion ($0.32 each)", "1 onion"],
    ["500 g Hackfleisch (3,49 €)", "500 g Hackfleisch"],
    ["1 kg mąki (4,99 zł)", "1 kg mąki"],
    ["2 dl grädde [12 kr]", "2 dl grädde"],
    ["1 lb butter - $3.99", "1 lb butter"],
  ])("%s → %s", (line, expected) => {
    expect(stripPrices(line)).toBe(expected);
  });

  it("leaves amounts that are not money alone", () => {
    expect(stripPrices("1 (15 oz) can beans")).toBe("1 (15 oz) can beans");
    expect(stripPrices("2 cups flour (250 g)")).toBe("2 cups flour (250 g)");
  });
});

describe("balanceBrackets (ADR 121)", () => {
  it.each([
    ["water)) ((for 2 rice cooker cups", "water (for 2 rice cooker cups)"],
    ["1 cup rice (jasmine", "1 cup rice (jasmine)"],
    ["salt) to taste", "salt to taste"],
    ["2 eggs ((large))", "2 eggs (large)"],
    ["flour [sifted", "flour [sifted]"],
    ["1 (15 oz) can beans", "1 (15 oz) can beans"],
    ["milk ()", "milk"],
  ])("%s → %s", (line, expected) => {
    expect(balanceBrackets(line)).toBe(expected);
  });
});

describe("normaliseNumbers", () => {
  it.each([
    ["0,5 l Milch", "0.5 l Milch"],
    ["1,000 g flour", "1000 g flour"],
    ["Mehl 1,5 kg", "Mehl 1.5 kg"],
    ["0,5-1,5 l Wasser", "0.5-1.5 l Wasser"],
    ["onions, 2", "onions, 2"],
  ])("%s → %s", (line, expected) => {
    expect(normaliseNumbers(line)).toBe(expected);
  });
});
