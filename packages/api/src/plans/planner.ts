import {
  buildPlanModel,
  prefilterCandidates,
  readSolution,
  startingPoint,
  type GenerateInput,
  type GenerateResult,
  type PrefilterOptions,
} from "@simmer/domain";
import type { PlanModel } from "@simmer/domain";
import { solveModel, type SolveOptions } from "./solver";

export type PlannerOptions = PrefilterOptions & SolveOptions;

/**
 * The solver's time budget for a plan; the quick starting plan is improved until then. Short on
 * purpose (ADR 102): the start already meets the calorie goals, and longer searches on the
 * catalogue trade calories within the tolerance for fewer purchases, not better days.
 */
export const PLAN_TIME_LIMIT_SECONDS = 0.02;

/** Plans the week from in-memory candidates: prefilter, build the model, solve it from a quick start, read it back. */
export async function solvePlan(input: GenerateInput, options: PlannerOptions = {}): Promise<GenerateResult> {
  const candidates = prefilterCandidates(input, options);
  const model = buildPlanModel(input, candidates);
  const start = startingPoint(input, model);
  const { values } = await solveModel(model, start, { timeLimitSeconds: PLAN_TIME_LIMIT_SECONDS, ...options });
  return readSolution(input, model, fullerPlan(model, start, values));
}

/** How many meals a plan's values fill. */
function filledMeals(model: PlanModel, values: ReadonlyMap<string, number>): number {
  return model.assignments.filter((a) => (values.get(a.variable) ?? 0) > 0.5).length;
}

/**
 * The solver's plan, unless it fills fewer meals than the starting plan: on a busy machine the
 * time limit can end the search before the start is completed, leaving only the solver's own
 * first, near-empty plan. The start is a whole plan by itself (ADR 102), so it is the better answer.
 */
export function fullerPlan(
  model: PlanModel,
  start: ReadonlyMap<string, number>,
  solved: ReadonlyMap<string, number>,
): ReadonlyMap<string, number> {
  return filledMeals(model, solved) < filledMeals(model, start) ? start : solved;
}
