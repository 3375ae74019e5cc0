// Prints what a visitor downloads for the first screens, and pre-compresses assets so the server
// can send .br/.gz files without compressing on every request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const dist = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), "dist");
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const gzipSizes = new Map();
for (const file of walk(dist).filter((f) => COMPRESSIBLE.test(f))) {
  const raw = fs.readFileSync(file);
  const gz = zlib.gzipSync(raw, { level: 9 });
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(`${file}.gz`, gz);
  fs.writeFileSync(`${file}.br`, br);
  gzipSizes.set(path.relative(dist, file), gz.length);
}

/** Scripts loaded by index.html and by the landing, login and signup routes, with their static imports. */
function initialScripts() {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const routeChunks = fs
    .readdirSync(path.join(dist, "assets"))
    .filter((f) => /^(routes|login|signup)-[\w-]+\.js$/.test(f))
    .map((f) => `assets/${f}`);
  const seen = new Set();
  const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]).concat(routeChunks);
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), "utf8");
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*${}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`assets/${m[1]}`);
    }
  }
  return [...seen];
}

const initial = initialScripts();
const initialGzip = initial.reduce((sum, file) => sum + (gzipSizes.get(file) ?? 0), 0);
console.log(
  `initial JavaScript (landing, login): ${initial.length} files, ${(initialGzip / 1024).toFixed(1)} KiB gzipped (budget 150 KiB)`,
);
if (initialGzip > 150 * 1024) {
  console.error("The first screen's JavaScript is over its 150 KiB gzipped budget.");
  process.exit(1);
}
