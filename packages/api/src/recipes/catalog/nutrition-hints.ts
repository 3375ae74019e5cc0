import type { RecipeUnit } from "@simmer/domain";
import { parseQuantity } from "@simmer/domain";
import type { TNutritionIngredient } from "@simmer/contracts";
import type { TCatalogRecipe } from "./define";
import type { IngredientName } from "./vocabulary";

/**
 * The USDA food for catalogue names where the engine's automatic match lands on the wrong food
 * ("mint" on a mint candy, "scallops" on scallop squash) or on a near miss with a worse measure.
 * The pin is stored on the line as its food choice, so a later recalculation agrees (ADR 031).
 */
export const FOOD_PINS: Partial<Record<IngredientName, string>> = {
  mint: "02065", // Spearmint, fresh
  ice: "14411", // Water, tap, drinking
  "cinnamon stick": "02010", // Spices, cinnamon, ground
  "garam masala": "02015", // Spices, curry powder: the nearest blend USDA lists
  "ground cloves": "02011", // Spices, cloves, ground
  "ground coriander": "02013", // Spices, coriander seed
  "five-spice powder": "02002", // Spices, anise seed
  "star anise": "02002", // Spices, anise seed
  "za'atar": "02042", // Spices, thyme, dried
  sumac: "02028", // Spices, paprika
  "italian seasoning": "02027", // Spices, oregano, dried
  scallops: "15172", // Mollusks, scallop, mixed species, raw
  "dry red wine": "14096", // Alcoholic beverage, wine, table, red
  mirin: "43479", // Alcoholic beverage, rice (sake)
  "vegetable broth": "06615", // The one vegetable broth in SR24 (a branded ready-to-serve one)
  "monterey jack cheese": "01025", // Cheese, monterey
  "goat cheese": "01159", // Cheese, goat, soft type
  "hamburger buns": "18350", // Rolls, hamburger or hotdog, plain
  penne: "20099", // Macaroni, dry, enriched
  fettuccine: "20120", // Spaghetti, dry, enriched
  "lasagna noodles": "20120", // Spaghetti, dry, enriched
  "udon noodles": "20094", // Pasta, fresh-refrigerated, plain, cooked (udon is sold cooked)
  "basmati rice": "20044", // Rice, white, long-grain, regular, raw, enriched
  "jasmine rice": "20044",
  "arborio rice": "20050", // Rice, white, medium-grain, raw, enriched
  "dried red lentils": "16144", // Lentils, pink, raw
  "whole chicken": "05006", // Chicken, broilers or fryers, meat and skin, raw
  "pumpkin seeds": "12016", // Seeds, pumpkin and squash seed kernels, roasted
  "sesame seeds": "12023", // Seeds, sesame seeds, whole, dried
  "sunflower seeds": "12036", // Seeds, sunflower seed kernels, dried
  cashews: "12085", // Nuts, cashew nuts, dry roasted
  peanuts: "16390", // Peanuts, all types, dry-roasted
  "green tea": "14355", // Tea, brewed: green and black tea carry the same few calories
  "hot sauce": "06168", // Sauce, ready-to-serve, pepper or hot
  "sriracha sauce": "06168",
  "soy milk": "16120", // Soymilk, original and vanilla, unfortified
  "naan bread": "18041", // Bread, pita, white, enriched: USDA SR24 has no naan
  "dry breadcrumbs": "18079", // Bread crumbs, dry, grated, plain
  dill: "02045", // Dill weed, fresh
  "bean sprouts": "11043", // Mung beans, sprouted, raw
  "semisweet chocolate chips": "19080", // Candies, semisweet chocolate
  granola: "08037", // Cereals ready-to-eat, granola, homemade
  "graham crackers": "18173", // Cookies, graham crackers, plain or honey
  cornmeal: "20022", // Cornmeal, degermed, enriched, yellow
  "whole-wheat flour": "20080", // Wheat flour, whole-grain
  "tortilla chips": "19056", // Snacks, tortilla chips, plain, white corn
  dates: "09087", // Dates, deglet noor
  ham: "07029", // Ham, sliced, regular
  "bok choy": "11116", // Cabbage, chinese (pak-choi), raw
  "napa cabbage": "11119", // Cabbage, chinese (pe-tsai), raw
  baguette: "18029", // Bread, french or vienna
  lemongrass: "11972", // Lemon grass (citronella), raw
  kimchi: "11439", // Sauerkraut, canned: the nearest fermented cabbage USDA lists
  gochujang: "16112", // Miso: the nearest fermented paste USDA lists
  "chipotle peppers in adobo": "11820", // Peppers, hot chili, red, canned
  "green chiles": "11980", // Peppers, chili, green, canned
  "rice paper": "20133", // Rice noodles, dry: the same rice flour sheet
  anchovies: "15002", // Fish, anchovy, european, canned in oil
  "smoked salmon": "15179", // Fish, salmon, chinook, smoked (lox)
  "apple juice": "09016", // Apple juice, canned or bottled, unsweetened
  "shredded coconut": "12109", // Coconut meat, dried, sweetened, flaked
  "canned tuna": "15121", // Fish, tuna, light, canned in water, drained
  "silken tofu": "16127", // Tofu, soft
  "pomegranate seeds": "09286", // Pomegranates, raw
  raisins: "09298", // Raisins, seedless
  "ramen noodles": "06583", // Soup, ramen noodle, dry
};

