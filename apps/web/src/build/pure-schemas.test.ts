import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAst } from "vite";
import { pureSchemas } from "../../vite.pure-schemas";

const CONTRACTS = path.join("/repo", "packages", "contracts", "src", "recipes.ts");

function transform(code: string, id = CONTRACTS): string | null {
  const hook = pureSchemas().transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return hook.call({ parse: (source: string) => parseAst(source) }, code, id)?.code ?? null;
}

describe("the browser build's pure schemas", () => {
  it("wraps every value a contracts file computes at its top, chains and all, so an unread one can be dropped whole", () => {
    const code = [
      'import { z } from "zod";',
      "const LIMIT = 200;",
      'export const ZCard = z.object({ title: z.string().max(LIMIT), calories: z.number().nullable() }).refine((card) => card.title !== "");',
      'const ZName = text("name").trim();',
      "export const ZDetail = ZCard.extend({ steps: z.array(ZName) });",
      'export const SOURCES = ["catalogue", "user"];',
      "export function text(field) { return z.string(); }",
    ].join("\n");
    const out = transform(code)!;
    expect(out).toContain(
      'export const ZCard = /* @__PURE__ */ (() => z.object({ title: z.string().max(LIMIT), calories: z.number().nullable() }).refine((card) => card.title !== ""))();',
    );
    expect(out).toContain('const ZName = /* @__PURE__ */ (() => text("name").trim())();');
    expect(out).toContain("export const ZDetail = /* @__PURE__ */ (() => ZCard.extend({ steps: z.array(ZName) }))();");
    // Literals, arrays and functions are left as they are.
    expect(out).toContain("const LIMIT = 200;");
    expect(out).toContain('export const SOURCES = ["catalogue", "user"];');
    expect(out).toContain("export function text(field) { return z.string(); }");
  });

  it("leaves every other file, and the contracts' tests, alone", () => {
    const code = "export const ZCard = z.object({});";
    expect(transform(code, path.join("/repo", "apps", "web", "src", "trpc.ts"))).toBeNull();
    expect(transform(code, path.join("/repo", "packages", "contracts", "src", "input.test.ts"))).toBeNull();
    expect(transform(code, path.join("/repo", "packages", "contracts", "src", "messages", "recipes.ts"))).not.toBeNull();
  });
});
