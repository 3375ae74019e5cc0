import { eq, sql } from "drizzle-orm";
import { imageFiles, type Db } from "@simmer/db";
import { STORED_FILE_NAME, type ImageStore } from "./image-store";

function checked(key: string): string {
  if (!STORED_FILE_NAME.test(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The image store in the database (ADR 080): every instance on the same PostgreSQL serves every
 * image, and nothing another instance needs stays on one machine's disk. Keys are checked against
 * our own naming, as in the local folder. A row is written in one statement, so a reader never
 * sees half an image; a key already in use is refused, never overwritten.
 */
export function createPgImageStore(db: Db): ImageStore {
  return {
    async save(key, bytes) {
      const inserted = await db
        .insert(imageFiles)
        .values({ key: checked(key), content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })
        .onConflictDoNothing()
        .returning({ key: imageFiles.key });
      if (inserted.length === 0) throw new Error(`image key already in use: ${key}`);
    },
    async read(key) {
      const [row] = await db
        .select({ content: imageFiles.content })
        .from(imageFiles)
        .where(eq(imageFiles.key, checked(key)));
      if (!row) return null;
      const content = row.content;
      return content instanceof Uint8Array ? content : new Uint8Array(content);
    },
    async delete(key) {
      await db.delete(imageFiles).where(eq(imageFiles.key, checked(key)));
    },
    async exists(key) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(imageFiles)
        .where(eq(imageFiles.key, checked(key)));
      return row !== undefined;
    },
  };
}
