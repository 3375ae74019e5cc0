import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { TRPCError } from "@trpc/server";
import { TRPC_BATCH } from "@simmer/contracts";
import {
  appRouter,
  createCaller,
  createContext,
  createWebImportLimiter,
  SIGNED_OUT_PROCEDURES,
  type AppRouter,
  type ContextDeps,
} from "@simmer/api";
import { createTokenService } from "@simmer/api";
import os from "node:os";
import path from "node:path";
import { createLocalImageStore } from "../src/images/local-image-store";
import { TEST_SECRET, signUpAndLogIn, startTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The browser's tRPC client, its requests carried to the server in-process instead of over a socket. */
function browserClient(token: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: "http://localhost/trpc",
        maxURLLength: TRPC_BATCH.maxUrlLength,
        maxItems: TRPC_BATCH.maxItems,
        headers: { authorization: `Bearer ${token}` },
        fetch: async (url, init) => {
          const target = new URL(String(url));
          const res = await t.app.inject({
            method: (init?.method ?? "GET") as "GET" | "POST",
            url: target.pathname + target.search,
            headers: Object.fromEntries(new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]).entries()),
            payload: (init?.body as string | undefined) ?? undefined,
          });
          requests.push({ url: target.pathname + target.search, status: res.statusCode });
          return new Response(res.body, { status: res.statusCode, headers: res.headers as Record<string, string> });
        },
      }),
    ],
  });
}
let requests: { url: string; status: number }[] = [];

describe("tRPC batches", () => {
  it("answers every batch the client makes, however many calls and however long their names", async () => {
    const { token } = await signUpAndLogIn(t.app);
    const client = browserClient(token);
    requests = [];
    // What Browse asks for at once with nine rows: one listing per row, the carts, and each card's cart status.
    const rows = Array.from({ length: 9 }, (_, i) =>
      client.recipes.list.query({ limit: 48, offset: 0, search: `row ${i} ${"tomato ".repeat(20)}`.trim() }),
    );
    const carts = client.carts.list.query();
    const statuses = Array.from({ length: 30 }, (_, i) => client.carts.recipeStatus.query({ recipeId: i + 1 }).catch((e: unknown) => e));
    const [listed, cartList] = await Promise.all([Promise.all(rows), carts, Promise.all(statuses)]);
    expect(listed).toHaveLength(9);
    expect(Array.isArray(cartList)).toBe(true);
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.every((r) => r.status < 400 || r.status === 207)).toBe(true);
    const longest = Math.max(...requests.map((r) => r.url.split("?")[0]!.length));
    expect(longest).toBeGreaterThan(100);
  });

  it("answers a batch of the largest size the client sends, and refuses a larger one with a clear 400", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const paths = (n: number) => Array(n).fill("kitchen.ingredientNames").join(",");
    const ok = await t.app.inject({ method: "GET", url: `/trpc/${paths(TRPC_BATCH.maxItems)}?batch=1`, headers: auth });
    expect(ok.statusCode).not.toBe(404);
    expect(ok.statusCode).toBeLessThan(500);
    expect(ok.json()).toHaveLength(TRPC_BATCH.maxItems);

    const tooMany = await t.app.inject({ method: "GET", url: `/trpc/${paths(TRPC_BATCH.maxItems + 1)}?batch=1`, headers: auth });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe("Batch call exceeds maximum size");
  });

  it("answers 400, never 500, to a procedure name that is not valid percent-encoding", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    for (const url of ["/trpc/%25E0", "/trpc/auth.me,%25?batch=1", "/trpc/%25E0%25A4%25A"]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await t.app.inject({ method, url, headers: auth, ...(method === "POST" ? { payload: {} } : {}) });
        expect([url, method, res.statusCode]).toEqual([url, method, 400]);
      }
    }
  });
});

describe("the procedures open to signed-out callers", () => {
  it("are exactly the ones listed as such, so the server may refuse the others before reading a body", async () => {
    const deps: ContextDeps = {
      db: t.handle.db,
      dbKind: t.handle.kind,
      instanceId: "batching-test",
      tokens: createTokenService(TEST_SECRET),
      config: {
        publicUrl: "http://localhost",
        instacart: { apiBase: "http://127.0.0.1:9", apiKey: null, timeoutMs: 100 },
        images: { quotaBytes: 1024 },
        imports: { concurrency: 2 },
        webImport: { allowHosts: [], timeoutMs: 100, ports: "standard" },
      },
      images: createLocalImageStore(path.join(os.tmpdir(), "simmer-batching-images")),
      webImportLimiter: createWebImportLimiter(30),
      sharedListLimiter: createWebImportLimiter(60),
    };
    const signedOut = createCaller(await createContext(deps, { authorization: undefined, countCredentialAttempt: async () => true }));
    const paths = Object.keys(appRouter._def.procedures);
    expect(paths.length).toBeGreaterThan(30);
    const open: string[] = [];
    for (const path of paths) {
      const procedure = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], signedOut) as (
        input: unknown,
      ) => Promise<unknown>;
      const outcome = await procedure({}).catch((error: unknown) => error);
      if (!(outcome instanceof TRPCError && outcome.code === "UNAUTHORIZED")) open.push(path);
    }
    expect(open.sort()).toEqual([...SIGNED_OUT_PROCEDURES].sort());
  });
});
