import { useEffect, useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import { goalSummary, macroSeries, mainSeries, waterSeries } from "@simmer/domain";
import { useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token";
import { journalListQuery } from "../journal/queries";
import { metricsListQuery } from "../metrics/queries";
import { notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { one } from "./chartKit";
import { DailyProgressPanel } from "./DailyProgressPanel";
import { MacrosChart } from "./MacrosChart";
import { MainChart } from "./MainChart";
import { WaterChart } from "./WaterChart";
import { WeightChange } from "./WeightChange";
import "./dashboard.css";
import { JOURNAL_MESSAGES, METRICS_MESSAGES } from "@simmer/contracts";

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

  const metricList = useMemo(() => metrics.data ?? [], [metrics.data]);
  const entries = useMemo(() => journal.data?.entries ?? [], [journal.data]);
  const main = useMemo(() => mainSeries(metricList, entries), [metricList, entries]);
  const summary = useMemo(() => goalSummary(metricList), [metricList]);
  const macros = useMemo(() => macroSeries(metricList, entries), [metricList, entries]);
  const water = useMemo(() => waterSeries(metricList, entries), [metricList, entries]);
  const loading = metrics.isPending || journal.isPending;

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
                <MainChart series={main} />
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
                      <dt>Current Weight (lbs)</dt>
                      <dd>{one(summary.currentWeight)}</dd>
                    </div>
                    <div>
                      <dt>Target Weight (lbs)</dt>
                      <dd>{one(summary.targetWeight)}</dd>
                    </div>
                    <div>
                      <dt>Weight Difference</dt>
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
              {water.length ? <WaterChart days={water} /> : <p className="empty-state">No water logged yet.</p>}
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
