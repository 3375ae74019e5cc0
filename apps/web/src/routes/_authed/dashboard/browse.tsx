import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ZSearchTextById } from "../../../search-params";
import { BrowseScreen } from "../../../features/browse/BrowseScreen";
import { filterRowsQuery } from "../../../features/browse/queries";
import { startLoading } from "../../../features/layout/loaders";

/**
 * ?find={"<row id>":"text"} keeps each row's title search, so a reload or a shared link shows the
 * same rows the same way. A card opens the recipe's own page (ADR 137).
 */
const ZBrowseSearch = z.object({ find: ZSearchTextById });

export const Route = createFileRoute("/_authed/dashboard/browse")({
  validateSearch: ZBrowseSearch,
  loaderDeps: ({ search }) => ({ find: search.find }),
  loader: ({ context: { queryClient }, deps: { find } }) =>
    startLoading(
      // Each row's cards follow its rows; the prefetch code loads on demand, off the first visit.
      Promise.all([queryClient.ensureQueryData(filterRowsQuery()), import("../../../features/browse/prefetchStrips")]).then(
        ([rows, { prefetchStrips }]) => prefetchStrips(queryClient, rows, find ?? {}),
      ),
    ),
  component: function Browse() {
    const { find } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onRowSearch = useCallback(
      (rowId: number, text: string) =>
        void navigate({
          search: (prev) => {
            const find: Record<string, string> = { ...prev.find };
            delete find[rowId];
            if (text !== "") find[rowId] = text;
            return { ...prev, find: Object.keys(find).length > 0 ? find : undefined };
          },
          replace: true,
        }),
      [navigate],
    );
    return <BrowseScreen rowSearch={find ?? {}} onRowSearch={onRowSearch} />;
  },
});
