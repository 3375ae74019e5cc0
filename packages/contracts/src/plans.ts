import { z } from "zod";
import { DEFAULT_MAX_PER_WEEK, DEFAULT_MEAL_TIME_LIMITS, PLAN_MEALS, SIDE_FOOD_KEYS, SLOT_SERVINGS_MAX, isMonday } from "@simmer/domain";
import { isSafeText, text, zId } from "./input";
import { ZJournalEntry } from "./journal";
import { PLAN_MESSAGES } from "./messages/plans";

/** Runs of the planner's engine one person may start per minute (ADR 116): ten times what a person clicking needs. */
export const PLAN_LIMITS = { generatePerMinute: 30 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Plans reach from 2000 to 2100: a wider date is a typing mistake, not a week anyone plans. */
const FIRST_WEEK = "2000-01-03";
const LAST_WEEK = "2100-12-27";

function isRealDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The Monday that names a week, YYYY-MM-DD. */
export const ZWeekStart = z
  .string({ error: "weekStart must be a date like 2026-11-23." })
  .refine(isSafeText, { error: "weekStart must be a date like 2026-11-23.", abort: true })
  .trim()
  .refine((s) => DAY.test(s) && isRealDay(s), { error: "weekStart must be a date like 2026-11-23.", abort: true })
  .refine((s) => s >= FIRST_WEEK && s <= LAST_WEEK, { error: PLAN_MESSAGES.weekOutOfRange, abort: true })
  .refine(isMonday, PLAN_MESSAGES.notMonday);

/** A whole number in a range, given as a number or as digits (path parameters arrive as text). */
function wholeNumber(field: string, min: number, max: number) {
  return z
    .union([z.number(), text(field)], { error: `${field} must be a number.` })
    .transform((v) => (typeof v === "string" ? (/^\s*\d{1,6}\s*$/.test(v) ? Number(v) : Number.NaN) : v))
    .pipe(
      z
        .number({ error: `${field} must be a number.` })
        .int(`${field} must be a whole number.`)
        .min(min, `${field} must be at least ${min}.`)
        .max(max, `${field} must be at most ${max}.`),
    );
}

export const ZPlanDay = wholeNumber("day", 0, 6);
export const ZPlanMeal = z.enum(PLAN_MEALS, { error: `meal must be one of: ${PLAN_MEALS.join(", ")}.` });
export const ZPlanServings = wholeNumber("servings", 1, SLOT_SERVINGS_MAX);

const ZSlotKey = z.object({ day: ZPlanDay, meal: ZPlanMeal });
export const ZPlanSlotRef = z.object({ weekStart: ZWeekStart, day: ZPlanDay, meal: ZPlanMeal });
export type TPlanSlotRef = z.infer<typeof ZPlanSlotRef>;

export const ZPlanWeekInput = z.object({ weekStart: ZWeekStart });

const tagName = text("tag").trim().toLowerCase().min(1, "A tag cannot be empty.").max(50, "A tag must be at most 50 characters.");
const minutes = (field: string) => wholeNumber(field, 5, 1440).nullable();

export const ZPlanTagRule = z
  .object({ tag: tagName, min: wholeNumber("min", 0, 28).optional(), max: wholeNumber("max", 0, 28).optional() })
  .refine(
    (r) => (r.min !== undefined || r.max !== undefined) && (r.min === undefined || r.max === undefined || r.min <= r.max),
    PLAN_MESSAGES.tagRuleBounds,
  );

export const ZPlanMacroSplit = z
  .object({ protein: wholeNumber("protein", 0, 100), carbs: wholeNumber("carbs", 0, 100), fat: wholeNumber("fat", 0, 100) })
  .refine((m) => m.protein + m.carbs + m.fat === 100, PLAN_MESSAGES.macroSplitSum);

/** The rules a person sets and the planner remembers (the engine's PlanRules). */
export const ZPlanRules = z.object({
  days: z
    .array(ZPlanDay)
    .min(1, PLAN_MESSAGES.noDays)
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  meals: z
    .array(ZPlanMeal)
    .min(1, PLAN_MESSAGES.noMeals)
    .max(4)
    .transform((meals) => PLAN_MEALS.filter((m) => meals.includes(m))),
  people: wholeNumber("people", 1, 20),
  dailyCalories: wholeNumber("dailyCalories", 800, 10000).nullable(),
  macroSplit: ZPlanMacroSplit.nullable(),
  maxTimeWeekday: minutes("maxTimeWeekday"),
  maxTimeWeekend: minutes("maxTimeWeekend"),
  tagRules: z.array(ZPlanTagRule).max(20, "At most 20 tag rules."),
  excludeTags: z
    .array(tagName)
    .max(50, "At most 50 excluded tags.")
    .transform((tags) => [...new Set(tags)]),
  excludeIngredientIds: z
    .array(zId("excludeIngredientIds"))
    .max(100, "At most 100 excluded ingredients.")
    .transform((ids) => [...new Set(ids)]),
  noRepeatDays: wholeNumber("noRepeatDays", 0, 6),
  preferOwned: z.boolean({ error: "preferOwned must be true or false." }),
  leftovers: z.boolean({ error: "leftovers must be true or false." }),
  /**
   * The largest portion per person, in whole servings: catalogue servings run ~150–700 kcal, so
   * with one a day rarely reaches a 2,400 kcal target; rules saved before it existed read as 2.
   */
  maxServingsPerPerson: wholeNumber("maxServingsPerPerson", 1, 3).default(2),
  /** Weekday time caps per meal (ADR 144); rules saved before they existed read with the defaults. */
  mealTimeLimits: z
    .object({
      Breakfast: minutes("mealTimeLimits.Breakfast"),
      Lunch: minutes("mealTimeLimits.Lunch"),
      Dinner: minutes("mealTimeLimits.Dinner"),
      Snack: minutes("mealTimeLimits.Snack"),
    })
    .default({ ...DEFAULT_MEAL_TIME_LIMITS }),
  maxPerWeek: wholeNumber("maxPerWeek", 1, 28).default(DEFAULT_MAX_PER_WEEK),
  sides: z.boolean({ error: "sides must be true or false." }).default(true),
});
export type TPlanRules = z.output<typeof ZPlanRules>;

/**
 * Rules as a person saves them: besides each field's range, a slot of people × the largest portion
 * must fit in what a slot holds (ADR 116). Stored rules are read with ZPlanRules alone, so rules
 * saved before this check still read, and the planner clamps them.
 */
export const ZPlanRulesUpdate = ZPlanRules.superRefine((rules, ctx) => {
  if (rules.people * rules.maxServingsPerPerson <= SLOT_SERVINGS_MAX) return;
  ctx.addIssue({ code: "custom", path: ["maxServingsPerPerson"], message: PLAN_MESSAGES.tooManyServings(rules.people) });
});
export type TPlanRulesInput = z.input<typeof ZPlanRules>;

/** The remembered rules, what Metrics and the goal give as defaults, and the excluded ingredients' names. */
export const ZPlanRulesState = z.object({
  rules: ZPlanRules,
  defaults: z.object({
    dailyCalories: z.number().nullable(),
    macroSplit: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }).nullable(),
  }),
  excludedIngredients: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TPlanRulesState = z.infer<typeof ZPlanRulesState>;

export const ZPlanRecipe = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string().nullable(),
  servings: z.number().int(),
  total_time_min: z.number().int(),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
  /**
   * The share of its calories from sure matches (ADR 141); under 0.9 its figures rest on guesses.
   * Null for figures typed or read from a page, which are taken as given.
   */
  nutrition_confidence: z.number().nullable(),
});
export type TPlanRecipe = z.infer<typeof ZPlanRecipe>;

