import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKMARKLET_MESSAGES, parseWebImportHandoff, WEB_IMPORT_HANDOFF } from "@simmer/contracts";
import { HANDOFF_BODY_LIMIT } from "../src/pages/bookmarklet";
import { startTestApp, type TestApp } from "./harness";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-web-"));
  fs.writeFileSync(
    path.join(webDist, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const OPEN = `<script type="application/json" id="${WEB_IMPORT_HANDOFF.elementId}">`;

/** The hand-off block as the web app reads it: the text up to the first closing tag. */
function handoffOf(body: string) {
  const start = body.indexOf(OPEN);
  expect(start).toBeGreaterThan(-1);
  const end = body.indexOf("</script>", start + OPEN.length);
  return parseWebImportHandoff(JSON.parse(body.slice(start + OPEN.length, end)));
}

const post = (payload: string, contentType = "application/x-www-form-urlencoded") =>
  t.app.inject({ method: "POST", url: WEB_IMPORT_HANDOFF.path, headers: { "content-type": contentType }, payload });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("the bookmarklet hand-off (POST /import-from-web)", () => {
  it("answers with the web app carrying the page, signed out, escaped so the page cannot break out", async () => {
    const html = "<html><body><h1>Soup</h1><script>alert(1)</script><!-- x --></script> & \u2028 ½ cup</body></html>";
    const res = await post(form({ url: "https://cooking.example/soup", html }));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).not.toContain("unsafe-inline");
    expect(res.body).toContain("/assets/app-abc123.js");
    expect(res.body).not.toContain("<script>alert(1)");
    expect(handoffOf(res.body)).toEqual({ url: "https://cooking.example/soup", html });
  });

  it("replaces NUL, which stored text cannot hold, and keeps the rest of the page", async () => {
    const res = await post(form({ url: "https://cooking.example/a", html: "<p>a\u0000b</p>" }));
    expect(res.statusCode).toBe(200);
    expect(handoffOf(res.body)).toEqual({ url: "https://cooking.example/a", html: "<p>a\uFFFDb</p>" });
  });

  it("refuses a page over 5 MB with a sentence, and a body past the route's limit too", async () => {
    const big = "a".repeat(WEB_IMPORT_HANDOFF.htmlMaxBytes + 1);
    const res = await post(form({ url: "https://cooking.example/big", html: big }));
    expect(res.statusCode).toBe(413);
    expect(handoffOf(res.body)).toEqual({ error: BOOKMARKLET_MESSAGES.tooLarge });

    const huge = await post(form({ url: "https://cooking.example/big", html: "<".repeat(Math.ceil(HANDOFF_BODY_LIMIT / 3) + 10) }));
    expect(huge.statusCode).toBe(413);
    expect(handoffOf(huge.body)).toEqual({ error: BOOKMARKLET_MESSAGES.tooLarge });
  });

  it("refuses an address that is not an http(s) page", async () => {
    for (const url of ["", "javascript:alert(1)", "file:///etc/passwd", "not a link", `https://x.example/${"a".repeat(2100)}`]) {
      const res = await post(form({ url, html: "<p>hi</p>" }));
      expect(res.statusCode, url).toBe(400);
      expect(handoffOf(res.body)).toEqual({ error: BOOKMARKLET_MESSAGES.badLink });
    }
  });

  it("answers any other body with the page and a sentence, never an error body", async () => {
    const json = await post(JSON.stringify({ url: "https://x.example", html: "" }), "application/json");
    expect(json.statusCode).toBe(415);
    expect(handoffOf(json.body)).toEqual({ error: BOOKMARKLET_MESSAGES.notAForm });
    const broken = await post("{", "application/json");
    expect(broken.statusCode).toBe(400);
    expect(handoffOf(broken.body)).toEqual({ error: BOOKMARKLET_MESSAGES.notAForm });
    const text = await post("url=x", "text/plain");
    expect(text.statusCode).toBeLessThan(500);
    expect(handoffOf(text.body)).toEqual({ error: BOOKMARKLET_MESSAGES.notAForm });
  });

  it("leaves a plain visit to the address to the web app, without a hand-off", async () => {
    const res = await t.app.inject({ method: "GET", url: WEB_IMPORT_HANDOFF.path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("/assets/app-abc123.js");
    expect(res.body).not.toContain(OPEN);
  });
});
