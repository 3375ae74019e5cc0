/**
 * Backup and restore benchmark (issue 13, ADR 074). On a fresh database: writes a synthetic backup
 * of N recipes (10 ingredient lines, 4 steps, 2 tags, 2 tools each) and some photos, restores it
 * into person A, then several times backs A up to a file and restores that file into a new, empty
 * account, timing each and sampling the process's resident memory every 20 ms.
 *
 *   pnpm bench:backup --url postgres://postgres@127.0.0.1:5432/postgres
 *   pnpm bench:backup --recipes 2000 --runs 3          # PGlite in memory
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import sharp from "sharp";
import yazl from "yazl";
import { APP_VERSION, backup, restore } from "@simmer/api";
import { createDb, users, type DbHandle } from "@simmer/db";
import { createLocalImageStore } from "../src/images/local-image-store";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const RECIPES = Number(args.get("recipes") ?? 10_000);
const IMAGES = Number(args.get("images") ?? 50);
const RUNS = Number(args.get("runs") ?? 3);
const WORDS = [
  "tomato",
  "onion",
  "garlic",
  "basil",
  "chicken",
  "rice",
  "beans",
  "pepper",
  "carrot",
  "lemon",
  "butter",
  "flour",
  "sugar",
  "egg",
  "milk",
  "cheese",
  "spinach",
  "potato",
  "salmon",
  "thyme",
];
const UNITS = ["cups", "tablespoons", "teaspoons", "grams", "units", "ounces", "pounds", "cans"];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);

async function freshDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const base = args.get("url");
  if (!base) return { handle: await createDb(), drop: async () => {} };
  const name = `h6_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 10 });
  return {
    handle,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function photo(seed: number) {
  const pixels = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 3 + seed * 17 + ((i / 211) | 0) * 7) % 251;
  return sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
}

/** A synthetic archive in the documented format, written line by line to a file. */
async function syntheticArchive(file: string) {
  const zip = new yazl.ZipFile();
  const keys = Array.from({ length: IMAGES }, () => crypto.randomUUID());
  const now = new Date().toISOString();
  async function* lines() {
    for (let r = 1; r <= RECIPES; r += 1) {
      const w = (k: number) => WORDS[(r * 7 + k * 13) % WORDS.length];
      const recipe = {
        ref: r,
        title: `${w(1)} and ${w(2)} bake no. ${r}`,
        image: r <= IMAGES ? `images/${keys[r - 1]}.webp` : null,
        image_url: null,
        servings: 1 + (r % 6),
        prep_time_min: 10,
        wait_time_min: 0,
        cook_time_min: 25,
        total_time_min: 35,
        nutrition: {
          calories: 300 + (r % 400),
          fat: 12.5,
          sat_fat: null,
          carbs: 40,
          fiber: 3,
          sugar: 5,
          protein: 20,
          sodium: 500,
          cholesterol: null,
        },
        data_source: "user",
        data_source_name: "Bench kitchen",
        data_source_link: `https://example.com/r/${r}`,
        created_at: now,
        updated_at: now,
        sections: [0, 1].map((s) => ({
          position: s,
          name: s ? "Sauce" : "Main",
          lines: Array.from({ length: 5 }, (_, l) => ({
            position: l,
            ingredient: `${w(l + s * 5)} ${(r + l) % 300}`,
            name: `${w(l + s * 5)} ${(r + l) % 300}`,
            quantity: String(1 + (l % 4)),
            unit: UNITS[l % UNITS.length],
            method: l % 2 ? "chopped" : null,
            brand: null,
            optional: false,
            food_ndb_no: null,
            food_match_manual: false,
          })),
        })),
        steps: Array.from({ length: 4 }, (_, s) => ({
          step_number: s + 1,
          instruction: `Step ${s + 1}: combine the ${w(s)} and cook until done.`,
        })),
        tags: [
          { tag: "dinner", position: 0 },
          { tag: "bench", position: 1 },
        ],
        equipment: [
          { name: "oven", position: 0 },
          { name: `pan ${r % 20}`, position: 1 },
        ],
      };
      yield Buffer.from(`${JSON.stringify(recipe)}\n`);
    }
  }
  const { Readable } = await import("node:stream");
  zip.addReadStream(Readable.from(lines()), "recipes.jsonl");
  for (const [i, key] of keys.entries()) zip.addBuffer(await photo(i), `images/${key}.webp`, { compress: false });
  zip.addBuffer(
    Buffer.from(
      JSON.stringify({
        format: "simmer-backup",
        schema_version: 1,
        app_version: APP_VERSION,
        created_at: now,
        counts: { recipes: RECIPES },
      }),
    ),
    "manifest.json",
  );
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(file));
}

function sampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage().rss)) };
}

const { handle, drop } = await freshDatabase();
await handle.migrate();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "simmer-bench-backup-"));
const store = createLocalImageStore(path.join(dir, "uploads"));
const newUser = async () =>
  (
    await handle.db
      .insert(users)
      .values({ email: `${crypto.randomUUID()}@bench.example`, passwordHash: "x" })
      .returning({ id: users.id })
  )[0]!.id;
try {
  const seed = path.join(dir, "seed.zip");
  await syntheticArchive(seed);
  const source = await newUser();
  let started = performance.now();
  await restore(handle.db, store, { quotaBytes: 10 * 1024 * 1024 * 1024 }, source, seed);
  console.log(`seeded ${RECIPES} recipes with ${IMAGES} photos in ${((performance.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);

  const backups: number[] = [];
  const restores: number[] = [];
  const backupPeaks: number[] = [];
  const restorePeaks: number[] = [];
  let size = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    global.gc?.();
    const file = path.join(dir, `run-${run}.zip`);
    let memory = sampler();
    started = performance.now();
    await pipeline(await backup(handle.db, store, source, APP_VERSION), fs.createWriteStream(file));
    backups.push(performance.now() - started);
    backupPeaks.push(memory.stop());
    size = fs.statSync(file).size;
    global.gc?.();
    const target = await newUser();
    memory = sampler();
    started = performance.now();
    const result = await restore(handle.db, store, { quotaBytes: 10 * 1024 * 1024 * 1024 }, target, file);
    restores.push(performance.now() - started);
    restorePeaks.push(memory.stop());
    if (result.counts.recipes !== RECIPES) throw new Error(`restored ${result.counts.recipes} recipes, expected ${RECIPES}`);
    console.log(
      `run ${run}: backup ${(backups.at(-1)! / 1000).toFixed(1)} s, peak RSS ${mb(backupPeaks.at(-1)!)} MB; restore ${(restores.at(-1)! / 1000).toFixed(1)} s, peak RSS ${mb(restorePeaks.at(-1)!)} MB`,
    );
    fs.rmSync(file);
  }
  console.log(`\n| measure (${RECIPES} recipes, ${IMAGES} photos, ${handle.kind}, ${RUNS} runs) | median | max |`);
  console.log(`|---|---|---|`);
  console.log(`| archive size | ${mb(size)} MB | |`);
  console.log(`| backup time | ${(median(backups) / 1000).toFixed(1)} s | ${(Math.max(...backups) / 1000).toFixed(1)} s |`);
  console.log(`| backup peak RSS of the process | ${mb(median(backupPeaks))} MB | ${mb(Math.max(...backupPeaks))} MB |`);
  console.log(`| restore time | ${(median(restores) / 1000).toFixed(1)} s | ${(Math.max(...restores) / 1000).toFixed(1)} s |`);
  console.log(`| restore peak RSS of the process | ${mb(median(restorePeaks))} MB | ${mb(Math.max(...restorePeaks))} MB |`);
} finally {
  await handle.close();
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
