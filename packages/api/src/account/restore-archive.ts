import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import yauzl from "yauzl";
import { TRPCError } from "@trpc/server";
import { BACKUP_MESSAGES, corruptEntryMessage } from "@simmer/contracts";
import { BACKUP_ENTRIES, BACKUP_IMAGE_ENTRY } from "../backup";

/**
 * What a restore accepts from an archive (ADR 074, bounded while reading by ADR 112). Each cap is
 * checked against the declared size before anything is inflated, and again against the bytes as
 * they inflate, so a restore stops at the first byte past one.
 */
export const ARCHIVE_LIMITS = {
  /** The archive as uploaded: a year of recipes with photos fits with room to spare. */
  maxArchiveBytes: 1024 * 1024 * 1024,
  /** Files in one archive: the documents plus one per image. */
  maxEntries: 200_000,
  /**
   * Inflated bytes of each JSON document, sized to what a real account holds with room to spare
   * (docs/backup-format.md#limits-on-restore): every document is held as validated rows until
   * the transaction writes it, so these caps bound a restore's memory.
   */
  maxDocumentBytes: {
    "manifest.json": 64 * 1024,
    "kitchen.json": 4 * 1024 * 1024,
    "carts.json": 8 * 1024 * 1024,
    "grocery.json": 8 * 1024 * 1024,
    "shopping.json": 8 * 1024 * 1024,
    "filters.json": 2 * 1024 * 1024,
    "metrics.json": 16 * 1024 * 1024,
    "journal.json": 32 * 1024 * 1024,
    "plans.json": 16 * 1024 * 1024,
    "notes.json": 16 * 1024 * 1024,
    "food_fixes.json": 4 * 1024 * 1024,
  } as Record<string, number>,
  /** Inflated bytes of all JSON documents together (the recipes file excepted). */
  maxDocumentsBytes: 64 * 1024 * 1024,
  /** One element of a document (a cart with its lines, a week of plans): read and parsed on its own. */
  maxPartBytes: 8 * 1024 * 1024,
  /** Uncompressed bytes of the recipes file, read a line at a time and written a page at a time. */
  maxRecipesBytes: 2 * 1024 * 1024 * 1024,
  /** One recipe line. */
  maxLineBytes: 8 * 1024 * 1024,
  /** One image file: the same cap as an upload. */
  maxImageBytes: 10 * 1024 * 1024,
};

export const badArchive = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

const KNOWN = new Set<string>(Object.values(BACKUP_ENTRIES));

const tooLarge = (name: string) => corruptEntryMessage(name, "it is larger than a backup can hold");

/** The inflated size an entry may reach. */
function capOf(name: string): number {
  if (BACKUP_IMAGE_ENTRY.test(name)) return ARCHIVE_LIMITS.maxImageBytes;
  if (name === BACKUP_ENTRIES.recipes) return ARCHIVE_LIMITS.maxRecipesBytes;
  return ARCHIVE_LIMITS.maxDocumentBytes[name] ?? 0;
}

export interface OpenArchive {
  documents: Map<string, yauzl.Entry>;
  images: Map<string, yauzl.Entry>;
  read(entry: yauzl.Entry, maxBytes: number): Promise<Buffer>;
  /** A JSON document's text as it inflates, stopped at its cap and at the documents' total cap. */
  text(entry: yauzl.Entry): AsyncGenerator<string>;
  lines(entry: yauzl.Entry): AsyncGenerator<{ line: string; number: number }>;
  close(): void;
}

/**
 * Opens a backup from a file and lists its entries without inflating any. Every declared size is
 * checked against the caps, and yauzl checks while inflating that no entry holds more than it
 * declared, so a zip bomb is refused instead of filling memory or disk.
 */
export async function openArchive(path: string): Promise<OpenArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, autoClose: false });
  } catch {
    throw badArchive(BACKUP_MESSAGES.notAnArchive);
  }
  const documents = new Map<string, yauzl.Entry>();
  const images = new Map<string, yauzl.Entry>();
  let declaredDocuments = 0;
  try {
    if (zip.entryCount > ARCHIVE_LIMITS.maxEntries) throw badArchive(BACKUP_MESSAGES.tooManyEntries);
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith("/")) continue;
      const isImage = BACKUP_IMAGE_ENTRY.test(name);
      if (!isImage && !KNOWN.has(name)) continue;
      if (documents.has(name) || images.has(name)) throw badArchive(corruptEntryMessage(name, "it appears twice"));
      if (entry.uncompressedSize > capOf(name)) throw badArchive(tooLarge(name));
      if (!isImage && name !== BACKUP_ENTRIES.recipes) declaredDocuments += entry.uncompressedSize;
      if (declaredDocuments > ARCHIVE_LIMITS.maxDocumentsBytes) throw badArchive(tooLarge(name));
      (isImage ? images : documents).set(name, entry);
    }
  } catch (err) {
    zip.close();
    if (err instanceof TRPCError) throw err;
    throw badArchive(BACKUP_MESSAGES.notAnArchive);
  }

  const open = async (entry: yauzl.Entry): Promise<Readable> => {
    try {
      return await zip.openReadStreamPromise(entry);
    } catch {
      throw badArchive(corruptEntryMessage(entry.fileName, "it cannot be read"));
    }
  };

  // Inflated bytes of the JSON documents read so far, against their total cap.
  let documentBytes = 0;

  return {
    documents,
    images,
    async read(entry, maxBytes) {
      const stream = await open(entry);
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of stream) {
          size += (chunk as Buffer).length;
          if (size > maxBytes) throw badArchive(corruptEntryMessage(entry.fileName, "it is larger than a backup can hold"));
          chunks.push(chunk as Buffer);
        }
      } catch (err) {
        stream.destroy();
        if (err instanceof TRPCError) throw err;
        throw badArchive(corruptEntryMessage(entry.fileName, "its contents do not match its checksum or size"));
      }
      return Buffer.concat(chunks);
    },
    async *text(entry) {
      const stream = await open(entry);
      const decoder = new StringDecoder("utf8");
      const cap = capOf(entry.fileName);
      let size = 0;
      try {
        for await (const chunk of stream) {
          size += (chunk as Buffer).length;
          documentBytes += (chunk as Buffer).length;
          if (size > cap || documentBytes > ARCHIVE_LIMITS.maxDocumentsBytes) throw badArchive(tooLarge(entry.fileName));
          yield decoder.write(chunk as Buffer);
        }
      } catch (err) {
        stream.destroy();
        if (err instanceof TRPCError) throw err;
        throw badArchive(corruptEntryMessage(entry.fileName, "its contents do not match its checksum or size"));
      } finally {
        stream.destroy();
      }
      yield decoder.end();
    },
    async *lines(entry) {
      const stream = await open(entry);
      let pending = "";
      let number = 0;
      try {
        stream.setEncoding("utf8");
        for await (const chunk of stream) {
          pending += chunk as string;
          let at: number;
          while ((at = pending.indexOf("\n")) >= 0) {
            const line = pending.slice(0, at);
            pending = pending.slice(at + 1);
            number += 1;
            if (line.trim() !== "") yield { line, number };
          }
          if (pending.length > ARCHIVE_LIMITS.maxLineBytes)
            throw badArchive(corruptEntryMessage(entry.fileName, `line ${number + 1} is too long`));
        }
      } catch (err) {
        stream.destroy();
        if (err instanceof TRPCError) throw err;
        throw badArchive(corruptEntryMessage(entry.fileName, "its contents do not match its checksum or size"));
      }
      if (pending.trim() !== "") yield { line: pending, number: number + 1 };
    },
    close() {
      zip.close();
    },
  };
}
