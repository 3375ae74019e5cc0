import type { Measure } from "./measures";

/**
 * Household portions USDA SR24 does not list for foods recipes use every day (ADR 135): a cup of
 * shredded mozzarella, a can of pumpkin, a bunch of cilantro, a salmon fillet. Each figure is a
 * documented one: a US can's printed net weight, the serving size printed on the package
 * (shredded cheese "1/4 cup (28 g)"), or USDA's own measure of the sibling food (a cup of dry
 * spaghetti weighs as a cup of dry elbow macaroni, 105 g). They are added to a food's measures
 * only where its own measures have nothing of that kind, so USDA's figures always win.
 */
export const DEFAULT_PORTIONS: Readonly<Record<string, readonly Measure[]>> = {
  // Cans, by the net weight printed on the common US size.
  "11424": [{ amount: 1, name: "can (15 oz)", grams: 425 }], // Pumpkin, canned
  "11846": [{ amount: 1, name: "can (15 oz)", grams: 425 }], // Pumpkin, canned, with salt
  "16018": [{ amount: 1, name: "can (15 oz)", grams: 425 }], // Black beans, canned
  "16029": [{ amount: 1, name: "can (15 oz)", grams: 425 }], // Kidney beans, canned
  "16051": [{ amount: 1, name: "can (15 oz)", grams: 425 }], // White beans, canned
  "16006": [{ amount: 1, name: "can (16 oz)", grams: 454 }], // Baked beans, canned
  "11531": [{ amount: 1, name: "can (14.5 oz)", grams: 411 }], // Tomatoes, canned
  "11549": [{ amount: 1, name: "can (8 oz)", grams: 227 }], // Tomato sauce
  "12118": [{ amount: 1, name: "can (13.5 fl oz)", grams: 400 }], // Coconut milk
  "01095": [{ amount: 1, name: "can (14 oz)", grams: 397 }], // Sweetened condensed milk
  "06194": [{ amount: 1, name: "can (14.5 oz)", grams: 411 }], // Chicken broth
  "06008": [{ amount: 1, name: "can (14.5 oz)", grams: 411 }], // Beef broth
  "11980": [{ amount: 1, name: "can (4 oz)", grams: 113 }], // Green chiles
  "11820": [{ amount: 1, name: "can (7 oz)", grams: 198 }], // Chipotle peppers in adobo
  // Volume, from the package's printed serving size or USDA's measure of the sibling food.
  "01028": [{ amount: 1, name: "cup, shredded", grams: 112 }], // Mozzarella, part skim: 1/4 cup = 28 g
  "01022": [{ amount: 1, name: "cup, shredded", grams: 112 }], // Gouda
  "01159": [{ amount: 1, name: "cup, crumbled", grams: 112 }], // Goat cheese: 1/4 cup = 28 g
  "01038": [{ amount: 1, name: "cup, grated", grams: 100 }], // Romano: as grated parmesan, 1 cup = 100 g
  "19904": [{ amount: 1, name: "cup, chopped", grams: 168 }], // Dark chocolate: as chocolate chips, 168 g
  "12108": [{ amount: 1, name: "cup", grams: 80 }], // Unsweetened coconut: 3 tbsp = 15 g
  "12087": [{ amount: 1, name: "cup", grams: 137 }], // Cashews: as USDA's dry-roasted cashews
  "16090": [{ amount: 1, name: "cup", grams: 146 }], // Peanuts, dry-roasted
  "12006": [
    { amount: 1, name: "tbsp", grams: 10 }, // Chia: 2 tbsp = 20 g on the package
    { amount: 1, name: "cup", grams: 160 },
  ],
  "20120": [{ amount: 1, name: "cup", grams: 105 }], // Spaghetti, dry: as elbow macaroni, dry
  "20124": [{ amount: 1, name: "cup", grams: 105 }], // Whole-wheat spaghetti, dry
  "16358": [{ amount: 1, name: "cup", grams: 152 }], // Chickpeas, drained: USDA's rinsed chickpeas
  "06931": [{ amount: 1, name: "cup", grams: 264 }], // Marinara: USDA's own "1/2 cup" serving of 132 g
  // Pieces and bunches.
  "01123": [{ amount: 1, name: "egg (large, as recipes mean)", grams: 50 }], // Egg: USDA's "large"
  "05062": [{ amount: 1, name: "breast, boneless skinless (a half breast)", grams: 118 }], // USDA's "0.5 breast"
  "02004": [{ amount: 1, name: "leaf", grams: 0.2 }], // Bay leaf: USDA's 1 tsp crumbled (0.6 g) is about 3 leaves
  "11011": [{ amount: 1, name: "bunch", grams: 454 }], // Asparagus: sold in 1 lb bunches
  "18337": [{ amount: 1, name: "sheet", grams: 245 }], // Puff pastry: a 17.3 oz box holds 2 sheets
  "09156": [{ amount: 1, name: "fruit yields", grams: 6 }], // Lemon zest: about 1 tbsp (6 g) a lemon
  "09216": [{ amount: 1, name: "fruit yields", grams: 12 }], // Orange zest: about 2 tbsp (12 g) an orange
  "11165": [{ amount: 1, name: "bunch", grams: 60 }], // Cilantro: about 1 cup chopped
  "11297": [{ amount: 1, name: "bunch", grams: 60 }], // Parsley: about 1 cup chopped (60 g)
  "11291": [{ amount: 1, name: "bunch", grams: 100 }], // Scallions: about 7 medium (15 g each)
  "11233": [{ amount: 1, name: "bunch", grams: 200 }], // Kale
  "02044": [{ amount: 1, name: "bunch", grams: 60 }], // Basil, fresh
  "11216": [{ amount: 1, name: "piece (1 inch)", grams: 11 }], // Ginger: USDA's 5 slices of 1" dia
  "15076": [{ amount: 1, name: "fillet (portion)", grams: 170 }], // Salmon: a 6 oz portion
  "15236": [{ amount: 1, name: "fillet (portion)", grams: 170 }], // Farmed salmon: a 6 oz portion
  "15085": [{ amount: 1, name: "fillet (portion)", grams: 170 }], // Sockeye salmon: a 6 oz portion
  "15036": [{ amount: 1, name: "fillet (portion)", grams: 170 }], // Halibut
  "15261": [{ amount: 1, name: "fillet", grams: 170 }], // Tilapia
};

