import { VitePWA } from "vite-plugin-pwa";

/**
 * Navigations the service worker must leave to the server: the API doors, stored images, the
 * bookmarklet's hand-off page, and shared lists (which get their own network-first cache below).
 */
export const SERVER_PAGES = [/^\/api(\/|$)/, /^\/trpc(\/|$)/, /^\/uploads\//, /^\/import-from-web/, /^\/shopping-list\//];

/**
 * The installable app (ADR 095): the manifest, and a Workbox service worker that precaches the
 * app shell and every screen's code and styles, answers the app's own addresses with index.html
 * when offline, and waits for the person's "Reload" before a new version takes over.
 */
export function installableApp() {
  return VitePWA({
    registerType: "prompt",
    // Registration is started from src/features/pwa after the first screen, so it adds nothing
    // to the landing and login pages' JavaScript.
    injectRegister: false,
    strategies: "generateSW",
    filename: "sw.js",
    manifestFilename: "manifest.webmanifest",
    includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
    manifest: {
      id: "/",
      name: "Simmer",
      short_name: "Simmer",
      description: "Recipes, grocery lists, your kitchen and what you eat, in one place.",
      start_url: "/dashboard/browse",
      scope: "/",
      display: "standalone",
      background_color: "#faf7f2", // --color-bg
      theme_color: "#b4532a", // --color-primary
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      ],
      shortcuts: [{ name: "Shopping mode", short_name: "Shop", url: "/dashboard/shop" }],
    },
    workbox: {
      // Every script and style sheet the build emits, each screen's lazy chunk included; the
      // catalogue's card art is cached as it is shown instead (hundreds of files).
      globPatterns: ["index.html", "assets/**/*.{js,css}"],
      navigateFallback: "index.html",
      navigateFallbackDenylist: SERVER_PAGES,
      cleanupOutdatedCaches: true,
      // A first visit is controlled at once (nothing older to replace); an update still waits.
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          // A shared list opened once re-opens offline; online it is always the server's.
          urlPattern: ({ request, url }) => request.mode === "navigate" && url.pathname.startsWith("/shopping-list/"),
          handler: "NetworkFirst",
          options: {
            cacheName: "shared-lists",
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 20, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The shared page's own script and style, named by their content's hash.
          urlPattern: ({ url }) => url.pathname.startsWith("/shopping-list/assets/"),
          handler: "CacheFirst",
          options: { cacheName: "shared-list-assets", expiration: { maxEntries: 10 }, cacheableResponse: { statuses: [200] } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith("/card-art/"),
          handler: "StaleWhileRevalidate",
          options: { cacheName: "card-art", expiration: { maxEntries: 300 }, cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });
}
