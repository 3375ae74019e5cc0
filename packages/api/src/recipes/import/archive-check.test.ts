import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { checkWorkbookArchive } from "./archive-check";

function zipWith(entries: number, claimedSize: number): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < entries; i += 1) {
    const name = Buffer.from(`e${i}`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt32LE(claimedSize, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

describe("checkWorkbookArchive", () => {
  it("accepts a real workbook", () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["a"]]), "Recipes");
    expect(checkWorkbookArchive(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array)).toEqual({ kind: "xlsx" });
    expect(checkWorkbookArchive(XLSX.write(book, { type: "buffer", bookType: "xls" }) as Uint8Array)).toEqual({ kind: "xls" });
  });
  it("refuses more than 2,000 entries", () => {
    expect(checkWorkbookArchive(zipWith(2001, 0))).toMatchObject({ problem: expect.stringMatching(/too many entries \(2001/) });
    expect(checkWorkbookArchive(zipWith(2000, 0))).toEqual({ kind: "xlsx" });
  });
  it("refuses archives that would expand past 48 MB", () => {
    expect(checkWorkbookArchive(zipWith(2, 25 * 1024 * 1024))).toMatchObject({ problem: expect.stringMatching(/more than 48 MB/) });
    expect(checkWorkbookArchive(zipWith(2, 24 * 1024 * 1024))).toEqual({ kind: "xlsx" });
  });
  it("refuses other files", () => {
    expect(checkWorkbookArchive(new TextEncoder().encode("name,quantity\nflour,1\n"))).toMatchObject({
      problem: expect.stringMatching(/not an .xlsx/),
    });
    expect(checkWorkbookArchive(new Uint8Array(3))).toMatchObject({ problem: expect.stringMatching(/empty or too small/) });
  });
});
