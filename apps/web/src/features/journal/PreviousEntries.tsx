import { useId, useMemo, useState } from "react";
import {
  JOURNAL_NUTRIENTS,
  MEALS,
  groupByDay,
  isWater,
  parseServingSize,
  round1,
  round2,
  waterForSystem,
  waterToOunces,
  type UnitSystem,
} from "@simmer/domain";
import type { TJournalEntry, TJournalInput } from "@simmer/contracts";
import { trpc } from "../../trpc";
import { getToken } from "../auth/token";
import { confirmDialog } from "../ui/confirm";
import { notify } from "../ui/notifications";
import { NUTRIENT_LABELS, entryToInput } from "./entryForm";
import { JOURNAL_MESSAGES } from "@simmer/contracts";
import { wholeKcal } from "../metrics/display";
import { useUnitSystem } from "../settings/useUnitSystem";
import { displayLocale } from "../../first-render/scope";

const SHOWN = ["calories", "protein", "carbs", "fat"] as const;
/** Days shown at first and added per "Show more days": years of entries stay quick to render. */
const DAYS_PER_PAGE = 14;

function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString(displayLocale(), { weekday: "long", year: "numeric", month: "long", day: "numeric" });
}

/** 'Previous Entries': grouped by day, newest day first, each entry edited in place or deleted. */
export function PreviousEntries({ entries }: { entries: TJournalEntry[] }) {
  const headingId = useId();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [dayCount, setDayCount] = useState(DAYS_PER_PAGE);
  const days = useMemo(() => groupByDay(entries), [entries]);
  const system = useUnitSystem();
  return (
    <section className="card previous-entries" aria-labelledby={headingId}>
      <h2 id={headingId}>Previous Entries</h2>
      {entries.length === 0 ? (
        <p className="empty-state">{JOURNAL_MESSAGES.empty}</p>
      ) : (
        days.slice(0, dayCount).map(({ day, entries: dayEntries }) => (
          <section key={day} className="journal-day" aria-label={formatDay(day)}>
            <h3>{formatDay(day)}</h3>
            <ul>
              {dayEntries.map((entry) =>
                editingId === entry.id ? (
                  <EditRow key={entry.id} entry={entry} system={system} onDone={() => setEditingId(null)} />
                ) : (
                  <EntryRow key={entry.id} entry={entry} system={system} onEdit={() => setEditingId(entry.id)} />
                ),
              )}
            </ul>
          </section>
        ))
      )}
      {days.length > dayCount && (
        <button type="button" className="btn btn-ghost show-more-days" onClick={() => setDayCount(dayCount + DAYS_PER_PAGE)}>
          Show more days ({days.length - dayCount} older)
        </button>
      )}
    </section>
  );
}

/** Water is stored in fluid ounces; a metric kitchen reads and edits it in millilitres (ADR 142). */
const waterText = (ounces: number, system: UnitSystem) =>
  system === "metric" ? `${waterForSystem(ounces, system)} ml` : `${round1(ounces)} oz`;

