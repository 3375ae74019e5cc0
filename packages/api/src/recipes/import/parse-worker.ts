import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { describeParserError, IMPORT_FAILURES } from "./messages";

export type SheetRows = Record<string, unknown[][]>;

export interface ParseLimits {
  memoryMb: number;
  timeoutMs: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = { memoryMb: 512, timeoutMs: 60_000 };

/**
 * The worker's code. It runs the xlsx parser (which has known flaws on crafted files) away from
 * the server's heap and event loop, and hands back plain arrays of cell values per sheet.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const XLSX = require(workerData.xlsxPath);
try {
  const book = XLSX.read(workerData.bytes, { type: "buffer", dense: true, cellFormula: false, cellHTML: false, cellText: false, cellStyles: false, cellDates: false, sheetStubs: false, bookVBA: false });
  const sheets = Object.create(null);
  for (const name of book.SheetNames) {
    const ws = book.Sheets[name];
    sheets[String(name)] = ws ? XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: false }) : [];
  }
  parentPort.postMessage({ ok: true, sheets });
} catch (err) {
  parentPort.postMessage({ ok: false, message: String((err && err.message) || err).slice(0, 200) });
}
`;

/** The parser's file on disk; the worker loads it by absolute path so the server bundle needs no copy. */
export function xlsxPath(): string {
  return createRequire(import.meta.url).resolve("xlsx");
}

/** A workbook that could not be read; the message is for the person, the parser's words stay out. */
export class ParseFailure extends Error {}

/** Parses workbook bytes in a worker_threads worker with a heap cap and a wall-clock limit. */
export function parseWorkbookInWorker(bytes: Uint8Array, limits: ParseLimits = DEFAULT_PARSE_LIMITS): Promise<SheetRows> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes, xlsxPath: xlsxPath() },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new ParseFailure(IMPORT_FAILURES.tooSlow))),
      limits.timeoutMs,
    );
    worker.on("message", (msg: { ok: true; sheets: SheetRows } | { ok: false; message: string }) => {
      if (msg.ok) settle(() => resolve(msg.sheets));
      else settle(() => reject(new ParseFailure(describeParserError(msg.message))));
    });
    worker.on("error", (err: Error & { code?: string }) => {
      const message = err.code === "ERR_WORKER_OUT_OF_MEMORY" ? IMPORT_FAILURES.tooBig : describeParserError(err.message);
      settle(() => reject(new ParseFailure(message)));
    });
    worker.on("exit", () => settle(() => reject(new ParseFailure(IMPORT_FAILURES.unreadable))));
  });
}
