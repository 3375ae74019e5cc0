import { useId } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TRecipeVisibility } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { notify } from "../ui/notifications";
import { preferencesQuery } from "./useUnitSystem";

const CHOICES: { value: TRecipeVisibility; label: string; hint: string }[] = [
  { value: "household", label: "Household", hint: "the people in your household see them too" },
  { value: "private", label: "Private", hint: "only you see them; your household can't" },
];

/** Settings → New recipes: whether recipes one adds, imports or copies start shared or private (ADR 127). */
export function RecipeVisibilitySection() {
  const headingId = useId();
  const preferences = useQuery(preferencesQuery());
  const queryClient = useQueryClient();
  const save = trpc.account.preferences.update.useMutation({
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQuery().queryKey, saved);
      notify(
        saved.recipe_visibility === "private" ? "New recipes now start private." : "New recipes are now shared with your household.",
        "success",
        { scope: "settings.visibility" },
      );
    },
    onError: () => notify("Could not save that choice. Please try again.", "error", { scope: "settings.visibility" }),
  });
  const current = preferences.data?.recipe_visibility;
  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>New recipes</h2>
      <p className="settings-hint">
        Who sees the recipes you add, import or copy from now on. Each recipe can still be changed on its form; the starter recipes are for
        everyone.
      </p>
      <fieldset className="units-choice" disabled={save.isPending || !preferences.data}>
        <legend className="visually-hidden">Default visibility of new recipes</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="units-option">
            <input
              type="radio"
              name="recipe-visibility"
              value={choice.value}
              checked={current === choice.value}
              onChange={() => save.mutate({ recipe_visibility: choice.value })}
            />
            <span>
              <strong>{choice.label}</strong>
              <span className="settings-hint"> ({choice.hint})</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
