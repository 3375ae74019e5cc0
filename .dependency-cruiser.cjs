/**
 * The import rules of docs/architecture.md, checked over every app and package, sources and tests
 * alike (ADR 114). `pnpm lint` runs it as `pnpm lint:deps`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const api = "^packages/api/src";

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "Modules import each other in one direction only; a shared part moves to a lower module both use.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-imports-nothing",
      severity: "error",
      comment: "packages/domain holds pure rules: no other package, no I/O.",
      from: { path: "^packages/domain/" },
      to: { path: "^(packages/(?!domain/)|apps/)" },
    },
    {
      name: "db-imports-no-package",
      severity: "error",
      comment: "packages/db holds tables and the client; it knows no rule and no schema of the screens.",
      from: { path: "^packages/db/" },
      to: { path: "^(packages/(?!db/)|apps/)" },
    },
    {
      name: "contracts-and-catalog-import-only-domain",
      severity: "error",
      comment: "packages/contracts and packages/catalog stand on packages/domain alone.",
      from: { path: "^packages/(contracts|catalog)/" },
      to: { path: "^(packages/(?!domain/|$1/)|apps/)" },
    },
    {
      name: "api-stays-below-the-apps",
      severity: "error",
      comment: "packages/api is used by the apps and never reaches up into one.",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "browser-and-cli-use-the-api-as-a-type",
      severity: "error",
      comment: "The web app and the CLI know the server only by the AppRouter type; no database, no service code in their bundles.",
      from: { path: "^apps/(web|cli)/", pathNot: "^apps/web/e2e/" },
      to: { path: "^(packages/api/|packages/db/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "browser-tests-use-the-api-as-a-type-and-its-export-fixtures",
      severity: "error",
      comment:
        "Browser tests run in Node, not in the bundle: besides the AppRouter type they may build other apps' export files with the fixture builders of @simmer/api/testing/app-exports, and nothing else of the server's code.",
      from: { path: "^apps/web/e2e/" },
      to: {
        path: "^(packages/api/|packages/db/)",
        pathNot: "^packages/api/src/recipes/app-import/fixtures/exports\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "apps-do-not-import-each-other",
      severity: "error",
      comment:
        "Each app stands alone; what two apps share lives in a package. Browser tests may start the built server through its own script.",
      from: { path: "^apps/([^/]+)/", pathNot: "^apps/cli/test/" },
      to: { path: "^apps/", pathNot: ["^apps/$1/"] },
    },
    {
      name: "apps-do-not-import-each-other-but-tests-share-the-server-harness",
      severity: "error",
      comment: "The CLI's tests drive a real server through the server's own test harness, and may import nothing else of it.",
      from: { path: "^apps/cli/test/" },
      to: { path: "^apps/server/", pathNot: "^apps/server/test/(harness|recipes-fixtures)\\.ts$" },
    },
    {
      name: "packages-through-their-entry",
      severity: "error",
      comment: "Another package is imported by its name (its package.json exports), never by a path into its files.",
      from: { path: "^(apps|packages)/([^/]+)/" },
      to: { path: "^packages/", pathNot: ["^packages/$2/"], dependencyTypes: ["local"] },
    },
    {
      name: "api-domain-through-its-entry",
      severity: "error",
      comment: "In packages/api a domain reaches another domain only through that domain's index.ts.",
      from: { path: `${api}/([^/]+)/` },
      to: { path: `${api}/[^/]+/`, pathNot: [`${api}/$1/`, `${api}/[^/]+/index\\.ts$`, `${api}/trpc/`] },
    },
    {
      name: "server-reaches-rest-through-its-index",
      severity: "error",
      comment: "The REST adapter is registered in one place: the rest of the server reaches it through rest/index.ts alone.",
      from: { path: "^apps/server/src/", pathNot: "^apps/server/src/rest/" },
      to: { path: "^apps/server/src/rest/", pathNot: "^apps/server/src/rest/index\\.ts$" },
    },
    {
      name: "server-parts-below-the-app",
      severity: "error",
      comment: "http/, background/, images/ and pages/ are parts app.ts and main.ts assemble; no part imports the assembly.",
      from: { path: "^apps/server/src/(http|background|images|pages|rest)/" },
      to: { path: "^apps/server/src/(app|main|cluster|images-migrate)\\.ts$" },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      comment: "An import that does not resolve is a typo or a missing dependency.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // npm packages are not ours to check; an import that resolves nowhere stays in, for no-unresolvable.
    exclude: { path: "(^|/)(node_modules|dist|\\.turbo)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts", ".json"],
      mainFields: ["module", "main", "types"],
    },
    cache: false,
  },
};
