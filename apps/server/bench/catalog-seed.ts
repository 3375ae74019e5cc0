/**
 * Starter catalogue seeding benchmark (issue 4): on a fresh database per run, loads the USDA foods
 * (not timed here), then times seedCatalog: the nutrition engine over every recipe plus the one
 * transaction that writes recipes, sections, lines, steps, tags, equipment and the shared
 * ingredient and equipment catalogues. Also prints how many ingredient lines the engine matched
 * and weighed.
 *
 *   pnpm --filter @simmer/server exec tsx bench/catalog-seed.ts                          # PGlite in memory
 *   pnpm --filter @simmer/server exec tsx bench/catalog-seed.ts --url postgres://postgres@127.0.0.1:5432/postgres
 */
import crypto from "node:crypto";
import os from "node:os";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { createDb, equipment, ingredients, type DbHandle } from "@simmer/db";
import { ensureFoodsLoaded, seedCatalog, type CatalogSeedReport } from "@simmer/api";

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ""), process.argv[i + 1] ?? "");
const RUNS = Number(args.get("runs") ?? 7);
const adminUrl = args.get("url") || undefined;

async function freshDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (!adminUrl) return { handle: await createDb(), drop: async () => {} };
  const name = `simmer_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString() });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const count = async (handle: DbHandle, table: typeof ingredients | typeof equipment) =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

const firstSeeds: number[] = [];
const engine: number[] = [];
const writes: number[] = [];
const repeatSeeds: number[] = [];
let report: CatalogSeedReport | null = null;
let catalogueSizes = { ingredients: 0, equipment: 0 };
for (let run = 0; run < RUNS; run++) {
  const { handle, drop } = await freshDatabase();
  await handle.migrate();
  await ensureFoodsLoaded(handle.db);
  report = await seedCatalog(handle.db);
  firstSeeds.push(report.ms);
  engine.push(report.engineMs);
  writes.push(report.writeMs);
  repeatSeeds.push((await seedCatalog(handle.db)).ms);
  catalogueSizes = { ingredients: await count(handle, ingredients), equipment: await count(handle, equipment) };
  if (adminUrl) await drop();
  else await handle.close();
}

if (!report) throw new Error("no runs");
const pct = (n: number) => `${((100 * n) / report!.lines).toFixed(1)}%`;
console.log(`database: ${adminUrl ? "PostgreSQL" : "PGlite (in memory)"}, runs: ${RUNS}`);
console.log(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
console.log(`recipes: ${report.inserted}; ingredient lines: ${report.lines}`);
console.log(
  `lines matched to a USDA food: ${report.matched} (${pct(report.matched)}); weighed: ${report.weighed} (${pct(report.weighed)})`,
);
console.log(`shared catalogues: ${catalogueSizes.ingredients} ingredients, ${catalogueSizes.equipment} pieces of equipment`);
console.log(
  `first seed (engine + one write transaction), median: ${median(firstSeeds).toFixed(0)} ms  [${firstSeeds.map((x) => x.toFixed(0)).join(", ")}]`,
);
console.log(
  `  of which the nutrition engine (incl. its food index): ${median(engine).toFixed(0)} ms; the write transaction: ${median(writes).toFixed(0)} ms`,
);
console.log(`start with the catalogue already there, median: ${median(repeatSeeds).toFixed(2)} ms`);
