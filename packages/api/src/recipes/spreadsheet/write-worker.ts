import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export interface SheetToWrite {
  name: string;
  rows: (string | number | null)[][];
  widths: number[];
}

/**
 * Builds and compresses the workbook in a worker so a large export never blocks the server's
 * event loop (other people's requests keep being answered meanwhile).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const XLSX = require(workerData.xlsxPath);
try {
  const book = XLSX.utils.book_new();
  for (const sheet of workerData.sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows, { dense: true });
    ws["!cols"] = sheet.widths.map((wch) => ({ wch }));
    const lastColumn = XLSX.utils.encode_col(Math.max(0, (sheet.rows[0] || []).length - 1));
    ws["!autofilter"] = { ref: "A1:" + lastColumn + "1" };
    XLSX.utils.book_append_sheet(book, ws, sheet.name);
  }
  const out = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true });
  const bytes = new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  parentPort.postMessage({ ok: true, bytes }, [bytes.buffer]);
} catch (err) {
  parentPort.postMessage({ ok: false, message: String((err && err.message) || err) });
}
`;

export function writeWorkbookInWorker(sheets: SheetToWrite[], timeoutMs = 120_000): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { sheets, xlsxPath: createRequire(import.meta.url).resolve("xlsx") },
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new Error("workbook export timed out"))), timeoutMs);
    worker.on("message", (msg: { ok: true; bytes: Uint8Array } | { ok: false; message: string }) => {
      if (msg.ok) settle(() => resolve(msg.bytes));
      else settle(() => reject(new Error(`workbook export failed: ${msg.message}`)));
    });
    worker.on("error", (err) => settle(() => reject(err)));
    worker.on("exit", () => settle(() => reject(new Error("workbook export worker exited"))));
  });
}
