import crypto from "node:crypto";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { images, users, type Db } from "@simmer/db";
import { encodeImage, checkImageBytes } from "./image-processing";
import { imageKeyOfUrl, imageUrlOf, isStoredImageUrl, storedFilesOf, type ImageStore } from "./image-store";
import { IMAGE_MESSAGES, quotaMessage } from "@simmer/contracts";

export interface ImageLimits {
  /** Bytes of images one person may keep stored (both files of each image count). */
  quotaBytes: number;
}

function usedBytes(db: Db, ownerId: number) {
  return db
    .select({ total: sql<string | number>`coalesce(sum(${images.bytes}), 0)` })
    .from(images)
    .where(eq(images.ownerId, ownerId))
    .then(([row]) => Number(row?.total ?? 0));
}

/**
 * Checks, re-encodes and stores an uploaded image for its owner (ADR 013, ADR 015). Over the
 * owner's quota is PAYLOAD_TOO_LARGE; the quota is checked again under a lock on the owner's row,
 * so uploads at the same moment cannot pass it together.
 */
export async function create(db: Db, store: ImageStore, limits: ImageLimits, ownerId: number, bytes: Uint8Array): Promise<{ url: string }> {
  checkImageBytes(bytes);
  if ((await usedBytes(db, ownerId)) >= limits.quotaBytes) {
    throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: quotaMessage(limits.quotaBytes) });
  }
  const { full, card } = await encodeImage(bytes);
  const key = crypto.randomUUID();
  const size = full.length + card.length;
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
    if ((await usedBytes(tx as unknown as Db, ownerId)) + size > limits.quotaBytes) {
      throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: quotaMessage(limits.quotaBytes) });
    }
    const [inserted] = await tx.insert(images).values({ key, ownerId, bytes: size }).returning({ id: images.id });
    return inserted;
  });
  const files = storedFilesOf(key);
  try {
    await store.save(files.full, full);
    await store.save(files.card, card);
  } catch (err) {
    if (row) await db.delete(images).where(eq(images.id, row.id));
    await removeFiles(store, [key]);
    throw err;
  }
  return { url: imageUrlOf(key) };
}

async function removeFiles(store: ImageStore, keys: readonly string[]) {
  for (const key of keys) {
    const files = storedFilesOf(key);
    await store.delete(files.full);
    await store.delete(files.card);
  }
}

// Spelled out: inside a subquery Drizzle would render the outer column unqualified.
const unreferenced = () => sql`not exists (select 1 from "recipes" r where r."image_id" = "images"."id")`;

function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/**
 * Deletes the rows of images nothing references any more and returns their keys, for the caller
 * to remove from the store once its transaction has committed. Each delete runs in a savepoint:
 * a recipe that takes the image at the same moment makes the foreign key refuse, and the image stays.
 */
export async function releaseImages(tx: Db, imageIds: readonly (number | null)[]): Promise<string[]> {
  const keys: string[] = [];
  for (const imageId of new Set(imageIds)) {
    if (imageId === null) continue;
    try {
      const [row] = await tx.transaction(async (sp) =>
        sp
          .delete(images)
          .where(and(eq(images.id, imageId), unreferenced()))
          .returning({ key: images.key }),
      );
      if (row) keys.push(row.key);
    } catch (err) {
      if (!isForeignKeyViolation(err)) throw err;
    }
  }
  return keys;
}

/** Removes released images from the store (after the releasing transaction committed). */
export function removeReleased(store: ImageStore, keys: readonly string[]): Promise<void> {
  return removeFiles(store, keys);
}

/**
 * The stored image each address names, for a recipe owned by ownerId (ADR 015). Web addresses
 * need none. An /uploads/ address must be one of the owner's images or the catalogue's; anything
 * else (another person's image, a card version, a name we never made) is BAD_REQUEST, the same
 * answer whether or not it exists. The rows are share-locked so no sweep removes them meanwhile.
 */
