// What other domains may use of foods: they import it from here, never from its files (ADR 114).
export { foodIndexFor, type FoodRecord } from "./foods.index";
export { ensureFoodsLoaded, readUsdaFoods } from "./foods.loader";
export { calculateWithIndex, nutritionOfLines } from "./nutrition.service";
export { fixesOf, fixesOfOwners } from "./food-fixes.service";
export { foodsBackup } from "./foods.backup";
