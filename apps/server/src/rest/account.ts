import type { FastifyInstance } from "fastify";
import { ZAccountDeleteInput, ZPasswordChangeInput, ZTokenCreateInput, ZTokenId } from "@simmer/contracts";
import type { CallerFor } from "./caller";

/** Personal access tokens, password and account deletion (ADR 070, 071): browser sessions only. */
export function registerAccountRoutes(api: FastifyInstance, callerFor: CallerFor) {
  api.get("/account/tokens", async (request) => (await callerFor(request)).account.tokens.list());
  api.post("/account/tokens", async (request, reply) => {
    const input = ZTokenCreateInput.parse(request.body ?? {});
    return reply.code(201).send(await (await callerFor(request)).account.tokens.create(input));
  });
  api.delete("/account/tokens/:id", async (request) => {
    const input = ZTokenId.parse(request.params);
    return (await callerFor(request)).account.tokens.revoke(input);
  });
  api.post("/account/password", async (request) => {
    const input = ZPasswordChangeInput.parse(request.body ?? {});
    return (await callerFor(request)).account.changePassword(input);
  });
  api.delete("/account", async (request) => {
    const input = ZAccountDeleteInput.parse(request.body ?? {});
    return (await callerFor(request)).account.remove(input);
  });
}
