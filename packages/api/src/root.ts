import { authRouter } from "./auth/auth.router";
import { accountRouter } from "./account/account.router";
import { healthRouter } from "./health/health.router";
import { recipesRouter } from "./recipes/recipes.router";
import { kitchenRouter } from "./kitchen/kitchen.router";
import { filtersRouter } from "./filters/filters.router";
import { cartsRouter } from "./carts/carts.router";
import { shoppingRouter } from "./shopping/shopping.router";
import { metricsRouter } from "./metrics/metrics.router";
import { journalRouter } from "./journal/journal.router";
import { foodsRouter } from "./foods/foods.router";
import { imageProcedures } from "./images/images.router";
import { imageFromUrl } from "./recipes/web-import/image-from-url.procedure";
import { backupRouter } from "./account/backup.router";
import { plansRouter } from "./plans/plans.router";
import { notesRouter } from "./notes/notes.router";
import { householdRouter } from "./household/household.router";
import { createCallerFactory, router } from "./trpc/init";

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  health: healthRouter,
  recipes: recipesRouter,
  kitchen: kitchenRouter,
  filters: filtersRouter,
  carts: cartsRouter,
  shopping: shoppingRouter,
  metrics: metricsRouter,
  journal: journalRouter,
  foods: foodsRouter,
  images: router({ ...imageProcedures, fromUrl: imageFromUrl }),
  backup: backupRouter,
  plans: plansRouter,
  notes: notesRouter,
  household: householdRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/**
 * The procedures that answer without a signed-in user. The server refuses a signed-out write to
 * any other procedure before reading its body; a test checks this list against the procedures.
 */
export const SIGNED_OUT_PROCEDURES: ReadonlySet<string> = new Set([
  "auth.signup",
  "auth.login",
  "health.check",
  "recipes.list",
  "recipes.detail",
  "carts.shoppingList",
  "shopping.sharedApply",
]);
