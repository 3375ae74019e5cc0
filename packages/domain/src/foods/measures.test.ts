import { describe, expect, it } from "vitest";
import { densityOf, gramsFor, gramsFromSizeNote, pieceWeight, type Measure } from "./measures";

// Household measures exactly as USDA SR24 lists them for these foods.
const BUTTER: Measure[] = [
  { amount: 1, name: "cup", grams: 227 },
  { amount: 1, name: "tbsp", grams: 14.2 },
  { amount: 1, name: 'pat (1" sq, 1/3" high)', grams: 5 },
  { amount: 1, name: "stick", grams: 113 },
];
const EGG: Measure[] = [
  { amount: 1, name: "cup (4.86 large eggs)", grams: 243 },
  { amount: 1, name: "extra large", grams: 56 },
  { amount: 1, name: "jumbo", grams: 63 },
  { amount: 1, name: "large", grams: 50 },
  { amount: 1, name: "medium", grams: 44 },
  { amount: 1, name: "small", grams: 38 },
];
const ONION: Measure[] = [
  { amount: 1, name: "cup, chopped", grams: 160 },
  { amount: 1, name: "cup, sliced", grams: 115 },
  { amount: 1, name: "tbsp chopped", grams: 10 },
  { amount: 1, name: "large", grams: 150 },
  { amount: 1, name: 'slice, large (1/4" thick)', grams: 38 },
  { amount: 1, name: 'medium (2-1/2" dia)', grams: 110 },
  { amount: 1, name: "small", grams: 70 },
];
const GARLIC: Measure[] = [
  { amount: 1, name: "cup", grams: 136 },
  { amount: 1, name: "tsp", grams: 2.8 },
  { amount: 1, name: "clove", grams: 3 },
];
const CILANTRO: Measure[] = [
  { amount: 0.25, name: "cup", grams: 4 },
  { amount: 9, name: "sprigs", grams: 20 },
];
const FLOUR: Measure[] = [{ amount: 1, name: "cup", grams: 125 }];
const BREAD: Measure[] = [
  { amount: 1, name: "slice", grams: 28 },
  { amount: 1, name: "oz", grams: 28.35 },
  { amount: 1, name: "cup, crumbs", grams: 45 },
];

describe("mass needs no food", () => {
  it.each([
    [1, "pounds", 453.59237],
    [8, "ounces", 226.796185],
    [1.5, "kilograms", 1500],
    [250, "grams", 250],
  ] as const)("%s %s is %s g", (amount, unit, grams) => {
    expect(gramsFor({ amount, unit }, [])).toBeCloseTo(grams, 4);
  });
});

describe("volume goes through the food's density", () => {
  it("1 cup of flour is 125 g, 2 tablespoons a sixteenth of a cup each", () => {
    expect(gramsFor({ amount: 1, unit: "cups" }, FLOUR)).toBeCloseTo(125, 6);
    expect(gramsFor({ amount: 2, unit: "tablespoons" }, FLOUR)).toBeCloseTo(125 / 8, 6);
  });

  it("uses the plain cup of butter (227 g) for teaspoons: 1 tsp = 227/48 g", () => {
    expect(gramsFor({ amount: 1, unit: "teaspoons" }, BUTTER)).toBeCloseTo(227 / 48, 6);
  });

  it("uses the food's own measure in the line's unit: 2 tbsp butter = 2 × 14.2 g", () => {
    expect(gramsFor({ amount: 2, unit: "tablespoons" }, BUTTER)).toBeCloseTo(28.4, 6);
  });

  it("prefers the measure that names the line's method", () => {
    expect(densityOf(ONION, ["sliced"])! * 236.5882365).toBeCloseTo(115, 6);
    expect(gramsFor({ amount: 1, unit: "cups", hints: ["chopped"] }, ONION)).toBeCloseTo(160, 6);
  });

  it("reads fractional measure amounts (¼ cup of cilantro is 4 g, so 1 cup is 16 g)", () => {
    expect(gramsFor({ amount: 1, unit: "cups" }, CILANTRO)).toBeCloseTo(16, 6);
  });

  it("converts metric volumes and fluid ounces", () => {
    expect(gramsFor({ amount: 236.5882365, unit: "milliliters" }, FLOUR)).toBeCloseTo(125, 6);
    expect(gramsFor({ amount: 8, unit: "fluid ounces" }, FLOUR)).toBeCloseTo(125, 6);
  });

  it("has no path for a food without volume measures", () => {
    expect(densityOf(EGG.slice(1))).toBeNull();
    expect(gramsFor({ amount: 1, unit: "cups" }, [{ amount: 1, name: "oz", grams: 28.35 }])).toBeNull();
  });
});

