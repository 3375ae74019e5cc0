import { toCatalogRecipe, type CatalogRecipeSource, type TCatalogRecipe } from "./define";
import { breakfasts } from "./content/breakfasts";
import { meatMains } from "./content/mains-meat";
import { seafoodMains } from "./content/mains-seafood";
import { vegetarianMains } from "./content/mains-vegetarian";
import { sides } from "./content/sides";
import { soups } from "./content/soups";
import { salads } from "./content/salads";
import { desserts } from "./content/desserts";
import { snacks } from "./content/snacks";
import { drinks } from "./content/drinks";

export type { TCatalogRecipe } from "./define";

const SOURCES: readonly (readonly CatalogRecipeSource[])[] = [
  breakfasts,
  meatMains,
  seafoodMains,
  vegetarianMains,
  sides,
  soups,
  salads,
  desserts,
  snacks,
  drinks,
];

/**
 * Every starter recipe, validated and in the stored shape. The files are dealt out in turn (a
 * breakfast, a meat main, a seafood main, ...) so the first cards a new user sees in Browse vary.
 */
export function catalogRecipes(): TCatalogRecipe[] {
  const longest = Math.max(...SOURCES.map((source) => source.length));
  const dealt: CatalogRecipeSource[] = [];
  for (let i = 0; i < longest; i++) {
    for (const source of SOURCES) {
      const recipe = source[i];
      if (recipe) dealt.push(recipe);
    }
  }
  return dealt.map(toCatalogRecipe);
}
