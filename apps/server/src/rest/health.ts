import type { FastifyInstance } from "fastify";
import type { CallerFor } from "./caller";

export function registerHealthRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/health", { config: { signedOut: true } }, async (request) => (await callerFor(request)).health.check());
}
