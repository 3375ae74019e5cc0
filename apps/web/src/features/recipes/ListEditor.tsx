import { newKey, type ListDraft } from "./form-model";

interface Props {
  legend: string;
  /** Singular noun for labels: "Tag", "Equipment". */
  noun: string;
  addLabel: string;
  removeLabel: string;
  items: ListDraft[];
  onChange: (items: ListDraft[]) => void;
  required?: boolean;
  placeholder?: string;
}

/** A list of one-line entries with add and remove buttons (tags, equipment). */
export function ListEditor({ legend, noun, addLabel, removeLabel, items, onChange, required, placeholder }: Props) {
  return (
    <fieldset className="recipe-form-section">
      <legend>{legend}</legend>
      <ul className="recipe-form-list">
        {items.map((item, i) => (
          <li key={item.key} className="recipe-form-row">
            <input
              aria-label={`${noun} ${i + 1}`}
              value={item.text}
              required={required}
              placeholder={placeholder}
              className="recipe-form-grow"
              onChange={(e) => onChange(items.map((x) => (x.key === item.key ? { ...x, text: e.target.value } : x)))}
            />
            <button
              type="button"
              className="btn btn-ghost recipe-form-remove"
              aria-label={`${removeLabel} ${i + 1}`}
              onClick={() => onChange(items.filter((x) => x.key !== item.key))}
            >
              {removeLabel}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost" onClick={() => onChange([...items, { key: newKey(), text: "" }])}>
        + {addLabel}
      </button>
    </fieldset>
  );
}
