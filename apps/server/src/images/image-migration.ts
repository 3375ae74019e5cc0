import fs from "node:fs";
import path from "node:path";
import { STORED_FILE_NAME, type ImageStore } from "@simmer/api";

export interface ImageMigrationResult {
  /** Files copied by this run. */
  copied: number;
  /** Files the target already held (an earlier run, or a run interrupted part-way). */
  skipped: number;
  /** Files in the folder that are not ours (partial writes, stray names): left alone. */
  ignored: number;
}

/**
 * Copies the images of a local uploads folder into another image store (ADR 080), one file at a
 * time. Safe to run again and to interrupt: a file the target already holds is skipped, so a
 * second run copies only what the first did not reach. The folder is left as it was; remove it by
 * hand once every instance reads from the new store.
 */
export async function copyImagesIntoStore(
  folder: string,
  target: ImageStore,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ImageMigrationResult> {
  const result: ImageMigrationResult = { copied: 0, skipped: 0, ignored: 0 };
  if (!fs.existsSync(folder)) return result;
  const names = fs.readdirSync(folder).sort();
  const ours = names.filter((name) => STORED_FILE_NAME.test(name));
  result.ignored = names.length - ours.length;
  for (const [index, name] of ours.entries()) {
    if (await target.exists(name)) {
      result.skipped += 1;
    } else {
      const bytes = await fs.promises.readFile(path.join(folder, name));
      try {
        await target.save(name, bytes);
        result.copied += 1;
      } catch (err) {
        // Another run (or instance) stored it in between: the bytes of a name never differ.
        if (!(await target.exists(name))) throw err;
        result.skipped += 1;
      }
    }
    if ((index + 1) % 100 === 0 || index + 1 === ours.length) onProgress(index + 1, ours.length);
  }
  return result;
}
