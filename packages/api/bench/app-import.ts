/**
 * How long reading a whole library from another app's export takes (ADR 123, ADR 143): the
 * archive unpacked, each document read, every line structured and every recipe checked against
 * the recipe form's schema — the work done when the upload arrives and when the job starts.
 * Writing rows and re-encoding photos are the spreadsheet import's and the upload's, measured in
 * their own sections.
 *
 *   pnpm --filter @simmer/api bench:app-import            # 500 recipes per format, 5 runs
 *   pnpm --filter @simmer/api bench:app-import --recipes 1000 --runs 7
 *
 * Each library is built here from the hand-written fixtures (fixtures/exports.ts), repeated with
 * new titles in the layout the app writes: one file per recipe (Paprika, Mealie, Tandoor,
 * Nextcloud Cookbook, Chowdown, schema.org), or one document holding them all (CopyMeThat,
 * Recipe Keeper, the CSVs). One recipe in ten carries a small JPEG.
 */
import os from "node:os";
import zlib from "node:zlib";
import { checkedAppRecipes } from "../src/recipes/import/app-recipes";
import { readAppExport } from "../src/recipes/app-import/read-export";
import { fixtureText, jpeg, zip } from "../src/recipes/app-import/fixtures/exports";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const count = Number(flag("--recipes") ?? 500);
const runs = Number(flag("--runs") ?? 5);

const titled = (text: string, from: string, i: number) => text.split(from).join(`${from} ${i + 1}`);

/** The body of an HTML export repeated: the recipe blocks the app writes one after another. */
function repeatedHtml(page: string, perPage: number, from: string[]): string {
  const start = page.indexOf("<body>") + "<body>".length;
  const end = page.lastIndexOf("</body>");
  const body = page.slice(start, end);
  const copies = Array.from({ length: Math.ceil(count / perPage) }, (_, i) => from.reduce((text, title) => titled(text, title, i), body));
  return `${page.slice(0, start)}${copies.join("\n")}${page.slice(end)}`;
}

/** A CSV with its data rows repeated under one header. */
function repeatedCsv(text: string, perFile: number, from: string[]): string {
  const header = text.slice(0, text.indexOf("\n") + 1);
  const rows = text.slice(header.length).replace(/\n*$/, "\n");
  return (
    header + Array.from({ length: Math.ceil(count / perFile) }, (_, i) => from.reduce((t, title) => titled(t, title, i), rows)).join("")
  );
}

async function libraries(): Promise<[string, Buffer][]> {
  const photo = await jpeg();
  const withPhoto = (i: number) => i % 10 === 0;
  const many = async (file: (i: number) => Promise<Record<string, Buffer | string>>) => {
    const files: Record<string, Buffer | string> = {};
    for (let i = 0; i < count; i++) Object.assign(files, await file(i));
    return zip(files);
  };
  const tart = (name: string) => fixtureText(name);
  return [
    [
      "Paprika",
      await many(async (i) => ({
        [`Lemon Tart ${i + 1}.paprikarecipe`]: zlib.gzipSync(
          titled(tart("paprika/lemon-tart.json"), "Lemon Tart", i).replace(
            '"__PHOTO__"',
            withPhoto(i) ? JSON.stringify(photo.toString("base64")) : "null",
          ),
        ),
      })),
    ],
    [
      "Mealie",
      await many(async (i) => ({
        [`recipes/lemon-tart-${i + 1}/lemon-tart-${i + 1}.json`]: titled(tart("mealie/lemon-tart.json"), "Lemon Tart", i).replace(
          /"slug":\s*"lemon-tart"/,
          `"slug": "lemon-tart-${i + 1}"`,
        ),
        ...(withPhoto(i) ? { [`data/recipes/lemon-tart-${i + 1}/images/original.jpg`]: photo } : {}),
      })),
    ],
    [
      "Tandoor",
      await many(async (i) => ({
        [`${i + 1}.zip`]: await zip({
          "recipe.json": titled(tart("tandoor/lemon-tart.json"), "Lemon Tart", i),
          ...(withPhoto(i) ? { "image.jpg": photo } : {}),
        }),
      })),
    ],
    [
      "Nextcloud Cookbook",
      await many(async (i) => ({
        [`Recipes/Lemon Tart ${i + 1}/recipe.json`]: titled(tart("nextcloud/lemon-tart.json"), "Lemon Tart", i),
        ...(withPhoto(i) ? { [`Recipes/Lemon Tart ${i + 1}/full.jpg`]: photo } : {}),
      })),
    ],
    [
      "Chowdown",
      await many(async (i) => ({
        [`_recipes/lemon-tart-${i + 1}.md`]: titled(tart("chowdown/lemon-tart.md"), "Lemon Tart", i),
        ...(withPhoto(i) ? { [`images/lemon-tart-${i + 1}.jpg`]: photo } : {}),
      })),
    ],
    [
      "schema.org JSON-LD",
      await many(async (i) => ({ [`recipes/lemon-tart-${i + 1}.jsonld`]: titled(tart("schema/graph.jsonld"), "Lemon Tart", i) })),
    ],
    [
      "CopyMeThat",
      await zip({
        "recipes.html": repeatedHtml(tart("copymethat/recipes.html"), 2, ["Lemon Tart", "Skillet Flatbread"]),
        "images/lemon-tart.jpg": photo,
      }),
    ],
    [
      "Recipe Keeper",
      await zip({
        "recipes.html": repeatedHtml(tart("recipekeeper/recipes.html"), 2, ["Lemon Tart", "Skillet Flatbread"]),
        "images/8f2c4a1e-lemon-tart.jpg": photo,
      }),
    ],
    ["Plan to Eat (CSV)", Buffer.from(repeatedCsv(tart("csv/plan-to-eat.csv"), 2, ["Lemon Tart", "Skillet Flatbread"]))],
    ["MyRecipeBox (CSV)", Buffer.from(repeatedCsv(tart("csv/myrecipebox.csv"), 1, ["Overnight Oats"]))],
  ];
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
  console.log(
    `node ${process.version}, about ${count} recipes per library, ${runs} runs each; load average ${load()} on ${os.availableParallelism()} cores`,
  );
  console.log("| library | size | recipes | wall median / p95 | CPU median / p95 | per recipe (CPU median) |");
  console.log("|---|---|---|---|---|---|");
  for (const [name, bytes] of await libraries()) {
    let recipes = 0;
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const found = await readAppExport(new Uint8Array(bytes));
      if (!found) throw new Error(`${name}: not read as an export`);
      const checked = await checkedAppRecipes(found);
      const used = process.cpuUsage(cpuStart);
      recipes = checked.length;
      if (i === 0) continue; // the first run warms the code up
      wall.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    const w = stats(wall);
    const c = stats(cpu);
    console.log(
      `| ${name} | ${(bytes.length / 1024 / 1024).toFixed(2)} MB | ${recipes} | ${w.median.toFixed(0)} / ${w.p95.toFixed(0)} ms | ${c.median.toFixed(0)} / ${c.p95.toFixed(0)} ms | ${(c.median / recipes).toFixed(2)} ms |`,
    );
  }
  console.log(`load average at the end: ${load()}`);
}

await main();
