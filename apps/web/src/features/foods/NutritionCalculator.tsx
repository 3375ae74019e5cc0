import { useState } from "react";
import type { TNutritionCalculateOutput, TNutritionConfidence, TNutritionLine, TPerServing } from "@simmer/contracts";
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
  /** Count this "to taste", optional or garnish line's amount (ADR 141). */
  count_anyway?: boolean;
  /** How it is prepared ("cooked") and the line as written (ADR 143): the engine reads them too (ADR 141). */
  method?: string;
  original?: string;
}

export interface NutritionCalculatorProps {
  servings: string;
  lines: CalculatorLine[];
  /** Fills the form's nutrition fields (per serving). */
  onCalculated: (perServing: TPerServing) => void;
  /** Stores a person's choice of food on that line (recipe_ingredients.food_ndb_no). */
  onChooseFood?: (lineKey: string, ndbNo: string) => void;
  /** Stores on that line whether its "to taste", optional or garnish amount counts. */
  onCountAnyway?: (lineKey: string, count: boolean) => void;
}

interface ShownLine extends TNutritionLine {
  key: string;
}

/** How each confidence reads in the table (ADR 135). */
export const CONFIDENCE_WORDS: Record<NonNullable<TNutritionLine["confidence"]>, string> = {
  high: "Sure",
  medium: "Likely: check",
  low: "Guess: check",
};
/** Why a line counts as 0 g, as the table says it. */
const ZERO_WORDS: Record<NonNullable<TNutritionLine["zero_because"]>, string> = {
  to_taste: "0 g: to taste",
  optional: "0 g: optional",
  garnish: "0 g: garnish or serving",
  no_amount: "No amount: counted as 0 g",
};

/**
 * 'Calculate from ingredients': sends the form's servings and lines to the nutrition engine, fills
 * the nutrition fields and shows which USDA food each line counted as, so a person can pick another.
 */
const CALCULATE_SCOPE = "foods.calculate";
const REMEMBER_SCOPE = "foods.rememberFix";