/** A simple food beside a slot's recipe for one eater (ADR 144). */
export const ZPlanSide = z.object({
  food: z.enum(SIDE_FOOD_KEYS),
  name: z.string(),
  /** Portions, in halves; one portion is `portion_label`, in the viewer's unit system. */
  portions: z.number(),
  portion_label: z.string(),
  grams: z.number(),
  /** "+ 2 cups plain yogurt (490 g)", in the viewer's unit system ("+ 470 milliliters plain yogurt (490 g)"). */
  text: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  locked: z.boolean(),
});
export type TPlanSide = z.infer<typeof ZPlanSide>;

/** One eater's share of a slot: their portion in servings (halves), away or not, and their sides. */
export const ZPlanEater = z.object({
  user_id: z.number().int(),
  name: z.string(),
  portion: z.number(),
  away: z.boolean(),
  sides: z.array(ZPlanSide),
});
export type TPlanEater = z.infer<typeof ZPlanEater>;

export const ZPlanSlot = z.object({
  day: z.number().int(),
  meal: z.enum(PLAN_MEALS),
  recipe: ZPlanRecipe.nullable(),
  servings: z.number().int(),
  locked: z.boolean(),
  leftoverOf: z.object({ day: z.number().int(), meal: z.enum(PLAN_MEALS) }).nullable(),
  /** The journal entry 'Log as eaten' wrote for this slot, while it exists. */
  journalEntryId: z.number().int().nullable(),
  /** Each eater's portion and sides when set (ADR 144); empty = everyone eats servings ÷ people. */
  eaters: z.array(ZPlanEater),
});
export type TPlanSlot = z.infer<typeof ZPlanSlot>;

