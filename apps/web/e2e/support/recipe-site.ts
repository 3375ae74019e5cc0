import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

/**
 * A small recipe site on loopback for the 'Import from Web' browser tests, written in the shapes
 * real recipe sites use: JSON-LD in a @graph with groups under headings, microdata, a page with no
 * recipe, and a slow page. Its images are served by the site itself.
 */

/** A PNG with a warm diagonal gradient, so a shown image is plainly an image. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])) >>> 0);
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set([200, 90 + Math.round((60 * (x + y)) / (width + height)), 40], 1 + x * 3);
    return row;
  });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const IMAGE = gradientPng(160, 120);

function lentilSoup(origin: string): string {
  const recipe = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", name: "Loopback Kitchen", url: `${origin}/` },
      {
        "@type": "Recipe",
        name: "Red Lentil Soup",
        image: [`${origin}/images/lentil-soup.png`],
        recipeYield: "Serves 4",
        prepTime: "PT10M",
        cookTime: "PT30M",
        totalTime: "PT40M",
        recipeCategory: "Soup",
        recipeIngredient: [
          "1 cup red lentils, rinsed",
          "2 tbsp olive oil",
          "1 onion, chopped",
          "2 cloves garlic",
          "1 litre vegetable stock",
          "1 tsp ground cumin",
          "a generous handful of coriander leaves",
          "salt to taste",
        ],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Warm the oil in a large pot and soften the onion for 5 minutes." },
          { "@type": "HowToStep", text: "Add the garlic and cumin and stir for a minute." },
          { "@type": "HowToStep", text: "Add the lentils and stock, and simmer for 25 minutes." },
          { "@type": "HowToStep", text: "Season, then serve scattered with coriander." },
        ],
      },
    ],
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Red Lentil Soup | Loopback Kitchen</title>
<link rel="canonical" href="${origin}/recipes/lentil-soup">
<meta property="og:site_name" content="Loopback Kitchen">
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head>
<body><h1>Red Lentil Soup</h1><img src="/images/lentil-soup.png" alt="">
<h2>Ingredients</h2>
<h3>For the soup</h3><ul><li>1 cup red lentils, rinsed</li><li>2 tbsp olive oil</li><li>1 onion, chopped</li><li>2 cloves garlic</li><li>1 litre vegetable stock</li><li>1 tsp ground cumin</li></ul>
<h3>To serve</h3><ul><li>a generous handful of coriander leaves</li><li>salt to taste</li></ul>
<h2>Method</h2><ol><li>Warm the oil in a large pot and soften the onion for 5 minutes.</li><li>Add the garlic and cumin and stir for a minute.</li>
<li>Add the lentils and stock, and simmer for 25 minutes.</li><li>Season, then serve scattered with coriander.</li></ol></body></html>`;
}

/**
 * Weight a real page carries and no recipe lives in: a bundled script and inline drawings, past
 * the 1 MB a request to Simmer may hold, so the bookmarklet must send the page without them.
 */
const PAGE_WEIGHT = `<script>window.__APP_STATE__ = ${JSON.stringify({ ads: Array.from({ length: 16_000 }, (_, i) => `slot-${i}-${"x".repeat(80)}`) })};</script>
<style>${".card{margin:0 auto;padding:4px}".repeat(2000)}</style>
<svg width="0" height="0">${'<path d="M0 0L10 10"/>'.repeat(4000)}</svg>`;

function pancakes(origin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Buttermilk Pancakes</title>
<link rel="canonical" href="${origin}/recipes/buttermilk-pancakes">${PAGE_WEIGHT}</head>
<body><main itemscope itemtype="https://schema.org/Recipe">
<h1 itemprop="name">Buttermilk Pancakes</h1>
<img itemprop="image" src="${origin}/images/pancakes.png" alt="A stack of pancakes">
<p>Makes <span itemprop="recipeYield">8 pancakes</span>, ready in <time itemprop="totalTime" datetime="PT25M">25 minutes</time>.</p>
<h2>Ingredients</h2><ul>
<li itemprop="recipeIngredient">2 cups plain flour</li><li itemprop="recipeIngredient">2 tsp baking powder</li>
<li itemprop="recipeIngredient">2 cups buttermilk</li><li itemprop="recipeIngredient">2 large eggs</li>
<li itemprop="recipeIngredient">3 tbsp melted butter</li></ul>
<h2>Method</h2><ol itemprop="recipeInstructions">
<li>Whisk the flour and baking powder together.</li><li>Beat in the buttermilk, eggs and butter until just smooth.</li>
<li>Cook ladlefuls in a hot pan until bubbles form, then flip.</li></ol></main></body></html>`;
}

const ABOUT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>About Loopback Kitchen</title></head>
<body><h1>About us</h1><p>We are two friends who like to cook on weekends and write about it.</p></body></html>`;

export interface RecipeSite {
  origin: string;
  close(): Promise<void>;
}

/** Starts the site on a free loopback port. `?delay=ms` on any page holds its answer that long. */
export function startRecipeSite(listenPort = 0): Promise<RecipeSite> {
  const server = http.createServer((request, response) => {
    const address = new URL(request.url ?? "/", "http://site.invalid");
    const origin = `http://${request.headers.host ?? "localhost"}`;
    const pages: Record<string, () => string> = {
      "/recipes/lentil-soup": () => lentilSoup(origin),
      "/recipes/buttermilk-pancakes": () => pancakes(origin),
      "/about": () => ABOUT,
    };
    const answer = () => {
      if (response.destroyed) return;
      if (address.pathname.startsWith("/images/")) {
        response.writeHead(200, { "content-type": "image/png", "content-length": IMAGE.length });
        response.end(IMAGE);
        return;
      }
      const page = pages[address.pathname];
      if (!page) {
        response.writeHead(404, { "content-type": "text/html; charset=utf-8" });
        response.end("<!doctype html><title>Not found</title><p>Not found.</p>");
        return;
      }
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(page());
    };
    const delay = Number(address.searchParams.get("delay") ?? 0);
    if (delay > 0) setTimeout(answer, Math.min(delay, 60_000));
    else answer();
  });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(listenPort, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      // Named, not an IP literal: a recipe's source link must look like a host name (docs/product.md#validation).
      resolve({
        origin: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
