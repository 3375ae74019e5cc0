import { useEffect, useId, useState } from "react";
import {
  DATA_SOURCES,
  FILTER_OPERATORS,
  FILTER_TYPES,
  MAX_FILTERS_PER_ROW,
  type TFilterItem,
  type TFilterRow,
  type TFilterType,
} from "@simmer/contracts";
import { NOT_COOKED_WEEKS_MAX, dataSourceLabel, filterLabel, filterProblem, isRangeField } from "@simmer/domain";
import { Modal } from "../ui/Modal";
import { trpc } from "../../trpc";

/** A picker of catalogue names that appends the chosen one to the filter's comma-separated list. */
function NamePicker({
  kind,
  item,
  index,
  onChange,
}: {
  kind: "ingredient" | "equipment";
  item: TFilterItem;
  index: number;
  onChange: (next: TFilterItem) => void;
}) {
  const listId = useId();
  const [text, setText] = useState("");
  const ingredients = trpc.kitchen.ingredientNames.useQuery(undefined, { enabled: kind === "ingredient", staleTime: 60_000, retry: false });
  const equipment = trpc.kitchen.equipmentNames.useQuery(undefined, { enabled: kind === "equipment", staleTime: 60_000, retry: false });
  const failure = kind === "ingredient" ? ingredients.error : equipment.error;
  // Name-list failures are only logged (docs/product.md#errors); the names can still be typed.
  useEffect(() => {
    if (failure) console.error("Name list failed to load", failure);
  }, [failure]);
  const names =
    kind === "ingredient" ? (ingredients.data ?? []).map((n) => n.ingredient_name) : (equipment.data ?? []).map((n) => n.equipment_name);
  const add = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const current = typeof item.value === "string" ? item.value : "";
    const list = current
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (!list.includes(trimmed)) onChange({ ...item, value: [...list, trimmed].join(", ") });
    setText("");
  };
  return (
    <label className="filter-field">
      <span>Add {kind === "ingredient" ? "an ingredient" : "equipment"}</span>
      <input
        aria-label={`Add a name to filter ${index + 1}`}
        type="text"
        list={listId}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (names.includes(e.target.value)) add(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            add(text);
          }
        }}
      />
      <datalist id={listId}>
        {names.slice(0, 2000).map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
    </label>
  );
}

const OPERATOR_LABELS: Record<string, string> = { ">=": "at least", "<=": "at most", "=": "exactly" };

const isNumericFilter = (type: string) =>
  isRangeField(type) || type === "maxMissingIngredients" || type === "minRating" || type === "notCookedWeeks";

function blankFilter(order: number): TFilterItem {
  return { filterType: "calories", operator: "", value: "", checked: false, order };
}

/** Resets what a filter holds when its type changes, so no stale value leaks across kinds. */
function retype(item: TFilterItem, filterType: TFilterType): TFilterItem {
  return { filterType, operator: "", value: filterType === "data_source" ? "catalog" : "", checked: false, order: item.order };
}

