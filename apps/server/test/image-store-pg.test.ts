import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { like, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createPgImageStore } from "@simmer/api";
import { createServer } from "../src/app";
import { copyImagesIntoStore } from "../src/images/image-migration";
import { createLocalImageStore } from "../src/images/local-image-store";
import { describeImageStoreContract } from "../src/images/image-store.contract";
import { imageFiles, type DbHandle } from "@simmer/db";
import { freshDatabase, signUpAndLogIn, TEST_SECRET } from "./harness";
import { fileMultipart } from "./recipes-fixtures";

// Images in the database (ADR 080): on PGlite in api-pglite, on a real PostgreSQL in api-postgres.
/** Two instances on one database, as behind a proxy. */
const t = {} as { handle: DbHandle; app: FastifyInstance; drop: () => Promise<void> };
let other: FastifyInstance;
const dirs: string[] = [];
beforeAll(async () => {
  const { handle, drop } = await freshDatabase();
  await handle.migrate();
  Object.assign(t, { handle, drop });
  t.app = await serverOnSameDb();
  other = await serverOnSameDb();
}, 300_000);
afterAll(async () => {
  await other.close();
  await t.app.close();
  await t.handle.close();
  await t.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}, 300_000);

async function serverOnSameDb() {
  const app = await createServer({
    db: t.handle.db,
    dbKind: t.handle.kind,
    jwtSecret: TEST_SECRET,
    webDist: null,
    logLevel: "silent",
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    imageStore: createPgImageStore(t.handle.db),
    jobs: { holdLiveness: t.handle.holdLiveness },
  });
  await app.ready();
  return app;
}

function photo(seed: number) {
  const width = 120;
  const height = 90;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 5 + seed * 29 + ((i / 89) | 0) * 11) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describeImageStoreContract(`the database (${process.env.TEST_DB ?? "pglite"})`, async () => {
  await t.handle.db.execute(sql`delete from image_files where key like '3b0c1f4e-%'`);
  return createPgImageStore(t.handle.db);
});

describe("every instance serves every image from the database", { timeout: 180_000 }, () => {
  it("an image uploaded through one instance is served by another, cached for good, with an ETag and 304", async () => {
    const alice = await signUpAndLogIn(t.app);
    const form = fileMultipart("image", await photo(1), "photo.png", "image/png");
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { ...alice.auth, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const url = (uploaded.json() as { url: string }).url;

    const served = await other.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const etag = served.headers.etag;
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const card = await other.inject({ method: "GET", url: url.replace(/\.webp$/, "-card.webp") });
    expect(card.statusCode).toBe(200);
    const files = await t.handle.db
      .select({ key: imageFiles.key })
      .from(imageFiles)
      .where(like(imageFiles.key, `${url.slice("/uploads/".length, -".webp".length)}%`));
    expect(files).toHaveLength(2);
  });

  it("answers 404 for a name that holds nothing, with or without If-None-Match", async () => {
    const url = "/uploads/0b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.webp";
    expect((await other.inject({ method: "GET", url })).statusCode).toBe(404);
    expect(
      (await other.inject({ method: "GET", url, headers: { "if-none-match": `"0b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.webp"` } })).statusCode,
    ).toBe(404);
  });
});

describe("images:migrate moves images from the folder into the database", { timeout: 180_000 }, () => {
  it("copies every image once, skips what is there on a second run, and leaves other files alone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-migrate-images-"));
    dirs.push(dir);
    const folder = createLocalImageStore(dir);
    const keys = ["1a0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f", "2a0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f", "4a0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f"];
    for (const [i, key] of keys.entries()) {
      const webp = await sharp(await photo(10 + i))
        .webp()
        .toBuffer();
      await folder.save(`${key}.webp`, webp);
      await folder.save(`${key}-card.webp`, webp.subarray(0, 100));
    }
    fs.writeFileSync(path.join(dir, "notes.txt"), "not an image");
    fs.writeFileSync(path.join(dir, `${keys[0]}.webp.123.partial`), "half");
    const target = createPgImageStore(t.handle.db);

    // An earlier run that stopped after one file: the next run carries on from there.
    await target.save(`${keys[0]}.webp`, (await folder.read(`${keys[0]}.webp`))!);
    const first = await copyImagesIntoStore(dir, target);
    expect(first).toEqual({ copied: 5, skipped: 1, ignored: 2 });
    const second = await copyImagesIntoStore(dir, target);
    expect(second).toEqual({ copied: 0, skipped: 6, ignored: 2 });

    for (const key of keys) {
      const res = await other.inject({ method: "GET", url: `/uploads/${key}.webp` });
      expect(res.statusCode).toBe(200);
      expect(Buffer.compare(res.rawPayload, Buffer.from((await folder.read(`${key}.webp`))!))).toBe(0);
    }
    expect(fs.readdirSync(dir)).toHaveLength(8);
  });

  it("has nothing to do for a folder that does not exist", async () => {
    expect(await copyImagesIntoStore(path.join(os.tmpdir(), "simmer-no-such-folder-h7"), createPgImageStore(t.handle.db))).toEqual({
      copied: 0,
      skipped: 0,
      ignored: 0,
    });
  });
});
