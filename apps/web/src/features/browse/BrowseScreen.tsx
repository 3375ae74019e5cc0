import { useCallback, useEffect, useState } from "react";
import { TRPCClientError } from "@trpc/client";
import type { TFilterItem, TFilterRow } from "@simmer/contracts";
import { STARTER_FILTER_ROWS, headerTitleOrDefault, moveRow } from "@simmer/domain";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { clearNotices, notify } from "../ui/notifications";
import { Spinner } from "../ui/Spinner";
import { FilterEditorModal } from "./FilterEditorModal";
import { FilterRowView } from "./FilterRowView";
import { filterRowsQuery } from "./queries";
import "./browse.css";
import { BROWSE_MESSAGES } from "@simmer/contracts";

const isUnauthenticated = (error: unknown) => error instanceof TRPCClientError && error.data?.httpStatus === 401;

interface BrowseScreenProps {
  /** Each row's title search, by row id, as the address keeps it. */
  rowSearch: Readonly<Record<string, string>>;
  onRowSearch: (rowId: number, text: string) => void;
}

/** Browse (docs/product.md#browse and #states, docs/product.md#limits): the user's saved filter rows, each a strip of matching recipes. */
export function BrowseScreen({ rowSearch, onRowSearch }: BrowseScreenProps) {
  const utils = trpc.useUtils();
  const rowsQuery = useQuery(filterRowsQuery());
  const { mutateAsync: createRow, isPending: adding } = trpc.filters.create.useMutation();
  const { mutateAsync: updateRow } = trpc.filters.update.useMutation();
  const { mutateAsync: removeRow } = trpc.filters.remove.useMutation();
  const { mutateAsync: moveRowOnServer } = trpc.filters.move.useMutation();
  const [editing, setEditing] = useState<TFilterRow | null>(null);

  const rows = rowsQuery.data ?? [];
  const loadError = rowsQuery.error;
  useEffect(() => {
    if (loadError && !isUnauthenticated(loadError)) notify(BROWSE_MESSAGES.fetchFiltersFailed, "error", { scope: "filters.load" });
  }, [loadError]);
  const setRows = useCallback(
    (update: (rows: TFilterRow[]) => TFilterRow[]) => utils.filters.list.setData(undefined, (old) => update(old ?? [])),
    [utils],
  );
  /** Each action's failure replaces its last one, and the action succeeding takes it away. */
  const failed = (scope: string, error: unknown, message: string) =>
    notify(isUnauthenticated(error) ? BROWSE_MESSAGES.notAuthenticated : message, "error", { scope });

  const add = async () => {
    try {
      const row = await createRow({});
      setRows((list) => [...list.filter((r) => r.id !== row.id), row]);
      clearNotices("filters.add");
    } catch (error) {
      failed("filters.add", error, BROWSE_MESSAGES.addFailed);
    }
  };

  /** Fills an empty Browse with the starter rows, in order, so a first visit shows recipes. */
  const addSuggested = async () => {
    try {
      for (const starter of STARTER_FILTER_ROWS) {
        const row = await createRow({ header_title: starter.header_title, filters: starter.filters as TFilterItem[] });
        setRows((list) => [...list.filter((r) => r.id !== row.id), row]);
      }
      clearNotices("filters.add");
    } catch (error) {
      failed("filters.add", error, BROWSE_MESSAGES.addFailed);
      void utils.filters.list.invalidate();
    }
  };

  const move = useCallback(
    async (row: TFilterRow, newOrder: number) => {
      // Optimistic: the rows swap at once; a failure alerts and reloads the server's order (docs/product.md#states).
      setRows((list) => moveRow(list, row.id, newOrder));
      try {
        await moveRowOnServer({ id: row.id, newOrder });
        clearNotices("filters.move");
      } catch (error) {
        failed("filters.move", error, BROWSE_MESSAGES.orderFailed);
        void utils.filters.list.invalidate();
      }
    },
    [moveRowOnServer, setRows, utils],
  );

  const remove = useCallback(
    async (row: TFilterRow) => {
      if (rowSearch[row.id] !== undefined) onRowSearch(row.id, "");
      setRows((list) => list.filter((r) => r.id !== row.id).map((r, i) => ({ ...r, order: i + 1 })));
      try {
        await removeRow({ id: row.id });
        clearNotices("filters.delete");
      } catch (error) {
        failed("filters.delete", error, BROWSE_MESSAGES.deleteFailed);
        void utils.filters.list.invalidate();
      }
    },
    [onRowSearch, removeRow, rowSearch, setRows, utils],
  );

  const save = async (row: TFilterRow, next: { header_title: string; filters: TFilterItem[] }) => {
    setEditing(null);
    const title = headerTitleOrDefault(next.header_title);
    const titleChanged = title !== row.header_title;
    const filtersChanged = JSON.stringify(next.filters) !== JSON.stringify(row.filters);
    // Applied locally first, then saved (docs/product.md#states).
    setRows((list) => list.map((r) => (r.id === row.id ? { ...r, header_title: title, filters: next.filters } : r)));
    if (titleChanged) {
      try {
        await updateRow({ id: row.id, header_title: title });
        clearNotices(`filters.title.${row.id}`);
      } catch (error) {
        failed(`filters.title.${row.id}`, error, BROWSE_MESSAGES.saveTitleFailed);
      }
    }
    if (filtersChanged) {
      try {
        await updateRow({ id: row.id, filters: next.filters });
        clearNotices(`filters.save.${row.id}`);
      } catch (error) {
        failed(`filters.save.${row.id}`, error, BROWSE_MESSAGES.saveFilterFailed);
      }
    }
  };

  let body;
  if (rowsQuery.isPending) {
    body = (
      <div className="browse-state">
        <Spinner label="Loading your filters…" />
      </div>
    );
  } else if (rowsQuery.isError) {
    body = (
      <p className="card empty-state">
        {isUnauthenticated(rowsQuery.error) ? BROWSE_MESSAGES.pleaseLogIn : BROWSE_MESSAGES.fetchFiltersFailed}
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="card empty-state browse-empty">
        <p>{BROWSE_MESSAGES.noFilters}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void addSuggested()} disabled={adding}>
          Add suggested rows
        </button>
      </div>
    );
  } else {
    body = rows.map((row, index) => (
      <FilterRowView
        key={row.id}
        row={row}
        position={index + 1}
        count={rows.length}
        onEdit={setEditing}
        onMove={move}
        onRemove={remove}
        search={rowSearch[row.id] ?? ""}
        onSearch={onRowSearch}
      />
    ));
  }

  return (
    <section className="page browse-page">
      <h1>Browse</h1>
      <div className="browse-rows">{body}</div>
      <div className="browse-add">
        <button type="button" className="btn btn-primary" onClick={() => void add()} disabled={adding || rowsQuery.isPending}>
          Add Filter
        </button>
      </div>
      {editing ? <FilterEditorModal row={editing} onClose={() => setEditing(null)} onSave={(next) => void save(editing, next)} /> : null}
    </section>
  );
}
