import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { users, type Db } from "@simmer/db";
import {
  BACKUP_MESSAGES,
  HOUSEHOLD_MESSAGES,
  corruptEntryMessage,
  remoteImagesDroppedMessage,
  restoreQuotaMessage,
} from "@simmer/contracts";
import { type RestoreContext, BACKUP_ENTRIES, BACKUP_SCHEMA_VERSION, ZBackupManifest } from "../backup";
import { encodeImage, storedFilesOf, type ImageStore } from "../images";
import { scopeOf } from "../household";
import { RecipeWriter, writeRecipes } from "../recipes";
import { ARCHIVE_DOCUMENTS, DOMAIN_BACKUPS } from "./backup-domains";
import { readDocument } from "./document-reader";
import { ARCHIVE_LIMITS, badArchive, openArchive, type OpenArchive } from "./restore-archive";

export interface RestoreOptions {
  /** Bytes of images one person may keep here (ADR 015): the restored images must fit. */
  quotaBytes: number;
}

export interface RestoreResult {
  counts: Record<string, number>;
  /** Things restored differently from the archive, in words (a cart line whose catalogue recipe this server lacks). */
  warnings: string[];
}

/**
 * Whether the person has anything a backup would hold: a restore goes only into an empty account.
 * Browse rows do not count (the filters domain holds no data by this test): every account starts
 * with the starter rows, and a backup that holds rows replaces them (ADR 118).
 */
export async function isEmptyAccount(db: Db, userId: number): Promise<boolean> {
  const checks = DOMAIN_BACKUPS.flatMap((domain) => domain.holdsData).map(
    (owner) => sql`exists (select 1 from ${owner.table} where ${owner} = ${userId})`,
  );
  const result = (await db.execute(sql`select ${sql.join(checks, sql` or `)} as taken`)) as unknown;
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return !(rows[0] as { taken?: boolean } | undefined)?.taken;
}

/** The manifest, small enough to read whole; null when it is missing or not JSON. */
async function readManifest(archive: OpenArchive) {
  const entry = archive.documents.get(BACKUP_ENTRIES.manifest);
  if (!entry) return null;
  const bytes = await archive.read(entry, ARCHIVE_LIMITS.maxDocumentBytes[BACKUP_ENTRIES.manifest] as number);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    return null;
  }
  const parsed = ZBackupManifest.passthrough().safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Every document the archive holds, streamed and checked element by element (ADR 112), in restore order. */
async function readDocuments(archive: OpenArchive): Promise<Array<(context: RestoreContext) => Promise<void>>> {
  const writes = [];
  for (const document of ARCHIVE_DOCUMENTS) {
    const entry = archive.documents.get(document.entry);
    if (!entry) continue;
    const doc = await readDocument(document.entry, archive.text(entry), document.schema, ARCHIVE_LIMITS.maxPartBytes);
    writes.push((context: RestoreContext) => document.restore(context, doc));
  }
  return writes;
}

interface StoredImage {
  key: string;
  bytes: number;
}

/**
 * Re-encodes every image of the archive like an upload (ADR 013) and stores it under a new key,
 * before the transaction starts, so the transaction never waits on image work. An empty or
 * unreadable image entry leaves its recipes without a picture rather than refusing the archive.
 */
async function storeImages(archive: OpenArchive, store: ImageStore, saved: StoredImage[], quotaBytes: number) {
  const byEntry = new Map<string, StoredImage>();
  let total = 0;
  for (const [name, entry] of archive.images) {
    const bytes = await archive.read(entry, ARCHIVE_LIMITS.maxImageBytes);
    if (bytes.length === 0) continue;
    let encoded: { full: Buffer; card: Buffer };
    try {
      encoded = await encodeImage(bytes);
    } catch {
      continue;
    }
    const image = { key: crypto.randomUUID(), bytes: encoded.full.length + encoded.card.length };
    total += image.bytes;
    if (total > quotaBytes) throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: restoreQuotaMessage(quotaBytes) });
    const files = storedFilesOf(image.key);
    saved.push(image);
    await store.save(files.full, encoded.full);
    await store.save(files.card, encoded.card);
    byEntry.set(name, image);
  }
  return byEntry;
}

