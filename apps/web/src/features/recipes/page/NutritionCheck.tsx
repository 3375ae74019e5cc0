import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CONFIDENT_SHARE, type TNutritionLine, type TRecipeDetail } from "@simmer/contracts";
import { trpc, trpcClient } from "../../../trpc";
import { notify } from "../../ui/notifications";
import { FoodSearch } from "../../foods/FoodSearch";
import { CONFIDENCE_WORDS } from "../../foods/NutritionCalculator";
import { RECIPE_PAGE_KEY } from "./queries";
import "../../foods/foods.css";

/** The recipe's lines as the nutrition engine reads them, each with a person's choice of food if any. */
function engineLines(recipe: TRecipeDetail) {
  return recipe.sections
    .flatMap((section) => section.ingredients)
    .map((line) => ({
      ingredient_name: line.ingredient_name,
      quantity: line.quantity,
      unit: line.unit,
      food_ndb_no: line.food_match_manual ? line.food_ndb_no : null,
      count_anyway: line.count_anyway,
      method: line.method,
      original: line.original,
    }));
}

const needsCheck = (line: TNutritionLine) =>
  line.zero_because === null && (line.food === null || line.grams === null || line.confidence !== "high");

/**
 * How far a recipe's figures from its ingredients can be trusted (ADR 141): everyone reads whether
 * they rest on guesses; the owner also sees the unsure lines, each with a Change that remembers
 * their choice for that ingredient, after which the figures are computed again.
 */
export function NutritionCheck({ recipe }: { recipe: TRecipeDetail }) {
  const share = recipe.nutrition_confidence;
  if (recipe.nutrition_source !== "ingredients" || share === null) return null;
  const percent = Math.round(share * 100);
  const guesses = share < CONFIDENT_SHARE;
  return (
    <>
      <p className={guesses ? "nutrition-confidence nutrition-confidence-guess" : "nutrition-confidence"} aria-label="Nutrition confidence">
        {guesses ? <strong>These figures rest on guesses. </strong> : null}
        {percent}% of the calories come from sure matches.
        {guesses && recipe.is_owner ? " Check the lines below." : ""}
      </p>
      {recipe.is_owner ? <UnsureLines recipe={recipe} /> : null}
    </>
  );
}

function UnsureLines({ recipe }: { recipe: TRecipeDetail }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  // Settings lists the remembered foods: it shows this one next time.
  const remember = trpc.foods.rememberFix.useMutation({ onSuccess: () => void utils.foods.fixes.invalidate() });
  const [changing, setChanging] = useState<number | null>(null);
  const lines = engineLines(recipe);
  const calculated = useQuery({
    queryKey: [...RECIPE_PAGE_KEY, recipe.recipe_id, "nutrition-lines", lines],
    queryFn: () => trpcClient.foods.calculateNutrition.mutate({ servings: recipe.servings, ingredients: lines }),
    staleTime: 60_000,
  });
  const unsure = (calculated.data?.lines ?? []).map((line, index) => ({ line, index })).filter(({ line }) => needsCheck(line));
  if (unsure.length === 0) return null;

  async function pick(line: TNutritionLine, ndbNo: string) {
    setChanging(null);
    try {
      const fix = await remember.mutateAsync({ ingredient_name: line.ingredient_name, food_ndb_no: ndbNo });
      notify(`Remembered: “${fix.name}” counts as ${fix.food.name} in your recipes.`, "success", { scope: "foods.rememberFix" });
      await queryClient.invalidateQueries({ queryKey: [...RECIPE_PAGE_KEY, recipe.recipe_id] });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : "Could not remember that choice.", "error", {
        scope: "foods.rememberFix",
      });
    }
  }

  return (
    <div className="nutrition-check">
      <h3>Lines to check</h3>
      <ul className="nutrition-check-lines">
        {unsure.map(({ line, index }) => (
          <li key={index}>
            <div className="nutrition-check-line">
              <span>
                <strong>{line.ingredient_name}</strong>
                {" — "}
                {line.food === null
                  ? "no matching food"
                  : line.grams === null
                    ? `${line.food.name}, but this amount could not be weighed`
                    : `counted as ${line.food.name} (${line.confidence ? CONFIDENCE_WORDS[line.confidence] : "unsure"})`}
              </span>
              <button
                type="button"
                className="btn btn-ghost"
                aria-expanded={changing === index}
                aria-label={`Change food for ${line.ingredient_name}`}
                onClick={() => setChanging(changing === index ? null : index)}
              >
                {changing === index ? "Cancel" : "Change"}
              </button>
            </div>
            {changing === index ? (
              <FoodSearch
                label={`Food for ${line.ingredient_name}`}
                initialSearch={line.ingredient_name}
                autoFocus
                onPick={(food) => void pick(line, food.ndb_no)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <p className="muted">Your choice is remembered for that ingredient in all your recipes.</p>
    </div>
  );
}
