import type { TPlanRules, TPlanRulesInput } from "@simmer/contracts";

/** The rules form as typed: numbers stay text until saved, blank means "default". */
export interface RulesDraft {
  days: number[];
  meals: TPlanRules["meals"];
  people: string;
  dailyCalories: string;
  protein: string;
  carbs: string;
  fat: string;
  maxTimeWeekday: string;
  maxTimeWeekend: string;
  tagRules: Array<{ tag: string; min: string; max: string }>;
  excludeTags: string;
  excludeIngredients: Array<{ id: number; name: string }>;
  noRepeatDays: string;
  preferOwned: boolean;
  leftovers: boolean;
  maxServingsPerPerson: string;
  breakfastMinutes: string;
  lunchMinutes: string;
  dinnerMinutes: string;
  snackMinutes: string;
  maxPerWeek: string;
  sides: boolean;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function draftOf(rules: TPlanRules, excluded: Array<{ id: number; name: string }>): RulesDraft {
  return {
    days: [...rules.days],
    meals: [...rules.meals],
    people: String(rules.people),
    dailyCalories: text(rules.dailyCalories),
    protein: text(rules.macroSplit?.protein),
    carbs: text(rules.macroSplit?.carbs),
    fat: text(rules.macroSplit?.fat),
    maxTimeWeekday: text(rules.maxTimeWeekday),
    maxTimeWeekend: text(rules.maxTimeWeekend),
    tagRules: rules.tagRules.map((r) => ({ tag: r.tag, min: text(r.min), max: text(r.max) })),
    excludeTags: rules.excludeTags.join(", "),
    excludeIngredients: excluded,
    noRepeatDays: String(rules.noRepeatDays),
    preferOwned: rules.preferOwned,
    leftovers: rules.leftovers,
    maxServingsPerPerson: String(rules.maxServingsPerPerson),
    breakfastMinutes: text(rules.mealTimeLimits.Breakfast),
    lunchMinutes: text(rules.mealTimeLimits.Lunch),
    dinnerMinutes: text(rules.mealTimeLimits.Dinner),
    snackMinutes: text(rules.mealTimeLimits.Snack),
    maxPerWeek: String(rules.maxPerWeek),
    sides: rules.sides,
  };
}

/** Blank is null; anything else goes to the server as typed, which names what is wrong with it. */
const numberOrNull = (value: string): number | null => (value.trim() === "" ? null : Number(value.trim()));
const numberOrOmit = (value: string): number | undefined => (value.trim() === "" ? undefined : Number(value.trim()));

/** The draft as the rules the server checks; a macro split counts only when all three are given. */
export function rulesOf(draft: RulesDraft): TPlanRulesInput {
  const split = [draft.protein, draft.carbs, draft.fat];
  return {
    days: draft.days,
    meals: draft.meals,
    people: Number(draft.people.trim() || "1"),
    dailyCalories: numberOrNull(draft.dailyCalories),
    macroSplit: split.every((v) => v.trim() === "")
      ? null
      : { protein: Number(draft.protein || "0"), carbs: Number(draft.carbs || "0"), fat: Number(draft.fat || "0") },
    maxTimeWeekday: numberOrNull(draft.maxTimeWeekday),
    maxTimeWeekend: numberOrNull(draft.maxTimeWeekend),
    tagRules: draft.tagRules
      .filter((r) => r.tag.trim() !== "")
      .map((r) => {
        const min = numberOrOmit(r.min);
        const max = numberOrOmit(r.max);
        return { tag: r.tag, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
      }),
    excludeTags: draft.excludeTags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    excludeIngredientIds: draft.excludeIngredients.map((i) => i.id),
    noRepeatDays: Number(draft.noRepeatDays.trim() || "0"),
    preferOwned: draft.preferOwned,
    leftovers: draft.leftovers,
    maxServingsPerPerson: Number(draft.maxServingsPerPerson),
    mealTimeLimits: {
      Breakfast: numberOrNull(draft.breakfastMinutes),
      Lunch: numberOrNull(draft.lunchMinutes),
      Dinner: numberOrNull(draft.dinnerMinutes),
      Snack: numberOrNull(draft.snackMinutes),
    },
    maxPerWeek: Number(draft.maxPerWeek.trim() || "2"),
    sides: draft.sides,
  };
}
