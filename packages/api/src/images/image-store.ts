/**
 * Where image bytes live (ADR 015). The server carries one store in the request context; services
 * call it, and nothing else touches image files. Keys are ours alone (`<uuid>.webp`,
 * `<uuid>-card.webp`), never taken from input unchecked.
 */
export interface ImageStore {
  /** Stores bytes under a key that is not in use yet. */
  save(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under a key, or null when there are none. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes a key; a key that is not there is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** The two files of one stored image: what recipes show, and the 480×360 version cards show. */
export function storedFilesOf(imageKey: string): { full: string; card: string } {
  return { full: `${imageKey}.webp`, card: `${imageKey}-card.webp` };
}

const IMAGE_URL = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;
/** A file name the store may hold: an image or its card version. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-card)?\.webp$/;

export function imageUrlOf(imageKey: string): string {
  return `/uploads/${storedFilesOf(imageKey).full}`;
}

/** The image key of an address we hand out for an image, or null for anything else. */
export function imageKeyOfUrl(url: string): string | null {
  return IMAGE_URL.exec(url)?.[1] ?? null;
}

/** Whether an image address points into our own store (so it must name one of the owner's images). */
export function isStoredImageUrl(url: string): boolean {
  return url.startsWith("/uploads/");
}