async function removeSaved(store: ImageStore, saved: readonly StoredImage[]) {
  for (const image of saved) {
    const files = storedFilesOf(image.key);
    await store.delete(files.full).catch(() => undefined);
    await store.delete(files.card).catch(() => undefined);
  }
}

/** A database refusal caused by the archive's values (a bad date, a broken constraint), not by us. */
function isDataError(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^2[23]/.test(code)) return true;
  }
  return false;
}

/**
 * Restores a backup archive (a file on disk) into the person's account, which must be empty
 * (ADR 074): every row in one transaction, ids remapped, images re-encoded and stored anew. Each
 * domain writes its own rows back (ADR 111), in the order of `DOMAIN_BACKUPS`. A bad archive is
 * BAD_REQUEST and an account that holds data is CONFLICT; either way nothing is written and any
 * image already stored for this restore is removed again.
 */
export async function restore(
  db: Db,
  store: ImageStore,
  options: RestoreOptions,
  userId: number,
  archivePath: string,
): Promise<RestoreResult> {
  const archive = await openArchive(archivePath);
  const saved: StoredImage[] = [];
  try {
    const manifest = await readManifest(archive).catch(() => null);
    if (!manifest) throw badArchive(BACKUP_MESSAGES.notSimmer);
    if (manifest.schema_version > BACKUP_SCHEMA_VERSION) throw badArchive(BACKUP_MESSAGES.newerVersion);
    if (!(await isEmptyAccount(db, userId))) throw new TRPCError({ code: "CONFLICT", message: BACKUP_MESSAGES.notEmpty });
    // A restore fills a person's own, empty account; in a household it would land out of sight (ADR 127).
    if ((await scopeOf(db, userId)).householdId !== null)
      throw new TRPCError({ code: "CONFLICT", message: HOUSEHOLD_MESSAGES.restoreInHousehold });
    const documents = await readDocuments(archive);
    const storedImages = await storeImages(archive, store, saved, options.quotaBytes);
    const counts: Record<string, number> = {};
    const warnings: string[] = [];
    const usedKeys = new Set<string>();
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if (!(await isEmptyAccount(tx, userId))) throw new TRPCError({ code: "CONFLICT", message: BACKUP_MESSAGES.notEmpty });
      const writer = new RecipeWriter(tx, userId, storedImages);
      const recipesEntry = archive.documents.get(BACKUP_ENTRIES.recipes);
      if (recipesEntry) await writeRecipes(archive.lines(recipesEntry), writer);
      const expected = manifest.counts.recipes;
      if (expected !== undefined && expected !== writer.count) {
        throw badArchive(
          corruptEntryMessage(BACKUP_ENTRIES.recipes, `it holds ${writer.count} recipes where the manifest says ${expected}`),
        );
      }
      counts.recipes = writer.count;
      counts.images = writer.imageIds.size;
      if (writer.droppedImageUrls > 0) warnings.push(remoteImagesDroppedMessage(writer.droppedImageUrls));
      const context: RestoreContext = { tx, userId, recipeIds: writer.refs, journalIds: [], warnings, counts };
      for (const write of documents) await write(context);
      for (const entry of writer.imageIds.keys()) usedKeys.add(storedImages.get(entry)?.key ?? "");
    });
    // Images the archive held that no recipe names are not kept.
    await removeSaved(
      store,
      saved.filter((image) => !usedKeys.has(image.key)),
    );
    return { counts, warnings };
  } catch (err) {
    await removeSaved(store, saved);
    if (err instanceof TRPCError) throw err;
    if (isDataError(err)) throw badArchive(BACKUP_MESSAGES.corrupt);
    throw err;
  } finally {
    archive.close();
  }
}