describe("counts go through the weight of one piece", () => {
  it("a large egg is 50 g; 3 large eggs 150 g; an unsized egg is medium (44 g)", () => {
    expect(pieceWeight(EGG, ["large"])).toBe(50);
    expect(gramsFor({ amount: 3, unit: "units", hints: ["large"] }, EGG)).toBe(150);
    expect(gramsFor({ amount: 1, unit: "units" }, EGG)).toBe(44);
  });

  it("an unsized onion is a medium one (110 g)", () => {
    expect(gramsFor({ amount: 2, unit: "units" }, ONION)).toBe(220);
  });

  it("a stalk of celery is a medium one unless the line says otherwise; a wedge of lemon is not a lemon", () => {
    const celery: Measure[] = [
      { amount: 1, name: "cup chopped", grams: 101 },
      { amount: 1, name: 'stalk, large (11"-12" long)', grams: 64 },
      { amount: 1, name: 'stalk, medium (7-1/2" - 8" long)', grams: 40 },
    ];
    expect(gramsFor({ amount: 2, unit: "units", pieceWord: "stalk" }, celery)).toBe(80);
    expect(gramsFor({ amount: 2, unit: "units", pieceWord: "stalk", hints: ["large"] }, celery)).toBe(128);
    const lemon: Measure[] = [
      { amount: 1, name: 'fruit (2-1/8" dia)', grams: 58 },
      { amount: 1, name: 'wedge or slice (1/8 of one 2-1/8" dia lemon)', grams: 7 },
    ];
    expect(gramsFor({ amount: 1, unit: "units", hints: ["lemon"] }, lemon)).toBe(58);
  });

  it("2 cloves of garlic are 6 g; a stick of butter 113 g", () => {
    expect(gramsFor({ amount: 2, unit: "units", pieceWord: "clove" }, GARLIC)).toBe(6);
    expect(gramsFor({ amount: 1, unit: "units", pieceWord: "stick" }, BUTTER)).toBe(113);
  });

  it("a pinch is a sixteenth of a teaspoon", () => {
    expect(gramsFor({ amount: 1, unit: null, pieceWord: "pinch" }, GARLIC)).toBeCloseTo(2.8 / 16, 6); // garlic's own tsp: 2.8 g
  });

  it("slices need a slice measure: 2 slices of bread are 56 g, an egg has none", () => {
    expect(gramsFor({ amount: 2, unit: "slices" }, BREAD)).toBe(56);
    expect(gramsFor({ amount: 2, unit: "slices" }, EGG)).toBeNull();
  });

  it("bunches and cans need their own measure", () => {
    expect(gramsFor({ amount: 1, unit: "bunches" }, CILANTRO)).toBeNull();
    expect(gramsFor({ amount: 1, unit: "cans" }, [{ amount: 1, name: "can (15 oz)", grams: 425 }])).toBe(425);
    expect(gramsFor({ amount: 1, unit: "cans" }, FLOUR)).toBeNull();
  });

  it("has no path without a unit or with a negative amount", () => {
    expect(gramsFor({ amount: 1, unit: null }, FLOUR)).toBeNull();
    expect(gramsFor({ amount: -1, unit: "grams" }, FLOUR)).toBeNull();
  });
});

