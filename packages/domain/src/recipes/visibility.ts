/**
 * Who may see a recipe: the one rule the SQL builder, the in-memory index and the kitchen counts
 * all follow. Everyone sees the catalogue (recipes nobody owns); a signed-in person also sees their
 * own; nobody sees a recipe whose import is still writing (ADR 016). "mine" narrows a signed-in
 * person to their own recipes. Whoever builds a filter from `recipeVisibility` adds the
 * publication check: it holds for every caller and scope.
 */
export type TRecipeScope = "all" | "mine";

/** What the rule needs to know about a recipe. */
export interface RecipeVisibilityFacts {
  ownerId: number | null;
  /** "household" (the default) lets the owner's household see it; "private" keeps it to the owner (ADR 127). */
  visibility?: "household" | "private";
  /** False while the import that wrote the recipe has not finished. */
  published: boolean;
}

/** The rule as data, so SQL and in-memory code build the same filter from it. */
export interface RecipeVisibility {
  /** Recipes nobody owns are in view. */
  catalogue: boolean;
  /** Recipes owned by this person are in view; null when nobody's own recipes are. */
  ownerId: number | null;
  /**
   * The other members of the person's household, whose recipes marked "household" are in view
   * too (ADR 127); empty for a person alone, a visitor, and the "mine" scope.
   */
  householdOwners: ReadonlySet<number>;
}

const NOBODY: ReadonlySet<number> = new Set();

/**
 * The rule for a person (null for a visitor) in a scope. `householdMembers` lists the people of
 * their household (the person among them or not); SQL, which finds them by subquery, passes none.
 */
export function recipeVisibility(
  userId: number | null,
  scope: TRecipeScope = "all",
  householdMembers: Iterable<number> = [],
): RecipeVisibility {
  if (userId === null) return { catalogue: true, ownerId: null, householdOwners: NOBODY };
  if (scope === "mine") return { catalogue: false, ownerId: userId, householdOwners: NOBODY };
  const others = new Set([...householdMembers].filter((id) => id !== userId));
  return { catalogue: true, ownerId: userId, householdOwners: others.size > 0 ? others : NOBODY };
}

/**
 * Whether an owner (null for the catalogue) is in view under the rule, for a recipe of the given
 * visibility; publication is checked apart.
 */
export function ownerInView(rule: RecipeVisibility, ownerId: number | null, visibility: "household" | "private" = "household"): boolean {
  if (ownerId === null) return rule.catalogue;
  if (ownerId === rule.ownerId) return true;
  return visibility === "household" && rule.householdOwners.has(ownerId);
}

/** Whether the person may see the recipe; `householdMembers` are the people of their household. */
export function canSeeRecipe(
  userId: number | null,
  recipe: RecipeVisibilityFacts,
  scope: TRecipeScope = "all",
  householdMembers: Iterable<number> = [],
): boolean {
  const rule = recipeVisibility(userId, scope, householdMembers);
  return recipe.published && ownerInView(rule, recipe.ownerId, recipe.visibility ?? "household");
}
