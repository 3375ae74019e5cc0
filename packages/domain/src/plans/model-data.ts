import type { OpenSlot, PlanLayout } from "./layout";
import type { RuleId } from "./rules";
import type { PlanMeal, PlanRecipe, PlanTargets } from "./types";

/** A linear model as plain data, so it can be tested without a solver and written for any solver. */
export interface ModelVariable {
  name: string;
  binary: boolean;
  /** A general integer (whole servings); binaries are integers too. */
  integer?: boolean;
  /** Upper bound; null = unbounded. Every variable is ≥ 0. */
  upper: number | null;
  cost: number;
}

export interface ModelConstraint {
  name: string;
  terms: Array<readonly [string, number]>;
  min: number | null;
  max: number | null;
}

/** x[slot, recipe] (cook it) or l[slot, recipe] (eat the previous dinner's leftovers). */
export interface Assignment {
  variable: string;
  day: number;
  meal: PlanMeal;
  recipeId: number;
  leftoverOf: OpenSlot | null;
  /** The rule this choice breaks (a time cap), reported when the solver takes it. */
  relaxes: RuleId | null;
  /** Servings beyond one per person in this slot (an integer variable), when portions may grow. */
  extra: string | null;
}

/** A slack variable: any positive value means its rule was relaxed. */
export interface Slack {
  variable: string;
  rule: RuleId;
  recipeId: number | null;
  /** The slot the rule was relaxed in, when it is about one slot. */
  where: OpenSlot | null;
}

export interface PlanModel {
  variables: ModelVariable[];
  constraints: ModelConstraint[];
  assignments: Assignment[];
  slacks: Slack[];
  /** z[i]: the not-owned ingredient i, shared by several candidates, is bought this week (≥ 1). */
  purchases: Array<{ variable: string; ingredientId: number }>;
  layout: PlanLayout;
  targets: PlanTargets | null;
}

/** The recipes the model may place in each open slot, keyed by `slotKey`. */
export type SlotCandidates = ReadonlyMap<string, readonly PlanRecipe[]>;

export const roundCoefficient = (n: number): number => Math.round(n * 1e6) / 1e6;

/** Collects variables and constraints, refusing a variable declared twice. */
export class ModelBuilder {
  readonly variables: ModelVariable[] = [];
  readonly constraints: ModelConstraint[] = [];
  private readonly byName = new Map<string, ModelVariable>();

  variable(name: string, cost: number, binary: boolean, upper: number | null = binary ? 1 : null): string {
    if (this.byName.has(name)) throw new Error(`variable ${name} declared twice`);
    const variable = { name, binary, upper, cost };
    this.byName.set(name, variable);
    this.variables.push(variable);
    return name;
  }

  markInteger(name: string): void {
    const variable = this.byName.get(name);
    if (variable) variable.integer = true;
  }

  addCost(name: string, delta: number): void {
    const variable = this.byName.get(name);
    if (variable) variable.cost = roundCoefficient(variable.cost + delta);
  }

  constraint(name: string, terms: Array<readonly [string, number]>, min: number | null, max: number | null): void {
    this.constraints.push({ name, terms, min, max });
  }
}
