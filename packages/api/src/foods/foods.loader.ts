import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { foods, type Db, type FoodMeasure, type FoodNutrients } from "@simmer/db";
import { forgetFoodIndex } from "./foods.index";

/** How many foods the shipped USDA SR24 copy holds; fewer rows in the table means loading is unfinished. */
export const USDA_FOOD_COUNT = 7879;
const BATCH_SIZE = 500;
const DATA_FILE = "foods.jsonl.gz";

export interface UsdaFoodRecord {
  ndb_no: string;
  name: string;
  per_100g: FoodNutrients;
  measures: FoodMeasure[];
}

/**
 * Finds the USDA copy beside the server bundle (dist/usda-sr24, copied by the build) or in the
 * db package when running from source, the same way the migrations folder is found.
 */
export function resolveFoodsDataFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, "usda-sr24", DATA_FILE),
    path.join(here, "..", "usda-sr24", DATA_FILE),
    path.join(here, "..", "..", "..", "db", "data", "usda-sr24", DATA_FILE),
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`No USDA foods file found near ${here}`);
  return found;
}

export function readUsdaFoods(file = resolveFoodsDataFile()): UsdaFoodRecord[] {
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8");
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as UsdaFoodRecord);
}

/**
 * Loads the USDA foods once. Safe to call on every start and from several instances at once:
 * a full table is left alone, and a partial one is completed without duplicates.
 */
export async function ensureFoodsLoaded(db: Db): Promise<{ inserted: number }> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(foods);
  if ((row?.count ?? 0) >= USDA_FOOD_COUNT) return { inserted: 0 };
  const records = readUsdaFoods();
  let inserted = 0;
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    const batch = records.slice(start, start + BATCH_SIZE).map((food) => ({
      ndbNo: food.ndb_no,
      name: food.name,
      nutrients: food.per_100g,
      measures: food.measures,
    }));
    const result = await db.insert(foods).values(batch).onConflictDoNothing().returning({ ndbNo: foods.ndbNo });
    inserted += result.length;
  }
  if (inserted > 0) forgetFoodIndex(db);
  return { inserted };
}
