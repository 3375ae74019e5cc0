import { ZRecipeCookedBody, ZRecipeNotes, ZRecipeNotesId, ZRecipeNotesInput } from "@simmer/contracts";
import type { RestApi } from "./route";

const tag = "Recipe notes";

/**
 * A person's own rating, note and cooked days on a recipe they can see (docs/product.md#api):
 * `{rating: 1–5 | null, note, cooked: [dates]}`. Another person's private recipe is 404.
 */
export function registerNotesRoutes(api: RestApi) {
  api.route({
    method: "GET",
    url: "/recipes/:id/notes",
    tag,
    summary: "Your notes on a recipe",
    params: ZRecipeNotesId,
    response: ZRecipeNotes,
    handler: ({ caller, params }) => caller.notes.get(params),
  });
  api.route({
    method: "PUT",
    url: "/recipes/:id/notes",
    tag,
    summary: "Replace your notes on a recipe",
    params: ZRecipeNotesId,
    body: ZRecipeNotesInput,
    response: ZRecipeNotes,
    handler: ({ caller, params, body }) => caller.notes.put({ id: params.id, notes: body }),
  });
  api.route({
    method: "POST",
    url: "/recipes/:id/notes/cooked",
    tag,
    summary: "Add a day you cooked a recipe",
    params: ZRecipeNotesId,
    body: ZRecipeCookedBody,
    response: ZRecipeNotes,
    handler: ({ caller, params, body }) => caller.notes.addCooked({ id: params.id, date: body.date }),
  });
}
