import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * A recipe site on loopback for the web import tests: pages, images, redirects, slow and huge
 * answers. Every request it sees is recorded, so a test can prove a refused address was never
 * reached.
 */
export interface TestSite {
  port: number;
  /** A second port of the same server, never listed: `localhost` there must be refused. */
  unlistedPort: number;
  /** `http://localhost:<port>`: the name the test app lists in its allowed hosts. */
  origin: string;
  seen: string[];
  close(): Promise<void>;
}

export function recipePage(
  options: { title?: string; canonical?: string; image?: string; ingredients?: string[]; yield?: string } = {},
): string {
  const title = options.title ?? "Red Lentil Soup";
  const recipe = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: title,
    image: options.image ?? "/photo.png",
    recipeYield: options.yield ?? "4 servings",
    prepTime: "PT10M",
    cookTime: "PT25M",
    totalTime: "PT35M",
    recipeIngredient: options.ingredients ?? ["1 cup red lentils", "2 tbsp olive oil", "1 onion, chopped", "salt to taste"],
    recipeInstructions: [
      { "@type": "HowToStep", text: "Soften the onion in the oil." },
      { "@type": "HowToStep", text: "Add the lentils and 4 cups of water; simmer until soft." },
    ],
  };
  const canonical = options.canonical ? `<link rel="canonical" href="${options.canonical}">` : "";
  return `<!doctype html><html><head><title>${title} | Test Kitchen</title>${canonical}
<meta property="og:site_name" content="Test Kitchen">
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head>
<body><h1>${title}</h1></body></html>`;
}

/** A metric page's lines, each kept in the unit it is written in (ADR 110), one with no amount (ADR 121). */
export const METRIC_SOUP_LINES = [
  "500 ml milk",
  "2 dl cream",
  "1 pinch salt",
  "2 cloves garlic",
  "3 sprigs thyme",
  "1 package yeast",
  "fresh parsley",
];

/** Lines as a page writes them, each kept as written beside its structured line (ADR 143). */
export const PIE_LINES = [
  "2 ½ cups all-purpose flour (315 g)",
  "1 cup cold butter, cubed",
  "6 apples, peeled and sliced",
  "cinnamon to taste",
];

export const NO_RECIPE_PAGE =
  "<!doctype html><html><head><title>About us</title></head><body><p>We are a small team who like bread.</p></body></html>";

export async function photoBytes(): Promise<Buffer> {
  const width = 64;
  const height = 48;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7 + ((i / 97) | 0) * 13) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function startTestSite(): Promise<TestSite> {
  const photo = await photoBytes();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    seen.push(path);
    const html = (body: string, type = "text/html; charset=utf-8") => {
      res.writeHead(200, { "content-type": type });
      res.end(body);
    };
    if (path === "/lentil-soup")
      return html(recipePage({ canonical: "https://www.test-kitchen.example.com/lentil-soup/?utm_source=feed" }));
    if (path === "/plain-soup") return html(recipePage({ title: "Plain Soup" }));
    if (path === "/apple-pies") return html(recipePage({ title: "Apple Pies", yield: "2 pies", ingredients: PIE_LINES }));
    if (path === "/about") return html(NO_RECIPE_PAGE);
    if (path === "/metric-soup") return html(recipePage({ title: "Garlic Cream Soup", ingredients: METRIC_SOUP_LINES }));
    if (path === "/latin1") {
      // An older site: Latin-1 bytes, the charset only in the page's own <meta>.
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(Buffer.from(recipePage({ title: "Crème brûlée" }).replace("<head>", '<head><meta charset="iso-8859-1">'), "latin1"));
    }
    if (path === "/notes.txt") return html("1 cup lentils", "text/plain");
    if (path === "/photo.png") {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(photo);
    }
    if (path === "/broken.png") {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end("these bytes are not a picture");
    }
    if (path === "/missing.png") {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("not here");
    }
    if (path === "/huge") {
      // No Content-Length: the fetcher has to count what arrives.
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = `<p>${"a".repeat(64 * 1024)}</p>`;
      let sent = 0;
      const more = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      res.on("error", () => undefined);
      return more();
    }
    if (path === "/slow") return; // never answers; the fetcher's time limit has to end it
    if (path.startsWith("/redirect-to?")) {
      const target = new URLSearchParams(path.slice("/redirect-to?".length)).get("to") ?? "/";
      res.writeHead(302, { location: target });
      return res.end();
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // The same handler on a second port, so a refused name can be shown to reach nothing either.
  const second = http.createServer((req, res) => server.emit("request", req, res));
  await new Promise<void>((resolve) => second.listen(0, "127.0.0.1", resolve));
  const unlistedPort = (second.address() as AddressInfo).port;
  return {
    port,
    unlistedPort,
    origin: `http://localhost:${port}`,
    seen,
    close: () =>
      Promise.all(
        [server, second].map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
