import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fetchImage, fetchPage, userAgents, WebFetchError, type TWebFetchOptions } from "./fetch-page";

const page = "<!doctype html><html><head><title>Soup</title></head><body><h1>Lentil soup</h1></body></html>";

interface TTestSite {
  server: Server;
  port: number;
  requests: { url: string; userAgent: string }[];
}

async function startSite(handle: (request: IncomingMessage, response: ServerResponse, site: TTestSite) => void) {
  const site = { requests: [] } as unknown as TTestSite;
  site.server = createServer((request, response) => {
    site.requests.push({ url: request.url ?? "", userAgent: request.headers["user-agent"] ?? "" });
    handle(request, response, site);
  });
  // Listening on every local address (IPv6 and IPv4 where the machine has them) means a refused
  // spelling of loopback really would have reached this site had the fetcher let it through.
  await new Promise<void>((resolve, reject) => {
    site.server.once("error", reject);
    site.server.listen(0, resolve);
  });
  site.port = (site.server.address() as AddressInfo).port;
  return site;
}

function stopSite(site: TTestSite) {
  site.server.closeAllConnections();
  return new Promise((resolve) => site.server.close(resolve));
}

let site: TTestSite;
let other: TTestSite;
let allowed: TWebFetchOptions;

function html(response: ServerResponse, body = page, type = "text/html; charset=utf-8") {
  response.writeHead(200, { "content-type": type });
  response.end(body);
}

beforeAll(async () => {
  other = await startSite((_request, response) => html(response));
  site = await startSite((request, response, self) => {
    const url = new URL(request.url ?? "/", "http://test.invalid");
    const hops = Number(url.searchParams.get("hops") ?? 0);
    switch (url.pathname) {
      case "/recipe":
        return html(response);
      case "/latin1":
        return html(response, Buffer.from("<p>Crème brûlée</p>", "latin1") as unknown as string, "text/html; charset=ISO-8859-1");
      case "/to":
        response.writeHead(302, { location: url.searchParams.get("target") ?? "/" });
        return response.end();
      case "/chain":
        response.writeHead(hops > 0 ? 301 : 200, hops > 0 ? { location: `/chain?hops=${hops - 1}` } : { "content-type": "text/html" });
        return response.end(hops > 0 ? "" : page);
      case "/picky":
        if ((request.headers["user-agent"] ?? "").includes("Chrome")) {
          response.writeHead(403, { "content-type": "text/html" });
          return response.end("no bots");
        }
        return html(response);
      case "/always-403":
        response.writeHead(403);
        return response.end();
      case "/pdf":
        response.writeHead(200, { "content-type": "application/pdf" });
        return response.end("%PDF-1.4");
      case "/untyped":
        response.writeHead(200);
        return response.end(page);
      case "/big":
        response.writeHead(200, { "content-type": "text/html" });
        for (let chunk = 0; chunk < 6 * 16; chunk += 1) response.write("x".repeat(64 * 1024));
        return response.end();
      case "/big-declared":
        response.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
        return response.end("tiny");
      case "/bomb":
        response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        return response.end(gzipSync(Buffer.alloc(6 * 1024 * 1024, 32)));
      case "/gzipped":
        response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        return response.end(gzipSync(page));
      case "/hang":
        return; // never answers
      case "/slow-body":
        response.writeHead(200, { "content-type": "text/html" });
        return response.write("<html>"); // and never finishes
      case "/image.png":
        response.writeHead(200, { "content-type": "image/png" });
        return response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case "/missing":
        response.writeHead(404, { "content-type": "text/html" });
        return response.end("gone");
      default:
        void self;
        response.writeHead(404);
        return response.end();
    }
  });
  allowed = { allowHosts: [`127.0.0.1:${site.port}`] };
});

afterAll(async () => {
  await stopSite(site);
  await stopSite(other);
});

