import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** docs/architecture.md stays true: every path it names exists, and its ADR index lists every decision. */
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const doc = fs.readFileSync(path.join(repo, "docs/architecture.md"), "utf8");

/** Whether a path exists; a `*` in its last part must match at least one file there. */
function exists(file: string): boolean {
  if (!path.basename(file).includes("*")) return fs.existsSync(file);
  const dir = path.dirname(file);
  const pattern = new RegExp(`^${path.basename(file).replaceAll(".", "\\.").replaceAll("*", ".*")}$`);
  return fs.existsSync(dir) && fs.readdirSync(dir).some((f) => pattern.test(f));
}

/** Paths in backticks (repo-relative) and link targets (relative to docs/); placeholders stand for any domain. */
function namedPaths(): { named: string; file: string }[] {
  const inCode = [...doc.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1] as string)
    .filter((p) => /^(apps|packages|docs|infra)\//.test(p) && !p.includes("..."));
  const linked = [...doc.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string).filter((p) => !/^[a-z]+:/.test(p));
  return [
    ...inCode.map((p) => ({ named: p, file: path.join(repo, p.replaceAll("<domain>", "carts")) })),
    ...linked.map((p) => ({ named: p, file: path.join(repo, "docs", p) })),
  ];
}

describe("docs/architecture.md", () => {
  it("names paths, and every one exists (a placeholder <domain> is checked as carts)", () => {
    const named = namedPaths();
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((p) => !exists(p.file)).map((p) => p.named)).toEqual([]);
  });

  it("describes every folder of apps/server/src, and every file at its top", () => {
    const src = path.join(repo, "apps/server/src");
    const entries = fs.readdirSync(src, { withFileTypes: true });
    const folders = entries.filter((e) => e.isDirectory()).map((e) => `\`apps/server/src/${e.name}/\``);
    const topFiles = entries.filter((e) => e.isFile() && !e.name.endsWith(".test.ts")).map((e) => `\`${e.name}\``);
    const table = doc.slice(doc.indexOf("## The server's folders"), doc.indexOf("## One request, end to end"));
    expect(folders.length).toBeGreaterThan(3);
    expect(folders.filter((f) => !table.includes(f))).toEqual([]);
    expect(topFiles.filter((f) => !table.includes(f))).toEqual([]);
  });

  it("lists every ADR in docs/decisions, with its own title", () => {
    const decisions = fs
      .readdirSync(path.join(repo, "docs/decisions"))
      .filter((f) => f.endsWith(".md"))
      .sort();
    const index = doc.slice(doc.indexOf("<!-- adr-index:start -->"), doc.indexOf("<!-- adr-index:end -->"));
    const listed = [...index.matchAll(/\]\(decisions\/([^)]+)\)/g)].map((m) => m[1] as string).sort();
    expect(listed).toEqual(decisions);
    for (const file of decisions) {
      const title = (fs.readFileSync(path.join(repo, "docs/decisions", file), "utf8").match(/^# (\d+)\. (.+)$/m) ?? []) as string[];
      expect(index, file).toContain(`[${title[1]} — ${title[2]}](decisions/${file})`);
    }
  });
});