export function NutritionCalculator({ servings, lines, onCalculated, onChooseFood, onCountAnyway }: NutritionCalculatorProps) {
  const calculate = trpc.foods.calculateNutrition.useMutation();
  const utils = trpc.useUtils();
  // Settings lists the remembered foods: it shows this one next time.
  const remember = trpc.foods.rememberFix.useMutation({ onSuccess: () => void utils.foods.fixes.invalidate() });
  const [counting, setCounting] = useState<Record<string, boolean>>({});
  const [shown, setShown] = useState<ShownLine[] | null>(null);
  const [confidence, setConfidence] = useState<TNutritionConfidence | null>(null);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [changing, setChanging] = useState<string | null>(null);

  async function run(extraChoices: Record<string, string> = choices, extraCounting: Record<string, boolean> = counting) {
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
          count_anyway: extraCounting[line.key] ?? line.count_anyway ?? false,
          method: line.method?.trim() || null,
          original: line.original ?? null,
        })),
      });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : "Could not calculate nutrition.", "error", {
        scope: CALCULATE_SCOPE,
      });
      return;
    }
    onCalculated(result.per_serving);
    setShown(result.lines.map((line, i) => ({ ...line, key: named[i]?.key ?? String(i) })));
    setConfidence(result.confidence);
    const missing = result.lines.filter((line) => line.food === null || line.grams === null).length;
    notify(
      missing === 0
        ? "Nutrition calculated from the ingredients."
        : `Nutrition calculated; ${missing} ${missing === 1 ? "line was" : "lines were"} not counted.`,
      missing === 0 ? "success" : "info",
      { scope: CALCULATE_SCOPE },
    );
  }

  async function choose(line: ShownLine, ndbNo: string) {
    const next = { ...choices, [line.key]: ndbNo };
    setChoices(next);
    setChanging(null);
    onChooseFood?.(line.key, ndbNo);
    // The choice is remembered for this ingredient name: the person's later recipes use it too (ADR 141).
    try {
      const fix = await remember.mutateAsync({ ingredient_name: line.ingredient_name, food_ndb_no: ndbNo });
      notify(`Remembered: “${fix.name}” counts as ${fix.food.name} in your recipes from now on.`, "success", { scope: REMEMBER_SCOPE });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : "Could not remember that choice.", "error", {
        scope: REMEMBER_SCOPE,
      });
    }
    await run(next);
  }

  function toggleCount(line: ShownLine) {
    const count = !line.counted_on_request;
    const next = { ...counting, [line.key]: count };
    setCounting(next);
    onCountAnyway?.(line.key, count);
    void run(choices, next);
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
      {confidence ? <ConfidenceSummary confidence={confidence} /> : null}
      {shown ? (
        <div className="nutrition-matches">
          <table>
            <caption>Matched foods</caption>
            <thead>
              <tr>
                <th scope="col">Ingredient</th>
                <th scope="col">USDA food</th>
                <th scope="col">Weight</th>
                <th scope="col">Match</th>
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
                  onPick={(ndbNo) => void choose(line, ndbNo)}
                  onCount={() => toggleCount(line)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** The recipe's share of calories from confident lines, and a plain warning when it rests on guesses. */
function ConfidenceSummary({ confidence }: { confidence: TNutritionConfidence }) {
  const percent = Math.round(confidence.share * 100);
  const uncounted = confidence.uncounted_lines;
  return (
    <p
      className={confidence.rests_on_guesses ? "nutrition-confidence nutrition-confidence-guess" : "nutrition-confidence"}
      role="status"
      aria-label="Nutrition confidence"
    >
      {confidence.rests_on_guesses ? <strong>These figures rest on guesses. </strong> : <strong>Confident figures. </strong>}
      {percent}% of the calories come from sure matches.
      {uncounted > 0 ? ` ${uncounted} ${uncounted === 1 ? "line" : "lines"} could not be counted.` : ""}
      {confidence.rests_on_guesses ? " Check the flagged lines below and change their food or amount." : ""}
    </p>
  );
}

function MatchRow({
  line,
  changing,
  onToggle,
  onPick,
  onCount,
}: {
  line: ShownLine;
  changing: boolean;
  onToggle: () => void;
  onPick: (ndbNo: string) => void;
  onCount: () => void;
}) {
  const countable = line.counted_on_request || (line.zero_because !== null && line.zero_because !== "no_amount");
  const problem =
    line.food === null ? "No matching food" : line.grams === null && line.zero_because === null ? "Could not weigh this amount" : null;
  const unsure = line.food !== null && line.confidence !== "high";
  const rowClass = problem ? "nutrition-match-problem" : unsure ? "nutrition-match-unsure" : undefined;
  return (
    <>
      <tr className={rowClass}>
        <th scope="row">{line.ingredient_name}</th>
        <td>
          {line.food ? line.food.name : <em>No matching food</em>}
          {line.food_source === "chosen" ? <span className="nutrition-match-chosen"> (your choice)</span> : null}
          {line.food_source === "remembered" ? <span className="nutrition-match-chosen"> (your earlier choice)</span> : null}
        </td>
        <td>
          {line.zero_because !== null ? (
            <em>{ZERO_WORDS[line.zero_because]}</em>
          ) : line.grams === null ? (
            <em>{problem === "No matching food" ? "–" : "Not counted"}</em>
          ) : (
            `${line.grams} g`
          )}
          {line.counted_on_request && line.zero_because === null ? (
            <span className="nutrition-match-chosen"> (counted on request)</span>
          ) : null}
          {countable ? (
            <button
              type="button"
              className="btn btn-ghost nutrition-match-count"
              aria-pressed={line.counted_on_request}
              aria-label={`Count ${line.ingredient_name} in the nutrition`}
              onClick={onCount}
            >
              {line.counted_on_request ? "Don't count" : "Count it"}
            </button>
          ) : null}
        </td>
        <td>{line.confidence ? CONFIDENCE_WORDS[line.confidence] : <em>None</em>}</td>
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
          <td colSpan={5}>
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
