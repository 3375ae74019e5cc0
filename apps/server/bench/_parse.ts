import fs from "node:fs";
import { parseWorkbookInWorker } from "../../../packages/api/src/recipes/import/parse-worker";
const bytes = fs.readFileSync(process.argv[2]!);
let peak = process.memoryUsage().rss;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const t = performance.now();
const base = process.memoryUsage().rss;
try {
  const sheets = await parseWorkbookInWorker(new Uint8Array(bytes), { memoryMb: Number(process.argv[3] ?? 512), timeoutMs: 60000 });
  console.log("ok", Object.entries(sheets).map(([k, v]) => `${k}:${v.length}`).join(" "));
} catch (e) { console.log("fail", (e as Error).message); }
clearInterval(timer);
console.log(`base ${(base/1048576).toFixed(0)} MB peak ${(peak/1048576).toFixed(0)} MB in ${((performance.now()-t)/1000).toFixed(1)} s`);
