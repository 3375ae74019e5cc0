import { useId } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFoodFix } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { formatDay } from "./format";
import { foodFixesQuery } from "../foods/queries";

const SCOPE = "settings.foodFixes";

/** Settings → Remembered foods: the foods chosen with "Change", each forgotten on its own (ADR 141). */
export function FoodFixesSection() {
  const headingId = useId();
  const fixes = useQuery(foodFixesQuery());
  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Remembered foods</h2>
      <p className="settings-hint">
        When you choose another food with &lsquo;Change&rsquo; for an ingredient, your recipes naming that ingredient count it as that food.
        Forget one to go back to the automatic match; your recipes&rsquo; nutrition is worked out again.
      </p>
      {fixes.isPending ? (
        <Spinner label="Loading your remembered foods" />
      ) : fixes.isError ? (
        <p className="form-error" role="alert">
          Your remembered foods could not be loaded. Please reload the page.
        </p>
      ) : fixes.data.fixes.length === 0 ? (
        <p className="empty-state">
          You have no remembered foods. Choose another food with &lsquo;Change&rsquo; in a recipe&rsquo;s nutrition to remember one.
        </p>
      ) : (
        <ul className="food-fixes" aria-label="Your remembered foods">
          {fixes.data.fixes.map((fix) => (
            <FoodFixRow key={fix.name} fix={fix} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FoodFixRow({ fix }: { fix: TFoodFix }) {
  const queryClient = useQueryClient();
  const forget = trpc.foods.forgetFix.useMutation();
  async function forgetIt() {
    try {
      const { forgotten } = await forget.mutateAsync({ ingredient_name: fix.name });
      queryClient.setQueryData(foodFixesQuery().queryKey, (list) => list && { fixes: list.fixes.filter((kept) => kept.name !== fix.name) });
      notify(
        forgotten ? `Forgot “${fix.name}”: your recipes count it with the automatic match again.` : `“${fix.name}” was already forgotten.`,
        forgotten ? "success" : "info",
        { scope: SCOPE },
      );
    } catch {
      notify(`Could not forget “${fix.name}”. Please try again.`, "error", { scope: SCOPE });
    }
    // Figures computed with the fix (recipe pages and their lines to check, lists, the plan) are
    // asked for again when next shown; only the list here is fetched now.
    await queryClient.invalidateQueries({ refetchType: "none" });
    await queryClient.invalidateQueries({ queryKey: foodFixesQuery().queryKey });
  }
  return (
    <li className="food-fix">
      <p className="food-fix-text">
        <strong className="food-fix-name">{fix.name}</strong>
        <span className="food-fix-as"> counts as </span>
        <span className="food-fix-food">{fix.food.name}</span>
        <span className="food-fix-when">
          <span className="food-fix-dot"> · </span>chosen {formatDay(fix.updated_at, "")}
        </span>
      </p>
      <button
        type="button"
        className="btn btn-ghost btn-danger-text"
        onClick={() => void forgetIt()}
        disabled={forget.isPending}
        aria-label={`Forget ${fix.name}`}
      >
        {forget.isPending ? "Forgetting…" : "Forget"}
      </button>
    </li>
  );
}
