import { defineConfig } from "vitest/config";

/**
 * `pnpm test:cluster` (ADR 083): three built instances behind nginx, on PostgreSQL and Redis,
 * started and stopped by infra/cluster/cluster.sh. Not part of `vitest run`: it needs nginx, a
 * PostgreSQL server and Redis, and takes a few minutes.
 */
export default defineConfig({
  test: {
    name: "cluster",
    include: ["apps/server/cluster-test/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 400_000,
    hookTimeout: 480_000,
    teardownTimeout: 120_000,
  },
});
