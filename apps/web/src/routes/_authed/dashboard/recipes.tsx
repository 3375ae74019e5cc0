import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { ZSearchId, ZSearchTextById } from "../../../search-params";
import { BrowseScreen } from "../../../features/browse/BrowseScreen";
import { filterRowsQuery } from "../../../features/browse/queries";
import { settled } from "../../../features/layout/loaders";

/**
 * ?find={"<row id>":"text"} keeps each row's title search, ?recipe=ID the recipe open in detail, so
 * a reload or a shared link shows the same rows the same way.
 */
const ZBrowseSearch = z.object({ find: ZSearchTextById, recipe: ZSearchId });

export const Route = createFileRoute("/_authed/dashboard/recipes")({
  validateSearch: ZBrowseSearch,
  loader: async ({ context: { queryClient }, location }) => {
    const { find } = ZBrowseSearch.parse(location.search);
    const [rows, strips] = await Promise.all([
      settled(queryClient.ensureQueryData(filterRowsQuery())),
      settled(import("../../../features/browse/prefetchStrips")),
    ]);
    if (rows && strips) strips.prefetchStrips(queryClient, rows, find ?? {});
  },
  component: function Browse() {
    const { find, recipe } = Route.useSearch();
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
    const onOpenRecipe = useCallback(
      (id: number | null) => void navigate({ search: (prev) => ({ ...prev, recipe: id ?? undefined }), replace: true }),
      [navigate],
    );
    return <BrowseScreen rowSearch={find ?? {}} onRowSearch={onRowSearch} openRecipe={recipe ?? null} onOpenRecipe={onOpenRecipe} />;
  },
});