beforeEach(() => {
  site.requests.length = 0;
  other.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<WebFetchError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (outcome instanceof WebFetchError) return outcome;
  throw new Error(`expected a WebFetchError, got ${String(outcome)}`);
}

describe("fetchPage from a listed test host", () => {
  it("returns the page, its final address and its text", async () => {
    const fetched = await fetchPage(`http://127.0.0.1:${site.port}/recipe`, allowed);
    expect(fetched).toMatchObject({ url: `http://127.0.0.1:${site.port}/recipe`, contentType: "text/html", charset: "utf-8", text: page });
    expect(site.requests).toHaveLength(1);
    expect(site.requests[0]!.userAgent).toBe(userAgents[0]);
  });

  it("decodes the declared charset and gzip", async () => {
    expect((await fetchPage(`http://127.0.0.1:${site.port}/latin1`, allowed)).text).toBe("<p>Crème brûlée</p>");
    expect((await fetchPage(`http://127.0.0.1:${site.port}/gzipped`, allowed)).text).toBe(page);
  });

  it("follows up to 5 redirects and refuses the sixth", async () => {
    const five = await fetchPage(`http://127.0.0.1:${site.port}/chain?hops=5`, allowed);
    expect(five.url).toBe(`http://127.0.0.1:${site.port}/chain?hops=0`);
    site.requests.length = 0;
    const error = await failure(fetchPage(`http://127.0.0.1:${site.port}/chain?hops=6`, allowed));
    expect(error).toMatchObject({ code: "TOO_MANY_REDIRECTS", status: 502 });
    expect(site.requests).toHaveLength(6);
  });

  it("retries once with another user agent on 403", async () => {
    const fetched = await fetchPage(`http://127.0.0.1:${site.port}/picky`, allowed);
    expect(fetched.text).toBe(page);
    expect(site.requests.map((entry) => entry.userAgent)).toEqual([userAgents[0], userAgents[1]]);
    site.requests.length = 0;
    const error = await failure(fetchPage(`http://127.0.0.1:${site.port}/always-403`, allowed));
    expect(error).toMatchObject({ code: "UPSTREAM_ERROR", status: 502 });
    expect(error.message).toContain("403");
    expect(site.requests).toHaveLength(2);
  });

  it("refuses what is not HTML", async () => {
    for (const path of ["/pdf", "/untyped", "/image.png"]) {
      const error = await failure(fetchPage(`http://127.0.0.1:${site.port}${path}`, allowed));
      expect(error).toMatchObject({ code: "NOT_HTML", status: 422 });
    }
  });

  it("stops reading past the size cap, also when compressed or declared", async () => {
    for (const path of ["/big", "/bomb", "/big-declared"]) {
      const error = await failure(fetchPage(`http://127.0.0.1:${site.port}${path}`, allowed));
      expect(error).toMatchObject({ code: "TOO_LARGE", status: 422, message: "That page is larger than 5 MB, too large to import." });
    }
    const small = await failure(fetchPage(`http://127.0.0.1:${site.port}/recipe`, { ...allowed, maxBytes: 10 }));
    expect(small.code).toBe("TOO_LARGE");
  });

  it("gives up when the site is too slow, before headers or during the body", async () => {
    for (const path of ["/hang", "/slow-body"]) {
      const error = await failure(fetchPage(`http://127.0.0.1:${site.port}${path}`, { ...allowed, timeoutMs: 300 }));
      expect(error).toMatchObject({ code: "TIMEOUT", status: 504 });
    }
  });

  it("stops when the person cancels", async () => {
    const controller = new AbortController();
    const pending = fetchPage(`http://127.0.0.1:${site.port}/hang`, { ...allowed, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failure(pending)).toMatchObject({ code: "CANCELLED" });
  });

  it("reports an error page and an unreachable site", async () => {
    expect(await failure(fetchPage(`http://127.0.0.1:${site.port}/missing`, allowed))).toMatchObject({
      code: "UPSTREAM_ERROR",
      status: 502,
    });
    const closed = await startSite(() => undefined);
    const port = closed.port;
    await stopSite(closed);
    const error = await failure(fetchPage(`http://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`] }));
    expect(error).toMatchObject({
      code: "UNREACHABLE",
      status: 502,
      message: "We couldn't reach that site. Check the link, or try again later.",
    });
  });
});

