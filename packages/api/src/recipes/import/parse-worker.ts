import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { IMPORT_LIMITS } from "./archive-check";
import { describeParserError, IMPORT_FAILURES } from "./messages";

export type SheetRows = Record<string, unknown[][]>;

export interface ParseLimits {
  memoryMb: number;
  timeoutMs: number;
  /** Rows a sheet may hold below its header; the parser never builds more (ADR 017). */
  maxRows?: number;
  /** Cells all sheets may hold, counted before the parser runs. */
  maxCells?: number;
}

/** Cells a workbook may hold: a 10,000-recipe workbook of 100,000 lines has about 1.1 million. */
export const MAX_WORKBOOK_CELLS = 1_200_000;

/** Rows a sheet may hold below its header (an Ingredients sheet of 25,000 recipes of 10 lines). */
export const MAX_SHEET_ROWS = 250_000;

/**
 * The worker's heap: enough for any workbook the expanded-size cap lets through (a 10,000-recipe
 * workbook of 100,000 lines needs about 200 MB), small enough that the server stays under 1 GB.
 */
export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  memoryMb: 256,
  timeoutMs: 60_000,
  maxRows: MAX_SHEET_ROWS,
  maxCells: MAX_WORKBOOK_CELLS,
};

type WorkerAnswer =
  { ok: true; sheets: SheetRows } | { ok: false; message?: string; tooManyRows?: string; expands?: boolean; cells?: boolean };

const SPLIT = "split it into smaller workbooks and import them one at a time.";

/** The sentence a refused workbook's job shows, naming the limit it met. */
function refusal(answer: Extract<WorkerAnswer, { ok: false }>, maxRows: number, maxCells: number): string {
  if (answer.expands)
    return `The spreadsheet expands to more than ${IMPORT_LIMITS.maxUncompressedBytes / 1024 / 1024} MB of data; ${SPLIT}`;
  if (answer.cells) return `The spreadsheet holds more than ${maxCells.toLocaleString("en-US")} cells; ${SPLIT}`;
  if (answer.tooManyRows !== undefined) {
    return `Sheet '${answer.tooManyRows.slice(0, 40)}' has more than ${maxRows.toLocaleString("en-US")} rows; ${SPLIT}`;
  }
  return describeParserError(answer.message ?? "");
}

/**
 * The worker's code. It runs the xlsx parser (which has known flaws on crafted files) away from
 * the server's heap and event loop, and hands back plain arrays of cell values per sheet.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const zlib = require("node:zlib");
const XLSX = require(workerData.xlsxPath);

// Inflates each zip entry as a stream, with a hard cap on its output (a directory may lie about
// sizes), and counts the cells of every sheet, before the parser builds anything (ADR 017).
function cellsIn(chunk, from) {
  let cells = 0;
  for (let p = chunk.indexOf("<c", from); p !== -1 && p + 2 < chunk.length; p = chunk.indexOf("<c", p + 2)) {
    const next = chunk[p + 2];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d) cells += 1;
  }
  return cells;
}

function scanEntry(data, method, budget, isSheet) {
  return new Promise((resolve) => {
    if (method === 0) return resolve({ size: data.length, cells: isSheet ? cellsIn(data, 0) : 0 });
    if (method !== 8) return resolve(null);
    const inflate = zlib.createInflateRaw();
    let size = 0;
    let cells = 0;
    let carry = Buffer.alloc(0);
    inflate.on("data", (chunk) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        return resolve({ size, cells });
      }
      if (!isSheet) return;
      // The last two bytes wait for the next chunk, so a "<c" split between chunks still counts.
      const joined = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      cells += cellsIn(joined, 0);
      carry = Buffer.from(joined.subarray(Math.max(0, joined.length - 2)));
    });
    inflate.on("end", () => resolve({ size, cells }));
    inflate.on("error", () => resolve(null));
    inflate.end(data);
  });
}

async function scanZip(bytes, maxBytes, maxCells) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) return null;
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) return null;
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  let budget = maxBytes;
  let cells = 0;
  for (let n = 0; n < entries && at + 46 <= buf.length; n += 1) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLength).toLowerCase();
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    if (local + 30 > buf.length) return null;
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const isSheet = name.startsWith("xl/worksheets/") && name.endsWith(".xml");
    const entry = await scanEntry(buf.subarray(start, start + size), method, budget, isSheet);
    if (!entry) return null;
    budget -= entry.size;
    if (budget < 0) return { expands: true };
    cells += entry.cells;
    if (cells > maxCells) return { cells: true };
  }
  return null;
}

async function read() {
  const scanned = await scanZip(workerData.bytes, workerData.maxBytes, workerData.maxCells);
  if (scanned) return { ok: false, ...scanned };
  // One row past the limit (and the header) is read, so a longer sheet is seen without being built.
  const book = XLSX.read(workerData.bytes, { type: "buffer", dense: true, sheetRows: workerData.maxRows + 2, cellFormula: false, cellHTML: false, cellText: false, cellStyles: false, cellDates: false, sheetStubs: false, bookVBA: false });
  const sheets = Object.create(null);
  for (const name of book.SheetNames) {
    const ws = book.Sheets[name];
    const full = ws && ws["!fullref"] ? XLSX.utils.decode_range(ws["!fullref"]).e.r + 1 : 0;
    const rows = ws ? XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: false }) : [];
    if (full > workerData.maxRows + 1 || rows.length > workerData.maxRows + 1) return { ok: false, tooManyRows: String(name) };
    sheets[String(name)] = rows;
    // The parsed cells can go once their rows are built: one sheet's worth is held twice, not all.
    delete book.Sheets[name];
  }
  return { ok: true, sheets };
}

read().then(
  (answer) => parentPort.postMessage(answer),
  (err) => parentPort.postMessage({ ok: false, message: String((err && err.message) || err).slice(0, 200) }),
);
`;

/** The parser's file on disk; the worker loads it by absolute path so the server bundle needs no copy. */
export function xlsxPath(): string {
  return createRequire(import.meta.url).resolve("xlsx");
}

/** A workbook that could not be read; the message is for the person, the parser's words stay out. */
export class ParseFailure extends Error {}

/** Parses workbook bytes in a worker_threads worker with a heap cap and a wall-clock limit. */
export function parseWorkbookInWorker(bytes: Uint8Array, limits: ParseLimits = DEFAULT_PARSE_LIMITS): Promise<SheetRows> {
  const maxRows = limits.maxRows ?? MAX_SHEET_ROWS;
  const maxCells = limits.maxCells ?? MAX_WORKBOOK_CELLS;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes, xlsxPath: xlsxPath(), maxRows, maxCells, maxBytes: IMPORT_LIMITS.maxUncompressedBytes },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: 16,
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
    const timer = setTimeout(() => settle(() => reject(new ParseFailure(IMPORT_FAILURES.tooSlow))), limits.timeoutMs);
    worker.on("message", (msg: WorkerAnswer) => {
      if (msg.ok) settle(() => resolve(msg.sheets));
      else settle(() => reject(new ParseFailure(refusal(msg, maxRows, maxCells))));
    });
    worker.on("error", (err: Error & { code?: string }) => {
      const message = err.code === "ERR_WORKER_OUT_OF_MEMORY" ? IMPORT_FAILURES.tooBig : describeParserError(err.message);
      settle(() => reject(new ParseFailure(message)));
    });
    worker.on("exit", () => settle(() => reject(new ParseFailure(IMPORT_FAILURES.unreadable))));
  });
}
