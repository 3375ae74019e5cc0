import { useState } from "react";
import type { TNutritionCalculateOutput, TPerServing } from "@simmer/contracts";
import { hasAmount } from "@simmer/domain";
import { trpc } from "../../trpc";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { FoodSearch } from "./FoodSearch";
import "./foods.css";

/** One ingredient line of the recipe form, as the calculator needs it. */
export interface CalculatorLine {
  key: string;
  ingredient_name: string;
  quantity: string;
  unit: string;
  /** The food a person chose for this line, or null for the automatic match. */
  food_ndb_no: string | null;
}

export interface NutritionCalculatorProps {
  servings: string;
  lines: CalculatorLine[];
  /** Fills the form's nutrition fields (per serving). */
  onCalculated: (perServing: TPerServing) => void;
  /** Stores a person's choice of food on that line (recipe_ingredients.food_ndb_no). */
  onChooseFood?: (lineKey: string, ndbNo: string) => void;
}

interface ShownLine {
  key: string;
  ingredient_name: string;
  food: { ndb_no: string; name: string } | null;
  grams: number | null;
  chosen: boolean;
  /** The line gives no amount ("salt to taste"): it counts as nothing, and the table says so (ADR 121). */
  noAmount: boolean;
}

/**
 * 'Calculate from ingredients': sends the form's servings and lines to the nutrition engine, fills
 * the nutrition fields and shows which USDA food each line counted as, so a person can pick another.
 */
const CALCULATE_SCOPE = "foods.calculate";

export function NutritionCalculator({ servings, lines, onCalculated, onChooseFood }: NutritionCalculatorProps) {
  const calculate = trpc.foods.calculateNutrition.useMutation();
  const [shown, setShown] = useState<ShownLine[] | null>(null);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [changing, setChanging] = useState<string | null>(null);

  async function run(extraChoices: Record<string, string> = choices) {
    const servingCount = Number(servings);
    if (!Number.isInteger(servingCount) || servingCount < 1) {
      notify("Servings must be a whole number of at least 1 to calculate nutrition.", "error", { scope: CALCULATE_SCOPE });
      return;
    }
    const named = lines.filter((line) => line.ingredient_name.trim() !== "");
    if (named.length === 0) {
      notify("Add ingredients before calculating nutrition.", "error", { scope: CALCULATE_SCOPE });
      return;
    }
    const foodFor = (line: CalculatorLine) => extraChoices[line.key] ?? line.food_ndb_no ?? null;
    let result: TNutritionCalculateOutput;
    try {
      result = await calculate.mutateAsync({
        servings: servingCount,
        ingredients: named.map((line) => ({
          ingredient_name: line.ingredient_name.trim(),
          quantity: line.quantity,
          unit: line.unit,
          food_ndb_no: foodFor(line),
        })),
      });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : "Could not calculate nutrition.", "error", {
        scope: CALCULATE_SCOPE,
      });
      return;
    }
    onCalculated(result.per_serving);
    setShown(
      result.lines.map((line, i) => ({
        ...line,
        key: named[i]?.key ?? String(i),
        chosen: named[i] ? foodFor(named[i]) !== null : false,
        noAmount: !hasAmount(named[i]?.quantity ?? ""),
      })),
    );
    const missing = result.lines.filter((line) => line.food === null || line.grams === null).length;
    notify(
      missing === 0
        ? "Nutrition calculated from the ingredients."
        : `Nutrition calculated; ${missing} ${missing === 1 ? "line was" : "lines were"} not counted.`,
      missing === 0 ? "success" : "info",
      { scope: CALCULATE_SCOPE },
    );
  }

  function choose(lineKey: string, ndbNo: string) {
    const next = { ...choices, [lineKey]: ndbNo };
    setChoices(next);
    setChanging(null);
    onChooseFood?.(lineKey, ndbNo);
    void run(next);
  }

  return (
    <div className="nutrition-calculator">
      <div className="nutrition-calculator-actions">
        <button type="button" className="btn btn-secondary" onClick={() => void run()} disabled={calculate.isPending}>
          {calculate.isPending ? "Calculating…" : "Calculate from ingredients"}
        </button>
        {calculate.isPending ? <Spinner label="Calculating nutrition…" /> : null}
        <span className="muted nutrition-calculator-note">From USDA data, for the servings above.</span>
      </div>
      {shown ? (
        <div className="nutrition-matches">
          <table>
            <caption>Matched foods</caption>
            <thead>
              <tr>
                <th scope="col">Ingredient</th>
                <th scope="col">USDA food</th>
                <th scope="col">Weight</th>
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => (
                <MatchRow
                  key={line.key}
                  line={line}
                  changing={changing === line.key}
                  onToggle={() => setChanging(changing === line.key ? null : line.key)}
                  onPick={(ndbNo) => choose(line.key, ndbNo)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function MatchRow({
  line,
  changing,
  onToggle,
  onPick,
}: {
  line: ShownLine;
  changing: boolean;
  onToggle: () => void;
  onPick: (ndbNo: string) => void;
}) {
  const problem =
    line.food === null ? "No matching food" : line.grams === null ? (line.noAmount ? "No amount" : "Could not weigh this amount") : null;
  return (
    <>
      <tr className={problem ? "nutrition-match-problem" : undefined}>
        <th scope="row">{line.ingredient_name}</th>
        <td>
          {line.food ? line.food.name : <em>No matching food</em>}
          {line.chosen ? <span className="nutrition-match-chosen"> (your choice)</span> : null}
        </td>
        <td>
          {line.grams === null ? (
            <em>{problem === "No matching food" ? "–" : problem === "No amount" ? "No amount: counted as 0 g" : "Not counted"}</em>
          ) : (
            `${line.grams} g`
          )}
        </td>
        <td>
          <button
            type="button"
            className="btn btn-ghost"
            aria-expanded={changing}
            aria-label={`Change food for ${line.ingredient_name}`}
            onClick={onToggle}
          >
            {changing ? "Cancel" : "Change"}
          </button>
        </td>
      </tr>
      {changing ? (
        <tr className="nutrition-match-search">
          <td colSpan={4}>
            <FoodSearch
              label={`Food for ${line.ingredient_name}`}
              initialSearch={line.ingredient_name}
              autoFocus
              onPick={(food) => onPick(food.ndb_no)}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}
