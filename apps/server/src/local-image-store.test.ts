import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalImageStore } from "./local-image-store";

const KEY = "3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.webp";
const dirs: string[] = [];
function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-store-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the local-folder image store", () => {
  it("saves, reads, checks and deletes bytes under a key", async () => {
    const store = createLocalImageStore(folder());
    expect(await store.exists(KEY)).toBe(false);
    expect(await store.read(KEY)).toBeNull();
    await store.save(KEY, new Uint8Array([1, 2, 3]));
    expect(await store.exists(KEY)).toBe(true);
    expect([...((await store.read(KEY)) ?? [])]).toEqual([1, 2, 3]);
    await store.delete(KEY);
    await store.delete(KEY);
    expect(await store.exists(KEY)).toBe(false);
  });

  it("never overwrites a key in use and leaves no partial file behind", async () => {
    const dir = folder();
    const store = createLocalImageStore(dir);
    await store.save(KEY, new Uint8Array([1]));
    await expect(store.save(KEY, new Uint8Array([2]))).rejects.toThrow();
    expect([...((await store.read(KEY)) ?? [])]).toEqual([1]);
    expect(fs.readdirSync(dir)).toEqual([KEY]);
  });

  it.each(["../jwt-secret", "x/../../etc/passwd", "", ".webp", "3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.svg"])("refuses the key %j", async (key) => {
    const store = createLocalImageStore(folder());
    await expect(store.read(key)).rejects.toThrow(/not an image key/);
    await expect(store.save(key, new Uint8Array([1]))).rejects.toThrow(/not an image key/);
  });
});
