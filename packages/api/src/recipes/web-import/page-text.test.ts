import { describe, expect, it } from "vitest";
import { declaredCharset, pageText } from "./page-text";

const page = (bytes: Buffer, charset?: string) => ({
  url: "https://example.com/",
  contentType: "text/html",
  charset,
  bytes,
  text: new TextDecoder(charset ?? "utf-8").decode(bytes),
});

describe("pageText", () => {
  it("honours <meta charset> when the server declares none", () => {
    const bytes = Buffer.from('<html><head><meta charset="windows-1252"><title>Crème brûlée</title></head></html>', "latin1");
    expect(declaredCharset(bytes)).toBe("windows-1252");
    expect(pageText(page(bytes))).toContain("Crème brûlée");
  });

  it("reads the http-equiv form too", () => {
    const bytes = Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><p>Jalapeño</p>', "latin1");
    expect(pageText(page(bytes))).toContain("Jalapeño");
  });

  it("lets the server's charset win and falls back to UTF-8", () => {
    const utf8 = Buffer.from('<meta charset="iso-8859-1"><p>Crème</p>', "utf8");
    expect(pageText(page(utf8, "utf-8"))).toContain("Crème");
    expect(pageText(page(Buffer.from("<p>Crème</p>", "utf8")))).toContain("Crème");
    expect(pageText(page(Buffer.from('<meta charset="no-such-charset"><p>Crème</p>', "utf8")))).toContain("Crème");
  });
});
