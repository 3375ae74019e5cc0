import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Browser and transport headers for every answer (ADR 007):
 * - a Content-Security-Policy without inline scripts or styles (React sets `style` props through
 *   the CSSOM, which style-src does not govern, and the build emits no inline <style> or style="");
 * - `Cache-Control: no-store` on anything that did not choose its own caching, so API answers,
 *   tRPC results, errors and the shared shopping list never sit in a browser or proxy cache, while
 *   hashed assets and stored images keep the long cache their handlers give them;
 * - HSTS when the request arrived over https: on the socket itself, or as the trusted proxy's
 *   X-Forwarded-Proto when TRUST_PROXY is on (Fastify's request.protocol reads it only then).
 */
export async function registerTransportHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "style-src": ["'self'"],
        "script-src": ["'self'"],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onSend", async (request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
