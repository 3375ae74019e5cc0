import { ZHealth } from "@simmer/contracts";
import type { RestApi } from "./route";

export function registerHealthRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/health",
    tag: "Server",
    summary: "Is the server up, and which database it uses",
    signedOut: true,
    response: ZHealth,
    handler: ({ caller }) => caller.health.check(),
  });
}
