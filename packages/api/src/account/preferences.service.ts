import { eq } from "drizzle-orm";
import { users, type Db } from "@simmer/db";
import type { TPreferences, TPreferencesInput, TUnitSystem } from "@simmer/contracts";

/** Before a person chooses, amounts read in US units, as they always have (ADR 126). */
const DEFAULT_UNIT_SYSTEM: TUnitSystem = "us";

export async function get(db: Db, userId: number): Promise<TPreferences> {
  const [row] = await db
    .select({ unitSystem: users.unitSystem, recipeVisibility: users.recipeVisibility })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const chosen = row?.unitSystem === "us" || row?.unitSystem === "metric";
  return {
    unit_system: chosen ? (row!.unitSystem as TUnitSystem) : DEFAULT_UNIT_SYSTEM,
    chosen,
    recipe_visibility: row?.recipeVisibility === "private" ? "private" : "household",
  };
}

export async function update(db: Db, userId: number, input: TPreferencesInput): Promise<TPreferences> {
  await db
    .update(users)
    .set({
      ...(input.unit_system !== undefined ? { unitSystem: input.unit_system } : {}),
      ...(input.recipe_visibility !== undefined ? { recipeVisibility: input.recipe_visibility } : {}),
    })
    .where(eq(users.id, userId));
  return get(db, userId);
}

/** The system a person's amounts are shown in, for answers built for them (lists, shared pages). */
export async function unitSystemOf(db: Db, userId: number): Promise<TUnitSystem> {
  return (await get(db, userId)).unit_system;
}
