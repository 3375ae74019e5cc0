import { groceryIngredients } from "@simmer/db";
import { carryOverLines } from "@simmer/domain";

/** What a regenerated line may inherit from the line it replaces. */
export const keptColumns = {
  uid: groceryIngredients.uid,
  ingredientId: groceryIngredients.ingredientId,
  unit: groceryIngredients.unit,
  position: groceryIngredients.position,
  inBasket: groceryIngredients.inBasket,
  basketAt: groceryIngredients.basketAt,
  section: groceryIngredients.section,
  sectionAt: groceryIngredients.sectionAt,
  version: groceryIngredients.version,
};

type KeptLine = {
  uid: string;
  ingredientId: number | null;
  unit: string | null;
  position: number;
  inBasket: boolean;
  basketAt: Date | null;
  section: string | null;
  sectionAt: Date | null;
  version: number;
};

/** The columns each new line takes over (by position in `next`), and the uids that left. */
export function carryOver(previous: readonly KeptLine[], next: ReadonlyArray<{ ingredientId: number; unit: string | null }>) {
  const ordered = [...previous].sort((a, b) => a.position - b.position);
  const { state, gone } = carryOverLines(ordered, next);
  return {
    gone,
    state: state.map((line) =>
      line
        ? {
            uid: line.uid,
            inBasket: line.inBasket,
            basketAt: line.basketAt,
            section: line.section,
            sectionAt: line.sectionAt,
            version: line.version,
          }
        : {},
    ),
  };
}
