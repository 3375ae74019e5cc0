import type { Plugin } from "vite";

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/** A file of the shared contracts (not a test), which the browser imports for messages and limits. */
const CONTRACTS_FILE = /[\\/]packages[\\/]contracts[\\/]src[\\/](messages[\\/])?[\w-]+\.ts$/;

/**
 * Every value the shared contracts compute at the top of a file (their zod schemas, built by chains
 * such as `z.object({…}).refine(…)` or `text("Email").max(254)`) is wrapped, in the browser build
 * only, in an immediately called function marked pure. The bundler then drops each one the browser
 * never reads, with everything inside it: marking `z` pure (`manualPureFunctions`) dropped only the
 * outermost call and kept its arguments' chained calls, so the app built some 90 schemas it never
 * used on every start (a long task on a slow phone, docs/benchmarks.md). A value the app does read
 * is built as before, at the same moment. The server imports the contracts unchanged.
 */
export function pureSchemas(): Plugin {
  return {
    name: "simmer:pure-schemas",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!CONTRACTS_FILE.test(file) || file.endsWith(".test.ts")) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const calls: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
        if (declaration?.type !== "VariableDeclaration") continue;
        for (const declarator of declaration.declarations ?? []) {
          if (declarator.init?.type === "CallExpression") calls.push(declarator.init);
        }
      }
      if (calls.length === 0) return null;
      let out = code;
      for (const call of [...calls].sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, call.start)}/* @__PURE__ */ (() => ${out.slice(call.start, call.end)})()${out.slice(call.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
