import type { FastifyInstance } from "fastify";
import { requireUserForApi, type ContextFor } from "../signed-in";
import { callerFrom } from "./caller";
import { registerAuthRoutes } from "./auth";
import { registerHealthRoutes } from "./health";
import { registerRecipesRoutes } from "./recipes";
import { registerRecipeListRoutes } from "./recipes-list";
import { registerKitchenRoutes } from "./kitchen";
import { registerFiltersRoutes } from "./filters";
import { registerCartsRoutes } from "./carts";
import { registerMetricsRoutes } from "./metrics";
import { registerJournalRoutes } from "./journal";
import { registerFoodsRoutes } from "./foods";
import { registerRecipeWebImportRoutes } from "./recipes-web-import";

export type { CallerFor } from "./caller";

/**
 * The REST adapter: the documented /api/... paths, each mapped onto a procedure through the
 * request's caller. Signed-out requests are refused here unless a route says otherwise.
 */
export async function registerRestAdapter(app: FastifyInstance, contextFor: ContextFor): Promise<void> {
  const callerFor = callerFrom(contextFor);
  await app.register(
    async (api) => {
      api.addHook("onRequest", requireUserForApi(contextFor));
      registerHealthRoutes(api, callerFor);
      registerAuthRoutes(api, callerFor);
      registerRecipeListRoutes(api, callerFor);
      registerRecipesRoutes(api, callerFor);
      registerKitchenRoutes(api, callerFor);
      registerFiltersRoutes(api, callerFor);
      registerCartsRoutes(api, callerFor);
      registerMetricsRoutes(api, callerFor);
      registerJournalRoutes(api, callerFor);
      registerFoodsRoutes(api, callerFor);
      registerRecipeWebImportRoutes(api, callerFor);
    },
    { prefix: "/api" },
  );
}
