import { describe, expect, it } from "vitest";
import type { ImageStore } from "@simmer/api";

const KEY = "3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.webp";
const CARD = "3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f-card.webp";

/**
 * What every image store adapter promises (ADR 015, ADR 080); each adapter's test runs it. `make`
 * gives a fresh, empty store.
 */
export function describeImageStoreContract(name: string, make: () => Promise<ImageStore>) {
  describe(`${name}: the image store contract`, () => {
    it("saves, reads, checks and deletes bytes under a key", async () => {
      const store = await make();
      expect(await store.exists(KEY)).toBe(false);
      expect(await store.read(KEY)).toBeNull();
      await store.save(KEY, new Uint8Array([1, 2, 3]));
      expect(await store.exists(KEY)).toBe(true);
      expect([...((await store.read(KEY)) ?? [])]).toEqual([1, 2, 3]);
      await store.delete(KEY);
      await store.delete(KEY);
      expect(await store.exists(KEY)).toBe(false);
      expect(await store.read(KEY)).toBeNull();
    });

    it("keeps an image and its card version apart", async () => {
      const store = await make();
      await store.save(KEY, new Uint8Array([1]));
      await store.save(CARD, new Uint8Array([2, 2]));
      expect([...((await store.read(CARD)) ?? [])]).toEqual([2, 2]);
      await store.delete(KEY);
      expect(await store.exists(CARD)).toBe(true);
    });

    it("never overwrites a key in use", async () => {
      const store = await make();
      await store.save(KEY, new Uint8Array([1]));
      await expect(store.save(KEY, new Uint8Array([2]))).rejects.toThrow();
      expect([...((await store.read(KEY)) ?? [])]).toEqual([1]);
    });

    it("gives back every byte value of a larger image unchanged", async () => {
      const store = await make();
      const bytes = new Uint8Array(300_000).map((_, i) => (i * 7919) % 256);
      await store.save(KEY, bytes);
      const read = await store.read(KEY);
      expect(read?.byteLength).toBe(bytes.byteLength);
      expect(Buffer.compare(Buffer.from(read ?? []), Buffer.from(bytes))).toBe(0);
    });

    it.each(["../jwt-secret", "x/../../etc/passwd", "", ".webp", "3b0c1f4e-8d2a-4c6b-9e1f-0a2b3c4d5e6f.svg", "' or 1=1 --"])(
      "refuses the key %j",
      async (key) => {
        const store = await make();
        await expect(store.read(key)).rejects.toThrow(/not an image key/);
        await expect(store.save(key, new Uint8Array([1]))).rejects.toThrow(/not an image key/);
        await expect(store.exists(key)).rejects.toThrow(/not an image key/);
        await expect(store.delete(key)).rejects.toThrow(/not an image key/);
      },
    );
  });
}
