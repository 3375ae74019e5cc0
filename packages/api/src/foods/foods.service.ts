import type { Db } from "@simmer/db";
import { type ZFoodSearchInput, type TFood, type TFoodSearchOutput } from "@simmer/contracts";
import type { z } from "zod";
import { foodIndexFor, type FoodRecord } from "./foods.index";

export function toFood(record: FoodRecord): TFood {
  return { ndb_no: record.ndbNo, name: record.name, per_100g: record.nutrients, measures: record.measures };
}

export async function searchFoods(db: Db, input: z.output<typeof ZFoodSearchInput>): Promise<TFoodSearchOutput> {
  const query = input.search.trim();
  if (query === "") return { foods: [] };
  const index = await foodIndexFor(db);
  return { foods: index.search(query, input.limit).map(toFood) };
}
