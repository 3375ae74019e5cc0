// Loaded with `node --expose-gc --import ./memory-probe.mjs main.js` by scale-run.mjs and
// scale-bench.mjs: on SIGUSR2 the server collects garbage and writes its heap and RSS to
// MEMORY_PROBE_FILE ({pid} in it is the process id, so each cluster worker writes its own), without
// any change to the server itself (so an older build can be measured the same way).
import fs from "node:fs";

const file = process.env.MEMORY_PROBE_FILE?.replaceAll("{pid}", String(process.pid));
if (file) {
  process.on("SIGUSR2", () => {
    globalThis.gc?.();
    globalThis.gc?.();
    const m = process.memoryUsage();
    fs.writeFileSync(
      file,
      JSON.stringify({
        at: Date.now(),
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        rss: m.rss,
        external: m.external,
        arrayBuffers: m.arrayBuffers,
      }),
    );
  });
}
