import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { images } from "@simmer/db";
import { sweepUnreferencedImages } from "@simmer/api";
import { createLocalImageStore } from "../src/images/local-image-store";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { addRecipe, fileMultipart, recipeMultipart, sampleRecipe } from "./recipes-fixtures";
import { IMAGE_MESSAGES } from "@simmer/contracts";

type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;

let t: TestApp;
let dir: string;
const store = () => createLocalImageStore(path.join(dir, "uploads"));
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-images-test-"));
  t = await startTestApp({ imageStore: store() });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A photo whose encoded size is the same every time for the same seed. */
function photo(seed = 1, width = 160, height = 120) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + seed * 31 + ((i / 97) | 0) * 13) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function upload(app: TestApp, who: Who, bytes: Buffer) {
  const form = fileMultipart("image", bytes, "photo.png", "image/png");
  return app.app.inject({ method: "POST", url: "/api/upload", headers: { ...who.auth, ...form.headers }, payload: form.payload });
}

async function addWithPhoto(app: TestApp, who: Who, bytes: Buffer, title = "Photographed stew") {
  const form = recipeMultipart(sampleRecipe({ title }), { bytes, name: "p.png", type: "image/png" });
  return app.app.inject({ method: "POST", url: "/api/recipes/add", headers: { ...who.auth, ...form.headers }, payload: form.payload });
}

const served = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;
const cardOf = (url: string) => url.replace(/\.webp$/, "-card.webp");

