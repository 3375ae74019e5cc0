import type { FastifyInstance } from "fastify";

export type ReadinessState = "starting" | "ready" | "stopping";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * From now on /api/ready answers 503 "stopping" while everything else is still served, so a
     * load balancer takes the instance out before it closes (ADR 084). Closing does it too.
     */
    beginStopping(): void;
  }
}

/**
 * GET /api/ready (ADR 080): 200 once this process can answer at full speed, 503 before and while it
 * stops, so a proxy sends no traffic to a cold or leaving instance. Migrations and catalogue
 * seeding run before the server listens (main.ts, or the cluster's primary), so what is left to
 * wait for once it listens is `warm`: the Browse index, loaded in the background as soon as the
 * server is ready rather than by the first request.
 */
export function registerReadiness(app: FastifyInstance, warm: () => Promise<unknown>): { state(): ReadinessState } {
  let state: ReadinessState = "starting";
  let retry: NodeJS.Timeout | null = null;
  const warmUp = async () => {
    try {
      await warm();
      if (state === "starting") state = "ready";
    } catch (err) {
      if (state !== "starting") return;
      app.log.error({ err }, "could not load the Browse index; trying again in 5 s");
      retry = setTimeout(() => void warmUp(), 5_000);
      retry.unref();
    }
  };
  app.addHook("onReady", async () => {
    void warmUp();
  });
  const stopping = () => {
    state = "stopping";
    if (retry) clearTimeout(retry);
  };
  app.decorate("beginStopping", stopping);
  app.addHook("preClose", async () => stopping());
  app.get("/api/ready", async (_request, reply) => {
    const now = state;
    return reply
      .code(now === "ready" ? 200 : 503)
      .header("Cache-Control", "no-store")
      .send({ ready: now === "ready", state: now });
  });
  return { state: () => state };
}
