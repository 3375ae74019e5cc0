import { trpc } from "../../trpc";
import { Spinner } from "../ui/Spinner";
import "./carts.css";

/** A shared, printable shopping list: anyone with the link can read it until it expires. */
export function ShoppingListPage({ token }: { token: string }) {
  const list = trpc.carts.shoppingList.useQuery({ token }, { retry: false });
  if (list.isPending) {
    return (
      <main id="content" className="shopping-page">
        <Spinner label="Loading shopping list…" />
      </main>
    );
  }
  if (list.isError) {
    return (
      <main id="content" className="shopping-page">
        <h1>Shopping list not found</h1>
        <p>This shopping list does not exist or has expired.</p>
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
