import {
  ZCreateFilterRowInput,
  ZDeleteFilterRowOutput,
  ZFilterRow,
  ZFilterRowIdInput,
  ZFilterRowList,
  ZMoveFilterRowInput,
  ZMoveFilterRowOutput,
  ZUpdateFilterRowInput,
} from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Saved filters";

/** Saved filter rows (docs/product.md#browse-filters). */
export function registerFiltersRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/users-filters",
    tag,
    summary: "Your saved filter rows",
    response: ZFilterRowList,
    handler: ({ caller }) => caller.filters.list(),
  });
  api.route({
    method: "POST",
    url: "/users-filters",
    tag,
    summary: "Save a filter row",
    status: 201,
    body: ZCreateFilterRowInput,
    response: ZFilterRow,
    handler: ({ caller, body }) => caller.filters.create(body),
  });
  api.route({
    method: "PUT",
    url: "/users-filters/:id",
    tag,
    summary: "Rename a filter row or change its filters",
    params: ZFilterRowIdInput,
    body: ZUpdateFilterRowInput.omit({ id: true }),
    response: ZFilterRow,
    handler: ({ caller, params, body }) => caller.filters.update({ ...body, id: params.id }),
  });
  api.route({
    method: "DELETE",
    url: "/users-filters/:id",
    tag,
    summary: "Delete a filter row",
    params: ZFilterRowIdInput,
    response: ZDeleteFilterRowOutput,
    handler: ({ caller, params }) => caller.filters.remove(params),
  });
  api.route({
    method: "POST",
    url: "/update-filter-order",
    tag,
    summary: "Move a filter row",
    body: ZMoveFilterRowInput,
    response: ZMoveFilterRowOutput,
    handler: ({ caller, body }) => caller.filters.move(body),
  });
}
