import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and docs cite anchors of docs/product.md and ADRs by number; a citation that points
 * nowhere, or at a document outside the repository, is a broken promise to the next reader.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const tracked = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.mjs", "*.js", "*.css", "*.md"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\0")
  .filter((file) => file && !file.includes("/fixtures/") && fs.existsSync(path.join(root, file)));
const sources = tracked.map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") }));

const productDoc = fs.readFileSync(path.join(root, "docs/product.md"), "utf8");
const anchors = new Set([...productDoc.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));
const adrNumbers = new Set(
  fs
    .readdirSync(path.join(root, "docs/decisions"))
    .map((name) => /^(\d{3})-/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined),
);

/** "docs/product.md#units", and "#states" chained after one ("docs/product.md#browse and #states"). */
function citedAnchors(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/docs\/product\.md#([a-z0-9-]+)((?:(?:,| and| or)\s+#[a-z0-9-]+)*)/g)) {
    found.push(m[1]!);
    for (const more of (m[2] ?? "").matchAll(/#([a-z0-9-]+)/g)) found.push(more[1]!);
  }
  return found;
}

/** "ADR 110", "ADRs 090–096" and "ADR 002, 006 and 007": every number named after "ADR". */
function citedAdrs(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\bADRs? ((?:\d{3})(?:\s*(?:[–-]|,|and|or)\s*\d{3})*)/g)) {
    for (const n of m[1]!.matchAll(/\d{3}/g)) found.push(n[0]);
  }
  return found;
}

describe("citations in code and docs", () => {
  it("finds the product document's anchors", () => {
    expect(anchors.size).toBeGreaterThan(20);
    expect(anchors.has("units")).toBe(true);
  });

  it("point only at anchors that exist in docs/product.md", () => {
    const broken = sources.flatMap(({ file, text }) =>
      citedAnchors(text)
        .filter((a) => !anchors.has(a))
        .map((a) => `${file}: #${a}`),
    );
    expect(broken).toEqual([]);
  });

  it("point only at ADRs that exist", () => {
    const broken = sources.flatMap(({ file, text }) =>
      citedAdrs(text)
        .filter((n) => !adrNumbers.has(n))
        .map((n) => `${file}: ADR ${n}`),
    );
    expect(broken).toEqual([]);
  });

  it("never cite a section of a document outside the repository", () => {
    const outside = sources.filter(({ text }) => /§\s?\d|\bspec(?:'s)?\s+§/i.test(text)).map(({ file }) => file);
    expect(outside).toEqual([]);
  });

  it("give every ADR a status", () => {
    const missing = [...adrNumbers].filter((n) => {
      const name = fs.readdirSync(path.join(root, "docs/decisions")).find((f) => f.startsWith(`${n}-`))!;
      return !/^Status: (accepted|superseded by \d{3})/m.test(fs.readFileSync(path.join(root, "docs/decisions", name), "utf8"));
    });
    expect(missing).toEqual([]);
  });
});
