import zlib from "node:zlib";
import yauzl from "yauzl";
import { APP_IMPORT_LIMITS, ExportRefused } from "./limits";

/** The files of an archive by their path inside it, read within the bounds of ADR 123. */
export type ZipFiles = Map<string, Buffer>;

/** What a whole upload may still inflate to, shared by every archive and gzip inside it. */
export interface InflateBudget {
  bytesLeft: number;
  entriesLeft: number;
}

export function freshBudget(): InflateBudget {
  return { bytesLeft: APP_IMPORT_LIMITS.maxTotalBytes, entriesLeft: APP_IMPORT_LIMITS.maxEntries };
}

const TOO_BIG = `The export expands to more than ${APP_IMPORT_LIMITS.maxTotalBytes / 1024 / 1024} MB; export fewer recipes at a time and import each file.`;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0x1f && bytes[1] === 0x8b && bytes[2] === 0x08;
}

/** A path that would land outside the folder it is unpacked into (zip slip), or names a drive. */
export function isUnsafePath(name: string): boolean {
  return name.startsWith("/") || name.includes("\\") || /^[a-z]:/i.test(name) || name.split("/").includes("..") || name.includes("\u0000");
}

function charge(budget: InflateBudget, bytes: number, name: string): void {
  if (bytes > APP_IMPORT_LIMITS.maxEntryBytes) {
    throw new ExportRefused(
      `The file '${shortName(name)}' in the export is larger than ${APP_IMPORT_LIMITS.maxEntryBytes / 1024 / 1024} MB, so the export was refused.`,
    );
  }
  if (bytes > budget.bytesLeft) throw new ExportRefused(TOO_BIG);
}

export function shortName(name: string): string {
  const clean = name.replace(/[^\p{L}\p{N} ._/()-]/gu, "?");
  return clean.length > 80 ? `…${clean.slice(-79)}` : clean;
}

/**
 * Inflates a gzip member, stopping as soon as it passes what one file or the whole upload may
 * hold; the output cap makes zlib stop there rather than after inflating everything.
 */
export function gunzipBounded(bytes: Uint8Array, name: string, budget: InflateBudget): Buffer {
  const cap = Math.min(APP_IMPORT_LIMITS.maxEntryBytes, budget.bytesLeft);
  let out: Buffer;
  try {
    out = zlib.gunzipSync(bytes, { maxOutputLength: cap + 1 });
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") charge(budget, cap + 1, name);
    throw new ExportRefused(`The file '${shortName(name)}' in the export is damaged (it does not unpack).`);
  }
  charge(budget, out.length, name);
  budget.bytesLeft -= out.length;
  return out;
}

function refusalOf(err: unknown): ExportRefused {
  if (err instanceof ExportRefused) return err;
  const message = err instanceof Error ? err.message : "";
  if (/absolute path|invalid relative path|invalid characters/i.test(message)) {
    return new ExportRefused("The export holds a file whose path leads outside its folder, so it was refused.");
  }
  return new ExportRefused("The export archive is damaged or cut short; export it again and retry.");
}

/**
 * Reads every file of a zip into memory. Declared sizes are checked before inflating, and the
 * inflated bytes are counted as they come, so a bomb whose directory lies is stopped at the bound.
 */
export async function readZip(bytes: Uint8Array, budget: InflateBudget, archiveName = "the export"): Promise<ZipFiles> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        { lazyEntries: true, validateEntrySizes: true, decodeStrings: true },
        (err, z) => (err || !z ? reject(err ?? new Error("no zip")) : resolve(z)),
      ),
    );
  } catch (err) {
    throw refusalOf(err);
  }
  const files: ZipFiles = new Map();
  try {
    if (zip.entryCount > budget.entriesLeft) {
      throw new ExportRefused(`The export holds more than ${APP_IMPORT_LIMITS.maxEntries} files; export fewer recipes at a time.`);
    }
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject);
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        void (async () => {
          const name = entry.fileName;
          if (isUnsafePath(name))
            throw new ExportRefused("The export holds a file whose path leads outside its folder, so it was refused.");
          budget.entriesLeft -= 1;
          if (name.endsWith("/")) return;
          if (files.has(name)) throw new ExportRefused(`The file '${shortName(name)}' appears twice in ${archiveName}.`);
          charge(budget, entry.uncompressedSize, name);
          files.set(name, await readEntry(zip, entry, budget));
        })().then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } catch (err) {
    throw refusalOf(err);
  } finally {
    zip.close();
  }
  return files;
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: InflateBudget): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err || !s ? reject(err ?? new Error("no stream")) : resolve(s))),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      charge(budget, size, entry.fileName);
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    (stream as unknown as { destroy(): void }).destroy();
    throw err;
  }
  budget.bytesLeft -= size;
  return Buffer.concat(chunks);
}
