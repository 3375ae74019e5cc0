import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import zlib from "node:zlib";
import { parseWorkbookInWorker, xlsxPath } from "./parse-worker";

function atLeast(version: string, minimum: string): boolean {
  const a = version.split(".").map(Number);
  const b = minimum.split(".").map(Number);
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** A zip of one deflated sheet whose directory claims it expands to `claimed` bytes. */
function lyingZip(inflated: Buffer, claimed: number): Uint8Array {
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const data = zlib.deflateRawSync(inflated);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimed, 22);
  local.writeUInt16LE(name.length, 26);
  const dir = Buffer.alloc(46);
  dir.writeUInt32LE(0x02014b50, 0);
  dir.writeUInt16LE(8, 10);
  dir.writeUInt32LE(data.length, 20);
  dir.writeUInt32LE(claimed, 24);
  dir.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, dir, name, end]);
}

function workbookWith(rows: number): Uint8Array {
  const data: unknown[][] = [["recipe_ref", "title"]];
  for (let i = 1; i <= rows; i += 1) data.push([i, `Recipe number ${i} with a reasonably long title to take memory`]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), "Recipes");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array;
}

describe("the spreadsheet parser", () => {
  // 0.19.3 and 0.20.2 fix prototype pollution (CVE-2023-30533) and a ReDoS (CVE-2024-22363).
  it("is a SheetJS build with the published security fixes, for the worker and for export", () => {
    const loadedByWorker = createRequire(import.meta.url)(xlsxPath()) as { version: string };
    expect(atLeast(loadedByWorker.version, "0.20.2")).toBe(true);
    expect(atLeast(XLSX.version, "0.20.2")).toBe(true);
  });
});

describe("parsing in a worker", () => {
  it("returns the rows of every sheet", async () => {
    const sheets = await parseWorkbookInWorker(workbookWith(3));
    expect(sheets.Recipes?.[0]).toEqual(["recipe_ref", "title"]);
    expect(sheets.Recipes).toHaveLength(4);
  });

  it("refuses a sheet longer than the row limit, naming it", async () => {
    await expect(parseWorkbookInWorker(workbookWith(11), { memoryMb: 256, timeoutMs: 60_000, maxRows: 10 })).rejects.toThrow(
      "Sheet 'Recipes' has more than 10 rows; split it into smaller workbooks and import them one at a time.",
    );
    const sheets = await parseWorkbookInWorker(workbookWith(10), { memoryMb: 256, timeoutMs: 60_000, maxRows: 10 });
    expect(sheets.Recipes).toHaveLength(11);
  });

  it("counts cells before parsing and refuses a workbook past the limit", async () => {
    await expect(parseWorkbookInWorker(workbookWith(20), { memoryMb: 256, timeoutMs: 60_000, maxCells: 30 })).rejects.toThrow(
      "The spreadsheet holds more than 30 cells; split it into smaller workbooks and import them one at a time.",
    );
  });

  it("refuses an entry that inflates past the limit even when the directory claims it is small", async () => {
    await expect(parseWorkbookInWorker(lyingZip(Buffer.alloc(65 * 1024 * 1024, 0x20), 100))).rejects.toThrow(
      /expands to more than 48 MB of data/,
    );
  });

  it("stops a parse that runs past its wall-clock limit", async () => {
    await expect(parseWorkbookInWorker(workbookWith(20_000), { memoryMb: 256, timeoutMs: 5 })).rejects.toThrow(/took too long/);
  });

  it("stops a parse that needs more memory than allowed", async () => {
    await expect(parseWorkbookInWorker(workbookWith(150_000), { memoryMb: 8, timeoutMs: 60_000 })).rejects.toThrow(/too much memory/);
  }, 60_000);
});
