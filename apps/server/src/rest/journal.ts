import { ZJournalDeleted, ZJournalEntry, ZJournalId, ZJournalInput, ZJournalList } from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Journal";

/** The journal paths (docs/product.md#api): GET returns {entries}; writes take and return the entry's snake_case fields. */
export function registerJournalRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/journal",
    tag,
    summary: "Your journal entries",
    response: ZJournalList,
    handler: ({ caller }) => caller.journal.list(),
  });
  api.route({
    method: "POST",
    url: "/journal",
    tag,
    summary: "Add a journal entry",
    status: 201,
    body: ZJournalInput,
    response: ZJournalEntry,
    handler: ({ caller, body }) => caller.journal.create(body),
  });
  api.route({
    method: "PUT",
    url: "/journal/:id",
    tag,
    summary: "Change a journal entry",
    params: ZJournalId,
    body: ZJournalInput,
    response: ZJournalEntry,
    handler: ({ caller, params, body }) => caller.journal.update({ id: params.id, entry: body }),
  });
  api.route({
    method: "DELETE",
    url: "/journal/:id",
    tag,
    summary: "Delete a journal entry",
    params: ZJournalId,
    response: ZJournalDeleted,
    handler: ({ caller, params }) => caller.journal.remove(params),
  });
}
