import type { FastifyRequest } from "fastify";
import { ZRecipeDetail, ZRecipeListOutput, ZRecipesQuery } from "@simmer/contracts";
import { z } from "zod";
import type { CallerFor } from "./caller";
import type { RestApi } from "./route";

/** GET /api/recipes: the listing (signed in or not). Query strings map onto recipes.list. */
export function registerRecipeListRoutes(api: RestApi, callerFor: CallerFor) {
  // Builds the in-memory Browse index (ADR 050) in the background once the server is ready, so the
  // first person to open Browse does not wait for it. Any later change is caught up per request.
  const warmUp: Pick<FastifyRequest, "headers"> = { headers: {} };
  api.scope.addHook("onReady", async () => {
    void callerFor(warmUp as FastifyRequest)
      .then((caller) => caller.recipes.list({ limit: 1 }))
      .catch((error: unknown) => api.scope.log.warn({ err: error }, "Browse index warm-up failed"));
  });
  api.route({
    method: "GET",
    url: "/recipes",
    tag: "Recipes",
    summary: "List recipes (Browse, Your Recipes), or one recipe with ?id=",
    description:
      "Names (filterIngredients, filterEquipment, tags) are comma-separated or repeated. Signed out, only the catalogue is listed.",
    signedOut: true,
    query: ZRecipesQuery,
    response: z.union([ZRecipeListOutput, ZRecipeDetail]),
    handler: ({ caller, query }) => (query.kind === "detail" ? caller.recipes.detail({ id: query.id }) : caller.recipes.list(query.input)),
  });
}
