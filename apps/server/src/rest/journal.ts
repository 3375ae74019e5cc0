import type { FastifyInstance } from "fastify";
import { ZJournalId } from "@simmer/contracts";
import type { CallerFor } from "./caller";

/** §7: GET returns {entries}; writes take and return the entry's snake_case fields. */
export function registerJournalRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/journal", async (request) => (await callerFor(request)).journal.list());
  api.post("/journal", async (request, reply) => {
    const entry = await (await callerFor(request)).journal.create((request.body ?? {}) as never);
    return reply.code(201).send(entry);
  });
  api.put("/journal/:id", async (request) => {
    const { id } = ZJournalId.parse(request.params);
    return (await callerFor(request)).journal.update({ id, entry: (request.body ?? {}) as never });
  });
  api.delete("/journal/:id", async (request) => {
    const { id } = ZJournalId.parse(request.params);
    return (await callerFor(request)).journal.remove({ id });
  });
}
