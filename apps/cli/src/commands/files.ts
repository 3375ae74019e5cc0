import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Command } from "commander";
import { resolveSession, type GlobalOptions } from "../client";
import type { CliEnv } from "../env";
import { CliError, EXIT } from "../errors";
import { emit, megabytes, progressBar } from "../output";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function readable(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch {
    throw new CliError(`Cannot read ${file}.`, EXIT.usage);
  }
}

/** Writes beside the target first, so a failed download never leaves half a file under its name. */
export function writeAtomically(file: string, bytes: Uint8Array) {
  const temp = path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.partial`);
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, file);
}

export function registerFiles(program: Command, env: CliEnv) {
  program
    .command("export <file>")
    .description("save your recipes as a spreadsheet (.xlsx)")
    .action(async (file: string, _options, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const res = await resolveSession(env, globals).rest("/api/recipes/export");
      const bytes = new Uint8Array(await res.arrayBuffer());
      writeAtomically(file, bytes);
      emit(
        globals.json,
        { file: path.resolve(file), bytes: bytes.length },
        () => `Exported your recipes to ${file} (${megabytes(bytes.length)}).`,
      );
    });

  program
    .command("import <file>")
    .description("import recipes from a spreadsheet (.xlsx), waiting until they are in")
    .option("--duplicates <choice>", "when the file was imported before: skip (leave out recipes you have) or copies")
    .action(async (file: string, options: { duplicates?: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      if (options.duplicates !== undefined && !["skip", "copies"].includes(options.duplicates))
        throw new CliError("--duplicates must be skip or copies.", EXIT.usage);
      const bytes = readable(file);
      const session = resolveSession(env, globals);
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: XLSX_TYPE }), path.basename(file));
      const query = options.duplicates ? `?duplicates=${options.duplicates}` : "";
      const started = (await (await session.rest(`/api/recipes/import/start${query}`, { method: "POST", body: form })).json()) as {
        jobId?: string;
      };
      if (!started.jobId) throw new CliError("The server did not start the import.", EXIT.failed);
      const bar = progressBar(globals.json, "Importing |{bar}| {value}/{total} batches");
      bar?.start(1, 0);
      let status = await session.trpc.recipes.importStatus.query({ jobId: started.jobId });
      while (status.state === "starting" || status.state === "running") {
        bar?.setTotal(Math.max(1, status.progress.batchesTotal));
        bar?.update(status.progress.batchesDone);
        await sleep(400);
        status = await session.trpc.recipes.importStatus.query({ jobId: started.jobId });
      }
      bar?.update(status.progress.batchesTotal);
      bar?.stop();
      if (status.state === "error") throw new CliError(status.error ?? "The import failed; nothing was imported.", EXIT.usage);
      emit(
        globals.json,
        status,
        () =>
          `Imported ${status.imported ?? 0} recipes from ${file}${status.skipped ? `; left out ${status.skipped} you already had` : ""}.`,
      );
    });
}