function FilterFields({ item, onChange, index }: { item: TFilterItem; onChange: (next: TFilterItem) => void; index: number }) {
  const n = index + 1;
  const value = item.value === null || typeof item.value === "boolean" ? "" : String(item.value);
  const type = item.filterType;
  if (isRangeField(type)) {
    return (
      <>
        <label className="filter-field">
          <span>Operator</span>
          <select
            aria-label={`Operator for filter ${n}`}
            value={item.operator}
            onChange={(e) => onChange({ ...item, operator: e.target.value as TFilterItem["operator"] })}
          >
            <option value="">Choose…</option>
            {FILTER_OPERATORS.map((op) => (
              <option key={op} value={op}>
                {OPERATOR_LABELS[op]} ({op})
              </option>
            ))}
          </select>
        </label>
        <label className="filter-field">
          <span>Value</span>
          <input
            aria-label={`Value for filter ${n}`}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            value={value}
            onChange={(e) => onChange({ ...item, value: e.target.value })}
          />
        </label>
      </>
    );
  }
  switch (type) {
    case "maxMissingIngredients":
      return (
        <label className="filter-field">
          <span>Value</span>
          <input
            aria-label={`Value for filter ${n}`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={value}
            onChange={(e) => onChange({ ...item, value: e.target.value })}
          />
        </label>
      );
    case "minRating":
      return (
        <label className="filter-field">
          <span>At least</span>
          <select aria-label={`Value for filter ${n}`} value={value} onChange={(e) => onChange({ ...item, value: e.target.value })}>
            <option value="">Choose…</option>
            {[1, 2, 3, 4, 5].map((stars) => (
              <option key={stars} value={String(stars)}>
                {"★".repeat(stars)} ({stars} star{stars === 1 ? "" : "s"})
              </option>
            ))}
          </select>
        </label>
      );
    case "notCookedWeeks":
      return (
        <>
          <label className="filter-field">
            <span>Weeks</span>
            <input
              aria-label={`Value for filter ${n}`}
              type="number"
              min={1}
              max={NOT_COOKED_WEEKS_MAX}
              step={1}
              inputMode="numeric"
              value={value}
              onChange={(e) => onChange({ ...item, value: e.target.value })}
            />
          </label>
          <label className="filter-check">
            <input type="checkbox" checked={item.checked} onChange={(e) => onChange({ ...item, checked: e.target.checked })} />
            <span>Only recipes I have cooked before</span>
          </label>
        </>
      );
    case "filterByGrocerycart":
    case "filterByEquipment":
      return (
        <label className="filter-check">
          <input type="checkbox" checked={item.checked} onChange={(e) => onChange({ ...item, checked: e.target.checked })} />
          <span>{type === "filterByGrocerycart" ? "Only recipes in my grocery carts" : "Only recipes whose equipment I own"}</span>
        </label>
      );
    case "filterIngredients":
    case "filterEquipment":
      return (
        <>
          <label className="filter-field filter-field-wide">
            <span>Names (comma-separated)</span>
            <input
              aria-label={`Value for filter ${n}`}
              type="text"
              value={value}
              onChange={(e) => onChange({ ...item, value: e.target.value })}
            />
          </label>
          <NamePicker kind={type === "filterIngredients" ? "ingredient" : "equipment"} item={item} index={index} onChange={onChange} />
          <label className="filter-check">
            <input type="checkbox" checked={item.checked} onChange={(e) => onChange({ ...item, checked: e.target.checked })} />
            <span>Partial match</span>
          </label>
        </>
      );
    case "data_source":
      return (
        <label className="filter-field">
          <span>Value</span>
          <select
            aria-label={`Value for filter ${n}`}
            value={value || "catalog"}
            onChange={(e) => onChange({ ...item, value: e.target.value })}
          >
            {DATA_SOURCES.map((s) => (
              <option key={s} value={s}>
                {dataSourceLabel(s)}
              </option>
            ))}
          </select>
        </label>
      );
    default:
      return (
        <label className="filter-field filter-field-wide">
          <span>{type === "tags" ? "Tags (comma-separated)" : "Value"}</span>
          <input
            aria-label={`Value for filter ${n}`}
            type="text"
            value={value}
            onChange={(e) => onChange({ ...item, value: e.target.value })}
          />
        </label>
      );
  }
}

interface FilterEditorModalProps {
  row: TFilterRow;
  onClose: () => void;
  /** Called with the edited title and filters; the screen applies them locally, then saves. */
  onSave: (next: { header_title: string; filters: TFilterItem[] }) => void;
}

/** 'Filter Options' (docs/product.md#browse): the row's title and its filters, validated before saving (docs/product.md#browse-filters). */
export function FilterEditorModal({ row, onClose, onSave }: FilterEditorModalProps) {
  const [title, setTitle] = useState(row.header_title);
  const [filters, setFilters] = useState<TFilterItem[]>(() => (row.filters.length > 0 ? row.filters : [blankFilter(1)]));
  const [problems, setProblems] = useState<string[]>([]);
  const titleId = useId();

  const update = (index: number, next: TFilterItem) => setFilters((list) => list.map((f, i) => (i === index ? next : f)));
  const renumber = (list: TFilterItem[]) => list.map((f, i) => ({ ...f, order: i + 1 }));

  const save = () => {
    // A numeric filter left wholly blank is dropped; one half filled in is named (docs/product.md#browse-filters).
    const kept = filters.filter((f) => !(isNumericFilter(f.filterType) && !f.operator && (f.value === "" || f.value === null)));
    const found = kept.map((f) => filterProblem(f)).filter((p): p is string => p !== null);
    setProblems(found);
    if (found.length > 0) return;
    onSave({ header_title: title, filters: renumber(kept) });
  };

  return (
    <Modal
      title="Filter Options"
      onClose={onClose}
      size="lg"
      footer={
        <div className="filter-editor-actions">
          <button type="button" className="btn btn-primary" onClick={save}>
            Save
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setFilters([]);
              setProblems([]);
            }}
          >
            Clear
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        </div>
      }
    >
      <div className="filter-editor">
        <div className="field">
          <label htmlFor={titleId}>Header Title</label>
          <input id={titleId} type="text" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        {problems.length > 0 ? (
          <ul className="filter-problems" role="alert">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        {filters.length === 0 ? <p className="muted">No filters: this row shows every recipe.</p> : null}
        <ol className="filter-list">
          {filters.map((item, index) => (
            <li key={index} className="filter-item">
              <label className="filter-field">
                <span>Filter</span>
                <select
                  aria-label={`Filter ${index + 1} type`}
                  value={item.filterType}
                  onChange={(e) => update(index, retype(item, e.target.value as TFilterType))}
                >
                  {FILTER_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {filterLabel(t)}
                    </option>
                  ))}
                </select>
              </label>
              <FilterFields item={item} index={index} onChange={(next) => update(index, next)} />
              <button
                type="button"
                className="btn btn-ghost filter-remove"
                aria-label={`Remove Filter ${index + 1}`}
                onClick={() => setFilters((list) => renumber(list.filter((_, i) => i !== index)))}
              >
                Remove Filter
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={filters.length >= MAX_FILTERS_PER_ROW}
          onClick={() => setFilters((list) => [...list, blankFilter(list.length + 1)])}
        >
          Add Another Filter
        </button>
      </div>
    </Modal>
  );
}
