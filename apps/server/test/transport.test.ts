import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { shoppingLists } from "@simmer/db";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { fileMultipart } from "./recipes-fixtures";

let t: TestApp;
let behindProxy: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-web-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "index.html"), '<!doctype html><script type="module" src="/assets/app-abc123.js"></script>');
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log('simmer');");
  t = await startTestApp({ webDist });
  behindProxy = await startTestApp({ trustProxy: true });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await behindProxy.close();
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("Cache-Control", () => {
  it("is no-store on every answer carrying a person's data, signed in or not, and on errors", async () => {
    const { auth, token } = await signUpAndLogIn(t.app);
    const [list] = await t.handle.db
      .insert(shoppingLists)
      .values({
        token: "a".repeat(32),
        userId: (await signUpAndLogIn(t.app)).user.id,
        title: "List",
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const input = encodeURIComponent(JSON.stringify({ 0: { token: list?.token } }));
    const requests = [
      { method: "GET", url: "/api/user-carts", headers: auth },
      { method: "GET", url: "/api/metrics/all", headers: auth },
      { method: "GET", url: "/api/journal", headers: auth },
      { method: "GET", url: "/api/recipes?limit=2", headers: auth },
      { method: "GET", url: "/api/health" },
      { method: "GET", url: `/api/shopping-list/${list?.token}` },
      { method: "GET", url: `/trpc/carts.shoppingList?batch=1&input=${input}` },
      { method: "GET", url: "/trpc/auth.me", headers: auth },
      { method: "GET", url: "/trpc/auth.me,carts.list?batch=1", headers: auth },
      { method: "GET", url: "/trpc/auth.me" },
      { method: "GET", url: "/api/user-carts" },
      { method: "GET", url: "/api/no-such-path", headers: auth },
      { method: "POST", url: "/api/auth/login", payload: { email: "nobody@example.com", password: "whatever1" } },
      { method: "POST", url: "/api/user-carts/add", headers: auth, payload: { name: "Weekend" } },
    ] as const;
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBeLessThan(500);
      expect([request.url, res.headers["cache-control"]]).toEqual([request.url, "no-store"]);
    }
    expect(token).toBeTruthy();
  });

  it("leaves hashed assets and stored images with their year-long cache, and index.html revalidated", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c84" } })
      .png()
      .toBuffer();
    const form = fileMultipart("image", png, "a.png", "image/png");
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.headers["cache-control"]).toBe("no-store");
    const image = await t.app.inject({ method: "GET", url: uploaded.json().url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await t.app.inject({ method: "GET", url: "/dashboard/recipes" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});

describe("Strict-Transport-Security", () => {
  const hsts = async (app: TestApp, headers: Record<string, string>) =>
    (await app.app.inject({ method: "GET", url: "/api/health", headers })).headers["strict-transport-security"];

  it("is sent when a trusted proxy says the request came over https", async () => {
    expect(await hsts(behindProxy, { "x-forwarded-proto": "https" })).toBe("max-age=31536000; includeSubDomains");
    expect(await hsts(behindProxy, { "x-forwarded-proto": "http" })).toBeUndefined();
    expect(await hsts(behindProxy, {})).toBeUndefined();
  });

  it("is not sent over plain http, nor when an untrusted client claims https", async () => {
    expect(await hsts(t, {})).toBeUndefined();
    expect(await hsts(t, { "x-forwarded-proto": "https" })).toBeUndefined();
  });
});

describe("Content-Security-Policy", () => {
  it("allows scripts and styles only from the app's own files", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const policy = String(res.headers["content-security-policy"]);
    const directive = (name: string) =>
      policy
        .split(";")
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim();
    expect(directive("style-src")).toBe("style-src 'self'");
    expect(directive("script-src")).toBe("script-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
  });
});

/**
 * Sends a request's head and the start of its declared body over a real socket, then waits for the
 * answer without sending the rest. Resolves with the status line once the server has answered and
 * closed the connection; a server that waits for the rest of the body never answers.
 */
function answerBeforeBody(method: string, url: string, headers: Record<string, string>, declared: number, sent: Buffer) {
  const { port } = t.app.server.address() as net.AddressInfo;
  return new Promise<{ status: number; closed: boolean; raw: string }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let raw = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${method} ${url} while its body was still being sent`));
    }, 10_000);
    socket.on("data", (chunk) => (raw += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ status: Number(raw.split(" ")[1]), closed: true, raw });
    });
    const head = Object.entries({ host: "localhost", "content-length": String(declared), ...headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    socket.write(`${method} ${url} HTTP/1.1\r\n${head}\r\n`);
    socket.write(sent);
  });
}

describe("signed-out requests are refused before their body is read", () => {
  const boundary = "----simmerboundary";
  const multipartStart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.alloc(64 * 1024, 7),
  ]);
  const multipart = { "content-type": `multipart/form-data; boundary=${boundary}` };
  const json = { "content-type": "application/json" };
  const twentyMb = 20 * 1024 * 1024;

  it.each([
    ["POST", "/api/recipes/add", multipart],
    ["PUT", "/api/recipes/edit/1", multipart],
    ["POST", "/api/recipes/import/start", multipart],
    ["POST", "/api/upload", multipart],
    ["POST", "/api/metrics", json],
    ["POST", "/trpc/recipes.importStart", multipart],
    ["POST", "/trpc/metrics.create", json],
    ["POST", "/trpc/metrics.create,journal.create?batch=1", json],
  ] as const)("%s %s answers 401 and closes without waiting for a 20 MB body", async (method, url, headers) => {
    const start = headers === json ? Buffer.from(`{"weight":"${"9".repeat(60_000)}`) : multipartStart;
    const answer = await answerBeforeBody(method, url, headers, twentyMb, start);
    expect(answer.status).toBe(401);
    expect(answer.raw.toLowerCase()).toContain("connection: close");
    expect(answer.raw).toContain("You are not authenticated. Please log in.");
  });

  it("treats an ended session's token as signed out", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: auth });
    const answer = await answerBeforeBody("POST", "/api/upload", { ...multipart, ...auth }, twentyMb, multipartStart);
    expect(answer.status).toBe(401);
  });

  it("answers 401, not 413 or 400, to a signed-out JSON body that is too large or malformed", async () => {
    const big = JSON.stringify({ notes: "x".repeat(2 * 1024 * 1024) });
    for (const url of ["/api/journal", "/trpc/journal.create"]) {
      const tooLarge = await t.app.inject({ method: "POST", url, headers: json, payload: big });
      expect(tooLarge.statusCode).toBe(401);
      const malformed = await t.app.inject({ method: "POST", url, headers: json, payload: "{not json" });
      expect(malformed.statusCode).toBe(401);
    }
    const batch = await t.app.inject({ method: "POST", url: "/trpc/journal.create,metrics.create?batch=1", headers: json, payload: big });
    expect(batch.statusCode).toBe(401);
    expect(batch.json()).toEqual([
      { error: expect.objectContaining({ data: expect.objectContaining({ code: "UNAUTHORIZED", httpStatus: 401 }) }) },
      { error: expect.objectContaining({ data: expect.objectContaining({ code: "UNAUTHORIZED", httpStatus: 401 }) }) },
    ]);
  });

  it("still reads the body of the routes open to signed-out visitors", async () => {
    const viaRest = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: json, payload: "{not json" });
    expect(viaRest.statusCode).toBe(400);
    const viaTrpc = await t.app.inject({ method: "POST", url: "/trpc/auth.signup", payload: { email: "a@example.com" } });
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.json().error.message).toBe("Password is required.");
  });

  it("still answers a signed-in upload in full", async () => {
    const { auth } = await signUpAndLogIn(t.app);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#48c" } })
      .png()
      .toBuffer();
    const form = fileMultipart("image", png, "a.png", "image/png");
    const res = await t.app.inject({ method: "POST", url: "/api/upload", headers: { ...auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(201);
  });
});
