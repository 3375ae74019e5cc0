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
  /** False while the import that wrote the recipe has not finished. */
  published: boolean;
}

/** The rule as data, so SQL and in-memory code build the same filter from it. */
export interface RecipeVisibility {
  /** Recipes nobody owns are in view. */
  catalogue: boolean;
  /** Recipes owned by this person are in view; null when nobody's own recipes are. */
  ownerId: number | null;
}

export function recipeVisibility(userId: number | null, scope: TRecipeScope = "all"): RecipeVisibility {
  if (userId === null) return { catalogue: true, ownerId: null };
  return { catalogue: scope === "all", ownerId: userId };
}

/** Whether an owner (null for the catalogue) is in view under the rule; publication is checked apart. */
export function ownerInView(rule: RecipeVisibility, ownerId: number | null): boolean {
  return ownerId === null ? rule.catalogue : ownerId === rule.ownerId;
}

/** Whether the person may see the recipe. */
export function canSeeRecipe(userId: number | null, recipe: RecipeVisibilityFacts, scope: TRecipeScope = "all"): boolean {
  const rule = recipeVisibility(userId, scope);
  return recipe.published && ownerInView(rule, recipe.ownerId);
}
