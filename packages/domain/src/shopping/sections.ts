import { normalizeWord, tokenize } from "../foods/food-search";

/** The aisles of a shop, in the order a person usually walks them. */
export const STORE_SECTIONS = ["produce", "dairy and eggs", "meat and fish", "bakery", "pantry", "spices", "frozen", "other"] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];

/**
 * USDA SR24 food groups, keyed by their code. An SR24 food's NDB number starts with its group's
 * code ("01001" butter is in 01, Dairy and Egg Products), so the group needs no extra column.
 */
export const USDA_FOOD_GROUPS: Readonly<Record<string, string>> = {
  "01": "Dairy and Egg Products",
  "02": "Spices and Herbs",
  "03": "Baby Foods",
  "04": "Fats and Oils",
  "05": "Poultry Products",
  "06": "Soups, Sauces, and Gravies",
  "07": "Sausages and Luncheon Meats",
  "08": "Breakfast Cereals",
  "09": "Fruits and Fruit Juices",
  "10": "Pork Products",
  "11": "Vegetables and Vegetable Products",
  "12": "Nut and Seed Products",
  "13": "Beef Products",
  "14": "Beverages",
  "15": "Finfish and Shellfish Products",
  "16": "Legumes and Legume Products",
  "17": "Lamb, Veal, and Game Products",
  "18": "Baked Products",
  "19": "Sweets",
  "20": "Cereal Grains and Pasta",
  "21": "Fast Foods",
  "22": "Meals, Entrees, and Side Dishes",
  "25": "Snacks",
  "35": "American Indian/Alaska Native Foods",
  "36": "Restaurant Foods",
};

/** Where each food group's foods are usually shelved. Groups not named here are "other". */
const SECTION_BY_GROUP: Readonly<Record<string, StoreSection>> = {
  "Dairy and Egg Products": "dairy and eggs",
  "Spices and Herbs": "spices",
  "Baby Foods": "pantry",
  "Fats and Oils": "pantry",
  "Poultry Products": "meat and fish",
  "Soups, Sauces, and Gravies": "pantry",
  "Sausages and Luncheon Meats": "meat and fish",
  "Breakfast Cereals": "pantry",
  "Fruits and Fruit Juices": "produce",
  "Pork Products": "meat and fish",
  "Vegetables and Vegetable Products": "produce",
  "Nut and Seed Products": "pantry",
  "Beef Products": "meat and fish",
  Beverages: "pantry",
  "Finfish and Shellfish Products": "meat and fish",
  "Legumes and Legume Products": "pantry",
  "Lamb, Veal, and Game Products": "meat and fish",
  "Baked Products": "bakery",
  Sweets: "pantry",
  "Cereal Grains and Pasta": "pantry",
  Snacks: "pantry",
};

/** The SR24 food group description of a food, from its NDB number; null for an unknown code. */
export function foodGroupOf(ndbNo: string): string | null {
  return USDA_FOOD_GROUPS[ndbNo.slice(0, 2)] ?? null;
}

/**
 * Foods added to SR after its first numbering (prefixes 23, 27, 31, 42-44, 48, 80-93) do not
 * carry their group in the number; their name's first words place them instead.
 */
const SECTION_BY_NAME_HEAD: ReadonlyArray<[RegExp, StoreSection]> = [
  [
    /^(beef|pork|lamb|veal|chicken|turkey|fish|mollusks|crustaceans|frog legs|turtle|quail|pheasant|bologna|frankfurter|sausage|meatballs)\b/i,
    "meat and fish",
  ],
  [/^(cheese|milk|yogurt|cream|egg)\b/i, "dairy and eggs"],
  [/^(cabbage|radishes|eggplant)\b/i, "produce"],
  [/^(babyfood|salad dressing|soup|sauce|candies|snacks|cereals|oil|syrups|sweeteners|puddings|beverage|beans|campbell)/i, "pantry"],
];

/** Fresh herbs sit with the vegetables although USDA files them with the dried spices. */
const FRESH = /\bfresh\b/i;
/** What a shop keeps in its freezers, whatever the food group. */
const FROZEN = /\bfrozen\b/i;
/** Canned, dried or juiced produce is shelved in the pantry aisles. */
const SHELF_STABLE = /\b(canned|dried|dehydrated|juice|nectar|sulfured)\b/i;

/**
 * The store section of a USDA food, from its food group and a few words of its name: frozen
 * foods go to "frozen"; canned, dried or juiced fruit and vegetables to "pantry"; fresh herbs to
 * "produce". A food placed by neither its group nor its name is "other".
 */
export function sectionForFood(food: { ndbNo: string; name: string } | null): StoreSection {
  if (!food) return "other";
  const group = foodGroupOf(food.ndbNo);
  const section = group
    ? (SECTION_BY_GROUP[group] ?? "other")
    : (SECTION_BY_NAME_HEAD.find(([head]) => head.test(food.name))?.[1] ?? "other");
  if (FROZEN.test(food.name)) return "frozen";
  if (section === "produce" && SHELF_STABLE.test(food.name)) return "pantry";
  if (section === "spices" && FRESH.test(food.name)) return "produce";
  return section;
}

/**
 * Whether a USDA food found by searching for a name really is that thing: every word of the name
 * is a word of the food's name ("black pepper" is "Spices, pepper, black"). The search tolerates
 * typos and prefixes, which suits a person searching but would shelve "foil" with a cheese.
 */
export function foodNamesAll(name: string, foodName: string): boolean {
  const words = tokenize(name);
  const food = new Set(tokenize(foodName));
  return words.length > 0 && words.every((word) => food.has(word));
}

export function isStoreSection(value: unknown): value is StoreSection {
  return typeof value === "string" && (STORE_SECTIONS as readonly string[]).includes(value);
}

/**
 * The key a remembered section is filed under: the ingredient's id for a catalogue or own
 * ingredient, else the free text normalised (lower case, single spaces, no surrounding
 * punctuation, singular words), so "Paper Towels" and "paper towel " share one memory.
 */
export function sectionMemoryKey(item: { ingredientId: number | null; name: string }): string {
  if (item.ingredientId !== null) return `i:${item.ingredientId}`;
  return `t:${normaliseFreeText(item.name)}`;
}

/** Free text as a comparable key: lower case, words of letters and digits, each singular. */
export function normaliseFreeText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .map(normalizeWord)
    .join(" ");
}
