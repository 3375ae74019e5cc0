import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createDb, imageFiles, type DbHandle } from "@simmer/db";
import { createPgImageStore } from "@simmer/api";
import { describeImageStoreContract } from "./image-store.contract";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb();
  await handle.migrate();
}, 120_000);
afterAll(async () => {
  await handle.close();
});
/** One embedded database for the file, emptied before each test. */
async function freshStore() {
  await handle.db.execute(sql`truncate image_files`);
  return createPgImageStore(handle.db);
}

// The same contract on embedded PGlite here, and on PostgreSQL in apps/server/test/image-store-pg.test.ts.
describeImageStoreContract("the database (PGlite)", freshStore);

describe("the database image store", () => {
  it("keeps one row per file and none after a delete", async () => {
    const store = await freshStore();
    await store.save("3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.webp", new Uint8Array([9]));
    const count = async () => (await handle.db.select({ key: imageFiles.key }).from(imageFiles)).length;
    expect(await count()).toBe(1);
    await store.delete("3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.webp");
    expect(await count()).toBe(0);
  });
});
