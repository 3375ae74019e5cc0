// Draws the app's icons (a pot with rising steam, in the app's primary colour) and renders the
// PNG sizes an installed app needs. The output is committed; run again only to change the art:
//   node apps/web/scripts/draw-icons.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const out = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), "public", "icons");
const PRIMARY = "#b4532a"; // --color-primary in src/styles/app.css
const CREAM = "#fff7ef";

/** The pot and steam on a 64-unit grid, scaled by `scale` about the centre. */
function art(scale) {
  const shift = 32 * (1 - scale);
  return `<g transform="translate(${shift} ${shift}) scale(${scale})">
  <path d="M12 30h40v5a15 15 0 0 1-15 15h-10a15 15 0 0 1-15-15z" fill="${CREAM}"/>
  <rect x="8" y="27" width="48" height="4" rx="2" fill="${CREAM}"/>
  <path d="M23 10c-3 4 3 6 0 11M32 8c-3 4 3 6 0 11M41 10c-3 4 3 6 0 11" stroke="${CREAM}" stroke-width="3" fill="none" stroke-linecap="round"/>
</g>`;
}

// "any": a rounded tile. "maskable": full bleed, the art inside the central 80% safe zone.
const icons = {
  "icon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${PRIMARY}"/>${art(0.9)}</svg>`,
  "maskable.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${PRIMARY}"/>${art(0.62)}</svg>`,
};

fs.mkdirSync(out, { recursive: true });
for (const [name, svg] of Object.entries(icons)) fs.writeFileSync(path.join(out, name), `${svg}\n`);

const renders = [
  ["icon.svg", 192, "icon-192.png"],
  ["icon.svg", 512, "icon-512.png"],
  ["maskable.svg", 512, "maskable-512.png"],
  ["maskable.svg", 180, "apple-touch-icon.png"],
];
for (const [source, size, file] of renders) {
  await sharp(Buffer.from(icons[source]), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} (${size}×${size})`);
}
