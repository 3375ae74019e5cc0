/**
 * Limits checked before any parser sees an uploaded workbook. The expanded size bounds what the
 * parser must hold: 48 MB of sheet XML is about 12,000 recipes of 10 lines, or 50,000 of 2 (ADR 017).
 */
export const IMPORT_LIMITS = {
  maxUploadBytes: 25 * 1024 * 1024,
  maxZipEntries: 2000,
  maxUncompressedBytes: 48 * 1024 * 1024,
  maxXlsBytes: 25 * 1024 * 1024,
} as const;

const ZIP_LOCAL = 0x04034b50;
const ZIP_EOCD = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export type ArchiveKind = "xlsx" | "xls";

/**
 * Reads a zip's central directory (never inflating anything) to bound its entry count and total
 * uncompressed size; returns the kind of workbook, or a message saying why it is refused.
 */
export function checkWorkbookArchive(bytes: Uint8Array): { kind: ArchiveKind } | { problem: string } {
  if (bytes.length < 22) return { problem: "The file is empty or too small to be a spreadsheet." };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (CFB_MAGIC.every((b, i) => bytes[i] === b)) {
    return bytes.length <= IMPORT_LIMITS.maxXlsBytes ? { kind: "xls" } : { problem: "The .xls file is too large." };
  }
  if (view.getUint32(0, true) !== ZIP_LOCAL)
    return {
      problem:
        "The file is not an .xlsx or .xls spreadsheet, nor an export Simmer reads from Paprika, Mealie, Tandoor, Nextcloud Cookbook, " +
        "CopyMeThat, Recipe Keeper, Chowdown, Plan to Eat or MyRecipeBox, nor a schema.org Recipe JSON file.",
    };

  // The end-of-central-directory record sits in the last 22 + 65,535 bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i -= 1) {
    if (view.getUint32(i, true) === ZIP_EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { problem: "The spreadsheet archive is damaged (no directory found)." };
  const entries = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return { problem: "The spreadsheet archive is too large." };
  if (entries > IMPORT_LIMITS.maxZipEntries) {
    return { problem: `The spreadsheet archive has too many entries (${entries}; at most ${IMPORT_LIMITS.maxZipEntries}).` };
  }
  if (directoryOffset + directorySize > bytes.length) return { problem: "The spreadsheet archive is damaged." };

  let offset = directoryOffset;
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== ZIP_CENTRAL) {
      return { problem: "The spreadsheet archive is damaged." };
    }
    const uncompressed = view.getUint32(offset + 24, true);
    if (uncompressed === 0xffffffff) return { problem: "The spreadsheet archive is too large." };
    total += uncompressed;
    if (total > IMPORT_LIMITS.maxUncompressedBytes) {
      return {
        problem: "The spreadsheet expands to more than 48 MB of data; split it into smaller workbooks and import them one at a time.",
      };
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { kind: "xlsx" };
}
