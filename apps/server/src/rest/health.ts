import { ZHealth, ZReadiness } from "@simmer/contracts";
import type { RestApi } from "./route";

export function registerHealthRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/health",
    tag: "Server",
    summary: "Is the server up, which database it uses, Redis, and the Browse index's version",
    signedOut: true,
    response: ZHealth,
    handler: ({ caller }) => caller.health.check(),
  });
  // Served by readiness.ts (ADR 080); declared here so the reference and the contract check know it.
  api.describe({
    method: "GET",
    url: "/ready",
    tag: "Server",
    summary: "Is this instance ready for traffic",
    description:
      "200 once migrations, seeding and the Browse index are ready; 503 before that and while the instance stops. For a proxy's health check.",
    status: 200,
    response: ZReadiness,
    otherResponses: { 503: { description: "Not ready yet, or stopping.", schema: ZReadiness } },
  });
}