describe("gramsFromSizeNote", () => {
  it.each([
    ["(15 oz)", 425.242846875],
    ["(400 g)", 400],
    ["(1 lb)", 453.59237],
    ["(14.5-ounce)", 411.068085],
    // Mixed numbers and fractions are read whole, not as their last digits ("1/2 pounds" as 2 pounds).
    ["(about 1 1/2 pounds)", 680.388555],
    ["(1½ lb)", 680.388555],
    ["(3/4 pound)", 340.1942775],
  ] as const)("%s is %s g", (note, grams) => {
    expect(gramsFromSizeNote(note)).toBeCloseTo(grams, 4);
  });

  it("is null when the note gives no weight", () => {
    expect(gramsFromSizeNote("(about 2 cups)")).toBeNull();
  });
});

describe("gramsFor the counted units of ADR 110", () => {
  const garlic = [
    { amount: 1, name: "clove", grams: 3 },
    { amount: 1, name: "cup", grams: 136 },
  ];
  it("weighs cloves, sprigs and packages by the food's own measure of that piece, and nothing else", () => {
    expect(gramsFor({ amount: 2, unit: "cloves" }, garlic)).toBe(6);
    expect(gramsFor({ amount: 3, unit: "sprigs" }, [{ amount: 1, name: "sprig", grams: 0.7 }])).toBeCloseTo(2.1, 6);
    expect(gramsFor({ amount: 1, unit: "packages" }, [{ amount: 1, name: "package (7 g)", grams: 7 }])).toBe(7);
    expect(gramsFor({ amount: 2, unit: "sprigs" }, garlic)).toBeNull();
  });

  it("weighs metric volumes and pinches through the food's density", () => {
    const milk = [{ amount: 1, name: "cup", grams: 244 }];
    expect(gramsFor({ amount: 2, unit: "deciliters" }, milk)).toBeCloseTo((200 * 244) / 236.588, 1);
    expect(gramsFor({ amount: 1, unit: "pinches", pieceWord: "pinch" }, [{ amount: 1, name: "tsp", grams: 6 }])).toBeCloseTo(6 / 16, 6);
  });
});

describe("measures a careful cook would pick (ADR 135)", () => {
  it("reads a hint as a whole word: sifted powdered sugar is not the unsifted cup", () => {
    const powdered = [
      { amount: 1, name: "cup unsifted", grams: 120 },
      { amount: 1, name: "cup sifted", grams: 100 },
    ];
    expect(densityOf(powdered, ["sifted"]) ?? 0).toBeCloseTo(100 / 236.588, 5);
    expect(densityOf(powdered, []) ?? 0).toBeCloseTo(120 / 236.588, 5);
  });

  it("takes the cup '(not packed)' unless the line says packed", () => {
    const raisins = [
      { amount: 1, name: "cup, packed", grams: 165 },
      { amount: 1, name: "cup (not packed)", grams: 145 },
    ];
    expect(gramsFor({ amount: 1, unit: "cups" }, raisins)).toBeCloseTo(145, 5);
    expect(gramsFor({ amount: 1, unit: "cups", hints: ["packed"] }, raisins)).toBeCloseTo(165, 5);
  });

  it("finds the size a line names inside a measure's name: a medium potato", () => {
    const potatoes = [
      { amount: 1, name: 'potato large (3 to 4-1/4" dia)', grams: 369 },
      { amount: 1, name: 'potato medium (2-1/4" to 3-1/4" dia)', grams: 213 },
    ];
    expect(pieceWeight(potatoes, ["medium", "potatoes"])).toBe(213);
    expect(pieceWeight(potatoes, [])).toBe(213);
  });

  it("weighs a packet as the food's packet measure", () => {
    const yeast = [
      { amount: 1, name: "tsp", grams: 4 },
      { amount: 1, name: "packet", grams: 7.2 },
    ];
    expect(gramsFor({ amount: 1, unit: "packages" }, yeast)).toBe(7.2);
  });
});
