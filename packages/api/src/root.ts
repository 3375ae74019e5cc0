import { authRouter } from "./auth/auth.router";
import { healthRouter } from "./health/health.router";
import { recipesRouter } from "./recipes/recipes.router";
import { kitchenRouter } from "./kitchen/kitchen.router";
import { filtersRouter } from "./filters/filters.router";
import { cartsRouter } from "./carts/carts.router";
import { metricsRouter } from "./metrics/metrics.router";
import { journalRouter } from "./journal/journal.router";
import { foodsRouter } from "./foods/foods.router";
import { imagesRouter } from "./images/images.router";
import { createCallerFactory, router } from "./trpc/init";

export const appRouter = router({
  auth: authRouter,
  health: healthRouter,
  recipes: recipesRouter,
  kitchen: kitchenRouter,
  filters: filtersRouter,
  carts: cartsRouter,
  metrics: metricsRouter,
  journal: journalRouter,
  foods: foodsRouter,
  images: imagesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** The tRPC paths that take credentials; they share the per-address rate limit with /api/auth. */
export const CREDENTIAL_PROCEDURES: ReadonlySet<string> = new Set(["auth.signup", "auth.login"]);
