import { useId, useState, type FormEvent } from "react";
import { SHOPPING_NAME_MAX, SHOPPING_NOTE_MAX } from "@simmer/contracts";

/** "Add an item" for things no recipe asked for: free text, and an optional amount. */
export function AddItemForm({ onAdd }: { onAdd: (name: string, note: string | null) => void }) {
  const ids = { name: useId(), note: useId() };
  const [name, setName] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError("Type what to add.");
      return;
    }
    onAdd(trimmed, note.trim() || null);
    setName("");
    setNote("");
    setError(null);
  }

  return (
    <form className="shop-add" noValidate onSubmit={submit}>
      <div className="shop-add-fields">
        <div className="shop-add-field shop-add-name">
          <label htmlFor={ids.name}>Add an item</label>
          <input
            id={ids.name}
            value={name}
            maxLength={SHOPPING_NAME_MAX}
            placeholder="e.g. dish soap"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="shop-add-field shop-add-note">
          <label htmlFor={ids.note}>Amount</label>
          <input
            id={ids.note}
            value={note}
            maxLength={SHOPPING_NOTE_MAX}
            placeholder="optional"
            autoComplete="off"
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-secondary shop-add-button">
          Add
        </button>
      </div>
      {error ? (
        <p className="shop-add-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
