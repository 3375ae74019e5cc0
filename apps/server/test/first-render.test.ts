import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { addRecipe } from "./recipes-fixtures";
import { patternOf, policyWithStyles, styleAttributeSources, withFirstRender } from "../src/pages/app-page";
import { acceptedLocale, sessionCookieToken, zoneCookieZone } from "../src/pages/first-render";

// A web build in the shape Vite writes it (ADR 146): index.html with its entry, the early script
// named per screen, and the server render in server/entry-server.js. The render here stands in
// for the web app's (apps/web/src/first-render/entry-server.tsx, which the browser tests run):
// it asks for what its address names and shows what it was answered.
const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-i1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-f1.js"><link rel="stylesheet" crossorigin href="/assets/index-c1.css">' +
  '</head><body><div id="root"></div></body></html>';
const RENDER = `
export async function renderScreen(url, scope) {
  const search = new URL(url, "http://x").searchParams;
  if (search.has("boom")) throw new Error("render failed in /srv/secret/path.js");
  if (search.has("decline")) return null;
  const me = await scope.call("auth.me", undefined);
  const recipe = search.has("recipe") ? await scope.call("recipes.detail", { id: Number(search.get("recipe")) }) : null;
  const write = search.has("write") ? await scope.call("recipes.delete", { id: 1 }) : null;
  const html = '<h1 style="color:#b4532a">' + (me.ok ? me.data.email : "nobody") + '</h1><p style="width:50%">' + (recipe && recipe.ok ? recipe.data.title : "") + "</p>";
  const clock = { timeZone: scope.timeZone ?? null, locale: scope.locale ?? null };
  return { html, data: JSON.stringify({ me, recipe, write, clock, note: "</script><script>alert(1)</script>" }) };
}
`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-web-drawn-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.mkdirSync(path.join(webDist, "server"));
  fs.writeFileSync(path.join(webDist, "index.html"), INDEX);
  fs.writeFileSync(path.join(webDist, "server", "entry-server.js"), RENDER);
  fs.writeFileSync(
    path.join(webDist, "route-preloads.json"),
    JSON.stringify({
      "/dashboard/journal": { scripts: ["assets/journal-j1.js"], styles: ["assets/journal-j2.css"], early: "assets/early-data-e1.js" },
      "/dashboard/recipes/$": { scripts: ["assets/recipe-r1.js"], styles: ["assets/recipe-r2.css"], early: "assets/early-data-e1.js" },
    }),
  );
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url, headers: token ? { cookie: `theme=dark; simmer_session=${encodeURIComponent(token)}` } : {} });

/** The data the page carries for the browser's cache. */
function firstData(body: string): Record<string, { ok: boolean; data?: unknown; code?: string; httpStatus?: number }> {
  const json = /<script type="application\/json" id="simmer-first-data">(.*?)<\/script>/s.exec(body)?.[1];
  if (!json) throw new Error("the page carries no first render");
  return JSON.parse(json) as Record<string, { ok: boolean }>;
}

