import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const src = path.dirname(new URL(import.meta.url).pathname);

function exportedFunctions(file: string): string[] {
  return [...fs.readFileSync(file, "utf8").matchAll(/^export (?:async )?function (\w+)/gm)].map((m) => m[1] as string);
}

const services = fs
  .readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".service.ts"))
  .map((f) => path.join(src, f));

/** Verbs that drifted from list/get/create/update/remove (and the row-suffixed ones of filters). */
const DRIFTED = /^(add|edit|delete|store|discard|stop)[A-Z]|Rows?$|RowTo$/;
/** Not a person's resource: a sweep the server runs on expired sessions. */
const NOT_A_RESOURCE = new Set(["deleteExpiredSessions"]);

describe("service verbs", () => {
  it("finds the services", () => {
    expect(services.length).toBeGreaterThan(10);
  });

  it("names every resource operation list, get, create, update or remove", () => {
    const drifted = services.flatMap((file) =>
      exportedFunctions(file)
        .filter((name) => DRIFTED.test(name) && !NOT_A_RESOURCE.has(name))
        .map((name) => `${path.relative(src, file)}: ${name}`),
    );
    expect(drifted).toEqual([]);
  });

  it("gives each service the same verbs for the same operations", () => {
    const surfaces: Record<string, string[]> = {
      "filters/filters": ["list", "create", "update", "remove"],
      "journal/journal": ["list", "create", "update", "remove"],
      "metrics/metrics": ["list", "create", "update", "remove"],
      "carts/carts": ["list", "create", "remove"],
      "carts/shared-lists": ["list", "get", "remove"],
      "images/images": ["create", "remove"],
      "recipes/recipes": ["get", "create", "update", "remove"],
      "recipes/query/list": ["list"],
    };
    for (const [service, verbs] of Object.entries(surfaces)) {
      const source = fs.readFileSync(path.join(src, `${service}.service.ts`), "utf8");
      const names = new Set([
        ...exportedFunctions(path.join(src, `${service}.service.ts`)),
        ...[...source.matchAll(/^export \{ (\w+) \}/gm)].map((m) => m[1]),
      ]);
      for (const verb of verbs) expect(names, `${service} ${verb}`).toContain(verb);
    }
  });
});
