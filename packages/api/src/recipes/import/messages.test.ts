import { describe, expect, it } from "vitest";
import { cellTextProblem, describeParserError, IMPORT_FAILURES } from "./messages";

describe("parser errors", () => {
  it.each([
    "Major Version: Expected 3 or 4 saw 18032",
    "Unsupported ZIP file",
    "Corrupted zip : can't find end of central directory",
    "Header Signature: Expected d0cf11e0a1b11ae1 saw 504b0304",
    "End of data reached (data length = 512, asked index = 1024)",
    "Cannot read properties of undefined (reading 'length')",
    "",
  ])("%j becomes a sentence for a person, without the parser's words", (raw) => {
    const message = describeParserError(raw);
    expect(message).toBe(IMPORT_FAILURES.unreadable);
    expect(message).toBe("This file is not a spreadsheet Simmer can read. Save it as .xlsx and try again.");
    if (raw) expect(message).not.toContain(raw);
  });

  it.each(["File is password-protected", "ECMA-376 Encrypted file missing /EncryptionInfo"])("%j says the file has a password", (raw) => {
    expect(describeParserError(raw)).toBe(IMPORT_FAILURES.password);
  });
});

describe("cell text that cannot be stored", () => {
  it("names a NUL character", () => {
    expect(cellTextProblem("Bad\u0000title")).toMatch(/^contains a NUL character/);
  });

  it.each(["\uD800", "a\uD83Db", "x\uDE00", "\uDE00\uD83D"])("names a lone surrogate in %j", (text) => {
    expect(cellTextProblem(text)).toMatch(/^contains a broken character/);
  });

  it.each(["Plain", "Crème brûlée", "Tacos 🌮", "tab\tand\nnewline", ""])("accepts %j", (text) => {
    expect(cellTextProblem(text)).toBeNull();
  });
});