describe("a signed-in screen's first render (ADR 146)", () => {
  it("draws the screen as the cookie's person, for no cache to keep, with the app started after the paint", async () => {
    const cook = await signUpAndLogIn(t.app);
    const res = await page("/dashboard/journal", cook.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain(`<div id="root" inert><h1 style="color:#b4532a">${cook.email}</h1>`);
    expect(firstData(res.body).me).toEqual({ ok: true, data: { id: cook.user.id, email: cook.email } });
    // The screen's style sheets stay; its scripts and the app's entry wait for the early script.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/journal-j2.css">');
    expect(res.body).not.toContain("modulepreload");
    expect(res.body).not.toContain('src="/assets/index-i1.js"');
    expect(res.body).toContain(
      '<meta name="simmer-app" content="/assets/index-i1.js /assets/framework-f1.js /assets/journal-j1.js"><script type="module" async crossorigin src="/assets/early-data-e1.js"></script>',
    );
  });

  it("lets the policy allow exactly the drawn screen's style attributes", async () => {
    const cook = await signUpAndLogIn(t.app);
    const res = await page("/dashboard/journal", cook.token);
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toMatch(/style-src 'self' 'unsafe-hashes' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+'(;|$)/);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("unsafe-inline");
  });

  it("keeps the page's data inert: nothing in it closes its element", async () => {
    const cook = await signUpAndLogIn(t.app);
    const res = await page("/dashboard/journal", cook.token);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(firstData(res.body).note).toBe("</script><script>alert(1)</script>");
  });

  it("answers another person's recipe as not found, and runs no write", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const recipe = await addRecipe(t.app, owner.auth);
    const own = firstData((await page(`/dashboard/recipes/${recipe.recipe_id}?recipe=${recipe.recipe_id}`, owner.token)).body);
    expect(own.recipe).toMatchObject({ ok: true });
    const res = await page(`/dashboard/recipes/${recipe.recipe_id}?recipe=${recipe.recipe_id}&write=1`, other.token);
    expect(res.body).not.toContain(String((own.recipe as { data: { title: string } }).data.title));
    const data = firstData(res.body);
    expect(data.recipe).toMatchObject({ ok: false, code: "NOT_FOUND", httpStatus: 404 });
    expect(data.write).toMatchObject({ ok: false, code: "NOT_FOUND" });
    // The drawn recipe page names the recipe page's own files, as any recipe's address does.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/recipe-r2.css">');
    const still = await t.app.inject({ method: "GET", url: `/api/recipes/${recipe.recipe_id}`, headers: owner.auth });
    expect(still.statusCode).toBe(200);
  });

  it("leaves the screen to the browser without a cookie, with a refused token, or when the render fails", async () => {
    const cook = await signUpAndLogIn(t.app);
    for (const res of [
      await page("/dashboard/journal"),
      await page("/dashboard/journal", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.not-a-signature-at-all"),
      await page("/dashboard/journal?boom=1", cook.token),
      await page("/dashboard/journal?decline=1", cook.token),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-i1.js"></script>');
      expect(res.body).not.toMatch(/secret|entry-server|stack/);
    }
  });

  it("never draws a screen for a token sent only in the cookie of an API call", async () => {
    const cook = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: "/trpc/auth.me?batch=1&input=%7B%7D",
      headers: { cookie: `simmer_session=${cook.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it("never serves the server render itself", async () => {
    const res = await t.app.inject({ method: "GET", url: "/server/entry-server.js" });
    expect(res.body).not.toContain("renderScreen");
  });
});

describe("the first render's clock (ADR 146)", () => {
  it("draws in the person's time zone and language, and in the server's for anything it cannot read", async () => {
    const cook = await signUpAndLogIn(t.app);
    const drawn = (cookie: string, language?: string) =>
      t.app.inject({
        method: "GET",
        url: "/dashboard/journal",
        headers: {
          cookie: `simmer_session=${encodeURIComponent(cook.token)}; ${cookie}`,
          ...(language ? { "accept-language": language } : {}),
        },
      });
    const told = await drawn("simmer_zone=America%2FLos_Angeles", "cs-CZ,cs;q=0.9,en;q=0.8");
    expect(firstData(told.body).clock).toEqual({ timeZone: "America/Los_Angeles", locale: "cs-CZ" });
    const refused = await drawn("simmer_zone=Mars%2FOlympus_Mons", "<script>");
    expect(refused.statusCode).toBe(200);
    expect(firstData(refused.body).clock).toEqual({ timeZone: null, locale: null });
  });
});

describe("the first render's page rules", () => {
  it("takes a time zone only by a name this server knows, and a language only when it can write dates in it", () => {
    expect(zoneCookieZone("simmer_zone=Pacific%2FKiritimati")).toBe("Pacific/Kiritimati");
    expect(zoneCookieZone("a=1; simmer_zone=Etc%2FGMT%2B5; b=2")).toBe("Etc/GMT+5");
    expect(zoneCookieZone("simmer_zone=Nowhere%2FAtAll")).toBeUndefined();
    expect(zoneCookieZone("simmer_zone=..%2F..%2Fetc%2Fpasswd")).toBeUndefined();
    expect(zoneCookieZone(`simmer_zone=${"A".repeat(200)}`)).toBeUndefined();
    expect(zoneCookieZone("simmer_zone=%E0%A4%A")).toBeUndefined();
    expect(zoneCookieZone(undefined)).toBeUndefined();
    expect(acceptedLocale("en-GB,en;q=0.9")).toBe("en-GB");
    expect(acceptedLocale("de")).toBe("de");
    expect(acceptedLocale("*")).toBeUndefined();
    expect(acceptedLocale("x".repeat(300))).toBeUndefined();
    expect(acceptedLocale("en-US\u0000")).toBeUndefined();
    expect(acceptedLocale("en-x")).toBeUndefined();
    expect(acceptedLocale("zz")).toBeUndefined();
    expect(acceptedLocale(undefined)).toBeUndefined();
  });

  it("reads the session token from a Cookie header and nothing else", () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";
    expect(sessionCookieToken(`a=1; simmer_session=${token}; b=2`)).toBe(token);
    expect(sessionCookieToken("simmer_session=")).toBeNull();
    expect(sessionCookieToken("simmer_session=%E0%A4%A")).toBeNull();
    expect(sessionCookieToken('simmer_session=abc"def<script>longer-than-sixteen')).toBeNull();
    expect(sessionCookieToken(undefined)).toBeNull();
    expect(sessionCookieToken(`x=${"a".repeat(20_000)}`)).toBeNull();
  });

  it("hashes each distinct style attribute as the browser reads it", () => {
    const sources = styleAttributeSources('<i style="color:red"></i><b style="color:red"></b><p style="font-family:&quot;A&quot;"></p>');
    expect(sources).toHaveLength(3);
    expect(sources[0]).toBe("'unsafe-hashes'");
    // sha256 of `font-family:"A"` (the decoded value), base64.
    expect(sources).toContain(`'sha256-${crypto.createHash("sha256").update('font-family:"A"').digest("base64")}'`);
    expect(styleAttributeSources("<p>plain</p>")).toEqual([]);
    expect(policyWithStyles("default-src 'self';style-src 'self';img-src 'self'", ["'unsafe-hashes'", "'sha256-x'"])).toBe(
      "default-src 'self';style-src 'self' 'unsafe-hashes' 'sha256-x';img-src 'self'",
    );
  });

  it("matches a record's address to its screen's files segment by segment", () => {
    const preloads = { "/dashboard/recipes": {}, "/dashboard/recipes/$": {} };
    expect(patternOf(preloads, "/dashboard/recipes/12")).toBe("/dashboard/recipes/$");
    expect(patternOf(preloads, "/dashboard/recipes/12/edit")).toBeNull();
    expect(patternOf(preloads, "/dashboard/recipes/")).toBeNull();
    expect(patternOf(preloads, "/dashboard/plans/12")).toBeNull();
  });

  it("declines a page without the app's root or entry", () => {
    expect(
      withFirstRender("<html><body><div id=root></div></body></html>", { html: "x", data: "{}" }, "assets/early-data-e1.js"),
    ).toBeNull();
    expect(withFirstRender(INDEX, { html: "x", data: "{}" }, null)).toBeNull();
  });
});
