import { useCallback, useMemo } from "react";
import type { TFilterRow } from "@simmer/contracts";
import { describeFilter, filtersToQuery } from "@simmer/domain";
import { useTextInAddress } from "../ui/useTextInAddress";
import { RecipeStrip } from "./RecipeStrip";

/** Typing pauses this long before a row asks the server, so a word is one request, not one per key. */
const SEARCH_DEBOUNCE_MS = 250;

interface FilterRowViewProps {
  row: TFilterRow;
  position: number;
  count: number;
  onEdit: (row: TFilterRow) => void;
  onMove: (row: TFilterRow, newOrder: number) => void;
  onRemove: (row: TFilterRow) => void;
  /** The row's title search as the address keeps it: the text the strip is filtered by. */
  search: string;
  /** Called once typing pauses, so a word is one change of address and one request. */
  onSearch: (rowId: number, text: string) => void;
}

/** One saved row: its title (opens Filter Options), a title search, order buttons and its strip. */
export function FilterRowView({ row, position, count, onEdit, onMove, onRemove, search, onSearch }: FilterRowViewProps) {
  const writeSearch = useCallback((text: string) => onSearch(row.id, text), [onSearch, row.id]);
  const [text, setText] = useTextInAddress(search, writeSearch, SEARCH_DEBOUNCE_MS);
  const params = useMemo(() => filtersToQuery(row.filters), [row.filters]);
  const summary = row.filters.map(describeFilter).join(" · ");
  return (
    <section className="browse-row card" aria-label={row.header_title}>
      <div className="browse-row-head">
        <div className="browse-row-title">
          <h2>
            <button type="button" className="browse-title-button" onClick={() => onEdit(row)} title="Edit this row's filters">
              {row.header_title}
              <span className="visually-hidden"> (edit filters)</span>
            </button>
          </h2>
          {summary ? <p className="browse-row-summary muted">{summary}</p> : null}
        </div>
        <input
          type="search"
          className="browse-search"
          placeholder="Search recipes by title"
          aria-label={`Search recipes by title in ${row.header_title}`}
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="browse-row-actions" role="group" aria-label={`Arrange ${row.header_title}`}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={position <= 1}
            onClick={() => onMove(row, position - 1)}
            aria-label={`Move Up ${row.header_title}`}
          >
            Move Up
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={position >= count}
            onClick={() => onMove(row, position + 1)}
            aria-label={`Move Down ${row.header_title}`}
          >
            Move Down
          </button>
          <button
            type="button"
            className="btn btn-ghost browse-remove"
            onClick={() => onRemove(row)}
            aria-label={`Remove ${row.header_title}`}
          >
            Remove
          </button>
        </div>
      </div>
      <RecipeStrip params={params} search={search} label={row.header_title} />
    </section>
  );
}
