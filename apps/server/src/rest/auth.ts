import type { FastifyInstance } from "fastify";
import type { CallerFor } from "./caller";

const signedOut = { config: { signedOut: true } };

export function registerAuthRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.post("/auth/signup", signedOut, async (request, reply) => {
    const result = await (await callerFor(request)).auth.signup(request.body as never);
    return reply.code(201).send(result);
  });
  api.post("/auth/login", signedOut, async (request) => (await callerFor(request)).auth.login(request.body as never));
  api.post("/auth/logout", async (request) => (await callerFor(request)).auth.logout());
  api.post("/auth/logout-all", async (request) => (await callerFor(request)).auth.logoutAll());
}
