import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's bundle carries our workspace packages as source but leaves every npm package
 * external (scripts/build.mjs), so at run time those packages resolve from apps/server's own
 * node_modules: whatever a bundled package depends on, the server must depend on too, at the same
 * version (ADR 114).
 */
const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
}

const manifests = new Map<string, Manifest>(
  ["apps/server", ...fs.readdirSync(path.join(repo, "packages")).map((dir) => `packages/${dir}`)]
    .filter((dir) => fs.existsSync(path.join(repo, dir, "package.json")))
    .map((dir) => JSON.parse(fs.readFileSync(path.join(repo, dir, "package.json"), "utf8")) as Manifest)
    .map((manifest) => [manifest.name, manifest]),
);

/** The npm dependencies of every workspace package the server bundles, with the package that asks for each. */
function bundledNeeds(from: string, seen = new Set<string>()): { name: string; version: string; neededBy: string }[] {
  if (seen.has(from)) return [];
  seen.add(from);
  const deps = Object.entries(manifests.get(from)?.dependencies ?? {});
  return deps.flatMap(([name, version]) =>
    version.startsWith("workspace:") ? bundledNeeds(name, seen) : from === "@simmer/server" ? [] : [{ name, version, neededBy: from }],
  );
}

describe("apps/server/package.json", () => {
  const server = manifests.get("@simmer/server")?.dependencies ?? {};

  it("bundles packages that have npm dependencies of their own", () => {
    expect(bundledNeeds("@simmer/server").map((need) => need.neededBy)).toContain("@simmer/api");
  });

  it("depends on every npm package a bundled workspace package depends on, with the same version", () => {
    const missing = bundledNeeds("@simmer/server")
      .filter((need) => server[need.name] !== need.version)
      .map((need) => `${need.name}@${need.version} (needed by ${need.neededBy}, server has ${server[need.name] ?? "nothing"})`);
    expect(missing).toEqual([]);
  });
});
