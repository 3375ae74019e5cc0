/**
 * The first meal-plan generator, kept only as the baseline the planner benchmark compares
 * against: a greedy pick of N recipes by missing ingredients, calories per meal and tag variety.
 */
/** A recipe the meal planner may choose. */
export interface MealCandidate {
  id: number;
  calories: number | null;
  /** Non-optional ingredients the user does not own. */
  missing: number;
  tags: readonly string[];
}

export interface MealPlanOptions {
  /** Calories per meal to aim for (goal midpoint / 3), or null without metrics. */
  caloriesPerMeal: number | null;
}

/** Weights of the three preferences; missing ingredients matter most, then calories, then variety. */
export const MEAL_PLAN_WEIGHTS = { missing: 10, calories: 6, repeatedTags: 3 } as const;

/** How far a recipe's calories per serving are from the target, as a share of it (capped at 2). */
export function calorieDistance(calories: number | null, target: number | null): number {
  if (target === null || !(target > 0)) return 0;
  if (calories === null) return 1;
  return Math.min(Math.abs(calories - target) / target, 2);
}

/** Share of a recipe's tags that chosen meals already carry. */
export function tagRepetition(tags: readonly string[], chosenTags: ReadonlyMap<string, number>): number {
  if (tags.length === 0) return 0;
  return tags.filter((tag) => (chosenTags.get(tag) ?? 0) > 0).length / tags.length;
}

export function mealScore(candidate: MealCandidate, options: MealPlanOptions, chosenTags: ReadonlyMap<string, number>): number {
  return (
    MEAL_PLAN_WEIGHTS.missing * candidate.missing +
    MEAL_PLAN_WEIGHTS.calories * calorieDistance(candidate.calories, options.caloriesPerMeal) +
    MEAL_PLAN_WEIGHTS.repeatedTags * tagRepetition(candidate.tags, chosenTags)
  );
}

/**
 * Picks `count` distinct recipes greedily: each round takes the lowest score given what is already
 * chosen, so variety is judged against the plan so far. Ties go to fewer missing ingredients, then
 * the lower id, so the plan is repeatable.
 */
export function planMeals(candidates: readonly MealCandidate[], count: number, options: MealPlanOptions): number[] {
  const remaining = [...candidates];
  const chosen: number[] = [];
  const chosenTags = new Map<string, number>();
  while (chosen.length < count && remaining.length > 0) {
    let bestIndex = 0;
    let bestScore = Infinity;
    remaining.forEach((candidate, index) => {
      const score = mealScore(candidate, options, chosenTags);
      const best = remaining[bestIndex];
      const better =
        score < bestScore - 1e-9 ||
        (Math.abs(score - bestScore) <= 1e-9 &&
          best !== undefined &&
          (candidate.missing < best.missing || (candidate.missing === best.missing && candidate.id < best.id)));
      if (better) {
        bestIndex = index;
        bestScore = score;
      }
    });
    const [pick] = remaining.splice(bestIndex, 1);
    if (!pick) break;
    chosen.push(pick.id);
    for (const tag of pick.tags) chosenTags.set(tag, (chosenTags.get(tag) ?? 0) + 1);
  }
  return chosen;
}
