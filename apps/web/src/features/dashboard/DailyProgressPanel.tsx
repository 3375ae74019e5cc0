import { useState } from "react";
import { addDays, dailyProgress, localDay, type JournalLike, type MetricLike } from "@simmer/domain";
import { one } from "./chartKit";
import { wholeKcal } from "../metrics/display";
import { clockNow } from "../../first-render/scope";

interface Props {
  metrics: MetricLike[];
  journal: JournalLike[];
  onExit: () => void;
}

/** The Daily Progress overlay: what is left of each goal for the chosen local day. */
export function DailyProgressPanel({ metrics, journal, onExit }: Props) {
  const [day, setDay] = useState(() => localDay(clockNow()));
  const progress = dailyProgress(day, metrics, journal);
  return (
    <aside className="card progress-panel" aria-labelledby="daily-progress-title">
      <div className="progress-head">
        <h2 id="daily-progress-title">Daily Progress ({day})</h2>
        <button type="button" className="btn btn-ghost" onClick={onExit}>
          Exit
        </button>
      </div>
      <div className="progress-nav">
        <button type="button" className="btn btn-ghost" onClick={() => setDay(addDays(day, -1))}>
          Previous Day
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setDay(localDay(new Date()))}>
          Today
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setDay(addDays(day, 1))}>
          Next Day
        </button>
      </div>
      {progress ? (
        <dl className="progress-rows">
          {progress.rows.map((row) => (
            <div key={row.key} className={row.onTrack === null ? "" : row.onTrack ? "on-track" : "off-track"}>
              <dt>{row.label}</dt>
              <dd>
                {row.key === "calories" ? `${wholeKcal(row.remaining)} kcal` : one(row.remaining)}
                {row.onTrack !== null && <span className="visually-hidden">{row.onTrack ? " (on track)" : " (off track)"}</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">No entry for selected day.</p>
      )}
      <p className="progress-note muted">Remaining = goal − consumed today.</p>
    </aside>
  );
}
