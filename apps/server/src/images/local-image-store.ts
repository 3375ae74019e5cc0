import fs from "node:fs";
import path from "node:path";
import { STORED_FILE_NAME, type ImageStore } from "@simmer/api";

/**
 * The image store on a local folder (DATA_DIR/uploads), one file per key: the only code that
 * touches image files (ADR 015). Keys are checked against our own naming, so no input can reach
 * another path.
 */
export function createLocalImageStore(dir: string): ImageStore {
  fs.mkdirSync(dir, { recursive: true });
  const fileFor = (key: string) => {
    if (!STORED_FILE_NAME.test(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
    return path.join(dir, key);
  };
  const missing = (err: unknown) => (err as { code?: string }).code === "ENOENT";
  return {
    async save(key, bytes) {
      const file = fileFor(key);
      // Written aside and renamed, so a reader never sees half an image.
      const partial = `${file}.${process.pid}.partial`;
      await fs.promises.writeFile(partial, bytes, { flag: "wx" });
      try {
        await fs.promises.link(partial, file);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    },
    async read(key) {
      try {
        return await fs.promises.readFile(fileFor(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileFor(key), { force: true });
    },
    async exists(key) {
      const file = fileFor(key);
      try {
        await fs.promises.access(file);
        return true;
      } catch {
        return false;
      }
    },
  };
}
