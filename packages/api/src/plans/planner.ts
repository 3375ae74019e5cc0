import {
  buildPlanModel,
  prefilterCandidates,
  readSolution,
  startingPoint,
  type GenerateInput,
  type GenerateResult,
  type PrefilterOptions,
} from "@simmer/domain";
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
  const { values } = await solveModel(model, startingPoint(input, model), { timeLimitSeconds: PLAN_TIME_LIMIT_SECONDS, ...options });
  return readSolution(input, model, values);
}
