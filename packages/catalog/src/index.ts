import breakfasts from "../content/breakfasts.json";
import meatMains from "../content/mains-meat.json";
import seafoodMains from "../content/mains-seafood.json";
import vegetarianMains from "../content/mains-vegetarian.json";
import sides from "../content/sides.json";
import soups from "../content/soups.json";
import salads from "../content/salads.json";
import desserts from "../content/desserts.json";
import snacks from "../content/snacks.json";
import drinks from "../content/drinks.json";
import { toCatalogRecipe, type TCatalogRecipe } from "./define";
import { loadCatalogFiles, type CatalogFile } from "./load";
import type { TCatalogSource } from "./schema";

export { CatalogDataError, checkCatalogFile, loadCatalogFiles, type CatalogFile } from "./load";
export { toCatalogRecipe, dietsOf } from "./define";
export { ZCatalogRecipe, ZCatalogSource, ZCatalogFile, type TCatalogRecipe, type TCatalogSource, type TCatalogLine } from "./schema";
export { COURSES, CUISINES, DIETS, CATALOG_SOURCE_NAME, type Course, type Cuisine, type Diet } from "./taxonomy";
export {
  INGREDIENTS,
  EQUIPMENT,
  CAN_OUNCES,
  containsOf,
  isIngredientName,
  type IngredientName,
  type EquipmentName,
  type Contains,
} from "./vocabulary";
export { COOKED_FOOD_PINS, UNIT_GRAMS } from "./nutrition-hints";

/**
 * The course files in the order they are dealt out. Imported rather than read from disk, so the
 * server bundle carries them and nothing has to be copied next to it.
 */
export const CATALOG_FILES: readonly CatalogFile[] = [
  { name: "breakfasts.json", data: breakfasts },
  { name: "mains-meat.json", data: meatMains },
  { name: "mains-seafood.json", data: seafoodMains },
  { name: "mains-vegetarian.json", data: vegetarianMains },
  { name: "sides.json", data: sides },
  { name: "soups.json", data: soups },
  { name: "salads.json", data: salads },
  { name: "desserts.json", data: desserts },
  { name: "snacks.json", data: snacks },
  { name: "drinks.json", data: drinks },
];

/**
 * Every starter recipe, validated and in the stored shape. The files are dealt out in turn (a
 * breakfast, a meat main, a seafood main, ...) so the first cards a new user sees in Browse vary.
 */
export function catalogRecipes(files: readonly CatalogFile[] = CATALOG_FILES): TCatalogRecipe[] {
  const sources = loadCatalogFiles(files);
  const longest = Math.max(...sources.map((source) => source.length));
  const dealt: TCatalogSource[] = [];
  for (let i = 0; i < longest; i++) {
    for (const source of sources) {
      const recipe = source[i];
      if (recipe) dealt.push(recipe);
    }
  }
  return dealt.map(toCatalogRecipe);
}