describe("fetchPage refuses inward addresses without the site seeing a request", () => {
  const forms = (port: number) => [
    `http://127.0.0.1:${port}/recipe`,
    `http://2130706433:${port}/recipe`,
    `http://0177.0.0.1:${port}/recipe`,
    `http://0x7f.1:${port}/recipe`,
    `http://127.1:${port}/recipe`,
    `http://0x7f000001:${port}/recipe`,
    `http://0.0.0.0:${port}/recipe`,
    `http://[::ffff:127.0.0.1]:${port}/recipe`,
    `http://[::ffff:7f00:1]:${port}/recipe`,
    `http://[::127.0.0.1]:${port}/recipe`,
    `http://[64:ff9b::7f00:1]:${port}/recipe`,
    `http://[::1]:${port}/recipe`,
    `http://[::]:${port}/recipe`,
    `http://localhost:${port}/recipe`,
  ];

  it("refuses every spelling of loopback, even with any port allowed", async () => {
    for (const address of forms(site.port)) {
      const error = await failure(fetchPage(address, { ports: "any" }));
      expect({ address, code: error.code, status: error.status }).toEqual({ address, code: "BLOCKED_ADDRESS", status: 400 });
    }
    expect(site.requests).toHaveLength(0);
  });

  it("refuses them on the default policy too, and for images", async () => {
    for (const address of forms(site.port)) {
      expect((await failure(fetchPage(address))).code).toBe("BLOCKED_ADDRESS");
      expect((await failure(fetchImage(address.replace("/recipe", "/image.png")))).code).toBe("BLOCKED_ADDRESS");
    }
    expect(site.requests).toHaveLength(0);
  });

  it("refuses a redirect from a listed host to a private one, and to other schemes", async () => {
    const targets = [
      `http://127.0.0.1:${other.port}/`,
      `http://localhost:${other.port}/`,
      `http://[::ffff:127.0.0.1]:${other.port}/`,
      `http://2130706433:${other.port}/`,
      `http://user:pw@127.0.0.1:${site.port}/recipe`,
      "http://169.254.169.254/latest/meta-data/",
    ];
    for (const target of targets) {
      const error = await failure(
        fetchPage(`http://127.0.0.1:${site.port}/to?target=${encodeURIComponent(target)}`, { ...allowed, ports: "any" }),
      );
      expect({ target, code: error.code }).toEqual({ target, code: "BLOCKED_ADDRESS" });
    }
    const file = await failure(fetchPage(`http://127.0.0.1:${site.port}/to?target=${encodeURIComponent("file:///etc/passwd")}`, allowed));
    expect(file.code).toBe("INVALID_URL");
    expect(other.requests).toHaveLength(0);
    expect(site.requests).toHaveLength(targets.length + 1);
  });

  it("reaches the same site by those spellings once the exact host and port are listed", async () => {
    const spellings = [`127.1:${site.port}`, `[::1]:${site.port}`, `localhost:${site.port}`, `[::ffff:7f00:1]:${site.port}`];
    for (const spelling of spellings) {
      const fetched = await fetchPage(`http://${spelling}/recipe`, { allowHosts: [spelling] });
      expect(fetched.text).toBe(page);
    }
    expect(site.requests).toHaveLength(spellings.length);
  });

  it("follows a redirect to another listed host", async () => {
    const both = { allowHosts: [`127.0.0.1:${site.port}`, `127.0.0.1:${other.port}`] };
    const fetched = await fetchPage(
      `http://127.0.0.1:${site.port}/to?target=${encodeURIComponent(`http://127.0.0.1:${other.port}/x`)}`,
      both,
    );
    expect(fetched.url).toBe(`http://127.0.0.1:${other.port}/x`);
    expect(other.requests).toHaveLength(1);
  });
});

describe("fetchImage", () => {
  it("accepts image/* only, under its own cap", async () => {
    const image = await fetchImage(`http://127.0.0.1:${site.port}/image.png`, allowed);
    expect(image).toMatchObject({ contentType: "image/png", bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    expect(await failure(fetchImage(`http://127.0.0.1:${site.port}/recipe`, allowed))).toMatchObject({ code: "NOT_IMAGE", status: 422 });
    expect(await failure(fetchImage(`http://127.0.0.1:${site.port}/image.png`, { ...allowed, maxBytes: 2 }))).toMatchObject({
      code: "TOO_LARGE",
      message: "That image is larger than 10 MB, too large to import.",
    });
  });
});
