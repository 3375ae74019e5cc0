export { appRouter, createCaller, SIGNED_OUT_PROCEDURES, type AppRouter } from "./root";
export {
  createContext,
  bearerToken,
  type AppConfig,
  type Context,
  type ContextDeps,
  type RequestCredentials,
} from "./trpc/context";
export { deleteExpiredSessions } from "./auth/session.service";
export { createTokenService, type TokenService, type TokenClaims } from "./auth/token";
export { ensureFoodsLoaded } from "./foods/foods.loader";
export { calculateNutrition } from "./foods/nutrition.service";
export { seedCatalog, type CatalogSeedReport } from "./recipes/catalog/seed";
export { failOrphanedJobs, sweepOrphanedJobs } from "./jobs/jobs.service";
export {
  beatInstance,
  removeInstance,
  INSTANCE_BEAT_MS,
  INSTANCE_STALE_AFTER_MS,
  type OrphanRule,
} from "./jobs/instances.service";
export { discardAbandonedImports } from "./recipes/import/staging";
export { DEFAULT_IMPORT_CONCURRENCY } from "./recipes/import/import-gate";
export { type ImageStore, STORED_FILE_NAME, storedFilesOf } from "./images/image-store";
export { createPgImageStore } from "./images/pg-image-store";
export { browseIndexVersion, warmBrowseIndex } from "./health/readiness";
export { IMAGE_LIMITS, encodeImage } from "./images/image-processing";
export { sweepUnreferencedImages } from "./images/images.service";
export { kitchenIdsFor } from "./recipes/bulk";
export { visibleTo } from "./recipes/query/visibility";
export { backup, BACKUP_PAGE_SIZE } from "./account/backup";
export { restore, isEmptyAccount, type RestoreResult } from "./account/restore";
export { ARCHIVE_LIMITS } from "./account/restore-archive";
export { APP_VERSION, BACKUP_FORMAT, BACKUP_SCHEMA_VERSION } from "./backup/format";
export { createWebImportLimiter, type WebImportLimiter } from "./recipes/web-import/rate-limit";
export { parseAllowHosts, webFetchLimits } from "./recipes/web-import/fetch-page";
export { generatePlan, loadCandidates, loadPlanRecipes, targetsFor, type EngineInput, type EngineOptions } from "./plans/engine";
export { solveModel } from "./plans/solver";
export { solvePlan, PLAN_TIME_LIMIT_SECONDS, type PlannerOptions } from "./plans/planner";