export async function imageIdsFor(tx: Db, ownerId: number | null, urls: readonly (string | null)[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const keys = new Map<string, string>();
  for (const url of urls) {
    if (url === null || !isStoredImageUrl(url)) continue;
    const key = imageKeyOfUrl(url);
    if (key === null) throw new TRPCError({ code: "BAD_REQUEST", message: IMAGE_MESSAGES.notYours });
    keys.set(key, url);
  }
  if (keys.size === 0) return ids;
  const found = await tx
    .select({ id: images.id, key: images.key })
    .from(images)
    .where(
      and(
        inArray(images.key, [...keys.keys()]),
        ownerId === null ? isNull(images.ownerId) : or(isNull(images.ownerId), eq(images.ownerId, ownerId)),
      ),
    )
    .for("key share");
  for (const row of found) ids.set(keys.get(row.key) as string, row.id);
  if (ids.size !== keys.size) throw new TRPCError({ code: "BAD_REQUEST", message: IMAGE_MESSAGES.notYours });
  return ids;
}

/**
 * Sorts the /uploads/ addresses among urls that the owner may not use: `foreign` name an image
 * stored for someone else, `missing` name nothing stored (deleted since, or never ours). Whether
 * an image exists is no secret to whoever holds its address: /uploads/ is served to anyone.
 */
export async function unusableImageUrls(db: Db, ownerId: number, urls: readonly (string | null)[]) {
  const wanted = new Map<string, string>();
  const missing = new Set<string>();
  for (const url of urls) {
    if (url === null || !isStoredImageUrl(url)) continue;
    const key = imageKeyOfUrl(url);
    if (key === null) missing.add(url);
    else wanted.set(key, url);
  }
  const keys = [...wanted.keys()];
  const owners = new Map<string, number | null>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({ key: images.key, ownerId: images.ownerId })
      .from(images)
      .where(inArray(images.key, keys.slice(i, i + 1000)));
    for (const row of rows) owners.set(row.key, row.ownerId);
  }
  const foreign = new Set<string>();
  for (const [key, url] of wanted) {
    if (!owners.has(key)) missing.add(url);
    else if (owners.get(key) !== null && owners.get(key) !== ownerId) foreign.add(url);
  }
  return { foreign, missing };
}

/**
 * Drops an upload of the owner that no recipe uses (a recipe form that was refused). Anything
 * else (another person's image, one a recipe shows) is NOT_FOUND.
 */
export async function remove(db: Db, store: ImageStore, ownerId: number, url: string): Promise<{ ok: true }> {
  const key = imageKeyOfUrl(url);
  const notFound = new TRPCError({ code: "NOT_FOUND", message: IMAGE_MESSAGES.notFound });
  if (key === null) throw notFound;
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.key, key), eq(images.ownerId, ownerId)));
  if (!row) throw notFound;
  const released = await db.transaction((tx) => releaseImages(tx as unknown as Db, [row.id]));
  if (released.length === 0) throw notFound;
  await removeReleased(store, released);
  return { ok: true as const };
}

/**
 * Removes images that no recipe references and that are older than the grace period (uploads
 * that were never used), then measures images adopted from before sizes were recorded. Returns
 * how many images were removed. `now` is injectable so tests need no waiting.
 */
export async function sweepUnreferencedImages(
  db: Db,
  store: ImageStore,
  options: { olderThanMs: number; now?: Date; batch?: number },
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.olderThanMs);
  const batch = options.batch ?? 500;
  let removed = 0;
  for (;;) {
    const candidates = await db
      .select({ id: images.id })
      .from(images)
      .where(and(lte(images.createdAt, cutoff), unreferenced()))
      .orderBy(images.id)
      .limit(batch);
    if (candidates.length === 0) break;
    const keys = await db.transaction((tx) =>
      releaseImages(
        tx as unknown as Db,
        candidates.map((c) => c.id),
      ),
    );
    await removeReleased(store, keys);
    removed += keys.length;
    if (candidates.length < batch || keys.length === 0) break;
  }
  await measureUnsizedImages(db, store);
  return removed;
}

/** Images adopted by the migration carry size 0 until their files are measured through the store. */
async function measureUnsizedImages(db: Db, store: ImageStore): Promise<void> {
  const unsized = await db.select({ id: images.id, key: images.key }).from(images).where(eq(images.bytes, 0)).limit(1000);
  for (const row of unsized) {
    const files = storedFilesOf(row.key);
    const [full, card] = await Promise.all([store.read(files.full), store.read(files.card)]);
    // An image whose files are gone counts one byte, so it is not measured again.
    const bytes = Math.max(1, (full?.length ?? 0) + (card?.length ?? 0));
    await db.update(images).set({ bytes }).where(eq(images.id, row.id));
  }
}
