import { defineConfig } from "vitest/config";

const apiTests = ["apps/server/test/**/*.test.ts", "apps/cli/test/**/*.test.ts"];
/** Fails an API test file whose answers differ from /api/openapi.json (apps/server/test/contract.ts). */
const apiSetup = ["apps/server/test/contract-setup.ts"];

/** Unit tests, then the API suite on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "api-pglite",
          include: apiTests,
          env: { TEST_DB: "pglite" },
          setupFiles: apiSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "api-postgres",
                include: apiTests,
                env: { TEST_DB: "postgres" },
                setupFiles: apiSetup,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
