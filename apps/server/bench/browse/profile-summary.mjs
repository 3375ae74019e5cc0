// Where a CPU profile's time went (ADR 085): the functions with the most time of their own, then
// the time spent inside each npm package and Node.js module (inclusive), as shares of busy time.
//
//   node apps/server/bench/browse/profile-summary.mjs /tmp/server.cpuprofile [rows]
import fs from "node:fs";

const profile = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const rows = Number(process.argv[3] ?? 30);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
const selfTime = new Map();
let idle = 0;
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + dt);
  total += dt;
  if (nodes.get(id).callFrame.functionName === "(idle)") idle += dt;
});
const busy = total - idle;
const share = (t) => `${((100 * t) / busy).toFixed(1).padStart(5)}%`;
const where = (url) => url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\//, "");
const byFunction = new Map();
for (const [id, t] of selfTime) {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  if (functionName === "(idle)") continue;
  const key = `${functionName || "(anonymous)"} ${where(url)}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + t);
}
const packageOf = (url) =>
  url.includes("node_modules/")
    ? url.replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*$/, "$1")
    : url.startsWith("node:")
      ? url
      : url
        ? "the app"
        : "";
const byPackage = new Map();
for (const [id, t] of selfTime) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = packageOf(nodes.get(at).callFrame.url);
    if (name && !seen.has(name)) {
      seen.add(name);
      byPackage.set(name, (byPackage.get(name) ?? 0) + t);
    }
  }
}
console.log(`${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`);
console.log("\nself time, by function:");
for (const [key, t] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${share(t)}  ${key}`);
console.log("\ninclusive time, by package or module:");
for (const [key, t] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(`${share(t)}  ${key}`);
