import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import sharp from "sharp";

export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  fullSide: 1600,
  cardWidth: 480,
  cardHeight: 360,
} as const;

export const UPLOAD_MESSAGES = {
  notImage: "The file is not an image. Choose a JPEG, PNG, WebP or GIF image.",
  tooLarge: "The image is larger than 10 MB.",
  unreadable: "The image could not be read. Choose another JPEG, PNG, WebP or GIF image.",
  missing: "Choose an image to upload.",
} as const;

/** An upload problem the person can fix: answered as 400 with this message. */
export class UploadRejected extends Error {
  readonly statusCode = 400;
}

type ImageKind = "jpeg" | "png" | "webp" | "gif";

/** The image type from the file's first bytes; its name and declared type are never trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

const STORED_NAME = /^\/uploads\/([0-9a-f-]{36})\.webp$/;

/** The card-size variant of a stored image ("/uploads/x.webp" → "/uploads/x-card.webp"). */
export function cardUrlOf(url: string): string | null {
  const match = STORED_NAME.exec(url);
  return match ? `/uploads/${match[1]}-card.webp` : null;
}

export interface UploadStore {
  dir: string;
  /** Checks, re-encodes (stripping metadata) and stores an image and its card variant; returns its URL. */
  saveImage(bytes: Uint8Array): Promise<string>;
  /** Removes a stored image and its card variant; URLs we did not generate are ignored. */
  remove(url: string | null | undefined): Promise<void>;
}

export function createUploadStore(dataDir: string): UploadStore {
  const dir = path.join(dataDir, "uploads");
  fs.mkdirSync(dir, { recursive: true });
  const fileFor = (url: string) => path.join(dir, url.slice("/uploads/".length));

  async function remove(url: string | null | undefined) {
    if (!url || !STORED_NAME.test(url)) return;
    const card = cardUrlOf(url) as string;
    await Promise.all([fs.promises.rm(fileFor(url), { force: true }), fs.promises.rm(fileFor(card), { force: true })]);
  }

  async function saveImage(bytes: Uint8Array): Promise<string> {
    if (bytes.length === 0) throw new UploadRejected(UPLOAD_MESSAGES.missing);
    if (bytes.length > IMAGE_LIMITS.maxBytes) throw new UploadRejected(UPLOAD_MESSAGES.tooLarge);
    if (!sniffImage(bytes)) throw new UploadRejected(UPLOAD_MESSAGES.notImage);
    let full: Buffer;
    let card: Buffer;
    try {
      const source = sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, animated: false, failOn: "error" }).rotate();
      [full, card] = await Promise.all([
        source
          .clone()
          .resize({ width: IMAGE_LIMITS.fullSide, height: IMAGE_LIMITS.fullSide, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
        source
          .clone()
          .resize({ width: IMAGE_LIMITS.cardWidth, height: IMAGE_LIMITS.cardHeight, fit: "cover" })
          .webp({ quality: 76 })
          .toBuffer(),
      ]);
    } catch {
      throw new UploadRejected(UPLOAD_MESSAGES.unreadable);
    }
    const url = `/uploads/${crypto.randomUUID()}.webp`;
    try {
      await fs.promises.writeFile(fileFor(url), full, { flag: "wx" });
      await fs.promises.writeFile(fileFor(cardUrlOf(url) as string), card, { flag: "wx" });
    } catch (err) {
      await remove(url);
      throw err;
    }
    return url;
  }

  return { dir, saveImage, remove };
}

/** Serves stored images at /uploads/ with their type and nosniff; nothing else is listed. */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<UploadStore> {
  const store = createUploadStore(dataDir);
  await app.register(fastifyStatic, {
    root: store.dir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    setHeaders(res) {
      res.header("X-Content-Type-Options", "nosniff");
      res.header("Cache-Control", "public, max-age=31536000, immutable");
      res.header("Content-Security-Policy", "default-src 'none'; sandbox");
    },
  });
  return store;
}
