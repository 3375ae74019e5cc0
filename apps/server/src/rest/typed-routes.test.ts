import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The REST adapter stays typed (issue 13): a contract change must fail the type-check there, so no
 * file in apps/server/src/rest silences the compiler with `as never` or `as unknown as`.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const ESCAPES = /\bas\s+never\b|\bas\s+unknown\s+as\b/;

describe("apps/server/src/rest", () => {
  it("has no `as never` or `as unknown as` casts", () => {
    const files = fs.readdirSync(here).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((name) =>
      fs
        .readFileSync(path.join(here, name), "utf8")
        .split("\n")
        .flatMap((line, i) => (ESCAPES.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found, `casts that hide contract changes:\n${found.join("\n")}`).toEqual([]);
  });
});
