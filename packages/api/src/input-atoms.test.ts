import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { INPUT_LIMITS, isSafeText } from "@simmer/contracts";
import { appRouter } from "./root";

type Schema = z.ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A string schema built by the shared `text()` atom: it carries the NUL / lone-surrogate check. */
function isSafeTextSchema(schema: Schema): boolean {
  const def = defOf(schema);
  const checks = (def.checks ?? []) as Array<{ _zod: { def: { fn?: unknown } } }>;
  return def.type === "string" && checks.some((check) => check._zod.def.fn === isSafeText);
}

/** Whether values reaching this schema are already checked text (the start of a pipe was). */
function startsWithSafeText(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === "pipe") return startsWithSafeText(def.in as Schema);
  return isSafeTextSchema(schema);
}

interface Found {
  strings: string[];
  ids: Array<{ path: string; schema: Schema }>;
}

const ID_FIELD = /(^id$|_id$|Id$|_ids$)/;

/** Every string schema lacking the shared text check, and every id field, in one input schema. */
function walk(schema: Schema, path: string, found: Found, seen = new Set<Schema>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      if (!isSafeTextSchema(schema)) found.strings.push(path);
      return;
    case "object":
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        if (ID_FIELD.test(key)) found.ids.push({ path: `${path}.${key}`, schema: field });
        walk(field, `${path}.${key}`, found, seen);
      }
      return;
    case "array":
      return walk(def.element as Schema, `${path}[]`, found, seen);
    case "union":
      return (def.options as Schema[]).forEach((option, i) => walk(option, `${path}|${i}`, found, seen));
    case "pipe":
      walk(def.in as Schema, path, found, seen);
      if (!startsWithSafeText(def.in as Schema)) walk(def.out as Schema, path, found, seen);
      return;
    case "record":
      walk(def.keyType as Schema, `${path}{key}`, found, seen);
      return walk(def.valueType as Schema, `${path}{}`, found, seen);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return walk(def.innerType as Schema, path, found, seen);
    case "lazy":
      return walk((def.getter as () => Schema)(), path, found, seen);
    default:
      // numbers, booleans, enums, literals, transforms, void and in-process binaries hold no text
      return;
  }
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { inputs: Schema[] } }>);

describe("every procedure input is built from the shared atoms (ADR 009)", () => {
  it("finds the procedures", () => {
    expect(procedures.length).toBeGreaterThan(50);
  });

  it("has no string without the NUL and lone-surrogate check", () => {
    const bare: string[] = [];
    for (const [name, procedure] of procedures) {
      for (const input of procedure._def.inputs) {
        const found: Found = { strings: [], ids: [] };
        walk(input, name, found);
        bare.push(...found.strings);
      }
    }
    expect(bare).toEqual([]);
  });

  it("bounds every id to a positive 32-bit integer, as a number or as digits", () => {
    const ids: Array<{ path: string; schema: Schema }> = [];
    for (const [name, procedure] of procedures) {
      for (const input of procedure._def.inputs) {
        const found: Found = { strings: [], ids: [] };
        walk(input, name, found);
        ids.push(...found.ids);
      }
    }
    expect(ids.length).toBeGreaterThan(15);
    const wrap = (path: string, value: unknown) => (path.endsWith("_ids") ? [value] : value);
    const accepted = (path: string, schema: Schema, value: unknown) => schema.safeParse(wrap(path, value)).success;
    const numericIds = ids.filter(({ path, schema }) => accepted(path, schema, 1));
    expect(numericIds.length).toBeGreaterThan(15);
    const loose = numericIds
      .filter(({ path, schema }) =>
        [INPUT_LIMITS.idMax + 1, 2 ** 53, 0, -1, 1.5, "1\u0000", "", "12abc"].some((bad) => accepted(path, schema, bad)),
      )
      .map(({ path }) => path);
    expect(loose).toEqual([]);
    expect(numericIds.every(({ path, schema }) => accepted(path, schema, INPUT_LIMITS.idMax) && accepted(path, schema, "42"))).toBe(true);
  });
});
