import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { EMPTY_RECIPE_NOTES, NOTES_LIMITS, type TRecipeDetail, type TRecipeNotes } from "@simmer/contracts";
import { localDay } from "@simmer/domain";
import { trpc } from "../../../trpc";
import { notify } from "../../ui/notifications";
import { BROWSE_STRIP_KEY } from "../../browse/strip-key";
import { RECIPE_PAGE_KEY } from "./queries";
import { displayLocale } from "../../../first-render/scope";

const STARS = [1, 2, 3, 4, 5] as const;

function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(displayLocale(), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The person's own rating (1–5), private note and days cooked, on any recipe they can see (issue 31). */
export function RecipeNotesPanel({ recipe }: { recipe: TRecipeDetail }) {
  const saved: TRecipeNotes = recipe.notes ?? EMPTY_RECIPE_NOTES;
  const id = useId();
  const [rating, setRating] = useState<number | null>(saved.rating);
  const [note, setNote] = useState(saved.note);
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setRating(saved.rating);
    setNote(saved.note);
  }
  const queryClient = useQueryClient();
  const put = trpc.notes.put.useMutation();
  const cooked = trpc.notes.addCooked.useMutation();
  // Browse's rows by rating and cooked days read these notes too (ADR 142).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...RECIPE_PAGE_KEY, recipe.recipe_id] }),
      queryClient.invalidateQueries({ queryKey: [BROWSE_STRIP_KEY] }),
    ]);
  const changed = rating !== saved.rating || note.trim() !== saved.note;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await put.mutateAsync({ id: recipe.recipe_id, notes: { rating, note, cooked: saved.cooked } });
      await refresh();
      notify("Your notes are saved.", "success", { scope: "recipes.notes" });
    } catch {
      notify("Could not save your notes.", "error", { scope: "recipes.notes" });
    }
  };
  const cookedToday = async () => {
    try {
      await cooked.mutateAsync({ id: recipe.recipe_id, date: localDay(new Date()) });
      await refresh();
    } catch {
      notify("Could not add today's date.", "error", { scope: "recipes.notes" });
    }
  };

  return (
    <section className="recipe-notes card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your notes</h2>
      <form onSubmit={(e) => void save(e)}>
        <fieldset className="recipe-rating">
          <legend>Your rating</legend>
          {STARS.map((n) => (
            <label key={n} className={rating !== null && n <= rating ? "recipe-star on" : "recipe-star"}>
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {n} {n === 1 ? "star" : "stars"}
              </span>
            </label>
          ))}
          {rating !== null ? (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setRating(null)}>
              Clear rating
            </button>
          ) : null}
        </fieldset>
        <label className="recipe-note-field">
          Private note
          <textarea
            value={note}
            maxLength={NOTES_LIMITS.noteMax}
            rows={3}
            placeholder="Used half the sugar…"
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={!changed || put.isPending}>
          Save notes
        </button>
      </form>
      <div className="recipe-cooked">
        <h3>Cooked on</h3>
        {saved.cooked.length > 0 ? (
          <ul>
            {[...saved.cooked].reverse().map((day) => (
              <li key={day}>{formatDay(day)}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">Not cooked yet.</p>
        )}
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void cookedToday()} disabled={cooked.isPending}>
          Cooked it today
        </button>
      </div>
    </section>
  );
}
