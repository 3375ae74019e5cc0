import { describe, expect, it } from "vitest";
import { parseWebImportHandoff, WEB_IMPORT_HANDOFF } from "./web-import";

describe("the bookmarklet hand-off block", () => {
  it("is a page to import or a sentence saying why not", () => {
    expect(parseWebImportHandoff({ url: "https://a.example/soup", html: "<p>x</p>" })).toEqual({
      url: "https://a.example/soup",
      html: "<p>x</p>",
    });
    expect(parseWebImportHandoff({ url: "https://a.example/soup", html: "" })).toEqual({ url: "https://a.example/soup", html: "" });
    expect(parseWebImportHandoff({ error: "Too large." })).toEqual({ error: "Too large." });
  });

  it("is nothing when it has any other shape", () => {
    for (const value of [
      null,
      "text",
      [],
      {},
      { url: "", html: "" },
      { url: "https://a.example" },
      { url: 1, html: "" },
      { url: "x".repeat(WEB_IMPORT_HANDOFF.urlMaxChars + 1), html: "" },
      { error: "" },
      { error: "x", url: "https://a.example", html: "" },
      { error: "x".repeat(501) },
    ]) {
      expect(parseWebImportHandoff(value)).toBeNull();
    }
  });
});
