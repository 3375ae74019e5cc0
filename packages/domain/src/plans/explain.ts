import { dayName, isWeekend, timeCap } from "./meals";
import { NUTRIENTS, onTarget, type Nutrient } from "./targets";
import type { PlanMeal, PlanRules, PlanTargets } from "./types";

const LABEL: Readonly<Record<Nutrient, string>> = { calories: "Calories", protein: "Protein", carbs: "Carbs", fat: "Fat" };

export interface DayContext {
  day: number;
  rules: Pick<PlanRules, "maxTimeWeekday" | "maxTimeWeekend" | "mealTimeLimits" | "sides" | "maxServingsPerPerson" | "meals">;
  /** Planned meals of the day with no recipe. */
  emptyMeals: number;
  /** Whether every portion of the day is already the largest the rules allow. */
  portionsAtMost: boolean;
}

/** The day's misses, largest first: each nutrient outside its band, by how far, in percent of the target. */
export function dayMisses(totals: Record<Nutrient, number>, targets: PlanTargets): Array<{ key: Nutrient; percent: number }> {
  return NUTRIENTS.filter((key) => targets[key] > 0 && !onTarget(totals[key], targets[key], targets.tolerance[key]))
    .map((key) => ({ key, percent: Math.round(((totals[key] - targets[key]) / targets[key]) * 100) }))
    .sort((a, b) => Math.abs(b.percent) - Math.abs(a.percent));
}

function tightestCap(context: DayContext): { meal: PlanMeal; minutes: number } | null {
  let best: { meal: PlanMeal; minutes: number } | null = null;
  for (const meal of context.rules.meals) {
    const cap = timeCap(context.rules, context.day, meal);
    if (cap !== null && (!best || cap < best.minutes)) best = { meal, minutes: cap };
  }
  return best;
}

function why(key: Nutrient, over: boolean, context: DayContext): string {
  if (context.emptyMeals > 0)
    return `${context.emptyMeals === 1 ? "a meal is" : `${context.emptyMeals} meals are`} empty; fill ${context.emptyMeals === 1 ? "it" : "them"} or generate the day again`;
  const cap = tightestCap(context);
  const limit = cap && !isWeekend(context.day) ? `within your ${cap.minutes}-minute ${cap.meal.toLowerCase()} limit ` : "";
  const foods = context.rules.sides === false ? " or turn on foods beside recipes" : "";
  if (key === "protein" && !over)
    return `no recipe left ${limit}fits; ${limit ? `allow ${Math.max(45, cap!.minutes + 15)} minutes or ` : ""}add high-protein recipes${foods}`;
  if (key === "fat" && over) return "the recipes that fit are rich in fat; add leaner recipes or exclude the richest";
  if (key === "calories" && !over)
    return context.portionsAtMost
      ? `portions are already the largest allowed (${context.rules.maxServingsPerPerson ?? 1} servings); allow bigger portions or plan a snack`
      : `the recipes that fit are light; add more filling recipes or plan a snack${foods}`;
  if (key === "calories") return "even the smallest portions are more than the target; add lighter recipes";
  if (key === "protein") return "the recipes that fit are high in protein; add recipes with more carbs";
  if (key === "fat") return `the recipes that fit are very lean; add recipes with some fat${foods}`;
  return over
    ? "the recipes that fit are starchy; add recipes with fewer carbs"
    : `the recipes that fit are low in carbs; add recipes with more carbs${foods}`;
}

/**
 * One sentence for a day whose plan misses a target (ADR 144), naming each miss and what would
 * help, e.g. "Protein 12% under on Tuesday: no recipe left within your 45-minute lunch limit
 * fits; allow 60 minutes or add high-protein recipes." Null when every nutrient is in its band.
 */
export function explainDay(totals: Record<Nutrient, number>, targets: PlanTargets, context: DayContext): string | null {
  const misses = dayMisses(totals, targets);
  if (misses.length === 0) return null;
  const words = misses.map(
    (m, i) => `${i === 0 ? LABEL[m.key] : LABEL[m.key].toLowerCase()} ${Math.abs(m.percent)}% ${m.percent > 0 ? "over" : "under"}`,
  );
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
  const first = misses[0] as { key: Nutrient; percent: number };
  return `${list} on ${dayName(context.day)}: ${why(first.key, first.percent > 0, context)}.`;
}
