import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { images } from "@simmer/db";
import { createLocalImageStore } from "../src/images/local-image-store";
import { signUpAndLogIn, startTestApp, type TestApp } from "./harness";
import { fileMultipart, recipeMultipart, sampleRecipe } from "./recipes-fixtures";

/**
 * /api and /trpc are two doors to the same procedures (ADR 004, issue 13): adding, editing and
 * deleting a recipe with a photo leaves the same stored recipe and the same image files whichever
 * door a client uses. REST sends the photo inside the multipart recipe form (docs/product.md#api); the web app (tRPC) uploads it first
 * and names it by image_url. Both end in the recipes service.
 */

type Who = Awaited<ReturnType<typeof signUpAndLogIn>>;
type Detail = Record<string, unknown> & { recipe_id: number; image_url: string | null };

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-parity-test-"));
  t = await startTestApp({ imageStore: createLocalImageStore(path.join(dir, "uploads")) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function photo(seed: number) {
  const width = 120;
  const height = 90;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 5 + seed * 29 + ((i / 89) | 0) * 11) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The stored files of one image address (full size and card). */
function filesOf(url: string | null): string[] {
  if (!url) return [];
  const name = path.basename(url);
  return [name, name.replace(/\.webp$/, "-card.webp")].filter((file) => fs.existsSync(path.join(dir, "uploads", file)));
}

async function imageRows(who: Who) {
  return t.handle.db.select({ key: images.key }).from(images).where(eq(images.ownerId, who.user.id));
}

/** A recipe's stored fields, without what differs by nature between two rows (ids, photo address). */
function comparable(detail: Detail) {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !/(^id$|_id$|^image_url$)/.test(key))
          .map(([key, v]) => [key, strip(v)]),
      );
    }
    return value;
  };
  return strip(detail);
}

const restDoor = {
  async add(who: Who, recipe: Record<string, unknown>, bytes: Buffer): Promise<Detail> {
    const form = recipeMultipart(recipe, { bytes, name: "p.png", type: "image/png" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: { ...who.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  },
  async edit(who: Who, id: number, recipe: Record<string, unknown>, bytes: Buffer): Promise<Detail> {
    const form = recipeMultipart(recipe, { bytes, name: "p.png", type: "image/png" });
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${id}`,
      headers: { ...who.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  },
  async remove(who: Who, id: number) {
    const res = await t.app.inject({ method: "DELETE", url: `/api/recipes/delete/${id}`, headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
  },
};

async function trpc(who: Who, procedure: string, input: unknown) {
  const res = await t.app.inject({
    method: "POST",
    url: `/trpc/${procedure}`,
    headers: who.auth,
    payload: input as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: Detail } }).result.data;
}

async function uploaded(who: Who, bytes: Buffer): Promise<string> {
  const form = fileMultipart("image", bytes, "p.png", "image/png");
  const res = await t.app.inject({ method: "POST", url: "/api/upload", headers: { ...who.auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}

const trpcDoor = {
  async add(who: Who, recipe: Record<string, unknown>, bytes: Buffer): Promise<Detail> {
    return trpc(who, "recipes.add", { ...recipe, image_url: await uploaded(who, bytes) });
  },
  async edit(who: Who, id: number, recipe: Record<string, unknown>, bytes: Buffer): Promise<Detail> {
    return trpc(who, "recipes.edit", { id, recipe: { ...recipe, image_url: await uploaded(who, bytes) } });
  },
  async remove(who: Who, id: number) {
    await trpc(who, "recipes.delete", { id });
  },
};

describe("a recipe with a photo, through /api and through /trpc", () => {
  it("is stored alike, and keeps or removes the same image files, on add, edit and delete", async () => {
    const first = await photo(1);
    const second = await photo(2);
    const recipe = sampleRecipe();
    const edited = sampleRecipe({ title: "Lemon Garlic Pasta, less garlic", servings: 2, tags: ["dinner"] });
    const results: Record<string, unknown>[] = [];

    for (const [name, door] of [
      ["rest", restDoor],
      ["trpc", trpcDoor],
    ] as const) {
      const who = await signUpAndLogIn(t.app);
      const added = await door.add(who, recipe, first);
      const addedFiles = filesOf(added.image_url);
      const afterAdd = { detail: comparable(added), files: addedFiles.length, rows: (await imageRows(who)).length };

      const changed = await door.edit(who, added.recipe_id, edited, second);
      const afterEdit = {
        detail: comparable(changed),
        files: filesOf(changed.image_url).length,
        oldFilesLeft: addedFiles.filter((file) => fs.existsSync(path.join(dir, "uploads", file))).length,
        rows: (await imageRows(who)).length,
        newPhoto: changed.image_url !== added.image_url,
      };

      const keptFiles = filesOf(changed.image_url);
      await door.remove(who, changed.recipe_id);
      const afterDelete = {
        filesLeft: keptFiles.filter((file) => fs.existsSync(path.join(dir, "uploads", file))).length,
        rows: (await imageRows(who)).length,
      };
      results.push({ door: name, afterAdd, afterEdit, afterDelete });
    }

    const [rest, viaTrpc] = results as [Record<string, unknown>, Record<string, unknown>];
    expect({ ...viaTrpc, door: "either" }).toEqual({ ...rest, door: "either" });
    // And what they agree on is what the product promises.
    expect(rest).toMatchObject({
      afterAdd: { files: 2, rows: 1 },
      afterEdit: { files: 2, oldFilesLeft: 0, rows: 1, newPhoto: true },
      afterDelete: { filesLeft: 0, rows: 0 },
    });
  });

  it("a recipe the service refuses after its photo was stored leaves no photo behind", async () => {
    const who = await signUpAndLogIn(t.app);
    const stored = () => (fs.existsSync(path.join(dir, "uploads")) ? fs.readdirSync(path.join(dir, "uploads")).length : 0);
    const filesBefore = stored();
    // The link is checked by the service, after the photo was stored: the service drops it again.
    const form = recipeMultipart(sampleRecipe({ data_source_link: "not a link" }), {
      bytes: await photo(3),
      name: "p.png",
      type: "image/png",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/recipes/add",
      headers: { ...who.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "BAD_REQUEST" });
    expect(await imageRows(who)).toEqual([]);
    expect(stored()).toBe(filesBefore);
  });

  it("an edit without a new photo keeps the one the recipe shows, through /api", async () => {
    const who = await signUpAndLogIn(t.app);
    const added = await restDoor.add(who, sampleRecipe(), await photo(4));
    const form = recipeMultipart(sampleRecipe({ title: "Renamed" }));
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/recipes/edit/${added.recipe_id}`,
      headers: { ...who.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: "Renamed", image_url: added.image_url });
    expect(filesOf(added.image_url)).toHaveLength(2);
  });
});
