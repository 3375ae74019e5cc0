import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { parseWorkbookInWorker, xlsxPath } from "./parse-worker";

function atLeast(version: string, minimum: string): boolean {
  const a = version.split(".").map(Number);
  const b = minimum.split(".").map(Number);
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
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

  it("stops a parse that runs past its wall-clock limit", async () => {
    await expect(parseWorkbookInWorker(workbookWith(20_000), { memoryMb: 256, timeoutMs: 5 })).rejects.toThrow(
      /took too long/,
    );
  });

  it("stops a parse that needs more memory than allowed", async () => {
    await expect(parseWorkbookInWorker(workbookWith(150_000), { memoryMb: 8, timeoutMs: 60_000 })).rejects.toThrow(
      /too much memory/,
    );
  }, 60_000);
});
