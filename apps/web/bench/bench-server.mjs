// Starts the built server for a benchmark on an empty embedded database, and stops it again.
// BENCH_PORT picks the port (a free one otherwise); BENCH_SERVER_ENTRY and BENCH_WEB_DIST point
// it at a build made elsewhere.
import { startBuiltServer } from "../scripts/built-server.mjs";

export async function startBenchServer({
  entry = process.env.BENCH_SERVER_ENTRY,
  webDist = process.env.BENCH_WEB_DIST,
  port = Number(process.env.BENCH_PORT) || 0,
} = {}) {
  const { baseURL, stop } = await startBuiltServer({
    entry,
    webDist,
    port,
    env: { AUTH_RATE_LIMIT_MAX: "100000" },
    tempPrefix: "simmer-bench-",
  });
  return { base: baseURL, stop };
}
