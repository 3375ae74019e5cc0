import { toCatalogRecipe, type TCatalogRecipe } from "./define";
import { breakfasts } from "./content/breakfasts";

export type { TCatalogRecipe } from "./define";

/** Every starter recipe, validated and in the stored shape, in a stable order. */
export function catalogRecipes(): TCatalogRecipe[] {
  return [...breakfasts].map(toCatalogRecipe);
}
