import type { FastifyInstance } from "fastify";
import { STORED_FILE_NAME, type ImageStore } from "@simmer/api";
import { apiError } from "../http/errors";
import { IMAGE_MESSAGES } from "@simmer/contracts";

/** Headers every stored image is served with: never sniffed, never run, cached for good (names never repeat). */
const IMAGE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "public, max-age=31536000, immutable",
  "Content-Security-Policy": "default-src 'none'; sandbox",
} as const;

/** Serves stored images at /uploads/<name> from the image store; nothing is listed. */
export function registerUploads(app: FastifyInstance, store: ImageStore) {
  app.get<{ Params: { name: string } }>("/uploads/:name", async (request, reply) => {
    const { name } = request.params;
    const notFound = () => reply.code(404).header("Cache-Control", "no-store").send(apiError(404, IMAGE_MESSAGES.notFound));
    if (!STORED_FILE_NAME.test(name)) return notFound();
    // The name is the content's identity: a cached copy is always current.
    const etag = `"${name}"`;
    if (request.headers["if-none-match"] === etag && (await store.exists(name))) {
      return reply.code(304).headers(IMAGE_HEADERS).header("ETag", etag).send();
    }
    const bytes = await store.read(name);
    if (!bytes) return notFound();
    return reply
      .headers(IMAGE_HEADERS)
      .header("ETag", etag)
      .type("image/webp")
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
