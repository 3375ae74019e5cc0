import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** One static file of the shared page, named by its content's hash so it can be cached for good. */
export interface PageAsset {
  /** The path it is served at: /shopping-list/assets/page.<hash>.js */
  url: string;
  etag: string;
  type: string;
  body: Buffer;
}

export const ASSETS_PREFIX = "/shopping-list/assets/";

/**
 * Finds a page file beside the server bundle (dist/shared-list, copied by the build) or beside
 * this module when running from source.
 */
function readAssetFile(name: string): Buffer {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "shared-list", name), path.join(here, name)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The shared list page's ${name} is missing near ${here}`);
  return fs.readFileSync(found);
}

function asset(name: string, type: string): PageAsset {
  const body = readAssetFile(name);
  const hash = crypto.createHash("sha256").update(body).digest("hex").slice(0, 16);
  const dot = name.lastIndexOf(".");
  return { url: `${ASSETS_PREFIX}${name.slice(0, dot)}.${hash}${name.slice(dot)}`, etag: `"${hash}"`, type, body };
}

export function loadPageAssets(): { script: PageAsset; style: PageAsset } {
  return { script: asset("page.js", "text/javascript; charset=utf-8"), style: asset("page.css", "text/css; charset=utf-8") };
}