/** The cooked form, for lines whose method says the ingredient goes in already cooked. */
export const COOKED_FOOD_PINS: Partial<Record<IngredientName, string>> = {
  "jasmine rice": "20045", // Rice, white, long-grain, regular, cooked
  "long-grain white rice": "20045",
  "brown rice": "20037", // Rice, brown, long-grain, cooked
  "short-grain white rice": "20053", // Rice, white, short-grain, cooked
};

/**
 * Grams of one unit where USDA gives no measure that links the unit to the food (a bay leaf, a
 * shallot, a cup of tortilla chips). The seeder hands the engine these lines in grams.
 */
export const UNIT_GRAMS: Partial<Record<IngredientName, Partial<Record<RecipeUnit, number>>>> = {
  "bay leaf": { units: 0.2 },
  "star anise": { units: 0.5 },
  "cinnamon stick": { units: 3 },
  shallot: { units: 40 },
  "fresh thyme": { units: 0.5, bunches: 20 },
  parsley: { bunches: 60 },
  kale: { bunches: 200 },
  asparagus: { bunches: 450 },
  scallion: { bunches: 100 },
  "butternut squash": { units: 900 },
  // A 4-pound bird yields about 1.1 kg of meat and skin (USDA: 276 g per pound ready to cook).
  "whole chicken": { units: 1104 },
  "lasagna noodles": { units: 23 },
  "rice paper": { units: 9 },
  "naan bread": { units: 90 },
  "bok choy": { units: 150 },
  lemongrass: { units: 20 },
  "ramen noodles": { units: 85 },
  "chia seeds": { tablespoons: 12 },
  mint: { cups: 25, tablespoons: 1.5 },
  "tortilla chips": { cups: 26 },
  "goat cheese": { cups: 120 },
  "vanilla ice cream": { cups: 132 },
  "dark chocolate": { tablespoons: 5 },
  "unflavored gelatin": { tablespoons: 9 },
  "canned crushed tomatoes": { cups: 242 },
  // A heart or small head; single leaves are written as cups.
  "romaine lettuce": { units: 300 },
  baguette: { units: 250, slices: 30 },
  // A whole head, a whole tomato and one portion-sized fillet, not a floret, slice or side of fish.
  cauliflower: { units: 588 },
  tomato: { units: 123 },
  salmon: { units: 170 },
  // Mussels are bought in the shell, of which about 30% is meat.
  mussels: { pounds: 136 },
};

/** Oil a food is fried in mostly stays in the pan; this share of it is counted as eaten. */
export const FRYING_OIL_EATEN = 0.15;

/** The food a catalogue line is pinned to, if any: its cooked form when the method says so. */
export function foodPinOf(name: string, method: string | null): string | null {
  const cooked = method !== null && /^cooked\b/.test(method) ? COOKED_FOOD_PINS[name as IngredientName] : undefined;
  return cooked ?? FOOD_PINS[name as IngredientName] ?? null;
}

type CatalogLine = TCatalogRecipe["sections"][number]["ingredients"][number];

function grams(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/** What the seeder hands the nutrition engine for one catalogue line. */
export function nutritionLineOf(line: CatalogLine): TNutritionIngredient {
  const name = line.ingredient_name as IngredientName;
  const amount = parseQuantity(line.quantity);
  const perUnit = UNIT_GRAMS[name]?.[line.unit];
  const share = line.method?.startsWith("for frying") ? FRYING_OIL_EATEN : 1;
  // The method goes in as a note: "chopped" picks the chopped-cup measure, "15-ounce can" the can.
  const ingredient_name = line.method ? `${name} (${line.method})` : name;
  const food_ndb_no = foodPinOf(name, line.method);
  if (amount !== null && perUnit !== undefined) return { ingredient_name, quantity: grams(amount * perUnit * share), unit: "grams", food_ndb_no };
  if (amount !== null && share !== 1) return { ingredient_name, quantity: grams(amount * share), unit: line.unit, food_ndb_no };
  return { ingredient_name, quantity: line.quantity, unit: line.unit, food_ndb_no };
}