const addJson = (who: Who, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/recipes/add", headers: who.auth, payload: sampleRecipe(body) });

describe("images belong to the person who uploaded them", () => {
  it("another user cannot put my image on their recipe, so deleting theirs never deletes mine", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const res = await addWithPhoto(t, alice, await photo());
    expect(res.statusCode).toBe(201);
    const url = (res.json() as { image_url: string }).image_url;

    const stolen = await addJson(bob, { title: "Bob's copy", image_url: url });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(IMAGE_MESSAGES.notYours);
    expect((await addJson(bob, { title: "Bob's card copy", image_url: cardOf(url) })).statusCode).toBe(400);

    const own = await addRecipe(t.app, bob.auth, sampleRecipe({ title: "Bob's plain" }));
    const edit = recipeMultipart(sampleRecipe({ title: "Bob's plain", image_url: url }));
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${own.recipe_id}`,
      headers: { ...bob.auth, ...edit.headers },
      payload: edit.payload,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toBe(IMAGE_MESSAGES.notYours);
    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/recipes.add",
      headers: bob.auth,
      payload: { ...sampleRecipe({ title: "Bob over tRPC", image_url: url }), instructions: [{ instruction: "Cook." }] },
    });
    expect(viaTrpc.statusCode).toBe(400);

    const deleted = await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${own.recipe_id}`, headers: bob.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await served(url)).toBe(200);
    expect(await served(cardOf(url))).toBe(200);
  });

  it("answers the same whether another user's image exists or not", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const uploaded = await upload(t, alice, await photo(2));
    expect(uploaded.statusCode).toBe(201);
    const hers = (uploaded.json() as { url: string }).url;
    const nobodys = `/uploads/${crypto.randomUUID()}.webp`;
    const a = await addJson(bob, { image_url: hers });
    const b = await addJson(bob, { image_url: nobodys });
    const c = await addJson(bob, { image_url: "/uploads/not-one-of-ours.png" });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([400, 400, 400]);
    expect(a.body).toBe(b.body);
    expect(b.body).toBe(c.body);
    // Nor can Bob throw away Alice's upload.
    const discard = await t.app.inject({ method: "POST", url: "/trpc/images.discard", headers: bob.auth, payload: { url: hers } });
    expect(discard.statusCode).toBe(404);
    expect(await served(hers)).toBe(200);
  });

  it("an upload is used by its owner's recipe, and a web address needs no upload", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { url } = (await upload(t, alice, await photo(3))).json() as { url: string };
    const res = await addJson(alice, { title: "With my upload", image_url: url });
    expect(res.statusCode).toBe(201);
    expect(res.json().image_url).toBe(url);
    const web = await addJson(alice, { title: "With a web picture", image_url: "https://example.com/soup.jpg" });
    expect(web.statusCode).toBe(201);
  });

  it("a file goes only when nothing references it: two recipes can share an image after re-importing an export", async () => {
    const alice = await signUpAndLogIn(t.app);
    const first = (await addWithPhoto(t, alice, await photo(4), "Exported pie")).json() as { recipe_id: number; image_url: string };
    const exported = await t.app.inject({ method: "GET", url: "/api/recipes/export", headers: alice.auth });
    const jobId = await startImport(alice, exported.rawPayload, "copies");
    expect(await finished(alice, jobId)).toMatchObject({ state: "done", error: null });
    const copies = await ownRecipes(alice);
    expect(copies.map((r) => r.image_url)).toEqual([first.image_url, first.image_url]);
    const copy = copies.find((r) => r.recipe_id !== first.recipe_id) as { recipe_id: number };

    await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${first.recipe_id}`, headers: alice.auth });
    expect(await served(first.image_url)).toBe(200);

    // Replacing the image on the last recipe that shows it removes the old files.
    const replace = recipeMultipart(sampleRecipe({ title: "Exported pie" }), { bytes: await photo(5), name: "n.png", type: "image/png" });
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${copy.recipe_id}`,
      headers: { ...alice.auth, ...replace.headers },
      payload: replace.payload,
    });
    expect(edited.statusCode).toBe(200);
    expect(await served(first.image_url)).toBe(404);
    expect(await served(cardOf(first.image_url))).toBe(404);
    expect(await served((edited.json() as { image_url: string }).image_url)).toBe(200);
  });

  it("importing another account's export is refused, naming the recipe, and leaves the images with their owner", async () => {
    const alice = await signUpAndLogIn(t.app);
    const bob = await signUpAndLogIn(t.app);
    const hers = (await addWithPhoto(t, alice, await photo(6), "Alice's tart")).json() as { image_url: string };
    const exported = await t.app.inject({ method: "GET", url: "/api/recipes/export", headers: alice.auth });
    const status = await finished(bob, await startImport(bob, exported.rawPayload));
    expect(status.state).toBe("error");
    expect(status.error).toBe(
      "Sheet 'Recipes': the image_url of 'Alice's tart' is an image stored in another account. Clear those image_url cells, or upload the images again and use their new addresses.",
    );
    expect(await ownRecipes(bob)).toEqual([]);
    expect(await served(hers.image_url)).toBe(200);
  });

  it("importing an export after deleting its recipes brings them back without the images that went with them", async () => {
    const alice = await signUpAndLogIn(t.app);
    const gone = (await addWithPhoto(t, alice, await photo(13), "Deleted then restored")).json() as {
      recipe_id: number;
      image_url: string;
    };
    const kept = (await addWithPhoto(t, alice, await photo(14), "Still here")).json() as { recipe_id: number; image_url: string };
    const exported = await t.app.inject({ method: "GET", url: "/api/recipes/export", headers: alice.auth });
    await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${gone.recipe_id}`, headers: alice.auth });
    expect(await served(gone.image_url)).toBe(404);

    expect(await finished(alice, await startImport(alice, exported.rawPayload, "copies"))).toMatchObject({ state: "done", error: null });
    const restored = (await ownRecipes(alice)).map((r) => [r.recipe_id === kept.recipe_id ? "original" : "imported", r.image_url]);
    expect(restored.sort()).toEqual(
      [
        ["original", kept.image_url],
        ["imported", kept.image_url],
        ["imported", null],
      ].sort(),
    );
  });

  it("deleting over tRPC removes the image too, and a recipe refused after its upload leaves no image", async () => {
    const alice = await signUpAndLogIn(t.app);
    const saved = (await addWithPhoto(t, alice, await photo(7))).json() as { recipe_id: number; image_url: string };
    const res = await t.app.inject({ method: "POST", url: "/trpc/recipes.delete", headers: alice.auth, payload: { id: saved.recipe_id } });
    expect(res.statusCode).toBe(200);
    expect(await served(saved.image_url)).toBe(404);

    const before = await t.handle.db.select().from(images);
    const form = recipeMultipart(sampleRecipe({ title: "" }), { bytes: await photo(8), name: "p.png", type: "image/png" });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: { ...alice.auth, ...form.headers },
      payload: form.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(await t.handle.db.select().from(images)).toHaveLength(before.length);
  });

  it("serves stored images with nosniff, a sandbox and immutable caching, and nothing else", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { url } = (await upload(t, alice, await photo(9))).json() as { url: string };
    const res = await t.app.inject({ method: "GET", url });
    expect(res.headers).toMatchObject({
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=31536000, immutable",
    });
    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    for (const probe of [
      "/uploads/",
      "/uploads/..%2Fjwt-secret",
      "/uploads/%2E%2E/%2E%2E/etc/passwd",
      `/uploads/${crypto.randomUUID()}.webp`,
    ]) {
      const miss = await t.app.inject({ method: "GET", url: probe });
      expect(miss.statusCode, probe).toBe(404);
      expect(miss.body).not.toMatch(/\/tmp|ENOENT|stack/);
    }
  });
});

describe("unused uploads and the storage quota", () => {
  it("the sweep removes uploads nothing uses once they are older than the grace period, and keeps the rest", async () => {
    const alice = await signUpAndLogIn(t.app);
    const unused = ((await upload(t, alice, await photo(10))).json() as { url: string }).url;
    const used = ((await upload(t, alice, await photo(11))).json() as { url: string }).url;
    expect((await addJson(alice, { title: "Uses its upload", image_url: used })).statusCode).toBe(201);
    const day = 24 * 60 * 60 * 1000;

    expect(await sweepUnreferencedImages(t.handle.db, store(), { olderThanMs: day })).toBe(0);
    expect(await served(unused)).toBe(200);
    const removed = await sweepUnreferencedImages(t.handle.db, store(), { olderThanMs: day, now: new Date(Date.now() + day + 60_000) });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await served(unused)).toBe(404);
    expect(await served(cardOf(unused))).toBe(404);
    expect(await served(used)).toBe(200);
    expect(await served(cardOf(used))).toBe(200);
  });

  it("the sweep measures images adopted from before sizes were recorded", async () => {
    const alice = await signUpAndLogIn(t.app);
    const { url } = (await upload(t, alice, await photo(15))).json() as { url: string };
    expect((await addJson(alice, { title: "Adopted picture", image_url: url })).statusCode).toBe(201);
    const key = url.slice("/uploads/".length, -".webp".length);
    const [stored] = await t.handle.db.select({ bytes: images.bytes }).from(images).where(eq(images.key, key));
    await t.handle.db.update(images).set({ bytes: 0 }).where(eq(images.key, key));
    await sweepUnreferencedImages(t.handle.db, store(), { olderThanMs: 24 * 60 * 60 * 1000 });
    const [measured] = await t.handle.db.select({ bytes: images.bytes }).from(images).where(eq(images.key, key));
    expect(measured?.bytes).toBe(stored?.bytes);
  });

  it("an upload past the quota answers 413 on every path that stores an image, and deleting frees room", async () => {
    // The quota is set from the stored size of this exact photo: room for two and a half.
    const probe = await signUpAndLogIn(t.app);
    const { url } = (await upload(t, probe, await photo(12))).json() as { url: string };
    const [row] = await t.handle.db
      .select({ bytes: images.bytes })
      .from(images)
      .where(eq(images.key, url.slice(9, 45)));
    const size = Number(row?.bytes);
    expect(size).toBeGreaterThan(0);
    const small = await startTestApp({
      imageStore: createLocalImageStore(path.join(dir, "small")),
      images: { quotaBytes: Math.floor(size * 2.5) },
    });
    try {
      const alice = await signUpAndLogIn(small.app);
      const first = await addWithPhoto(small, alice, await photo(12), "First");
      expect(first.statusCode).toBe(201);
      expect((await upload(small, alice, await photo(12))).statusCode).toBe(201);

      const full = await upload(small, alice, await photo(12));
      expect(full.statusCode).toBe(413);
      expect(full.json().error).toBe(
        `Storing this image would use more than your ${Math.round(((size * 2.5) / 1048576) * 10) / 10} MB of image storage. Delete recipes whose images you no longer need, then try again.`,
      );
      const refusedRecipe = await addWithPhoto(small, alice, await photo(12), "Over quota");
      expect(refusedRecipe.statusCode).toBe(413);
      const list = await small.app.inject({ method: "GET", url: "/api/recipes?scope=mine", headers: alice.auth });
      expect(list.json().total).toBe(1);
      const plain = await addRecipe(small.app, alice.auth, sampleRecipe({ title: "No picture" }));
      const edit = recipeMultipart(sampleRecipe({ title: "No picture" }), { bytes: await photo(12), name: "p.png", type: "image/png" });
      const editRes = await small.app.inject({
        method: "PUT",
        url: `/api/recipes/edit/${plain.recipe_id}`,
        headers: { ...alice.auth, ...edit.headers },
        payload: edit.payload,
      });
      expect(editRes.statusCode).toBe(413);

      // Another person has a quota of their own, and uploads at the same moment cannot pass it together.
      const bob = await signUpAndLogIn(small.app);
      const bytes = await photo(12);
      const racing = await Promise.all([1, 2, 3, 4].map(() => upload(small, bob, bytes)));
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 413, 413]);

      await small.app.inject({
        method: "DELETE",
        url: `/api/recipes/delete/${(first.json() as { recipe_id: number }).recipe_id}`,
        headers: alice.auth,
      });
      expect((await upload(small, alice, await photo(12))).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });
});

type Status = { state: string; error: string | null };

/** `copies` answers the question an import of recipes the person already has asks (ADR 119). */
async function startImport(who: Who, bytes: Buffer, duplicates?: "copies") {
  const form = fileMultipart("file", bytes, "recipes.xlsx");
  const url = `/api/recipes/import/start${duplicates ? `?duplicates=${duplicates}` : ""}`;
  const res = await t.app.inject({ method: "POST", url, headers: { ...who.auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode).toBe(202);
  return (res.json() as { jobId: string }).jobId;
}

async function finished(who: Who, jobId: string): Promise<Status> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const res = await t.app.inject({ method: "GET", url: `/api/recipes/import/status/${jobId}`, headers: who.auth });
    const status = res.json() as Status;
    if (status.state === "done" || status.state === "error") return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("import did not finish");
}

async function ownRecipes(who: Who) {
  const res = await t.app.inject({ method: "GET", url: "/api/recipes?scope=mine&limit=100", headers: who.auth });
  return (res.json() as { recipes: { recipe_id: number; image_url: string | null }[] }).recipes;
}
