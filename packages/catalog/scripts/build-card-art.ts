// Writes every catalogue recipe's card art to dist/card-art/<slug>.svg; the web build serves them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalogRecipes } from "../src/index";
import { CARD_ART_DIR, cardArtSvg, slugOf } from "../src/art/index";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, "dist", CARD_ART_DIR);
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const recipes = catalogRecipes();
let bytes = 0;
for (const recipe of recipes) {
  const svg = cardArtSvg(recipe);
  bytes += Buffer.byteLength(svg);
  fs.writeFileSync(path.join(out, `${slugOf(recipe.title)}.svg`), svg);
}
console.log(`card art: ${recipes.length} files in dist/${CARD_ART_DIR}, ${(bytes / 1024).toFixed(0)} KiB in all`);
