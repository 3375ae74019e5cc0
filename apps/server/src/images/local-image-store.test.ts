import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalImageStore } from "./local-image-store";
import { describeImageStoreContract } from "./image-store.contract";

const KEY = "3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.webp";
const dirs: string[] = [];
function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-store-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describeImageStoreContract("the local folder", async () => createLocalImageStore(folder()));

describe("the local-folder image store", () => {
  it("leaves no partial file behind, even when a key in use is refused", async () => {
    const dir = folder();
    const store = createLocalImageStore(dir);
    await store.save(KEY, new Uint8Array([1]));
    await expect(store.save(KEY, new Uint8Array([2]))).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([KEY]);
  });
});
