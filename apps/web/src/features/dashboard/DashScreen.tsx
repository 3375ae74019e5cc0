import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import { BODY_UNIT_LABELS, goalSummary, macroSeries, mainSeries, waterSeries } from "@simmer/domain";
import { useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token";
import { journalListQuery } from "../journal/queries";
import { metricsListQuery } from "../metrics/queries";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { useUnitSystem } from "../settings/useUnitSystem";
import { one } from "./chartKit";
import { DailyProgressPanel } from "./DailyProgressPanel";
import { MacrosChart } from "./MacrosChart";
import { MainChart } from "./MainChart";
import { WaterChart } from "./WaterChart";
import { WeightChange } from "./WeightChange";
import "./dashboard.css";
import { JOURNAL_MESSAGES, METRICS_MESSAGES } from "@simmer/contracts";
import { isDrawnByServer } from "../../first-render/scope";

const LOADING = { metrics: undefined, journal: undefined, pending: true } as const;

export function DashScreen() {
  const signedIn = Boolean(getToken());
  const metrics = useQuery({ ...metricsListQuery(), enabled: signedIn });
  const journal = useQuery({ ...journalListQuery(), enabled: signedIn });
  const [progressShown, setProgressShown] = useState(true);

  useEffect(() => {
    if (!signedIn) notify(METRICS_MESSAGES.unauthenticated, "error");
  }, [signedIn]);
  useEffect(() => {
    if (metrics.error) notify(METRICS_MESSAGES.fetchFailed, "error");
  }, [metrics.error]);
  useEffect(() => {
    if (journal.error) notify(JOURNAL_MESSAGES.dashboardJournalFailed, "error");
  }, [journal.error]);

  // The charts are built from a deferred copy of the data: when it arrives, React shows the
  // spinner a moment longer and draws the charts in slices that yield to the browser, instead of
  // one long task (ADR 130).
  const arrived = useMemo(
    () => ({ metrics: metrics.data, journal: journal.data, pending: metrics.isPending || journal.isPending }),
    [metrics.data, journal.data, metrics.isPending, journal.isPending],
  );
  // Even data already at hand on the first render (asked for by the page itself) waits for it.
  const shown = useDeferredValue(arrived, isDrawnByServer() ? arrived : LOADING);
  const metricList = useMemo(() => shown.metrics ?? [], [shown.metrics]);
  const entries = useMemo(() => shown.journal?.entries ?? [], [shown.journal]);
  // Weights and water read in the person's system, converted here; what is stored stays pounds and ounces (ADR 142).
  const system = useUnitSystem();
  const units = BODY_UNIT_LABELS[system];
  const weightUnit = system === "metric" ? "kg" : "lbs";
  const main = useMemo(() => mainSeries(metricList, entries, system), [metricList, entries, system]);
  const summary = useMemo(() => goalSummary(metricList, system), [metricList, system]);
  const macros = useMemo(() => macroSeries(metricList, entries), [metricList, entries]);
  const water = useMemo(() => waterSeries(metricList, entries, system), [metricList, entries, system]);
  const loading = shown.pending;

  return (
    <section className="page dash-page">
      <div className="dash-head">
        <h1>Metrics Over Time</h1>
        <button type="button" className="btn btn-secondary" aria-expanded={progressShown} onClick={() => setProgressShown(!progressShown)}>
          {progressShown ? "Hide Daily Progress" : "Show Daily Progress"}
        </button>
      </div>
      {loading && signedIn ? (
        <Spinner label="Loading your metrics and journal" />
      ) : (
        <div className={`dash-layout ${progressShown ? "with-progress" : ""}`}>
          {progressShown && <DailyProgressPanel metrics={metricList} journal={entries} onExit={() => setProgressShown(false)} />}
          <div className="dash-charts">
            <section className="card" aria-labelledby="main-chart-title">
              <h2 id="main-chart-title">Weight, calories and BMI</h2>
              {main.extent ? (
                <MainChart series={main} weightUnit={weightUnit} />
              ) : (
                <p className="empty-state">
                  No metrics yet. Record them on the <Link to="/dashboard/user-metrics">Metrics</Link> screen and log meals in the{" "}
                  <Link to="/dashboard/journal">Journal</Link>.
                </p>
              )}
              {summary && (
                <div className="dash-summary">
                  <dl className="figures">
                    <div>
                      <dt>Passive Time to Goal</dt>
                      <dd>{one(summary.passiveWeeks)} weeks</dd>
                    </div>
                    <div>
                      <dt>Aggressive Time to Goal</dt>
                      <dd>{one(summary.aggressiveWeeks)} weeks</dd>
                    </div>
                    <div>
                      <dt>Data range</dt>
                      <dd>
                        {summary.firstDay} to {summary.lastDay}
                      </dd>
                    </div>
                  </dl>
                  <dl className="figures user-details" aria-label="User details">
                    <div>
                      <dt>Current Weight ({units.weight})</dt>
                      <dd>{one(summary.currentWeight)}</dd>
                    </div>
                    <div>
                      <dt>Target Weight ({units.weight})</dt>
                      <dd>{one(summary.targetWeight)}</dd>
                    </div>
                    <div>
                      <dt>Weight Difference ({units.weight})</dt>
                      <dd>{one(summary.weightDifference)}</dd>
                    </div>
                    <div>
                      <dt>BMI</dt>
                      <dd>{one(summary.bmi)}</dd>
                    </div>
                  </dl>
                </div>
              )}
            </section>
            <section className="card" aria-labelledby="weight-change-title">
              <h2 id="weight-change-title">Weight % Gain/Loss Over Time</h2>
              <WeightChange metrics={metricList} />
            </section>
            <section className="card" aria-labelledby="macros-title">
              <h2 id="macros-title">Macros: Protein, Carbs &amp; Fat</h2>
              {macros.length ? <MacrosChart days={macros} /> : <p className="empty-state">No journal entries yet.</p>}
            </section>
            <section className="card" aria-labelledby="water-title">
              <h2 id="water-title">Water Consumption</h2>
              {water.length ? (
                <WaterChart days={water} unit={system === "metric" ? "ml" : "oz"} />
              ) : (
                <p className="empty-state">No water logged yet.</p>
              )}
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
