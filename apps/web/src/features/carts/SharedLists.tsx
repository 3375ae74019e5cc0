import type { TSharedList } from "@simmer/contracts";
import { displayLocale, displayZone } from "../../first-render/scope";

interface SharedListsProps {
  lists: TSharedList[];
  busy: boolean;
  onStop: (token: string) => void;
}

/** The user's shopping lists that anyone with the link can still open, each with 'Stop sharing'. */
export function SharedLists({ lists, busy, onStop }: SharedListsProps) {
  if (lists.length === 0) return null;
  return (
    <details className="grocery-modal-section shared-lists">
      <summary>Lists you are sharing ({lists.length})</summary>
      <ul>
        {lists.map((list) => (
          <li key={list.token}>
            <span className="shared-list-name">
              <a href={list.url} target="_blank" rel="noopener noreferrer">
                {list.title}
              </a>
              <span className="muted">
                {" "}
                · {list.item_count} item{list.item_count === 1 ? "" : "s"} · until{" "}
                {new Date(list.expires_at).toLocaleDateString(displayLocale(), { timeZone: displayZone() })}
              </span>
            </span>
            <button
              type="button"
              className="btn btn-ghost stop-sharing"
              disabled={busy}
              aria-label={`Stop sharing ${list.title}`}
              onClick={() => onStop(list.token)}
            >
              Stop sharing
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
