import sharp from "sharp";
import { TRPCError } from "@trpc/server";
import { IMAGE_MESSAGES } from "@simmer/contracts";

export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  fullSide: 1600,
  cardWidth: 480,
  cardHeight: 360,
} as const;

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

const refused = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

/** Checks that the bytes are an image we accept, before any decoding work. */
export function checkImageBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw refused(IMAGE_MESSAGES.missing);
  if (bytes.length > IMAGE_LIMITS.maxBytes) throw refused(IMAGE_MESSAGES.tooLarge);
  if (!sniffImage(bytes)) throw refused(IMAGE_MESSAGES.notImage);
}

/**
 * Decodes and re-encodes an image to WebP (metadata dropped, EXIF rotation applied), plus its
 * 480×360 card version (ADR 013). Anything that does not decode cleanly is refused.
 */
export async function encodeImage(bytes: Uint8Array): Promise<{ full: Buffer; card: Buffer }> {
  checkImageBytes(bytes);
  try {
    const source = sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, animated: false, failOn: "error" }).rotate();
    const [full, card] = await Promise.all([
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
    return { full, card };
  } catch {
    throw refused(IMAGE_MESSAGES.unreadable);
  }
}
