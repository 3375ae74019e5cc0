import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { recipes } from "@simmer/db";
import { WEB_IMPORT_MESSAGES, type TWebImportResult } from "@simmer/contracts";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { addRecipe, sampleRecipe } from "./recipes-fixtures";
import { NO_RECIPE_PAGE, recipePage, startTestSite, type TestSite } from "./web-import-site";

type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;

let t: TestApp;
let site: TestSite;
let cook: Who;

beforeAll(async () => {
  site = await startTestSite();
  // The site is reachable only under the listed name; `ports: "any"` lets the address checks,
  // not the port rule, be what refuses every other spelling of the same loopback server.
  t = await startTestApp({ webImport: { allowHosts: [`localhost:${site.port}`], ports: "any", timeoutMs: 1500 } });
});
afterAll(async () => {
  await t.close();
  await site.close();
});
beforeEach(async () => {
  site.seen.length = 0;
  // Someone new for each test, so no test spends another's imports for the minute.
  cook = await signUpAndLogIn(t.app);
});

async function trpc(path: string, input: unknown, who: Who | null = cook) {
  const res = await t.app.inject({ method: "POST", url: `/trpc/${path}`, headers: who ? who.auth : {}, payload: input as object });
  const body = res.json() as { result?: { data: unknown }; error?: { message: string; data: { code: string; httpStatus: number } } };
  return { status: res.statusCode, data: body.result?.data, error: body.error };
}

const importUrl = (input: { url: string; html?: string }, who: Who | null = cook) => trpc("recipes.importUrl", input, who);
const rest = (payload: unknown, who: Who | null = cook) =>
  t.app.inject({ method: "POST", url: "/api/recipes/import-url", headers: who ? who.auth : {}, payload: payload as object });

describe("import from {url, html}", () => {
  it("reads the page the browser sent as if it came from url, and never fetches url", async () => {
    const res = await importUrl({ url: `${site.origin}/lentil-soup`, html: recipePage({ title: "Sent Soup", image: "/img/sent.jpg" }) });
    expect(res.status).toBe(200);
    const { recipe, warnings, duplicate } = res.data as TWebImportResult;
    expect(recipe.title).toBe("Sent Soup");
    expect(recipe.servings).toBe(4);
    expect(recipe.total_time_min).toBe(35);
    expect(recipe.data_source_name).toBe("Test Kitchen");
    expect(recipe.image_url).toBe(`${site.origin}/img/sent.jpg`);
    expect(recipe.instructions.map((s) => s.step_number)).toEqual([1, 2]);
    const lines = recipe.sections.flatMap((s) => s.ingredients);
    expect(lines.map((l) => l.original)).toEqual(["1 cup red lentils", "2 tbsp olive oil", "1 onion, chopped", "salt to taste"]);
    expect(lines[1]).toMatchObject({ quantity: "2", unit: "tablespoons", ingredient_name: "olive oil", optional: false });
    expect(Array.isArray(warnings)).toBe(true);
    expect(duplicate).toBeNull();
    expect(site.seen).toEqual([]);
  });

  it("answers 422 with the clear message for a page without a recipe", async () => {
    const res = await importUrl({ url: "https://example.com/about", html: NO_RECIPE_PAGE });
    expect(res.status).toBe(422);
    expect(res.error?.message).toBe(WEB_IMPORT_MESSAGES.noRecipe);
  });

  it("reads a page holding a NUL or a lone surrogate without them, as a browser shows it", async () => {
    // A raw NUL and a lone surrogate in the markup, and their escapes inside the JSON-LD.
    const page = recipePage({ title: "Nul\u0000 Soup\uD800" }).replace("<body>", "<body>\u0000\uD800");
    expect(page).toContain("\u0000");
    const viaTrpc = await importUrl({ url: "https://example.com/nul", html: page });
    expect(viaTrpc.status).toBe(200);
    expect((viaTrpc.data as TWebImportResult).recipe.title).toBe("Nul Soup");
    const viaRest = await rest({ url: "https://example.com/nul", html: page });
    expect(viaRest.statusCode).toBe(200);
    expect((viaRest.json() as TWebImportResult).recipe.title).toBe("Nul Soup");
    expect((await importUrl({ url: "https://example.com/nul", html: "<p>a\u0000b</p>" })).status).toBe(422);
  });

  it("refuses bad input with 400, never 500", async () => {
    for (const input of [
      { url: "not a link", html: "<p>x</p>" },
      { url: "ftp://example.com/x" },
      { url: "" },
      { url: `https://example.com/${"a".repeat(2000)}` },
      { url: "https://example.com/x", html: 42 },
    ]) {
      const res = await importUrl(input as { url: string });
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
    }
    expect(site.seen).toEqual([]);
  });
});

