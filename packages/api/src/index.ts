export { appRouter, createCaller, CREDENTIAL_PROCEDURES, type AppRouter } from "./root";
export { createContext, bearerToken, type AppConfig, type Context, type ContextDeps } from "./trpc/context";
export { createTokenService, type TokenService, type TokenClaims } from "./auth/token";
export { ensureFoodsLoaded } from "./foods/foods.loader";
export { calculateNutrition } from "./foods/nutrition.service";
export { seedCatalog, type CatalogSeedReport } from "./recipes/catalog/seed";
export { catalogRecipes } from "./recipes/catalog";
export { failStaleJobs, STALE_AFTER_MS } from "./jobs/jobs.service";
export { kitchenIdsFor } from "./recipes/bulk";
