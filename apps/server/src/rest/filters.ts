import type { FastifyInstance } from "fastify";
import type { CallerFor } from "./caller";

const body = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/** Spec §7 Saved filters. */
export function registerFiltersRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/users-filters", async (request) => (await callerFor(request)).filters.list());
  api.post("/users-filters", async (request, reply) => {
    const row = await (await callerFor(request)).filters.create(body(request.body) as never);
    return reply.code(201).send(row);
  });
  api.put("/users-filters/:id", async (request) => {
    const { id } = request.params as { id: string };
    return (await callerFor(request)).filters.update({ ...body(request.body), id } as never);
  });
  api.delete("/users-filters/:id", async (request) => {
    const { id } = request.params as { id: string };
    return (await callerFor(request)).filters.remove({ id } as never);
  });
  api.post("/update-filter-order", async (request) => (await callerFor(request)).filters.move(body(request.body) as never));
}
