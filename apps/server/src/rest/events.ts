import type { FastifyRequest } from "fastify";
import { ZEventNotice } from "@simmer/contracts";
import { scopeOf } from "@simmer/api";
import type { ContextFor } from "../http/signed-in";
import type { EventStreams, Recheck } from "../events/stream";
import type { RestApi } from "./route";

/**
 * GET /api/events (ADR 139): the signed-in person's live change notices, as Server-Sent Events.
 * Authorised by the Bearer header like every call (never a token in the URL), so browsers read it
 * with a streaming fetch. `freshContextFor` builds the request's context again, uncached, for the
 * stream's later checks of its credential.
 */
export function registerEventRoutes(api: RestApi, contextFor: ContextFor, freshContextFor: ContextFor, streams: EventStreams) {
  api.route({
    method: "GET",
    url: "/events",
    tag: "Live",
    summary: "Live change notices for you and your household (Server-Sent Events)",
    description: [
      "A text/event-stream that stays open. Events: `ready` once (its `data.resync` is true when a Last-Event-ID",
      "could not be resumed and the client should refetch everything), `change` for each notice (its `data` is the",
      "schema below: the topic that changed and who changed it), and `resync` when notices may have been missed.",
      "Each event with an `id:` may be resumed from by sending it back as the Last-Event-ID header. A comment",
      "line comes every 20 s. The stream ends when the session ends or the household changes; reconnect then.",
    ].join(" "),
    produces: "text/event-stream",
    response: ZEventNotice,
    handler: async ({ request, reply }) => {
      const ctx = await contextFor(request);
      const user = ctx.user as NonNullable<typeof ctx.user>;
      // Any text is taken: one this server could not have sent is answered with a resync.
      const header = request.headers["last-event-id"];
      const lastEventId = typeof header === "string" ? header : undefined;
      const scope = await scopeOf(ctx.db, user.id);
      reply.hijack();
      try {
        await streams.open(reply.raw, { user, scope, lastEventId, recheck: recheckOf(request, freshContextFor) });
      } catch (err) {
        // The answer has begun (or the client has gone): nothing is left to tell it but the end.
        request.log.warn({ err }, "live stream failed");
        if (!reply.raw.writableEnded) reply.raw.end();
      }
      return reply;
    },
  });
}

function recheckOf(request: FastifyRequest, freshContextFor: ContextFor): Recheck {
  return async () => {
    const ctx = await freshContextFor(request);
    if (!ctx.user) return null;
    return { user: ctx.user, scope: await scopeOf(ctx.db, ctx.user.id) };
  };
}
