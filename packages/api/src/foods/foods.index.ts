import { foods, type Db, type FoodMeasure, type FoodNutrients } from "@simmer/db";
import { FoodIndex, withDefaultPortions } from "@simmer/domain";

export interface FoodRecord {
  ndbNo: string;
  name: string;
  nutrients: FoodNutrients;
  measures: FoodMeasure[];
}

/**
 * The USDA foods are reference data that never change after loading, so each database gets one
 * in-memory index (ADR 020): search and matching then cost microseconds, on PGlite and PostgreSQL alike.
 */
const indexes = new WeakMap<Db, Promise<FoodIndex<FoodRecord>>>();

async function build(db: Db): Promise<FoodIndex<FoodRecord>> {
  const rows = await db.select().from(foods);
  // Documented household portions USDA lacks (a can of pumpkin, a cup of shredded mozzarella) join
  // the food's own measures here, so every reader of measures weighs them alike (ADR 135).
  return new FoodIndex<FoodRecord>(rows.map((row) => ({ ...row, measures: withDefaultPortions(row.ndbNo, row.measures) })));
}

export function foodIndexFor(db: Db): Promise<FoodIndex<FoodRecord>> {
  const cached = indexes.get(db);
  if (cached) return cached;
  const pending = build(db).then((index) => {
    // An empty table means loading has not happened yet: do not keep an empty index.
    if (index.foods.length === 0) indexes.delete(db);
    return index;
  });
  pending.catch(() => indexes.delete(db));
  indexes.set(db, pending);
  return pending;
}

/** Called after foods were inserted so the next search sees them. */
export function forgetFoodIndex(db: Db): void {
  indexes.delete(db);
}
