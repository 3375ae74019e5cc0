import cliProgress from "cli-progress";

/** Prints the result: JSON for scripts with --json, sentences and tables for people otherwise. */
export function emit(json: boolean | undefined, value: unknown, human: () => string): void {
  process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${human()}\n`);
}

/** A progress bar on stderr, shown only to a person at a terminal (never into --json or a pipe). */
export function progressBar(json: boolean | undefined, format: string): cliProgress.SingleBar | null {
  if (json || !process.stderr.isTTY) return null;
  return new cliProgress.SingleBar(
    { format, stream: process.stderr, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
}

export function table(rows: readonly string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  return rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join("  ")).join("\n");
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
