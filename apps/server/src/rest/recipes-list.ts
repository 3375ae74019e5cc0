import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

function int(value: unknown): number | undefined {
  return typeof value === "string" && value.trim() !== "" ? Number(value) : undefined;
}

/** GET /api/recipes: the listing (signed in or not). Query strings map onto recipes.list. */
export function registerRecipeListRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/recipes", async (request) => {
    const q = request.query as Record<string, string | undefined>;
    const caller = await callerFor(request);
    return caller.recipes.list({
      limit: int(q.limit),
      offset: int(q.offset),
      search: q.search,
      scope: q.scope === "mine" ? "mine" : q.scope === undefined ? undefined : (q.scope as "all"),
    });
  });
}
