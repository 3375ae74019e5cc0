import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Relative imports of every TypeScript file under a folder, as absolute paths (type-only ones too). */
function importGraph(root: string): Map<string, string[]> {
  const files = fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => path.join(root, f));
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | null => {
    const base = path.resolve(path.dirname(from), spec);
    for (const candidate of [base, `${base}.ts`, path.join(base, "index.ts"), base.replace(/\.js$/, ".ts")]) {
      if (known.has(candidate)) return candidate;
    }
    return null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    const specs = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']*)["']/g)].map((m) => m[1] as string);
    graph.set(file, specs.map((s) => resolve(file, s)).filter((s): s is string => s !== null));
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("server imports", () => {
  const root = path.dirname(new URL(import.meta.url).pathname);

  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  it("reads the server's real imports", () => {
    const graph = importGraph(root);
    expect(graph.get(path.join(root, "app.ts"))).toContain(path.join(root, "rest", "index.ts"));
    expect(graph.get(path.join(root, "rest", "kitchen.ts"))).toContain(path.join(root, "rest", "route.ts"));
  });

  it("has no import cycles among apps/server/src files", () => {
    const named = cycles(importGraph(root)).map((chain) => chain.map((f) => path.relative(root, f)).join(" -> "));
    expect(named).toEqual([]);
  });

  it("app.ts reaches the REST adapter through rest/index.ts alone", () => {
    const imports = importGraph(root).get(path.join(root, "app.ts")) ?? [];
    expect(imports.filter((f) => f.includes(`${path.sep}rest${path.sep}`)).map((f) => path.relative(root, f))).toEqual([path.join("rest", "index.ts")]);
  });
});
