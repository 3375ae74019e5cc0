import { useState } from "react";
import { BODY_UNIT_LABELS, round1, weightForSystem, type UnitSystem } from "@simmer/domain";
import { wholeKcal } from "./display";
import type { TMetricEntry } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { getToken } from "../auth/token";
import { confirmDialog } from "../ui/confirm";
import { notify } from "../ui/notifications";
import { calculate, formFromEntry, toPayload, type MetricFormValues } from "./form";
import { MetricFields } from "./MetricFields";
import { METRICS_MESSAGES } from "@simmer/contracts";

/** The columns before the actions, weights in the person's units; on a phone each cell shows its column's name beside it. */
function columnNames(system: UnitSystem): string[] {
  const weight = BODY_UNIT_LABELS[system].weight;
  return ["Entry Date", "Name", `Weight (${weight})`, `Target (${weight})`, "BMI", "Maintenance (kcal)", "Calories, Passive / Aggressive"];
}

/**
 * The Past Entries table: one row per entry, edited in place (Save / Cancel) or deleted after
 * confirming. On a phone the rows stack as cards (metrics.css); the explicit table roles keep it a
 * table to screen readers once its CSS display is no longer a table's.
 */
export function PastEntries({ entries, system }: { entries: TMetricEntry[]; system: UnitSystem }) {
  const COLUMN_NAMES = columnNames(system);
  const utils = trpc.useUtils();
  const update = trpc.metrics.update.useMutation();
  const remove = trpc.metrics.remove.useMutation();
  const [editing, setEditing] = useState<{ id: number | null; values: MetricFormValues } | null>(null);

  if (entries.length === 0) return <p className="empty-state">No past entries found.</p>;

  async function saveEdit() {
    if (!editing) return;
    if (!getToken()) return notify(METRICS_MESSAGES.unauthenticated, "error", { scope: "metrics.edit" });
    if (editing.id === null) return notify(METRICS_MESSAGES.noId, "error", { scope: "metrics.edit" });
    const figures = calculate(editing.values);
    if (!figures) return notify(METRICS_MESSAGES.fillAllInline, "error", { scope: "metrics.edit" });
    try {
      await update.mutateAsync({ id: editing.id, entry: toPayload(editing.values, figures) });
      setEditing(null);
      notify(METRICS_MESSAGES.updated, "success", { scope: "metrics.edit" });
      await utils.metrics.list.invalidate();
    } catch {
      notify(METRICS_MESSAGES.updateFailed, "error", { scope: "metrics.edit" });
    }
  }

  async function deleteEntry(id: number) {
    if (!getToken()) return notify(METRICS_MESSAGES.unauthenticated, "error", { scope: "metrics.delete" });
    if (!(await confirmDialog(METRICS_MESSAGES.confirmDelete, { destructive: true }))) return;
    try {
      await remove.mutateAsync({ id });
      notify(METRICS_MESSAGES.deleted, "success", { scope: "metrics.delete" });
      await utils.metrics.list.invalidate();
    } catch {
      notify(METRICS_MESSAGES.deleteFailed, "error", { scope: "metrics.delete" });
    }
  }

  return (
    <div className="table-scroll">
      <table className="metrics-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {COLUMN_NAMES.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
            <th scope="col" role="columnheader">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {entries.map((entry) =>
            editing?.id === entry.id ? (
              <tr key={entry.id} className="editing-row" role="row">
                <td colSpan={COLUMN_NAMES.length + 1} role="cell">
                  <div role="group" aria-label={`Edit entry of ${entry.entry_date}`}>
                    <MetricFields values={editing.values} onChange={(values) => setEditing({ id: entry.id, values })} />
                    <div className="row-actions">
                      <button type="button" className="btn btn-primary" onClick={saveEdit} disabled={update.isPending}>
                        Save
                      </button>
                      <button type="button" className="btn btn-ghost" onClick={() => setEditing(null)}>
                        Cancel
                      </button>
                    </div>
                  </div>
                </td>
              </tr>
            ) : (
              <tr key={entry.id} role="row">
                {[
                  entry.entry_date.slice(0, 10),
                  entry.name,
                  round1(weightForSystem(entry.weight, system)),
                  round1(weightForSystem(entry.target_weight, system)),
                  round1(entry.bmi),
                  wholeKcal(entry.maintenance_calories),
                  `${wholeKcal(entry.calories_passive)} / ${wholeKcal(entry.calories_aggressive)}`,
                ].map((value, index) => (
                  <td key={COLUMN_NAMES[index]} role="cell" data-label={COLUMN_NAMES[index]}>
                    {value}
                  </td>
                ))}
                <td role="cell">
                  <div className="row-actions">
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-label={`Edit entry of ${entry.entry_date.slice(0, 10)}`}
                      onClick={() => setEditing({ id: entry.id, values: formFromEntry(entry, undefined, system) })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost danger-text"
                      aria-label={`Delete entry of ${entry.entry_date.slice(0, 10)}`}
                      onClick={() => deleteEntry(entry.id)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
