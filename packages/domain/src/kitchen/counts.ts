/**
 * A usage count as Your Kitchen shows it: "(1 recipe)", and the documented "(N recipes)" for every
 * other N, zero included.
 */
export function recipeCountLabel(count: number): string {
  return count === 1 ? "(1 recipe)" : `(${count} recipes)`;
}