const ZNutrientKey = z.enum(["calories", "protein", "carbs", "fat"]);
export const ZPlanDayProgress = z.object({
  key: ZNutrientKey,
  label: z.string(),
  /** Planned per person, to one decimal. */
  planned: z.number(),
  target: z.number(),
  tolerance: z.number(),
  onTrack: z.boolean(),
});
export const ZPlanDaySummary = z.object({
  day: z.number().int(),
  date: z.string(),
  planned: z.boolean(),
  totals: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }),
  /** Null when there is no metric entry to take targets from. */
  progress: z.array(ZPlanDayProgress).nullable(),
  /** One sentence when a target is missed, with what would help (the viewer's). */
  notes: z.array(z.string()),
  /**
   * The day's planned recipes (the viewer's meals) whose figures rest on guesses or are missing
   * (ADR 144); `rests_on_guesses` when they carry a tenth or more of the day's calories, or any has none.
   */
  guesses: z.array(z.string()),
  rests_on_guesses: z.boolean(),
  /** Every member's own totals against their own targets (the viewer first). */
  members: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      totals: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }),
      progress: z.array(ZPlanDayProgress).nullable(),
      notes: z.array(z.string()),
    }),
  ),
});
export type TPlanDaySummary = z.infer<typeof ZPlanDaySummary>;

export const ZRelaxedRule = z.object({ rule: z.string(), message: z.string() });

export const ZPlanWeek = z.object({
  weekStart: z.string(),
  meals: z.array(z.enum(PLAN_MEALS)),
  people: z.number().int(),
  slots: z.array(ZPlanSlot),
  days: z.array(ZPlanDaySummary),
  summary: z.object({
    recipes: z.number().int(),
    servings: z.number().int(),
    missingIngredients: z.number().int(),
    /** A rough shopping size: distinct ingredients the planned recipes need, owned or not. */
    shoppingItems: z.number().int(),
  }),
  relaxed: z.array(ZRelaxedRule),
});
export type TPlanWeek = z.infer<typeof ZPlanWeek>;

export const ZPlanScope = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("week") }),
    z.object({ kind: z.literal("day"), day: ZPlanDay }),
    z.object({ kind: z.literal("slot"), day: ZPlanDay, meal: ZPlanMeal }),
  ],
  { error: "scope must be {kind: week}, {kind: day, day} or {kind: slot, day, meal}." },
);
export const ZPlanGenerateInput = z.object({
  weekStart: ZWeekStart,
  scope: ZPlanScope.default({ kind: "week" }),
  seed: wholeNumber("seed", 0, 2_147_483_647).optional(),
});
export const ZPlanGenerated = ZPlanWeek.extend({ message: z.string() });

