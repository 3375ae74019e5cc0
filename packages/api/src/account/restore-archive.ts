import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { TRPCError } from "@trpc/server";
import { BACKUP_MESSAGES, corruptEntryMessage } from "@simmer/contracts";
import { BACKUP_ENTRIES, BACKUP_IMAGE_ENTRY } from "./backup-format";

/** What a restore accepts from an archive before it reads any of it (ADR 074). */
export const ARCHIVE_LIMITS = {
  /** The archive as uploaded: a year of recipes with photos fits with room to spare. */
  maxArchiveBytes: 1024 * 1024 * 1024,
  /** Files in one archive: the documents plus one per image. */
  maxEntries: 200_000,
  /** Uncompressed bytes of one JSON document (the recipes file excepted). */
  maxDocumentBytes: 256 * 1024 * 1024,
  /** Uncompressed bytes of the recipes file, read a line at a time. */
  maxRecipesBytes: 2 * 1024 * 1024 * 1024,
  /** One recipe line. */
  maxLineBytes: 8 * 1024 * 1024,
  /** One image file: the same cap as an upload. */
  maxImageBytes: 10 * 1024 * 1024,
} as const;

export const badArchive = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

const KNOWN = new Set<string>(Object.values(BACKUP_ENTRIES));

export interface OpenArchive {
  documents: Map<string, yauzl.Entry>;
  images: Map<string, yauzl.Entry>;
  read(entry: yauzl.Entry, maxBytes: number): Promise<Buffer>;
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
  try {
    if (zip.entryCount > ARCHIVE_LIMITS.maxEntries) throw badArchive(BACKUP_MESSAGES.tooManyEntries);
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith("/")) continue;
      const isImage = BACKUP_IMAGE_ENTRY.test(name);
      if (!isImage && !KNOWN.has(name)) continue;
      if (documents.has(name) || images.has(name)) throw badArchive(corruptEntryMessage(name, "it appears twice"));
      const cap = isImage ? ARCHIVE_LIMITS.maxImageBytes : name === BACKUP_ENTRIES.recipes ? ARCHIVE_LIMITS.maxRecipesBytes : ARCHIVE_LIMITS.maxDocumentBytes;
      if (entry.uncompressedSize > cap) throw badArchive(corruptEntryMessage(name, "it is larger than a backup can hold"));
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
          if (pending.length > ARCHIVE_LIMITS.maxLineBytes) throw badArchive(corruptEntryMessage(entry.fileName, `line ${number + 1} is too long`));
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
