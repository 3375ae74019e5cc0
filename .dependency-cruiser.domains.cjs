/**
 * The domains of packages/api, one folder each, seen as wholes: no two lean on each other, however
 * many files lie between (ADR 114). What two domains both need moves to a lower one (grocery/ for
 * carts, shopping and plans). trpc/ is left out of this graph: it is the framework every procedure
 * stands on, and its request context names the services it carries, so it sits both under and over
 * every domain by design. `pnpm lint:deps` runs this after .dependency-cruiser.cjs.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-api-domain-cycle",
      severity: "error",
      comment: "Two domains of packages/api import each other, directly or through others; move what they share to a lower domain.",
      scope: "folder",
      from: { path: "^packages/api/src/[^/]+$" },
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: "(^|/)(node_modules|dist|\\.turbo)/|^packages/api/src/trpc/|^packages/api/src/[^/]+\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    cache: false,
  },
};
