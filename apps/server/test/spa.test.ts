import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./harness";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-web-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(
    path.join(webDist, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script><link rel="modulepreload" href="/assets/framework-f1.js"><link rel="stylesheet" href="/assets/index-c1.css"></head><body></body></html>',
  );
  // The plain visitor pages (ADR 145): the landing without scripts, the login page with its own.
  fs.writeFileSync(
    path.join(webDist, "landing.html"),
    "<!doctype html><html><head><title>Landing</title></head><body><h1>Simplify your life</h1></body></html>",
  );
  fs.writeFileSync(
    path.join(webDist, "login.html"),
    '<!doctype html><html><head><script type="module" src="/assets/login-page-l1.js"></script><link rel="stylesheet" href="/assets/index-c1.css"></head><body><h1>Welcome Back!</h1></body></html>',
  );
  const script = "console.log('simmer');".repeat(200);
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), script);
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(
    path.join(webDist, "route-preloads.json"),
    JSON.stringify({
      "/dashboard/journal": {
        scripts: ["assets/journal-j1.js", "../secrets.js"],
        styles: ["assets/journal-j2.css"],
        early: "assets/early-data-e1.js",
      },
      "/login": { scripts: [], styles: [] },
      "/dashboard/browse": { scripts: ["assets/browse-b1.js"], styles: ["assets/browse-b2.css"], early: "assets/early-data-e1.js" },
    }),
  );
  fs.mkdirSync(path.join(webDist, "card-art"));
  fs.writeFileSync(path.join(webDist, "card-art", "tiramisu.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers any screen's address with index.html, revalidated", async () => {
    for (const url of ["/dashboard/journal", "/dashboard/Dash", "/order-confirmation", "/signup"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("/assets/app-abc123.js");
    }
  });

  it("names a screen's own scripts and styles in its page, so they load alongside the entry", async () => {
    for (const url of ["/dashboard/journal", "/dashboard/journal/", "/dashboard/journal?day=2026-01-05"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/journal-j1.js">');
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/journal-j2.css">');
      // Only the build's own assets are named, whatever the list holds.
      expect(res.body).not.toContain("secrets");
      expect(res.body.indexOf("journal-j1.js")).toBeLessThan(res.body.indexOf("</head>"));
      // The early data script comes first, ahead of the app's entry.
      expect(res.body).toContain('<script type="module" async crossorigin src="/assets/early-data-e1.js"></script>');
      expect(res.body.indexOf("early-data-e1.js")).toBeLessThan(res.body.indexOf("app-abc123.js"));
    }
    for (const url of ["/dashboard/Dash", "/signup", "/no-such-screen"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("/assets/app-abc123.js");
      expect(res.body).not.toContain('rel="modulepreload" crossorigin');
      expect(res.body).not.toContain("early-data");
    }
  });

  it("answers the landing and login addresses with the plain visitor pages, which load none of the app", async () => {
    for (const url of ["/", "/?from=somewhere"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("Simplify your life");
      expect(res.body).not.toContain("app-abc123.js");
      expect(res.body).not.toContain("simmer-prefetch");
    }
    for (const url of ["/login", "/login/", "/login?redirect=%2Fdashboard%2Fplan"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("Welcome Back!");
      expect(res.body).not.toContain('src="/assets/app-abc123.js"');
      // The app's files and those of the screen a login opens, to fetch while idle; not the page's own.
      const prefetch = /<meta name="simmer-prefetch" content="([^"]*)">/.exec(res.body)?.[1]?.split(" ");
      expect(prefetch).toEqual([
        "/assets/app-abc123.js",
        "/assets/framework-f1.js",
        "/assets/browse-b1.js",
        "/assets/browse-b2.css",
        "/assets/early-data-e1.js",
      ]);
      expect(res.body.indexOf("simmer-prefetch")).toBeLessThan(res.body.indexOf("</head>"));
    }
    const login = await t.app.inject({ method: "GET", url: "/login" });
    const again = await t.app.inject({ method: "GET", url: "/login", headers: { "if-none-match": String(login.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("answers a page the browser already holds with 304", async () => {
    const first = await t.app.inject({ method: "GET", url: "/dashboard/journal" });
    const etag = first.headers.etag;
    expect(typeof etag).toBe("string");
    const again = await t.app.inject({ method: "GET", url: "/dashboard/journal", headers: { "if-none-match": String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await t.app.inject({ method: "GET", url: "/dashboard/Dash", headers: { "if-none-match": String(etag) } });
    expect(other.statusCode).toBe(200);
  });

  it("leaves the shared shopping list to the server's own page, never the app's", async () => {
    const res = await t.app.inject({ method: "GET", url: "/shopping-list/abc" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("This list is no longer shared");
    expect(res.body).not.toContain("/assets/app-abc123.js");
  });

  it("sends hashed assets pre-compressed with a year-long immutable cache", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves a file added after start (a rebuild while running)", async () => {
    fs.writeFileSync(path.join(webDist, "assets", "late-def456.js"), "export {};");
    const res = await t.app.inject({ method: "GET", url: "/assets/late-def456.js" });
    expect(res.statusCode).toBe(200);
  });

  it("keeps API paths out of the fallback", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/not-a-route" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/dashboard/journal" })).statusCode).toBe(404);
  });

  it("serves the catalogue's card art to anyone, and a missing picture is a 404, never the app's page", async () => {
    const art = await t.app.inject({ method: "GET", url: "/card-art/tiramisu.svg" });
    expect(art.statusCode).toBe(200);
    expect(art.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(art.headers["cache-control"]).toBe("no-cache");
    const missing = await t.app.inject({ method: "GET", url: "/card-art/no-such-dish.svg" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/application\/json/);
  });
});
