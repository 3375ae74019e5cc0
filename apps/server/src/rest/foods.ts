import type { FastifyInstance } from "fastify";
import type { CallerFor } from "./caller";

export function registerFoodsRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/foods", async (request) => {
    const query = request.query as { search?: string; limit?: string };
    return (await callerFor(request)).foods.search({ search: query.search ?? "", limit: query.limit ?? undefined } as never);
  });
  api.post("/nutrition/calculate", async (request) => (await callerFor(request)).foods.calculateNutrition(request.body as never));
}
