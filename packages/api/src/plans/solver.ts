import highsLoader, { type Highs, type ModelData } from "highs";
import type { PlanModel } from "@simmer/domain";

/** How long the solver may search; past it the best plan found so far is used. */
export interface SolveOptions {
  timeLimitSeconds?: number;
  /** Stop when the plan is proved within this share of the best possible. */
  relativeGap?: number;
}

export interface SolveOutcome {
  values: Map<string, number>;
  /** HiGHS's model status code (7 = optimal, 13 = time limit). */
  status: number;
}

let loading: Promise<Highs> | null = null;

/** HiGHS's `primal_solution_status` for a feasible solution. */
const FEASIBLE = 2;

/** HiGHS compiled to WebAssembly, loaded once per process from the package's own .wasm file. */
function solver(): Promise<Highs> {
  loading ??= highsLoader().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The model in HiGHS's column and compressed-row arrays. */
export function toModelData(model: PlanModel, infinity: number): ModelData {
  const index = new Map(model.variables.map((v, i) => [v.name, i]));
  const starts: number[] = [0];
  const indices: number[] = [];
  const values: number[] = [];
  const rowLower: number[] = [];
  const rowUpper: number[] = [];
  for (const constraint of model.constraints) {
    const row = new Map<number, number>();
    for (const [name, coefficient] of constraint.terms) {
      const column = index.get(name);
      if (column === undefined) throw new Error(`constraint ${constraint.name} uses an undeclared variable ${name}`);
      row.set(column, (row.get(column) ?? 0) + coefficient);
    }
    const entries = [...row].filter(([, k]) => k !== 0).sort((a, b) => a[0] - b[0]);
    if (entries.length === 0) continue;
    for (const [column, coefficient] of entries) {
      indices.push(column);
      values.push(coefficient);
    }
    starts.push(indices.length);
    rowLower.push(constraint.min ?? -infinity);
    rowUpper.push(constraint.max ?? infinity);
  }
  return {
    numCols: model.variables.length,
    numRows: rowLower.length,
    colCost: model.variables.map((v) => v.cost),
    colLower: model.variables.map(() => 0),
    colUpper: model.variables.map((v) => v.upper ?? infinity),
    rowLower,
    rowUpper,
    matrix: { format: "csr", numRows: rowLower.length, numCols: model.variables.length, starts, indices, values },
    integrality: model.variables.map((v) => (v.binary || v.integer ? 1 : 0)),
  };
}

/**
 * Solves the model with HiGHS within the time limit, from a starting plan when one is given (the
 * values of some variables). Every rule in the model is soft, so a plan always exists.
 */
export async function solveModel(
  model: PlanModel,
  start: ReadonlyMap<string, number> | null,
  options: SolveOptions = {},
): Promise<SolveOutcome> {
  if (model.variables.length === 0) return { values: new Map(), status: 6 };
  const highs = await solver();
  const instance = highs.createModel(toModelData(model, highs.infinity));
  try {
    instance.options.set({
      time_limit: options.timeLimitSeconds ?? 1,
      mip_rel_gap: options.relativeGap ?? 0.005,
      output_flag: false,
      presolve: "off",
    });
    if (start && start.size > 0) {
      const index = new Map(model.variables.map((v, i) => [v.name, i]));
      const entries = [...start]
        .map(([name, value]) => [index.get(name), value] as const)
        .filter((e): e is readonly [number, number] => e[0] !== undefined);
      entries.sort((a, b) => a[0] - b[0]);
      instance.setSolution({ indices: entries.map((e) => e[0]), values: entries.map((e) => e[1]) });
    }
    const { modelStatus } = instance.run();
    // Without a plan of its own by the time limit, the solver's answer is the starting plan.
    if (instance.info.get("primal_solution_status") !== FEASIBLE) return { values: new Map(start ?? []), status: modelStatus };
    const solution = instance.getSolution();
    const values = new Map<string, number>();
    model.variables.forEach((v, i) => values.set(v.name, solution.colValue[i] ?? 0));
    return { values, status: modelStatus };
  } finally {
    instance.dispose();
  }
}
