import type { FastifyInstance } from "fastify";
import { requireUserForApi, type ContextFor } from "../http/signed-in";
import { callerFrom } from "./caller";
import { RestApi } from "./route";
import { registerAuthRoutes } from "./auth";
import { registerAccountRoutes } from "./account";
import { registerHealthRoutes } from "./health";
import { registerRecipesRoutes } from "./recipes";
import { registerRecipeListRoutes } from "./recipes-list";
import { registerKitchenRoutes } from "./kitchen";
import { registerFiltersRoutes } from "./filters";
import { registerCartsRoutes } from "./carts";
import { registerShoppingRoutes } from "./shopping";
import { registerMetricsRoutes } from "./metrics";
import { registerJournalRoutes } from "./journal";
import { registerFoodsRoutes } from "./foods";
import { registerRecipeWebImportRoutes } from "./recipes-web-import";
import { registerBackupRoutes } from "./backup";
import { registerPlansRoutes } from "./plans";
import { registerNotesRoutes } from "./notes";
import { registerHouseholdRoutes } from "./household";
import { registerOpenApiJson, type OpenApiDocument } from "./openapi";
import { registerEventRoutes } from "./events";
import type { EventStreams } from "../events/stream";

export { callerFrom, type CallerFor } from "./caller";
export { registerApiDocsPage } from "./openapi";

/**
 * The REST adapter: the documented /api/... paths, each declared through RestApi.route with its
 * contract schemas and mapped onto a procedure through the request's caller. Signed-out requests
 * are refused here unless a route says otherwise. The declarations also write /api/openapi.json.
 */
export async function registerRestAdapter(
  app: FastifyInstance,
  contextFor: ContextFor,
  live: { freshContextFor: ContextFor; streams: EventStreams },
): Promise<() => OpenApiDocument> {
  const callerFor = callerFrom(contextFor);
  let document: (() => OpenApiDocument) | null = null;
  await app.register(
    async (scope) => {
      scope.addHook("onRequest", requireUserForApi(contextFor));
      const api = new RestApi(scope, callerFor);
      registerHealthRoutes(api);
      registerAuthRoutes(api);
      registerAccountRoutes(api);
      registerHouseholdRoutes(api);
      registerRecipeListRoutes(api, callerFor);
      await registerRecipesRoutes(api);
      registerKitchenRoutes(api);
      registerFiltersRoutes(api);
      registerCartsRoutes(api);
      registerShoppingRoutes(api);
      registerMetricsRoutes(api);
      registerJournalRoutes(api);
      registerFoodsRoutes(api);
      registerRecipeWebImportRoutes(api);
      registerPlansRoutes(api);
      registerNotesRoutes(api);
      registerBackupRoutes(api, contextFor);
      registerEventRoutes(api, contextFor, live.freshContextFor, live.streams);
      document = registerOpenApiJson(api);
    },
    { prefix: "/api" },
  );
  if (!document) throw new Error("The /api routes were not registered.");
  return document;
}