/** A US can when neither the food nor the line says how big: 15 oz, the common size (ADR 135). */
export const TYPICAL_CAN_GRAMS = 425;

/** Measures of the same kind as a default portion: any volume measure counts as a cup's kind. */
function sameKind(portion: Measure, measure: Measure): boolean {
  const first = (m: Measure) => m.name.toLowerCase().split(/[^a-z]+/)[0] ?? "";
  const volume = /^(cup|cups|tbsp|tsp|tablespoon|teaspoon|fl)$/;
  if (volume.test(first(portion))) return volume.test(first(measure));
  return first(portion) === first(measure);
}

/**
 * A food's measures with the documented defaults added where it has none of that kind. Two kinds
 * go first instead: a can's printed net weight (USDA's "can" is often an odd old size, "1 can" of
 * tomatoes 190 g) and a fillet portion (USDA's "0.5 fillet = 198 g" of salmon is half a side).
 */
export function withDefaultPortions(ndbNo: string, measures: readonly Measure[]): Measure[] {
  const extra = DEFAULT_PORTIONS[ndbNo];
  if (!extra || extra.length === 0) return [...measures];
  const leading = extra.filter((portion) => /^(can|fillet|breast)\b/.test(portion.name));
  const kept = measures.filter((measure) => !leading.some((portion) => sameKind(portion, measure)));
  const added = extra.filter((portion) => !leading.includes(portion) && !measures.some((measure) => sameKind(portion, measure)));
  return [...leading, ...kept, ...added];
}
