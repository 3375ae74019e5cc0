import { useId, useState, type FormEvent } from "react";
import { JOURNAL_NUTRIENTS, MEALS, localDay, round1, type Meal, type TJournalNutrient } from "@simmer/domain";
import { trpc } from "../../trpc";
import { getToken } from "../auth/token";
import { clearNotices, notify } from "../ui/notifications";
import { NUTRIENT_LABELS, NUTRIENT_NAMES, draftToInput, mealAt, nowTime, parseServingSize, type EntryDraft } from "./entryForm";
import type { PickedFood } from "./entryForm";
import { JOURNAL_MESSAGES } from "@simmer/contracts";
import { clockNow } from "../../first-render/scope";

function freshDraft(): EntryDraft {
  const time = nowTime();
  return { date: localDay(clockNow()), time, meal: mealAt(time), name: "", servingSize: "1", nutrients: [] };
}

export function useEntryDraft() {
  const [draft, setDraft] = useState<EntryDraft>(freshDraft);
  const [servingNote, setServingNote] = useState("");
  const pick = (food: PickedFood) => {
    setDraft((d) => ({ ...d, name: food.name, servingSize: "1", nutrients: food.nutrients }));
    setServingNote(food.servingNote);
  };
  // After a save the day, time and meal stay, so several foods of one meal are quick to log.
  const reset = () => {
    setDraft((d) => ({ ...freshDraft(), date: d.date, time: d.time, meal: d.meal }));
    setServingNote("");
  };
  return { draft, setDraft, servingNote, setServingNote, pick, reset };
}

type Props = ReturnType<typeof useEntryDraft>;

/** The New Entry form: food, serving multiplier, meal and time, and nutrients added one by one. */
export function NewEntryForm({ draft, setDraft, servingNote, setServingNote, reset }: Props) {
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.journal.create.useMutation();
  const [nutrient, setNutrient] = useState<TJournalNutrient>("calories");
  const [amount, setAmount] = useState("");
  const serving = parseServingSize(draft.servingSize);

  function addNutrient() {
    const value = Number(amount);
    if (amount.trim() === "" || !Number.isFinite(value) || value < 0)
      return notify(JOURNAL_MESSAGES.badNutrient, "error", { scope: "journal.nutrient" });
    if (draft.nutrients.some((n) => n.key === nutrient))
      return notify(JOURNAL_MESSAGES.duplicateNutrient(NUTRIENT_NAMES[nutrient]), "error", { scope: "journal.nutrient" });
    const order = (key: TJournalNutrient) => JOURNAL_NUTRIENTS.indexOf(key);
    setDraft({
      ...draft,
      nutrients: [...draft.nutrients, { key: nutrient, perServing: value }].sort((a, b) => order(a.key) - order(b.key)),
    });
    setAmount("");
    clearNotices("journal.nutrient");
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!getToken()) return notify(JOURNAL_MESSAGES.unauthenticated, "error", { scope: "journal.new" });
    if (!draft.name.trim()) return notify(JOURNAL_MESSAGES.emptyName, "error", { scope: "journal.new" });
    if (serving === null) return notify(JOURNAL_MESSAGES.badServing, "error", { scope: "journal.new" });
    try {
      await create.mutateAsync(draftToInput(draft, serving));
      notify(JOURNAL_MESSAGES.saved, "success", { scope: "journal.new" });
      reset();
      await Promise.all([utils.journal.list.invalidate(), utils.journal.templates.invalidate()]);
    } catch {
      notify(JOURNAL_MESSAGES.saveFailed, "error", { scope: "journal.new" });
    }
  }

  return (
    <form className="card new-entry" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>New Entry</h2>
      <div className="entry-grid">
        <div className="field span-2">
          <label htmlFor={`${id}-name`}>Food name</label>
          <input
            id={`${id}-name`}
            value={draft.name}
            onChange={(e) => (setDraft({ ...draft, name: e.target.value }), setServingNote(""))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-serving`}>Serving size</label>
          <input
            id={`${id}-serving`}
            inputMode="decimal"
            value={draft.servingSize}
            aria-describedby={`${id}-serving-note`}
            onChange={(e) => setDraft({ ...draft, servingSize: e.target.value })}
          />
          <small id={`${id}-serving-note`} className="muted">
            {servingNote ? `×${serving ?? "?"} of ${servingNote}` : `${serving ?? "?"} ${serving === 1 ? "serving" : "servings"}`}
          </small>
        </div>
        <div className="field">
          <label htmlFor={`${id}-meal`}>Meal</label>
          <select id={`${id}-meal`} value={draft.meal} onChange={(e) => setDraft({ ...draft, meal: e.target.value as Meal })}>
            {MEALS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>Time</label>
          <input id={`${id}-time`} type="time" value={draft.time} onChange={(e) => setDraft({ ...draft, time: e.target.value })} />
        </div>
      </div>

      <fieldset className="nutrient-adder">
        <legend>Nutrients per serving</legend>
        <div className="nutrient-adder-row">
          <div className="field">
            <label htmlFor={`${id}-nutrient`}>Nutrient</label>
            <select id={`${id}-nutrient`} value={nutrient} onChange={(e) => setNutrient(e.target.value as TJournalNutrient)}>
              {JOURNAL_NUTRIENTS.map((n) => (
                <option key={n} value={n}>
                  {NUTRIENT_LABELS[n]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-amount`}>Amount</label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addNutrient();
                }
              }}
            />
          </div>
          <button type="button" className="btn btn-secondary" onClick={addNutrient}>
            Add Nutrient
          </button>
        </div>
        {draft.nutrients.length > 0 && (
          <table className="nutrient-table">
            <thead>
              <tr>
                <th scope="col">Nutrient</th>
                <th scope="col">Per serving</th>
                <th scope="col">This entry</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.nutrients.map((n) => (
                <tr key={n.key}>
                  <th scope="row">{NUTRIENT_LABELS[n.key]}</th>
                  <td>{round1(n.perServing)}</td>
                  <td>{serving === null ? "?" : round1(n.perServing * serving)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      aria-label={`Remove ${NUTRIENT_NAMES[n.key]}`}
                      onClick={() => setDraft({ ...draft, nutrients: draft.nutrients.filter((x) => x.key !== n.key) })}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? "Saving..." : "Save Entry"}
      </button>
    </form>
  );
}
