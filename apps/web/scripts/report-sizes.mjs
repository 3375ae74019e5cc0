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

/** Scripts a page of the build loads (its script tags and modulepreloads), with their static imports. */
function initialScripts(page) {
  const html = fs.readFileSync(path.join(dist, page), "utf8");
  const seen = new Set();
  const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
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

// The app's first screen (any address the app answers), and the plain visitor pages (ADR 145),
// which load none of the app. The app's budget was 150 KiB while it also drew the landing and login
// pages; the sign-in code it now shares with the login page travels as one more small file (about
// 0.3 KiB of compression overhead), so 151.
const BUDGETS = [
  { page: "index.html", label: "the app's first screen", kib: 151 },
  { page: "landing.html", label: "the landing page", kib: 2 },
  { page: "login.html", label: "the login page", kib: 8 },
];
let over = false;
for (const { page, label, kib } of BUDGETS) {
  const files = initialScripts(page);
  const gzip = files.reduce((sum, file) => sum + (gzipSizes.get(file) ?? 0), 0);
  console.log(`initial JavaScript (${label}): ${files.length} files, ${(gzip / 1024).toFixed(1)} KiB gzipped (budget ${kib} KiB)`);
  if (gzip > kib * 1024) {
    console.error(`The JavaScript of ${label} is over its ${kib} KiB gzipped budget.`);
    over = true;
  }
}
if (over) process.exit(1);
