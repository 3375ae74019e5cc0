import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { APP_VERSION, ARCHIVE_LIMITS, backup, restore } from "@simmer/api";
import { BACKUP_MESSAGES } from "@simmer/contracts";
import type { ContextFor } from "../http/signed-in";
import { apiError } from "../http/errors";
import type { RestApi } from "./route";

const ARCHIVE_TYPES = ["application/zip", "application/octet-stream", "application/x-zip-compressed"];

class TooLarge extends Error {}

/** Writes the request body to a temporary file, refusing it as soon as it passes the cap. */
async function saveBody(body: NodeJS.ReadableStream, file: string): Promise<void> {
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > ARCHIVE_LIMITS.maxArchiveBytes) return done(new TooLarge());
      done(null, chunk);
    },
  });
  await pipeline(body, cap, fs.createWriteStream(file, { mode: 0o600 }));
}

const tag = "Account";
const ZArchive = z.string().meta({ format: "binary" });
const ZRestored = z.object({
  counts: z.record(z.string(), z.number().int()),
  warnings: z.array(z.string()),
});

/**
 * GET /api/account/backup streams the whole account as a zip; POST /api/account/restore takes one
 * as the raw request body (ADR 074). Both call the service with the request's context: the archive
 * is a stream, which a procedure's answer cannot be.
 */
export function registerBackupRoutes(api: RestApi, contextFor: ContextFor) {
  void api.scope.register(async (child) => {
    // Only here: the archive reaches the handler unread, as a stream.
    child.addContentTypeParser(ARCHIVE_TYPES, (_request, payload, done) => done(null, payload));
    const scope = api.within(child);

    scope.route({
      method: "GET",
      url: "/account/backup",
      tag,
      summary: "Download everything you own as one zip",
      description:
        "Recipes with images, Your Kitchen, carts, the grocery list, saved filter rows, metrics and journal (docs/backup-format.md).",
      produces: "application/zip",
      response: ZArchive,
      handler: async ({ request, reply }) => {
        const ctx = await contextFor(request);
        const user = ctx.user as NonNullable<typeof ctx.user>;
        const stream = await backup(ctx.db, ctx.images, user.id, APP_VERSION);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header("Content-Type", "application/zip")
          .header("Content-Disposition", `attachment; filename="simmer-backup-${day}.zip"`)
          .header("Cache-Control", "no-store")
          .send(stream);
      },
    });

    scope.route({
      method: "POST",
      url: "/account/restore",
      tag,
      summary: "Restore a backup into this (empty) account",
      description: "The zip is the raw request body. All or nothing; an account that holds anything answers 409.",
      body: ZArchive,
      form: true,
      consumes: "application/zip",
      status: 201,
      response: ZRestored,
      handler: async ({ request, reply }) => {
        const ctx = await contextFor(request);
        const user = ctx.user as NonNullable<typeof ctx.user>;
        const body = request.body as NodeJS.ReadableStream | undefined;
        if (!body || typeof (body as { pipe?: unknown }).pipe !== "function") {
          return reply.code(400).send(apiError(400, BACKUP_MESSAGES.missingBody));
        }
        const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "simmer-restore-"));
        try {
          const file = path.join(dir, "backup.zip");
          try {
            await saveBody(body, file);
          } catch (err) {
            if (err instanceof TooLarge) return reply.header("connection", "close").code(413).send(apiError(413, BACKUP_MESSAGES.tooLarge));
            throw err;
          }
          return await restore(ctx.db, ctx.images, { quotaBytes: ctx.config.images.quotaBytes }, user.id, file);
        } finally {
          await fs.promises.rm(dir, { recursive: true, force: true });
        }
      },
    });
  });
}
