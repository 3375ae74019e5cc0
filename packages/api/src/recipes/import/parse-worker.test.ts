import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { parseWorkbookInWorker } from "./parse-worker";

function workbookWith(rows: number): Uint8Array {
  const data: unknown[][] = [["recipe_ref", "title"]];
  for (let i = 1; i <= rows; i += 1) data.push([i, `Recipe number ${i} with a reasonably long title to take memory`]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), "Recipes");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array;
}

describe("parsing in a worker", () => {
  it("returns the rows of every sheet", async () => {
    const sheets = await parseWorkbookInWorker(workbookWith(3));
    expect(sheets.Recipes?.[0]).toEqual(["recipe_ref", "title"]);
    expect(sheets.Recipes).toHaveLength(4);
  });

  it("refuses a sheet longer than the row limit, naming it", async () => {
    await expect(parseWorkbookInWorker(workbookWith(11), { memoryMb: 256, timeoutMs: 60_000, maxRows: 10 })).rejects.toThrow(
      "Sheet 'Recipes' has more than 10 rows; split the workbook into smaller ones and import them one at a time.",
    );
    const sheets = await parseWorkbookInWorker(workbookWith(10), { memoryMb: 256, timeoutMs: 60_000, maxRows: 10 });
    expect(sheets.Recipes).toHaveLength(11);
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
