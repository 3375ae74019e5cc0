import type { Db } from "@simmer/db";
import type { GenerateInput, GenerateResult, PlanTargets } from "@simmer/domain";

export type EngineInput = Omit<GenerateInput, "recipes" | "ownedIngredientIds" | "targets"> & { targets?: PlanTargets | null };

/** Daily targets per person from the latest metric entry; null without one. */
export function targetsFor(_db: Db, _userId: number): Promise<PlanTargets | null> {
  return Promise.reject(new Error("not implemented"));
}

/** Loads the person's candidates, owned ingredients and targets, and solves the plan. */
export function generatePlan(_db: Db, _userId: number, _input: EngineInput): Promise<GenerateResult> {
  return Promise.reject(new Error("not implemented"));
}
