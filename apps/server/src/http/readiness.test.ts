import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerReadiness } from "./readiness";

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("readiness", () => {
  it("answers 503 while the index loads, 200 once loaded, and 503 again while the server stops", async () => {
    const app = Fastify({ logger: false });
    const loading = deferred();
    const readiness = registerReadiness(app, () => loading.promise);
    let whileStopping: number | null = null;
    app.addHook("preClose", async () => {
      const { port } = app.server.address() as { port: number };
      whileStopping = (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;
    });
    await app.listen({ port: 0, host: "127.0.0.1" });

    const cold = await app.inject({ method: "GET", url: "/api/ready" });
    expect(cold.statusCode).toBe(503);
    expect(cold.json()).toEqual({ ready: false, state: "starting" });
    expect(cold.headers["cache-control"]).toBe("no-store");

    loading.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(readiness.state()).toBe("ready");
    const warm = await app.inject({ method: "GET", url: "/api/ready" });
    expect(warm.statusCode).toBe(200);
    expect(warm.json()).toEqual({ ready: true, state: "ready" });

    await app.close();
    expect(readiness.state()).toBe("stopping");
    expect(whileStopping).toBe(503);
  });

  it("stays not ready when the index cannot load", async () => {
    const app = Fastify({ logger: false });
    const loading = deferred();
    registerReadiness(app, () => loading.promise);
    await app.ready();
    loading.reject(new Error("database away"));
    await new Promise((resolve) => setImmediate(resolve));
    const res = await app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    await app.close();
  });
});
