import path from "node:path";
import type { Plugin } from "vite";

/** Where the server finds, for each screen's address, the files that screen loads on demand. */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

type BundleChunk = {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * The address a route file answers: pathless layouts (`_authed`) and `index` add nothing. A
 * parameter segment (`$recipeId`) stands for any one segment and is written `$`: the server
 * matches such an address segment by segment (apps/server/src/pages/app-page.ts).
 */
export function routeAddress(routeFile: string): string | null {
  const segments = routeFile
    .split("/")
    .filter((segment) => !segment.startsWith("_") && segment !== "index")
    .map((segment) => (segment.startsWith("$") ? "$" : segment));
  // A splat or a segment mixing text and a parameter has no one-segment shape.
  if (segments.some((segment) => segment !== "$" && segment.includes("$"))) return null;
  return `/${segments.join("/")}`;
}

/**
 * Writes route-preloads.json: for each screen's address, the scripts and style sheets that its
 * route files (the screen's and its layouts') load on demand once the entry has run: the split
 * components and what the loaders import. The server names them in that address's page, so the
 * browser fetches them alongside the entry instead of one round trip after it; a signed-in
 * screen's page also names the early data script (src/early-data.ts) (ADR 130).
 */
export function routePreloads(routesDir: string, earlyDataEntry: string, publicPagesDir: string): Plugin {
  return {
    name: "simmer-route-preloads",
    apply: "build",
    // After Vite's own generateBundle hooks, which drop the chunks that only carry a style sheet.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is typeof item & BundleChunk => item.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOfModule = new Map<string, BundleChunk>();
        for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk);

        const withImports = (start: BundleChunk[]) => {
          const seen = new Set<BundleChunk>();
          const queue = [...start];
          while (queue.length > 0) {
            const chunk = queue.shift()!;
            if (seen.has(chunk)) continue;
            seen.add(chunk);
            for (const file of chunk.imports) {
              const imported = byFile.get(file);
              if (imported) queue.push(imported);
            }
          }
          return seen;
        };
        const early = chunks.find((chunk) => chunk.facadeModuleId === earlyDataEntry);
        if (!early || early.imports.length > 0) this.error("The early data script must be its own chunk and import nothing.");
        // What index.html already loads needs no second mention. The plain visitor pages' own
        // scripts (ADR 145) are not the app's: a screen may share their code and must name it.
        const isAppEntry = (chunk: BundleChunk) =>
          chunk.isEntry && chunk !== early && !(chunk.facadeModuleId ?? "").startsWith(publicPagesDir + path.sep);
        const initial = withImports(chunks.filter(isAppEntry));

        const ownLoads = new Map<string, BundleChunk[]>();
        for (const id of this.getModuleIds()) {
          if (id.includes("?") || !id.startsWith(routesDir + path.sep) || !/\.tsx?$/.test(id)) continue;
          const routeFile = path
            .relative(routesDir, id)
            .replace(/\.tsx?$/, "")
            .split(path.sep)
            .join("/");
          const loads = (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).flatMap((target) => {
            const chunk = chunkOfModule.get(target);
            return chunk ? [chunk] : [];
          });
          ownLoads.set(routeFile, loads);
        }

        const preloads: Record<string, { scripts: string[]; styles: string[]; early?: string }> = {};
        for (const routeFile of [...ownLoads.keys()].sort()) {
          const address = routeAddress(routeFile);
          // The root and the pathless layouts (`_authed`) wrap screens but are none themselves.
          if (address === null || routeFile.split("/").at(-1)!.startsWith("_")) continue;
          // The screen's own file and each layout file above it (`_authed`, `_authed/dashboard`).
          const parts = routeFile.split("/");
          const files = parts.map((_, i) => parts.slice(0, i + 1).join("/")).filter((file) => ownLoads.has(file));
          const loaded = [...withImports(files.flatMap((file) => ownLoads.get(file) ?? []))].filter((chunk) => !initial.has(chunk));
          const entry = preloads[address] ?? { scripts: [], styles: [] };
          // Behind the sign-in guard: the screen's first data can be asked for at once.
          if (routeFile.startsWith("_authed/")) entry.early = early!.fileName;
          for (const chunk of loaded) {
            if (!entry.scripts.includes(chunk.fileName)) entry.scripts.push(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) if (!entry.styles.includes(css)) entry.styles.push(css);
          }
          preloads[address] = entry;
        }
        this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
      },
    },
  };
}