describe("import from {url}", () => {
  it("fetches the page from the listed loopback site", async () => {
    const res = await importUrl({ url: `${site.origin}/plain-soup` });
    expect(res.status).toBe(200);
    const { recipe } = res.data as TWebImportResult;
    expect(recipe.title).toBe("Plain Soup");
    expect(recipe.data_source_link).toBe(`${site.origin}/plain-soup`);
    expect(recipe.image_url).toBe(`${site.origin}/photo.png`);
    expect(site.seen).toEqual(["/plain-soup"]);
  });

  it("reads a page in the charset its own markup declares", async () => {
    const res = await importUrl({ url: `${site.origin}/latin1` });
    expect(res.status).toBe(200);
    expect((res.data as TWebImportResult).recipe.title).toBe("Crème brûlée");
  });

  it("follows a redirect within the listed site", async () => {
    const res = await importUrl({ url: `${site.origin}/redirect-to?to=/plain-soup` });
    expect(res.status).toBe(200);
    expect(site.seen).toEqual(["/redirect-to?to=/plain-soup", "/plain-soup"]);
  });

  it("answers 422 for a page without a recipe and for a link that is not a web page", async () => {
    const none = await importUrl({ url: `${site.origin}/about` });
    expect(none.status).toBe(422);
    expect(none.error?.message).toBe(WEB_IMPORT_MESSAGES.noRecipe);
    const text = await importUrl({ url: `${site.origin}/notes.txt` });
    expect(text.status).toBe(422);
    expect(text.error?.message).toBe(WEB_IMPORT_MESSAGES.notHtml);
  });

  it("stops a page larger than 5 MB with a clear message", async () => {
    const res = await importUrl({ url: `${site.origin}/huge` });
    expect(res.status).toBe(422);
    expect(res.error?.message).toMatch(/larger than 5 MB/);
  });

  it("gives up on a site that does not answer in time with 504", async () => {
    const res = await importUrl({ url: `${site.origin}/slow` });
    expect(res.status).toBe(504);
    expect(res.error?.message).toBe(WEB_IMPORT_MESSAGES.timeout);
  });

  it("answers 502 when the site answers with an error", async () => {
    const res = await importUrl({ url: `${site.origin}/no-such-page` });
    expect(res.status).toBe(502);
    expect(res.error?.message).toMatch(/404/);
  });
});

describe("addresses that could reach inside are refused before any request", () => {
  const forms = () => [
    `http://127.0.0.1:${site.port}/plain-soup`,
    `http://localhost:${site.unlistedPort}/plain-soup`,
    `http://[::1]:${site.port}/plain-soup`,
    `http://[::ffff:127.0.0.1]:${site.port}/plain-soup`,
    `http://2130706433:${site.port}/plain-soup`,
    `http://0177.0.0.1:${site.port}/plain-soup`,
    `http://0x7f.1:${site.port}/plain-soup`,
    `http://127.1:${site.port}/plain-soup`,
    "http://10.0.0.7/plain-soup",
    "http://169.254.169.254/latest/meta-data/",
    `http://cook:secret@localhost:${site.port}/plain-soup`,
  ];

  it("refuses every private spelling of the test server, which sees nothing", async () => {
    for (const url of forms()) {
      const res = await importUrl({ url });
      expect(res.status, url).toBe(400);
      expect(res.error?.message, url).toMatch(/not allowed/);
    }
    expect(site.seen).toEqual([]);
  });

  it("refuses other schemes", async () => {
    for (const url of ["file:///etc/passwd", `ftp://localhost:${site.port}/x`, "gopher://localhost/x"]) {
      expect((await importUrl({ url })).status, url).toBe(400);
    }
    expect(site.seen).toEqual([]);
  });

  it("refuses a redirect from the listed host to a blocked one", async () => {
    const target = encodeURIComponent(`http://127.0.0.1:${site.port}/plain-soup`);
    const res = await importUrl({ url: `${site.origin}/redirect-to?to=${target}` });
    expect(res.status).toBe(400);
    expect(site.seen).toEqual([`/redirect-to?to=${target}`]);
  });

  it("refuses the same through images.fromUrl", async () => {
    for (const url of forms()) expect((await trpc("images.fromUrl", { url })).status, url).toBe(400);
    expect(site.seen).toEqual([]);
  });
});

describe("signed out", () => {
  it("answers 401 on tRPC and REST", async () => {
    expect((await importUrl({ url: `${site.origin}/plain-soup` }, null)).status).toBe(401);
    expect((await trpc("images.fromUrl", { url: `${site.origin}/photo.png` }, null)).status).toBe(401);
    expect((await rest({ url: `${site.origin}/plain-soup` }, null)).statusCode).toBe(401);
    expect(site.seen).toEqual([]);
  });
});

