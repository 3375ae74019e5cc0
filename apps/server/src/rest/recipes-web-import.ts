import { ZWebImportInput, ZWebImportResult } from "@simmer/contracts";
import type { RestApi } from "./route";
import { WEB_IMPORT_BODY_LIMIT } from "../http/body-limits";

/**
 * POST /api/recipes/import-url (issue 12, ADR 065): body `{ url }` or `{ url, html }`, answered
 * 200 `{ recipe, warnings, duplicate }`; 400, 422, 429, 502 or 504 with a sentence otherwise.
 * The body may carry a whole page's source, so this route alone takes up to 16 MB.
 */
export function registerRecipeWebImportRoutes(api: RestApi) {
  api.route({
    method: "POST",
    url: "/recipes/import-url",
    tag: "Recipes",
    summary: "Read a recipe from a web page",
    description:
      "With `{url}` the server fetches the page (http or https, public addresses only, at most 5 redirects, 5 MB and 15 s). " +
      "With `{url, html}` it reads the page source sent and never fetches `url`. Nothing is saved: the answer is the recipe form's " +
      "payload, the warnings, and your recipe that already has this source, if any. 422: no recipe on the page; 502/504: the site " +
      "failed or was too slow; 429: too many imports in a minute.",
    bodyLimit: WEB_IMPORT_BODY_LIMIT,
    body: ZWebImportInput,
    response: ZWebImportResult,
    examples: { body: { url: "https://example.com/recipes/lentil-soup" } },
    handler: ({ caller, body }) => caller.recipes.importUrl(body),
  });
}
