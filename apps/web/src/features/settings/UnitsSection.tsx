import { useId } from "react";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import type { UnitSystem } from "@simmer/domain";
import { trpc } from "../../trpc";
import { notify } from "../ui/notifications";
import { preferencesQuery, useUnitSystem } from "./useUnitSystem";

const CHOICES: { value: UnitSystem; label: string; example: string }[] = [
  { value: "us", label: "US kitchen", example: "cups, tablespoons, ounces, pounds, inches" },
  { value: "metric", label: "Metric kitchen", example: "millilitres, litres, grams, kilograms, centimetres" },
];

/** Settings → Units: how amounts read on every screen; stored amounts never change (ADR 126). */
export function UnitsSection() {
  const headingId = useId();
  const system = useUnitSystem();
  const queryClient = useQueryClient();
  const save = trpc.account.preferences.update.useMutation({
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQuery().queryKey, saved);
      // Answers the server wrote in the old system (shopping mode's texts, the list) are fetched again.
      const kept = hashKey(preferencesQuery().queryKey);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== kept });
      notify(saved.unit_system === "metric" ? "Amounts now read in metric units." : "Amounts now read in US units.", "success", {
        scope: "settings.units",
      });
    },
    onError: () => notify("Could not save your unit system. Please try again.", "error", { scope: "settings.units" }),
  });
  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Units</h2>
      <p className="settings-hint">
        How amounts read in recipes, the grocery list, shopping mode, shared lists and Metrics. Recipes keep the amounts they were written
        with.
      </p>
      <fieldset className="units-choice" disabled={save.isPending}>
        <legend className="visually-hidden">Unit system</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value} className="units-option">
            <input
              type="radio"
              name="unit-system"
              value={choice.value}
              checked={system === choice.value}
              onChange={() => save.mutate({ unit_system: choice.value })}
            />
            <span>
              <strong>{choice.label}</strong>
              <span className="settings-hint"> ({choice.example})</span>
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
