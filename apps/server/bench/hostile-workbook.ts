/**
 * A hostile .xlsx for the import limits (issue 10, item 8): a small file (about 850 KB) whose one
 * sheet expands to about 190 MB of tiny cells, so a parser that inflates it builds millions of
 * objects. Written as a raw zip (the xlsx library would not write a file this lopsided).
 *
 *   pnpm --filter @simmer/server exec tsx bench/hostile-workbook.ts --out /tmp/hostile.xlsx [--mb 190]
 */
import fs from "node:fs";
import zlib from "node:zlib";

const HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const FIXED: Record<string, string> = {
  "[Content_Types].xml": `${HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  "_rels/.rels": `${HEADER}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  "xl/workbook.xml": `${HEADER}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Recipes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  "xl/_rels/workbook.xml.rels": `${HEADER}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

interface Entry {
  name: string;
  crc: number;
  compressed: Buffer;
  size: number;
}

function entry(name: string, chunks: Iterable<Buffer>): Entry {
  const whole = Buffer.concat([...chunks]);
  return { name, crc: zlib.crc32(whole), size: whole.length, compressed: zlib.deflateRawSync(whole, { level: 9 }) };
}

/**
 * Identical rows of small number cells with no cell references (they are optional): almost the same bytes
 * over and over, so deflate shrinks them hundreds of times, yet each is an object to a parser.
 */
function* sheet(targetBytes: number, width: number, textLength: number): Generator<Buffer> {
  yield Buffer.from(`${HEADER}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`);
  const text = "x".repeat(textLength);
  const cells = Array.from({ length: width }, (_, c) =>
    textLength > 0 ? `<c t="inlineStr"><is><t>${text}</t></is></c>` : `<c><v>${c % 10}</v></c>`,
  ).join("");
  let written = 0;
  const rowsPerChunk = 2000;
  while (written < targetBytes) {
    let text = "";
    for (let i = 0; i < rowsPerChunk; i += 1) {
      text += `<row>${cells}</row>`;
    }
    const chunk = Buffer.from(text);
    written += chunk.length;
    yield chunk;
  }
  yield Buffer.from("</sheetData></worksheet>");
}

/** Writes a zip holding the given entries (deflate, no zip64: every size stays under 4 GB). */
export function writeZip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.compressed.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.crc >>> 0, 16);
    dir.writeUInt32LE(e.compressed.length, 20);
    dir.writeUInt32LE(e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, e.compressed);
    central.push(dir, name);
    offset += 30 + name.length + e.compressed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The hostile workbook: its sheet expands to about `megabytes` MB of rows `columns` cells wide,
 * each cell a one-digit number, or a text of `textLength` characters when that is above 0.
 */
export function hostileWorkbook(megabytes = 190, columns = 26, textLength = 0): Buffer {
  const entries = Object.entries(FIXED).map(([name, text]) => entry(name, [Buffer.from(text)]));
  entries.push(entry("xl/worksheets/sheet1.xml", sheet(megabytes * 1024 * 1024, columns, textLength)));
  return writeZip(entries);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Map<string, string>();
  for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
  const out = args.get("out") ?? "hostile.xlsx";
  const bytes = hostileWorkbook(Number(args.get("mb") ?? 190), Number(args.get("columns") ?? 26), Number(args.get("text") ?? 0));
  fs.writeFileSync(out, bytes);
  console.log(`${out}: ${(bytes.length / 1024).toFixed(0)} KB`);
}