function EntryRow({ entry, system, onEdit }: { entry: TJournalEntry; system: UnitSystem; onEdit: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.journal.remove.useMutation();
  async function deleteEntry() {
    if (!getToken()) return notify(JOURNAL_MESSAGES.unauthenticated, "error", { scope: "journal.delete" });
    if (!(await confirmDialog(JOURNAL_MESSAGES.confirmDelete, { destructive: true }))) return;
    try {
      await remove.mutateAsync({ id: entry.id });
      notify(JOURNAL_MESSAGES.deleted, "success", { scope: "journal.delete" });
      await utils.journal.list.invalidate();
    } catch {
      notify(JOURNAL_MESSAGES.deleteFailed, "error", { scope: "journal.delete" });
    }
  }
  const water = isWater(entry.name);
  return (
    <li className="journal-entry">
      <div className="journal-entry-main">
        <span className="journal-time">{entry.entry_time ?? ""}</span>
        {entry.meal && <span className="meal-chip">{entry.meal}</span>}
        <strong>{entry.name}</strong>
        {!water && entry.serving_size !== null && <span className="muted">×{round2(entry.serving_size)}</span>}
      </div>
      <div className="journal-entry-figures">
        {water ? (
          <span>{waterText(entry.total_weight ?? 0, system)}</span>
        ) : (
          SHOWN.map((key) =>
            entry[key] === null ? null : (
              <span key={key}>
                {NUTRIENT_LABELS[key].replace(/ \(.*\)/, "")} {key === "calories" ? wholeKcal(entry[key]!) : round1(entry[key]!)}
                {key === "calories" ? " kcal" : " g"}
              </span>
            ),
          )
        )}
      </div>
      <div className="row-actions">
        <button type="button" className="btn btn-ghost" onClick={onEdit} aria-label={`Edit ${entry.name}`}>
          Edit
        </button>
        <button type="button" className="btn btn-ghost danger-text" onClick={deleteEntry} aria-label={`Delete ${entry.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}

type Draft = Record<keyof TJournalInput, string>;

function toDraft(entry: TJournalEntry, system: UnitSystem): Draft {
  const input = entryToInput(entry);
  if (isWater(entry.name) && system === "metric" && input.total_weight !== null && input.total_weight !== undefined)
    input.total_weight = waterForSystem(Number(input.total_weight), system);
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v === null || v === undefined ? "" : String(v)])) as Draft;
}

function EditRow({ entry, system, onDone }: { entry: TJournalEntry; system: UnitSystem; onDone: () => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.journal.update.useMutation();
  const [draft, setDraft] = useState<Draft>(() => toDraft(entry, system));
  const waterInMl = isWater(draft.name) && system === "metric";
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  /** Changing the serving size rescales every nutrient: the size is a multiplier. */
  function setServing(text: string) {
    const before = parseServingSize(draft.serving_size);
    const after = parseServingSize(text);
    const next = { ...draft, serving_size: text };
    if (before !== null && after !== null) {
      for (const key of JOURNAL_NUTRIENTS) {
        if (key === "total_weight" && isWater(draft.name)) continue;
        const n = Number(draft[key]);
        if (draft[key].trim() !== "" && Number.isFinite(n)) next[key] = String(round2((n / before) * after));
      }
    }
    setDraft(next);
  }

  async function save() {
    if (!getToken()) return notify(JOURNAL_MESSAGES.unauthenticated, "error", { scope: "journal.edit" });
    if (!draft.name.trim()) return notify(JOURNAL_MESSAGES.emptyName, "error", { scope: "journal.edit" });
    if (draft.serving_size.trim() !== "" && parseServingSize(draft.serving_size) === null)
      return notify(JOURNAL_MESSAGES.badServing, "error", { scope: "journal.edit" });
    for (const key of JOURNAL_NUTRIENTS) {
      const n = Number(draft[key]);
      if (draft[key].trim() !== "" && (!Number.isFinite(n) || n < 0))
        return notify(JOURNAL_MESSAGES.badNutrient, "error", { scope: "journal.edit" });
    }
    try {
      await update.mutateAsync({
        id: entry.id,
        entry: {
          ...draft,
          ...(waterInMl && draft.total_weight.trim() !== ""
            ? { total_weight: String(waterToOunces(Number(draft.total_weight), system)) }
            : {}),
          meal: draft.meal || null,
          entry_time: draft.entry_time || null,
        } as TJournalInput,
      });
      notify(JOURNAL_MESSAGES.updated, "success", { scope: "journal.edit" });
      onDone();
      await utils.journal.list.invalidate();
    } catch {
      notify(JOURNAL_MESSAGES.updateFailed, "error", { scope: "journal.edit" });
    }
  }

  return (
    <li className="journal-entry editing" role="group" aria-label={`Edit ${entry.name}`}>
      <div className="edit-grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>Food name</label>
          <input id={`${id}-name`} value={draft.name} onChange={set("name")} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-serving`}>Serving size</label>
          <input id={`${id}-serving`} inputMode="decimal" value={draft.serving_size} onChange={(e) => setServing(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-meal`}>Meal</label>
          <select id={`${id}-meal`} value={draft.meal} onChange={set("meal")}>
            <option value="">—</option>
            {MEALS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" value={draft.date} onChange={set("date")} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>Time</label>
          <input id={`${id}-time`} type="time" value={draft.entry_time} onChange={set("entry_time")} />
        </div>
        {JOURNAL_NUTRIENTS.map((key) => (
          <div className="field" key={key}>
            <label htmlFor={`${id}-${key}`}>{key === "total_weight" && waterInMl ? "Water (ml)" : NUTRIENT_LABELS[key]}</label>
            <input id={`${id}-${key}`} inputMode="decimal" value={draft[key]} onChange={set(key)} />
          </div>
        ))}
      </div>
      <div className="row-actions">
        <button type="button" className="btn btn-primary" onClick={save} disabled={update.isPending}>
          Save
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </li>
  );
}
