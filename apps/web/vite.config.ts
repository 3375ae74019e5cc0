import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { installableApp } from "./vite.pwa";
import { routePreloads } from "./vite.route-preloads";
import { pureSchemas } from "./vite.pure-schemas";

const routesDir = fileURLToPath(new URL("./src/routes", import.meta.url));
const earlyDataEntry = fileURLToPath(new URL("./src/early-data.ts", import.meta.url));
const publicPagesDir = fileURLToPath(new URL("./src/public-pages", import.meta.url));
const cardArtDir = fileURLToPath(new URL("../../packages/catalog/dist/card-art", import.meta.url));

/**
 * Ships the catalogue's card art, which `@simmer/catalog`'s build draws, as /card-art/<slug>.svg
 * (ADR 033); turbo builds that package first. The dev server serves the same folder.
 */
function catalogCardArt(): Plugin {
  return {
    name: "simmer-catalog-card-art",
    generateBundle() {
      if (!fs.existsSync(cardArtDir)) this.error("No catalogue card art: run `pnpm --filter @simmer/catalog build` first.");
      for (const file of fs.readdirSync(cardArtDir)) {
        this.emitFile({ type: "asset", fileName: `card-art/${file}`, source: fs.readFileSync(path.join(cardArtDir, file)) });
      }
    },
    configureServer(server) {
      server.middlewares.use("/card-art", (req, res, next) => {
        const file = path.join(cardArtDir, path.basename((req.url ?? "").split("?")[0] ?? ""));
        if (!file.endsWith(".svg") || !fs.existsSync(file)) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        fs.createReadStream(file).pipe(res);
      });
    },
  };
}

/**
 * The visitor screens the app itself opens first: signup, and login when a session ends. The
 * landing page is first opened as plain HTML (ADR 145), so the app's own copy is split off.
 */
const PUBLIC_ROUTES = new Set<string>(["/login", "/signup"]);

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

const firstRenderEntry = fileURLToPath(new URL("./src/first-render/entry-server.tsx", import.meta.url));

/**
 * The server's first render of the signed-in screens (ADR 146): `vite build --ssr` after the
 * browser's build, into dist/server, which the server loads and never serves. Every library is
 * bundled in, so the server needs none of the web app's packages at run time.
 */
const firstRenderBuild = defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: false }), react()],
  ssr: { noExternal: true, target: "node" },
  // React's production build: the server does not set NODE_ENV for the bundle.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    ssr: firstRenderEntry,
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: { "entry-server": firstRenderEntry },
      treeshake: { manualPureFunctions: ["z"] },
      // One file: a chunk loaded later would import the entry again under another address and
      // start a second copy of the app beside the first.
      output: { inlineDynamicImports: true },
    },
  },
});

const browserBuild = defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // The login and signup screens are a few hundred bytes each: they ship in the entry,
      // so opening them waits for no second round trip (docs/benchmarks.md, Lighthouse).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (PUBLIC_ROUTES.has(routeId) ? [] : undefined) },
    }),
    react(),
    catalogCardArt(),
    routePreloads(routesDir, earlyDataEntry, publicPagesDir),
    installableApp(),
    pureSchemas(),
  ],
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      // The page's own entry, and the signed-in screens' early data request, which the server
      // names in their pages and which imports nothing (ADR 130).
      // The landing and login pages as first opened are plain HTML, without the app (ADR 145).
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        "early-data": earlyDataEntry,
        "landing-page": fileURLToPath(new URL("./landing.html", import.meta.url)),
        "login-page": fileURLToPath(new URL("./login.html", import.meta.url)),
      },
      // The browser uses the shared contracts for their messages and limits, never their schemas:
      // a schema nobody reads is dropped instead of built on every page load (ADR 130).
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        // The libraries every screen needs travel as one file instead of a dozen small ones: on a
        // phone's connection each extra file on the first screen's path costs a round trip
        // (Lighthouse, docs/benchmarks.md). Chart and offline libraries stay with their screens.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|@tanstack|@trpc|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/trpc": apiTarget, "/uploads": apiTarget },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstRenderBuild : browserBuild));
