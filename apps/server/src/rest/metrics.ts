import type { FastifyInstance } from "fastify";
import { ZMetricId } from "@simmer/contracts";
import type { CallerFor } from "./caller";

/** §7: the camelCase payload in, the snake_case entry out (age holds the date of birth). */
export function registerMetricsRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/metrics/all", async (request) => (await callerFor(request)).metrics.list());
  api.post("/metrics", async (request, reply) => {
    const entry = await (await callerFor(request)).metrics.create((request.body ?? {}) as never);
    return reply.code(201).send(entry);
  });
  api.put("/metrics/id/:id", async (request) => {
    const { id } = ZMetricId.parse(request.params);
    return (await callerFor(request)).metrics.update({ id, entry: (request.body ?? {}) as never });
  });
  api.delete("/metrics/id/:id", async (request) => {
    const { id } = ZMetricId.parse(request.params);
    return (await callerFor(request)).metrics.remove({ id });
  });
}
