import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Command } from "commander";
import { resolveSession, type GlobalOptions } from "../client";
import type { CliEnv } from "../env";
import { CliError, EXIT } from "../errors";
import { emit, megabytes, progressBar } from "../output";

/** Counts bytes as they pass, for the progress bar and the summary. */
function counter(onBytes: (total: number) => void) {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      onBytes(total);
      done(null, chunk);
    },
  });
}

export function registerBackup(program: Command, env: CliEnv) {
  program
    .command("backup <file>")
    .description("download everything in your account as one zip archive")
    .action(async (file: string, _options, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const res = await resolveSession(env, globals).rest("/api/account/backup");
      if (!res.body) throw new CliError("The server sent an empty backup.", EXIT.failed);
      const temp = path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.partial`);
      const bar = progressBar(globals.json, "Downloading {size}");
      bar?.start(1, 0, { size: megabytes(0) });
      let bytes = 0;
      try {
        await pipeline(
          Readable.fromWeb(res.body as WebReadableStream),
          counter((n) => {
            bytes = n;
            bar?.update(0, { size: megabytes(n) });
          }),
          fs.createWriteStream(temp, { mode: 0o600 }),
        );
      } catch (err) {
        fs.rmSync(temp, { force: true });
        throw err;
      } finally {
        bar?.stop();
      }
      fs.renameSync(temp, file);
      emit(globals.json, { file: path.resolve(file), bytes }, () => `Saved your account to ${file} (${megabytes(bytes)}).`);
    });

  program
    .command("restore <file>")
    .description("restore a backup into this account, which must be empty")
    .action(async (file: string, _options, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      let size: number;
      try {
        size = fs.statSync(file).size;
      } catch {
        throw new CliError(`Cannot read ${file}.`, EXIT.usage);
      }
      const session = resolveSession(env, globals);
      const { empty } = await session.trpc.backup.restorable.query();
      if (!empty) {
        throw new CliError(
          "This account already holds data, so the backup was not restored. Restore into a new, empty account.",
          EXIT.conflict,
        );
      }
      const bar = progressBar(globals.json, "Uploading |{bar}| {percentage}%");
      bar?.start(size, 0);
      const body = fs.createReadStream(file).pipe(counter((n) => bar?.update(n)));
      let result: { counts: Record<string, number>; warnings: string[] };
      try {
        const res = await session.rest("/api/account/restore", {
          method: "POST",
          headers: { "content-type": "application/zip" },
          body: Readable.toWeb(body) as unknown as RequestInit["body"],
          duplex: "half",
        });
        result = (await res.json()) as typeof result;
      } finally {
        bar?.stop();
      }
      emit(globals.json, result, () => {
        const parts = Object.entries(result.counts).map(([what, n]) => `${n} ${what.replace(/_/g, " ")}`);
        return [`Restored ${parts.join(", ")}.`, ...result.warnings.map((w) => `Note: ${w}`)].join("\n");
      });
    });
}
