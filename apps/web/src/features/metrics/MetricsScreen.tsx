import { useEffect, useId, useState, type FormEvent } from "react";
import { BODY_UNIT_LABELS, localDay, waterForSystem, type DerivedMetrics, type UnitSystem } from "@simmer/domain";
import type { TMetricEntry } from "@simmer/contracts";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { getToken } from "../auth/token";
import { metricsListQuery } from "./queries";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { calculate, defaultForm, formFromEntry, formInSystem, toPayload, type MetricFormValues } from "./form";
import { useUnitSystem } from "../settings/useUnitSystem";
import { MetricFields } from "./MetricFields";
import { PastEntries } from "./PastEntries";
import { oneDecimal, wholeKcal } from "./display";
import "./metrics.css";
import { METRICS_MESSAGES } from "@simmer/contracts";
import { clockNow } from "../../first-render/scope";

const fmt = (n: number | undefined) => (n === undefined ? "" : oneDecimal(n));

export function MetricsScreen() {
  const headingId = useId();
  const list = useQuery(metricsListQuery());
  const system = useUnitSystem();

  useEffect(() => {
    if (list.error) notify(METRICS_MESSAGES.fetchFailed, "error");
  }, [list.error]);

  return (
    <section className="page metrics-page" aria-labelledby={headingId}>
      {list.isPending ? (
        <div className="card">
          <h1 id={headingId}>User Metrics (New Entry)</h1>
          <Spinner label="Loading your latest entry" />
        </div>
      ) : (
        <NewMetricForm headingId={headingId} latest={list.data?.[0]} system={system} />
      )}
      <section className="card past-entries" aria-labelledby={`${headingId}-past`}>
        <h2 id={`${headingId}-past`}>Past Entries</h2>
        {list.isPending ? <Spinner label="Loading entries" /> : <PastEntries entries={list.data ?? []} system={system} />}
      </section>
    </section>
  );
}

/** Starts from the latest entry dated today when there is one (docs/product.md#states), else from the defaults (docs/product.md#metrics-formulas). */
function initialValues(latest: TMetricEntry | undefined, system: UnitSystem): MetricFormValues {
  const today = localDay(clockNow());
  return latest ? formFromEntry(latest, today, system) : defaultForm(today, system);
}

function NewMetricForm({ headingId, latest, system }: { headingId: string; latest: TMetricEntry | undefined; system: UnitSystem }) {
  const utils = trpc.useUtils();
  const create = trpc.metrics.create.useMutation();
  const [typed, setValues] = useState<MetricFormValues>(() => initialValues(latest, system));
  // The preference may arrive after the form opened: what was typed reads in the new units.
  const values = formInSystem(typed, system);
  const [derived, setDerived] = useState<DerivedMetrics | null>(() => calculate(initialValues(latest, system)));
  const units = BODY_UNIT_LABELS[system];
  const [open, setOpen] = useState(true);
  const current = calculate(values);
  const stale = derived !== null && current !== null && JSON.stringify(current) !== JSON.stringify(derived);

  function recalculate() {
    if (!getToken()) return notify(METRICS_MESSAGES.unauthenticated, "error", { scope: "metrics.new" });
    const figures = calculate(values);
    if (!figures) return notify(METRICS_MESSAGES.fillAll, "error", { scope: "metrics.new" });
    setDerived(figures);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!getToken()) return notify(METRICS_MESSAGES.unauthenticated, "error", { scope: "metrics.new" });
    // The figures always follow the inputs as they are now, even if Recalculate was not pressed.
    const figures = calculate(values);
    if (!figures) return notify(METRICS_MESSAGES.fillAll, "error", { scope: "metrics.new" });
    setDerived(figures);
    try {
      await create.mutateAsync(toPayload(values, figures));
      notify(METRICS_MESSAGES.saved, "success", { scope: "metrics.new" });
      await utils.metrics.list.invalidate();
    } catch {
      notify(METRICS_MESSAGES.saveFailed, "error", { scope: "metrics.new" });
    }
  }

  return (
    <form className="card metrics-form" onSubmit={save} noValidate>
      <h1 id={headingId}>User Metrics (New Entry)</h1>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Enter Metrics</summary>
        <MetricFields values={values} onChange={setValues} />
        <button type="button" className="btn btn-secondary" onClick={recalculate}>
          Recalculate
        </button>
      </details>

      <h2 className="metrics-subtitle">Daily targets</h2>
      {stale && (
        <p className="muted stale-note" role="status">
          Your inputs changed: press Recalculate to update the figures (Save Entry recalculates too).
        </p>
      )}
      <div className="metric-targets">
        <ReadOnly
          label={`Water Intake (${units.water})`}
          value={fmt(derived === null ? undefined : waterForSystem(derived.waterIntake, system))}
        />
        <ReadOnly label="Sodium Intake (mg)" value={fmt(derived?.sodiumIntake)} />
        <ReadOnly label="Cholesterol Intake (mg)" value={fmt(derived?.cholesterolIntake)} />
        <ReadOnly label="Fiber Intake (g)" value={fmt(derived?.fiberIntake)} />
      </div>

      <details className="calc-details">
        <summary>Calculation Details</summary>
        {derived ? (
          <dl className="calc-grid">
            <Figure term="BMI" value={oneDecimal(derived.bmi)} />
            <Figure term="BMR (kcal)" value={wholeKcal(derived.bmr)} />
            <Figure term="Maintenance Calories (kcal)" value={wholeKcal(derived.maintenanceCalories)} />
            <Figure term="Calories, Passive (kcal)" value={wholeKcal(derived.caloriesPassive)} />
            <Figure term="Calories, Aggressive (kcal)" value={wholeKcal(derived.caloriesAggressive)} />
            <Figure term="Time to Goal, Passive (weeks)" value={oneDecimal(derived.timeToGoalPassive)} />
            <Figure term="Time to Goal, Aggressive (weeks)" value={oneDecimal(derived.timeToGoalAggressive)} />
            <Figure term="Protein, Passive (g)" value={oneDecimal(derived.proteinPassive)} />
            <Figure term="Carbs, Passive (g)" value={oneDecimal(derived.carbsPassive)} />
            <Figure term="Fat, Passive (g)" value={oneDecimal(derived.fatPassive)} />
            <Figure term="Protein, Aggressive (g)" value={oneDecimal(derived.proteinAggressive)} />
            <Figure term="Carbs, Aggressive (g)" value={oneDecimal(derived.carbsAggressive)} />
            <Figure term="Fat, Aggressive (g)" value={oneDecimal(derived.fatAggressive)} />
          </dl>
        ) : (
          <p className="muted">Fill in your metrics and press Recalculate to see the figures.</p>
        )}
      </details>

      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? "Saving..." : "Save Entry"}
      </button>
    </form>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} readOnly />
    </div>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
