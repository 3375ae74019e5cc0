import { useQuery } from "@tanstack/react-query";
import { Spinner } from "../ui/Spinner";
import { httpStatus } from "./server-errors";
import { shoppingListQuery } from "./queries";
import "./carts.css";

/** A shared, printable shopping list: anyone with the link can read it until it expires or is withdrawn. */
export function ShoppingListPage({ token }: { token: string }) {
  const list = useQuery(shoppingListQuery(token));
  if (list.isPending) {
    return (
      <main id="content" className="shopping-page">
        <Spinner label="Loading shopping list…" />
      </main>
    );
  }
  if (list.isError) {
    const status = httpStatus(list.error);
    const gone = status === 404 || status === 400;
    return (
      <main id="content" className="shopping-page">
        <h1>{gone ? "This list is no longer shared" : "This shopping list could not be loaded"}</h1>
        <p>
          {gone
            ? "The link has expired or the person who shared it stopped sharing it. Ask them for a new link."
            : "Please check your connection and try again."}
        </p>
      </main>
    );
  }
  const { title, instructions, items, expires_at } = list.data;
  return (
    <main id="content" className="shopping-page">
      <h1>{title}</h1>
      <p className="muted">
        {items.length} item{items.length === 1 ? "" : "s"} · available until {new Date(expires_at).toLocaleDateString()}
      </p>
      {instructions.length > 0 ? (
        <ul className="muted">
          {instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <ul aria-label="Items">
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <label>
              <input type="checkbox" />
              <span>{item.display_text}</span>
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary no-print" onClick={() => window.print()}>
        Print this list
      </button>
    </main>
  );
}