describe("duplicates", () => {
  it("names the caller's own recipe with the same source, never another person's", async () => {
    const owner = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    const saved = await addRecipe(
      t.app,
      owner.auth,
      sampleRecipe({ title: "My lentil soup", data_source_link: "https://test-kitchen.example.com/lentil-soup" }),
    );
    const mine = await importUrl({ url: `${site.origin}/lentil-soup` }, owner);
    expect(mine.status).toBe(200);
    expect((mine.data as TWebImportResult).duplicate).toEqual({ id: saved.id, title: "My lentil soup" });
    const theirs = await importUrl({ url: `${site.origin}/lentil-soup` }, other);
    expect((theirs.data as TWebImportResult).duplicate).toBeNull();
  });
});

describe("images", () => {
  const served = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;

  it("images.fromUrl stores the remote image as an upload of ours", async () => {
    const res = await trpc("images.fromUrl", { url: `${site.origin}/photo.png` });
    expect(res.status).toBe(200);
    const { url } = res.data as { url: string };
    expect(url).toMatch(/^\/uploads\/[\w.-]+\.webp$/);
    expect(await served(url)).toBe(200);
  });

  it("images.fromUrl refuses what is not an image", async () => {
    expect((await trpc("images.fromUrl", { url: `${site.origin}/broken.png` })).status).toBe(400);
    expect((await trpc("images.fromUrl", { url: `${site.origin}/plain-soup` })).status).toBe(422);
  });

  it("a recipe saved with a remote image gets it stored and served", async () => {
    const res = await trpc("recipes.add", sampleRecipe({ title: "Pictured soup", image_url: `${site.origin}/photo.png` }));
    expect(res.status).toBe(200);
    const saved = res.data as { image_url: string; warnings?: string[] };
    expect(saved.image_url).toMatch(/^\/uploads\//);
    expect(saved.warnings).toBeUndefined();
    expect(await served(saved.image_url)).toBe(200);
  });

  it("the REST doors store a remote image on add and on edit, and leave an address the recipe already shows", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: cook.auth,
      payload: sampleRecipe({ title: "REST pictured soup", image_url: `${site.origin}/photo.png` }),
    });
    expect(added.statusCode).toBe(201);
    const saved = added.json() as { id: number; image_url: string };
    expect(saved.image_url).toMatch(/^\/uploads\//);

    // A recipe from before imports stored images keeps its remote address through an edit.
    const remote = "https://images.example.com/old-soup.jpg";
    await t.handle.db.update(recipes).set({ imageUrl: remote, imageId: null }).where(eq(recipes.id, saved.id));
    site.seen.length = 0;
    const kept = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${saved.id}`,
      headers: cook.auth,
      payload: sampleRecipe({ title: "REST pictured soup, kept" }),
    });
    expect(kept.statusCode).toBe(200);
    expect((kept.json() as { image_url: string }).image_url).toBe(remote);

    const edited = await trpc("recipes.edit", {
      id: saved.id,
      recipe: sampleRecipe({ title: "Edited soup", image_url: `${site.origin}/photo.png` }),
    });
    expect(edited.status).toBe(200);
    expect((edited.data as { image_url: string }).image_url).toMatch(/^\/uploads\//);
    expect(site.seen).toEqual(["/photo.png"]);
  });

  it("never fetches an image for someone else's recipe", async () => {
    const owner = await signUpAndLogIn(t.app);
    const theirs = await addRecipe(t.app, owner.auth, sampleRecipe({ title: "Not yours" }));
    const res = await trpc("recipes.edit", {
      id: theirs.id,
      recipe: sampleRecipe({ title: "Taken", image_url: `${site.origin}/photo.png` }),
    });
    expect(res.status).toBe(404);
    expect(site.seen).toEqual([]);
  });

  it("a broken remote image never blocks the save: saved without it, with a warning", async () => {
    for (const path of ["/broken.png", "/missing.png", "/slow"]) {
      const res = await trpc("recipes.add", sampleRecipe({ title: `Soup without ${path}`, image_url: `${site.origin}${path}` }));
      expect(res.status, path).toBe(200);
      const saved = res.data as { image_url: string | null; warnings?: string[] };
      expect(saved.image_url, path).toBeNull();
      expect(saved.warnings, path).toEqual([WEB_IMPORT_MESSAGES.imageNotSaved]);
    }
  });
});

describe("REST POST /api/recipes/import-url", () => {
  it("answers 200 {recipe, warnings, duplicate} for {url, html} and for {url}", async () => {
    const sent = await rest({ url: "https://example.com/soup", html: recipePage({ title: "Posted Soup" }) });
    expect(sent.statusCode).toBe(200);
    const body = sent.json() as TWebImportResult;
    expect(body.recipe.title).toBe("Posted Soup");
    expect(body.recipe.data_source_link).toBe("https://example.com/soup");
    expect(body).toHaveProperty("warnings");
    expect(body.duplicate).toBeNull();

    const fetched = await rest({ url: `${site.origin}/plain-soup` });
    expect(fetched.statusCode).toBe(200);
    expect((fetched.json() as TWebImportResult).recipe.title).toBe("Plain Soup");
  });

  it("answers 400, 422, 502 and 504 with a sentence and the documented error body", async () => {
    const cases: Array<[unknown, number]> = [
      [{}, 400],
      [{ url: 12 }, 400],
      [{ url: "javascript:alert(1)" }, 400],
      [{ url: `http://127.0.0.1:${site.port}/plain-soup` }, 400],
      [{ url: "https://example.com/x", html: NO_RECIPE_PAGE }, 422],
      [{ url: `${site.origin}/notes.txt` }, 422],
      [{ url: `${site.origin}/no-such-page` }, 502],
      [{ url: `${site.origin}/slow` }, 504],
    ];
    for (const [payload, status] of cases) {
      const res = await rest(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      const body = res.json() as { error: string; message: string };
      expect(body.error.length).toBeGreaterThan(10);
      expect(res.body).not.toMatch(/stack|node_modules|undici/i);
    }
  });

  it("takes a whole page's source, but not more than 5 MB of it", async () => {
    const big = recipePage({ title: "Long Page Soup" }).replace("<body>", `<body><p>${"x".repeat(4 * 1024 * 1024)}</p>`);
    const ok = await rest({ url: "https://example.com/long", html: big });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as TWebImportResult).recipe.title).toBe("Long Page Soup");
    const tooMuch = await rest({ url: "https://example.com/long", html: "x".repeat(5 * 1024 * 1024 + 1) });
    expect(tooMuch.statusCode).toBe(400);
    expect((tooMuch.json() as { message: string }).message).toBe(WEB_IMPORT_MESSAGES.htmlTooLarge);
    const viaTrpc = await importUrl({ url: "https://example.com/long", html: big });
    expect(viaTrpc.status).toBe(200);
  });

  it("keeps the 1 MB body limit for every other procedure and for batches", async () => {
    const filler = "x".repeat(1024 * 1024 + 10);
    const other = await t.app.inject({ method: "POST", url: "/trpc/recipes.add", headers: cook.auth, payload: { title: filler } });
    expect(other.statusCode).toBe(413);
    const batched = await t.app.inject({
      method: "POST",
      url: "/trpc/recipes.importUrl?batch=1",
      headers: cook.auth,
      payload: { 0: { url: "https://example.com/x", html: filler } },
    });
    expect(batched.statusCode).toBe(413);
    const rest413 = await t.app.inject({ method: "POST", url: "/api/recipes/add", headers: cook.auth, payload: { title: filler } });
    expect(rest413.statusCode).toBe(413);
  });
});

