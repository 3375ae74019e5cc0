import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export type SheetRows = Record<string, unknown[][]>;

export interface ParseLimits {
  memoryMb: number;
  timeoutMs: number;
  /** Rows a sheet may hold below its header; the parser never builds more (ADR 017). */
  maxRows?: number;
}

/** Rows a sheet may hold below its header (an Ingredients sheet of 25,000 recipes of 10 lines). */
export const MAX_SHEET_ROWS = 250_000;

/**
 * The worker's heap: enough for any workbook the expanded-size cap lets through (a 10,000-recipe
 * workbook of 100,000 lines needs about 200 MB), small enough that the server stays under 1 GB.
 */
export const DEFAULT_PARSE_LIMITS: ParseLimits = { memoryMb: 256, timeoutMs: 60_000, maxRows: MAX_SHEET_ROWS };

/**
 * The worker's code. It runs the xlsx parser (which has known flaws on crafted files) away from
 * the server's heap and event loop, and hands back plain arrays of cell values per sheet.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const XLSX = require(workerData.xlsxPath);
try {
  // One row past the limit (and the header) is read, so a longer sheet is seen without being built.
  const book = XLSX.read(workerData.bytes, { type: "buffer", dense: true, sheetRows: workerData.maxRows + 2, cellFormula: false, cellHTML: false, cellText: false, cellStyles: false, cellDates: false, sheetStubs: false, bookVBA: false });
  const sheets = Object.create(null);
  let tooManyRows = null;
  for (const name of book.SheetNames) {
    const ws = book.Sheets[name];
    const full = ws && ws["!fullref"] ? XLSX.utils.decode_range(ws["!fullref"]).e.r + 1 : 0;
    const rows = ws ? XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: false }) : [];
    if (full > workerData.maxRows + 1 || rows.length > workerData.maxRows + 1) {
      tooManyRows = String(name);
      break;
    }
    sheets[String(name)] = rows;
  }
  parentPort.postMessage(tooManyRows === null ? { ok: true, sheets } : { ok: false, tooManyRows });
} catch (err) {
  parentPort.postMessage({ ok: false, message: String((err && err.message) || err).slice(0, 200) });
}
`;

function xlsxPath(): string {
  return createRequire(import.meta.url).resolve("xlsx");
}

export class ParseFailure extends Error {}

/** Parses workbook bytes in a worker_threads worker with a heap cap and a wall-clock limit. */
export function parseWorkbookInWorker(bytes: Uint8Array, limits: ParseLimits = DEFAULT_PARSE_LIMITS): Promise<SheetRows> {
  const maxRows = limits.maxRows ?? MAX_SHEET_ROWS;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes, xlsxPath: xlsxPath(), maxRows },
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
      () => settle(() => reject(new ParseFailure("Reading the spreadsheet took too long; it was stopped."))),
      limits.timeoutMs,
    );
    worker.on("message", (msg: { ok: true; sheets: SheetRows } | { ok: false; message?: string; tooManyRows?: string }) => {
      if (msg.ok) settle(() => resolve(msg.sheets));
      else if (msg.tooManyRows !== undefined) {
        const rows = maxRows.toLocaleString("en-US");
        const message = `Sheet '${msg.tooManyRows.slice(0, 40)}' has more than ${rows} rows; split the workbook into smaller ones and import them one at a time.`;
        settle(() => reject(new ParseFailure(message)));
      } else settle(() => reject(new ParseFailure(`The spreadsheet could not be read: ${msg.message ?? ""}`)));
    });
    worker.on("error", (err: Error & { code?: string }) => {
      const message =
        err.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? "Reading the spreadsheet needed too much memory; it was stopped."
          : "The spreadsheet could not be read.";
      settle(() => reject(new ParseFailure(message)));
    });
    worker.on("exit", () => settle(() => reject(new ParseFailure("The spreadsheet could not be read."))));
  });
}