export const ZPlanSlotSet = ZPlanSlotRef.extend({ recipeId: zId("recipeId"), servings: ZPlanServings.optional() });
export const ZPlanSlotUpdate = ZPlanSlotRef.extend({
  servings: ZPlanServings.optional(),
  locked: z.boolean({ error: "locked must be true or false." }).optional(),
});
export const ZPlanSlotSwap = z.object({ weekStart: ZWeekStart, from: ZSlotKey, to: ZSlotKey });

/** A portion in servings, in halves from ½ to 3. */
const ZPortion = z
  .number({ error: "portion must be a number." })
  .min(0.5, "portion must be at least 0.5.")
  .max(3, "portion must be at most 3.")
  .refine((n) => Number.isInteger(n * 2), "portion must be a whole or half serving.");
export const ZPlanEaterRef = ZPlanSlotRef.extend({ userId: zId("userId") });
export const ZPlanEaterUpdate = ZPlanEaterRef.extend({
  away: z.boolean({ error: "away must be true or false." }).optional(),
  portion: ZPortion.optional(),
});
export const ZPlanSideRef = ZPlanEaterRef.extend({
  food: z.enum(SIDE_FOOD_KEYS, { error: `food must be one of: ${SIDE_FOOD_KEYS.join(", ")}.` }),
});
export const ZPlanSideUpdate = ZPlanSideRef.extend({ locked: z.boolean({ error: "locked must be true or false." }) });

export const ZPlanTemplateName = text("name")
  .trim()
  .min(1, "Template name cannot be empty.")
  .max(100, "Template name must be at most 100 characters.");
export const ZPlanTemplateCreate = z.object({ weekStart: ZWeekStart, name: ZPlanTemplateName });
export const ZPlanTemplateId = z.object({ id: zId("id") });
export const ZPlanTemplateApply = z.object({ id: zId("id"), weekStart: ZWeekStart });
export const ZPlanTemplate = z.object({ id: z.number().int(), name: z.string(), meals: z.number().int(), created_at: z.string() });
export type TPlanTemplate = z.infer<typeof ZPlanTemplate>;
export const ZPlanTemplateList = z.object({ templates: z.array(ZPlanTemplate) });
export const ZPlanTemplateApplied = z.object({ week: ZPlanWeek, skipped: z.number().int(), message: z.string() });
export const ZPlanTemplateRemoved = z.object({ id: z.number().int(), message: z.string() });

export const ZPlanAddToCart = z.object({ weekStart: ZWeekStart, cart_id: zId("cart_id") });
export const ZPlanAddedToCart = z.object({
  cart_id: z.number().int(),
  added: z.array(z.object({ recipe_id: z.number().int(), title: z.string(), quantity: z.number().int() })),
  /** The simple foods beside the recipes, in portions (ADR 144). */
  foods: z.array(z.object({ food: z.string(), name: z.string(), portions: z.number() })),
  message: z.string(),
});
export type TPlanAddedToCart = z.infer<typeof ZPlanAddedToCart>;

export const ZPlanLogged = z.object({ entry: ZJournalEntry, message: z.string() });

/** REST bodies: the same fields as the procedures, less what the path already names. */
export const ZPlanGenerateBody = ZPlanGenerateInput.omit({ weekStart: true });
export const ZPlanSlotSetBody = ZPlanSlotSet.omit({ weekStart: true, day: true, meal: true });
export const ZPlanSlotUpdateBody = ZPlanSlotUpdate.omit({ weekStart: true, day: true, meal: true });
export const ZPlanSlotSwapBody = ZPlanSlotSwap.omit({ weekStart: true });
export const ZPlanEaterUpdateBody = ZPlanEaterUpdate.omit({ weekStart: true, day: true, meal: true, userId: true });
export const ZPlanSideUpdateBody = ZPlanSideUpdate.omit({ weekStart: true, day: true, meal: true, userId: true, food: true });
export const ZPlanAddToCartBody = ZPlanAddToCart.omit({ weekStart: true });
export const ZPlanTemplateApplyBody = ZPlanTemplateApply.omit({ id: true });
