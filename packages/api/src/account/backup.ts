import { Readable } from "node:stream";
import yazl from "yazl";
import type { Db } from "@simmer/db";
import { BACKUP_ENTRIES, BACKUP_FORMAT, BACKUP_SCHEMA_VERSION, type TBackupManifest } from "../backup";
import { storedFilesOf, type ImageStore } from "../images";
import { imageEntryOf, imageKeysOf, recipeLines } from "../recipes";
import { scopeOf } from "../household";
import { DOMAIN_BACKUPS } from "./backup-domains";

/** What a household shares: its owner's backup carries the household's rows of these (ADR 127). */
const SHARED_DOMAINS: ReadonlySet<string> = new Set(["kitchen", "carts", "shopping", "plans"]);

export { BACKUP_PAGE_SIZE } from "../recipes";

/**
 * The person's whole account as a zip stream (docs/backup-format.md). Nothing is read until the
 * stream is consumed, and recipes are read a page at a time, so an account of any size is sent
 * with a bounded amount of memory. Each domain writes its own documents (ADR 111); the manifest
 * comes last, with the counts actually written.
 */
export async function backup(db: Db, store: ImageStore, userId: number, appVersion: string): Promise<Readable> {
  const zip = new yazl.ZipFile();
  const counts: Record<string, number> = { recipes: 0 };
  const lazy = (name: string, produce: () => AsyncIterable<Buffer> | Promise<Buffer>) =>
    zip.addReadStreamLazy(name, { mtime: new Date() }, (cb) => {
      const result = produce();
      cb(
        null,
        result instanceof Promise
          ? Readable.from(
              (async function* () {
                yield await result;
              })(),
            )
          : Readable.from(result),
      );
    });

  lazy(BACKUP_ENTRIES.recipes, () => recipeLines(db, userId, counts));
  const scope = await scopeOf(db, userId);
  const sharedFrom = scope.role === "owner" ? scope.id : userId;
  for (const domain of DOMAIN_BACKUPS) {
    for (const document of domain.documents) {
      lazy(document.entry, async () => {
        const { doc, counts: written } = await document.read(db, SHARED_DOMAINS.has(domain.domain) ? sharedFrom : userId);
        Object.assign(counts, written);
        return Buffer.from(JSON.stringify(doc), "utf8");
      });
    }
  }
  const keys = await imageKeysOf(db, userId);
  counts.images = 0;
  for (const key of keys) {
    // WebP is compressed already: stored, not deflated again.
    zip.addReadStreamLazy(imageEntryOf(key), { compress: false, mtime: new Date() }, (cb) => {
      void store.read(storedFilesOf(key).full).then(
        (bytes) => {
          if (bytes) counts.images = (counts.images ?? 0) + 1;
          cb(null, Readable.from([Buffer.from(bytes ?? new Uint8Array())]));
        },
        (err: unknown) => cb(err, Readable.from([])),
      );
    });
  }
  lazy(BACKUP_ENTRIES.manifest, async () => {
    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      schema_version: BACKUP_SCHEMA_VERSION,
      app_version: appVersion,
      created_at: new Date().toISOString(),
      counts,
    };
    return Buffer.from(JSON.stringify(manifest, null, 2), "utf8");
  });
  zip.end();
  return zip.outputStream as Readable;
}
