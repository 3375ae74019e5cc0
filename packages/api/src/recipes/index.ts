// What other domains may use of recipes: they import it from here, never from its files (ADR 114).
export { insertJsonRows, kitchenIdsFor, reserveIds } from "./bulk";
export { seedCatalog } from "./catalog/seed";
export { toCards } from "./query/cards";
export { recipeIndexFor } from "./query/recipe-index";
export { sqlRows } from "./query/sql-rows";
export { householdPeopleSql, visibleTo } from "./query/visibility";
export { BACKUP_PAGE_SIZE, imageEntryOf, imageKeysOf, publishedRecipe, recipeLines, recipesBackup } from "./recipes.backup";
export { RecipeWriter, writeRecipes } from "./recipes.restore";
export { insertRecipeChildRows, RECIPE_COLUMN_TYPES } from "./recipes.write";
export { type SlidingLimiter, type WebImportLimiter } from "./web-import/rate-limit";
export { recomputeNutrition, recomputeStaleNutrition, type RecomputeReport } from "./recipes.recompute";
