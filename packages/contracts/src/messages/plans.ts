/** What the week planner says. */
export const PLAN_MESSAGES = {
  notFound: "Plan not found.",
  slotNotFound: "That slot is empty.",
  templateNotFound: "Template not found.",
  recipeNotFound: "Recipe not found.",
  ingredientNotFound: "Ingredient not found.",
  templateNameTaken: "You already have a template with that name.",
  templateEmpty: "This week has no planned meals to save.",
  templateSaved: "Week saved as a template.",
  templateRemoved: "Template deleted.",
  templateApplied: "Template applied to this week.",
  templateSkipped: (n: number) =>
    `${n} meal${n === 1 ? "" : "s"} of the template could not be placed: the recipe is gone or locked slots were in the way.`,
  rulesSaved: "Planner rules saved.",
  generated: "The week is planned.",
  generatedRelaxed: "The week is planned, but not every rule could be met:",
  nothingToAdd: "No planned recipes to add to the cart this week.",
  addedToCart: (recipes: number, servings: number) =>
    `Added ${recipes} recipe${recipes === 1 ? "" : "s"} (${servings} serving${servings === 1 ? "" : "s"}) to your grocery cart.`,
  logged: "Logged in your food journal.",
  alreadyLogged: "This meal is already logged in your food journal.",
  slotLocked: "That slot is locked. Unlock it first.",
  macroSplitSum: "The macro split must add up to 100%.",
  tagRuleBounds: "A tag rule needs at least or at most a number of times, and at least cannot exceed at most.",
  noDays: "Plan at least one day.",
  noMeals: "Plan at least one meal.",
  notMonday: "weekStart must be a Monday, like 2026-11-23.",
  weekOutOfRange: "weekStart is out of range.",
  noTargets: "Add a metric entry to see daily targets.",
  tooManyServings: (people: number) =>
    `maxServingsPerPerson is too large for ${people} people: a meal holds at most 50 servings, so with ${people} people it may be at most ${Math.max(1, Math.floor(50 / people))}.`,
  generateRateLimited: "Too many plan generations just now. Wait a minute, then generate again.",
} as const;