describe("rate limit", () => {
  it("allows 30 imports a minute per person, then answers 429 with a clear message", async () => {
    const busy = await signUpAndLogIn(t.app);
    const page = recipePage({ title: "Quick Soup" });
    for (let i = 0; i < 30; i += 1) {
      expect((await importUrl({ url: `https://example.com/${i}`, html: page }, busy)).status).toBe(200);
    }
    const refused = await importUrl({ url: "https://example.com/31", html: page }, busy);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(WEB_IMPORT_MESSAGES.rateLimited);
    expect((await rest({ url: "https://example.com/32", html: page }, busy)).statusCode).toBe(429);
    // Someone else is not held back.
    expect((await importUrl({ url: "https://example.com/1", html: page })).status).toBe(200);
  });
});

describe("stored images count against the person's quota", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ images: { quotaBytes: 1 }, webImport: { allowHosts: [`localhost:${site.port}`] } });
  });
  afterAll(async () => {
    await small.close();
  });

  it("images.fromUrl answers 413 over the quota, and a save goes on without the image", async () => {
    const who = await signUpAndLogIn(small.app);
    const fromUrl = await small.app.inject({
      method: "POST",
      url: "/trpc/images.fromUrl",
      headers: who.auth,
      payload: { url: `${site.origin}/photo.png` },
    });
    expect(fromUrl.statusCode).toBe(413);
    const add = await small.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: who.auth,
      payload: sampleRecipe({ title: "Soup over quota", image_url: `${site.origin}/photo.png` }),
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ image_url: null, warnings: [WEB_IMPORT_MESSAGES.imageNotSaved] });
  });
});
