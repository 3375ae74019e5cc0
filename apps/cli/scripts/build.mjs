// Bundles the command line into dist/simmer.js; npm dependencies stay external, types are erased.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, "dist");
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, "src/main.ts")],
  outfile: path.join(dist, "simmer.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  banner: { js: "#!/usr/bin/env node" },
  logLevel: "warning",
  plugins: [
    {
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@simmer/") ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
fs.chmodSync(path.join(dist, "simmer.js"), 0o755);
console.log("cli bundle: dist/simmer.js");
