import type { FastifyInstance } from "fastify";
import type { CallerFor } from "../app";

export function registerAuthRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.post("/auth/signup", async (request, reply) => {
    const result = await (await callerFor(request)).auth.signup(request.body as never);
    return reply.code(201).send(result);
  });
  api.post("/auth/login", async (request) => (await callerFor(request)).auth.login(request.body as never));
}
