// Bundles the server and our workspace packages into dist/main.js (and the image migration); npm dependencies stay external.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// SERVER_OUT_DIR lets parallel work build elsewhere without clobbering dist/.
const dist = process.env.SERVER_OUT_DIR ? path.resolve(process.env.SERVER_OUT_DIR) : path.join(root, "dist");
fs.rmSync(dist, { recursive: true, force: true });

await build({
  // main.js serves; images-migrate.js is `pnpm images:migrate` (ADR 080).
  entryPoints: [path.join(root, "src/main.ts"), path.join(root, "src/images-migrate.ts")],
  outdir: dist,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
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

fs.cpSync(path.join(root, "../../packages/db/migrations"), path.join(dist, "migrations"), { recursive: true });
fs.cpSync(path.join(root, "../../packages/db/data/usda-sr24"), path.join(dist, "usda-sr24"), { recursive: true });
// The shared shopping list page's script and style, served as hashed files (ADR 093).
fs.mkdirSync(path.join(dist, "shared-list"), { recursive: true });
for (const file of ["page.js", "page.css"])
  fs.copyFileSync(path.join(root, "src/pages/shared-list", file), path.join(dist, "shared-list", file));
// A bundle built outside apps/server still resolves its npm packages through a link to ours.
if (!path.resolve(dist).startsWith(`${root}${path.sep}`)) {
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dist, "node_modules"), "dir");
}
const size = fs.statSync(path.join(dist, "main.js")).size;
console.log(`server bundle: dist/main.js ${(size / 1024).toFixed(1)} KiB, migrations copied`);
