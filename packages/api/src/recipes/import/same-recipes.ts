import { eq, inArray } from "drizzle-orm";
import { recipeIngredients, recipeInstructions, recipes, type Db } from "@simmer/db";
import type { TRecipeInputParsed } from "@simmer/contracts";
import { titleKey } from "./duplicates";

/** What makes two recipes the same one: the title, ingredient names (in any order) and steps, compared loosely. */
export interface RecipeContent {
  title: string;
  ingredientNames: readonly string[];
  instructions: readonly string[];
}

const loose = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

/**
 * A recipe's fingerprint. An exported workbook changes the file's bytes on every export, so a file
 * brought back is recognised by what its recipes say, not by its bytes (ADR 119).
 */
export function contentKey(recipe: RecipeContent): string {
  return JSON.stringify([titleKey(recipe.title), recipe.ingredientNames.map(loose).sort(), recipe.instructions.map(loose)]);
}

export function contentOfInput(recipe: TRecipeInputParsed): RecipeContent {
  return {
    title: recipe.title,
    ingredientNames: recipe.sections.flatMap((section) => section.ingredients.map((line) => line.ingredient_name)),
    instructions: recipe.instructions.map((step) => step.instruction),
  };
}

const ID_CHUNK = 1000;

/**
 * How many of the incoming recipes the person already owns, title and content alike. Only owned
 * recipes whose title matches one of the incoming titles are read in full.
 */
export async function countSameRecipes(db: Db, userId: number, incoming: readonly TRecipeInputParsed[]): Promise<number> {
  const incomingTitles = new Set(incoming.map((recipe) => titleKey(recipe.title)));
  const owned = await db.select({ id: recipes.id, title: recipes.title }).from(recipes).where(eq(recipes.ownerId, userId));
  const candidates = owned.filter((recipe) => incomingTitles.has(titleKey(recipe.title)));
  if (candidates.length === 0) return 0;

  const content = new Map(
    candidates.map((recipe) => [recipe.id, { title: recipe.title, ingredientNames: [] as string[], instructions: [] as string[] }]),
  );
  for (let i = 0; i < candidates.length; i += ID_CHUNK) {
    const ids = candidates.slice(i, i + ID_CHUNK).map((recipe) => recipe.id);
    const lines = await db
      .select({ recipeId: recipeIngredients.recipeId, name: recipeIngredients.name })
      .from(recipeIngredients)
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(recipeIngredients.recipeId, recipeIngredients.sectionId, recipeIngredients.position);
    for (const line of lines) content.get(line.recipeId)?.ingredientNames.push(line.name);
    const steps = await db
      .select({ recipeId: recipeInstructions.recipeId, instruction: recipeInstructions.instruction })
      .from(recipeInstructions)
      .where(inArray(recipeInstructions.recipeId, ids))
      .orderBy(recipeInstructions.recipeId, recipeInstructions.stepNumber);
    for (const step of steps) content.get(step.recipeId)?.instructions.push(step.instruction);
  }
  const ownedKeys = new Set([...content.values()].map(contentKey));
  return incoming.filter((recipe) => ownedKeys.has(contentKey(contentOfInput(recipe)))).length;
}
